import { describe, expect, it } from 'vitest';
import { activityTotals, seriesOf } from '../../../../src/features/analytics/activity-series';
import { parseAnalyticsSearch } from '../../../../src/features/analytics/analytics-search';
import type { ActivityDay } from '../../../../src/features/analytics/api/get-dashboard';
import type { TrendingGene } from '../../../../src/features/analytics/api/get-trending-genes';
import { TRENDING_COLUMNS } from '../../../../src/features/analytics/trending-export';
import {
  matchesStatus,
  matchesText,
  parseDashboardSearch,
} from '../../../../src/features/dashboard/dashboard-search';
import { toCsv } from '../../../../src/lib/export';

const day = (date: string, values: Partial<ActivityDay> = {}): ActivityDay => ({
  date,
  projects: 0,
  analyses: 0,
  views: 0,
  favorites: 0,
  users: null,
  ...values,
});

describe('the dashboard in the URL', () => {
  it('keeps a known tab, the search text and a known status; leaves defaults and wrong values out', () => {
    expect(parseDashboardSearch({ tab: 'insights', q: 'prostate', status: 'completed' })).toEqual({
      tab: 'insights',
      q: 'prostate',
      status: 'completed',
    });
    expect(parseDashboardSearch({ tab: 'overview', q: '   ', status: 'all' })).toEqual({});
    expect(parseDashboardSearch({ tab: 'settings', status: 'archived', q: ['prostate'] })).toEqual({});
    expect(parseDashboardSearch({ tab: ['insights'], status: null, q: { text: 'x' } })).toEqual({});
  });

  it('reads a search of digits, which the router hands over as a number', () => {
    expect(parseDashboardSearch({ q: 2008 })).toEqual({ q: '2008' });
  });
});

describe('the recent projects filter', () => {
  it('calls SUCCESS completed, pending and running ones active, running ones processing', () => {
    expect(matchesStatus('SUCCESS', 'completed')).toBe(true);
    expect(matchesStatus('SUCCESS', 'active')).toBe(false);
    expect(['PENDING', 'PROCESSING', 'RUNNING'].map((s) => matchesStatus(s, 'active'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['PENDING', 'PROCESSING', 'RUNNING'].map((s) => matchesStatus(s, 'processing'))).toEqual([
      false,
      true,
      true,
    ]);
    expect(matchesStatus('error', 'error')).toBe(true);
    expect(matchesStatus('ERROR', 'all')).toBe(true);
  });

  it('finds every word in the title or the description, whatever the case and accents', () => {
    const project = { name: 'Réponse androgène LNCaP', description: 'DHT 24 h vs control' };
    expect(matchesText(project, 'reponse dht')).toBe(true);
    expect(matchesText(project, 'LNCAP  control')).toBe(true);
    expect(matchesText(project, 'lncap kidney')).toBe(false);
  });
});

describe('the analytics page in the URL', () => {
  it('keeps the offered periods and limits, a project, a direction and a minimum above 1', () => {
    expect(
      parseAnalyticsSearch({ days: '90', project: '4', direction: 'down', min: '3', limit: '100' }),
    ).toEqual({
      days: 90,
      project: 4,
      direction: 'down',
      min: 3,
      limit: 100,
    });
    expect(parseAnalyticsSearch({ days: '30', limit: '25', min: '1' })).toEqual({});
    expect(
      parseAnalyticsSearch({ days: '14', project: '-2', direction: 'sideways', limit: '7', min: '2.5' }),
    ).toEqual({});
  });
});

describe('the activity chart', () => {
  it('shows users who signed in only when the server gave them (staff)', () => {
    expect(seriesOf([day('2026-11-24'), day('2026-11-25')])).toEqual([
      'projects',
      'analyses',
      'views',
      'favorites',
    ]);
    expect(seriesOf([day('2026-11-24', { users: 0 })])).toContain('users');
  });

  it('totals each series over the period and finds the largest daily value', () => {
    const { totals, max } = activityTotals([
      day('2026-11-24', { projects: 2, views: 5 }),
      day('2026-11-25', { projects: 1, favorites: 1, users: 7 }),
    ]);
    expect(totals).toEqual({ projects: 3, analyses: 0, views: 5, favorites: 1, users: 7 });
    expect(max).toBe(7);
  });
});

describe('the trending genes CSV', () => {
  it('writes every number unrounded and the projects with their gene list counts', () => {
    const gene: TrendingGene = {
      rank: 1,
      id: 12,
      gene_id: 'ENSG00000142515',
      symbol: 'KLK3',
      description: 'kallikrein related peptidase 3',
      frequency: 3,
      up: 2,
      down: 1,
      avg_fold_change: 1.2345678901,
      avg_pvalue: 1.5e-12,
      significance: '***',
      project_count: 2,
      projects: [
        { id: 1, name: 'LNCaP, DHT', frequency: 2 },
        { id: 2, name: 'VCaP', frequency: 1 },
      ],
    };
    expect(toCsv([gene], TRENDING_COLUMNS)).toBe(
      'rank,symbol,gene_id,description,frequency,up,down,avg_log2_fold_change,avg_padj,significance,project_count,projects\r\n' +
        '1,KLK3,ENSG00000142515,kallikrein related peptidase 3,3,2,1,1.2345678901,1.5e-12,***,2,"LNCaP, DHT (2); VCaP (1)"\r\n',
    );
  });
});
