import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../src/features/subscription/api/get-plans';
import {
  planAction,
  planFeatureLines,
  storageUsage,
  usage,
  usageColor,
} from '../../../../src/features/subscription/plan-display';
import { canSendQuote, emptyQuoteForm, quotePayload } from '../../../../src/features/subscription/quote-form';

const pro: Plan = {
  id: 3,
  plan_type: 'PRO',
  name: 'Pro',
  description: '',
  price: 29,
  billing_period: 'MONTHLY',
  max_projects: 50,
  max_genolists: 200,
  max_storage_gb: 20,
  max_collaborators: -1,
  advanced_visualizations: true,
  multi_project_comparison: true,
  ai_assistant: true,
  api_access: false,
  advanced_statistics: false,
  collaboration_features: true,
  priority_support: false,
  features_list: [],
};

describe('usage bars', () => {
  it('are green under 70 %, yellow under 90 %, red from 90 %', () => {
    expect(usageColor(0)).toBe('green');
    expect(usageColor(69.9)).toBe('green');
    expect(usageColor(70)).toBe('yellow');
    expect(usageColor(89.9)).toBe('yellow');
    expect(usageColor(90)).toBe('red');
    expect(usage(2, 3)).toMatchObject({ max: 3, color: 'green' });
    expect(usage(8, 10)).toMatchObject({ percent: 80, color: 'yellow' });
    expect(usage(9, 10)).toMatchObject({ percent: 90, color: 'red' });
    expect(usage(3, 3)).toMatchObject({ percent: 100, color: 'red' });
    expect(usage(5, 3).percent).toBe(100);
  });

  it('have no limit for -1, and count storage in GB', () => {
    expect(usage(12, -1)).toEqual({ used: 12, max: null, percent: 0, color: 'green' });
    const storage = storageUsage(512 * 1024 * 1024, 1);
    expect(storage.used).toBe(0.5);
    expect(storage).toMatchObject({ max: 1, percent: 50, color: 'green' });
  });
});

describe('a plan card', () => {
  it('lists limits (-1 unlimited) and the flags of features GenoApp has, never the AI assistant', () => {
    expect(planFeatureLines(pro)).toEqual([
      { key: 'projects', limit: 50 },
      { key: 'genolists', limit: 200 },
      { key: 'storage', limit: 20 },
      { key: 'collaborators', limit: null },
      { key: 'advancedVisualizations' },
      { key: 'multiProjectComparison' },
      { key: 'collaboration' },
    ]);
  });

  it('leaves comparison across projects out of a plan without it', () => {
    expect(planFeatureLines({ ...pro, multi_project_comparison: false })).not.toContainEqual({
      key: 'multiProjectComparison',
    });
  });

  it('lists API access, which the server enforces, when the plan has it', () => {
    expect(planFeatureLines({ ...pro, api_access: true })).toContainEqual({ key: 'apiAccess' });
  });

  it("uses the plan's own feature list when it has one", () => {
    expect(planFeatureLines({ ...pro, features_list: ['Training day'] })).toEqual([
      { key: 'custom', text: 'Training day' },
    ]);
  });

  it('offers the current plan disabled, FREE at once and every other plan through a quote', () => {
    expect(planAction(pro, 3)).toBe('current');
    expect(planAction(pro, 1)).toBe('requestQuote');
    expect(planAction({ ...pro, id: 1, plan_type: 'FREE' }, 3)).toBe('startFree');
  });
});

describe('the quote form', () => {
  it('needs an organisation name and a contact address', () => {
    expect(canSendQuote(emptyQuoteForm())).toBe(false);
    expect(canSendQuote({ ...emptyQuoteForm('a@b.org'), companyName: '  ' })).toBe(false);
    expect(canSendQuote({ ...emptyQuoteForm('a@b.org'), companyName: 'Institut Curie' })).toBe(true);
  });

  it('sends an empty or invalid user count as 1 and a choice not made as null', () => {
    const form = { ...emptyQuoteForm('a@b.org'), companyName: ' Curie ', expectedUsers: '' };
    expect(quotePayload(3, form)).toMatchObject({
      target_plan: 3,
      company_name: 'Curie',
      expected_users: 1,
      company_size: null,
      sector: null,
      data_volume: null,
      support_level: 'standard',
    });
    expect(quotePayload(3, { ...form, expectedUsers: '-4' }).expected_users).toBe(1);
    expect(quotePayload(3, { ...form, expectedUsers: '12', sector: 'pharma' })).toMatchObject({
      expected_users: 12,
      sector: 'pharma',
    });
  });
});
