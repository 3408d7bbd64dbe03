import { describe, expect, it } from 'vitest';
import { comparisonLabel, genolistTotals } from '../../../../src/features/projects/genolist-summary';
import { summarizeProjects, toProjectStatus } from '../../../../src/features/projects/project-status';
import {
  genesPerSample,
  qualityPercent,
  sampleCondition,
  speciesName,
} from '../../../../src/features/projects/project-summary';
import { flaggedSamples, qcCounts } from '../../../../src/features/projects/quality';

describe('project statuses', () => {
  it('shows unknown statuses as PENDING', () => {
    expect(toProjectStatus('SUCCESS')).toBe('SUCCESS');
    expect(toProjectStatus('running')).toBe('RUNNING');
    expect(toProjectStatus('ARCHIVED')).toBe('PENDING');
    expect(toProjectStatus(null)).toBe('PENDING');
  });

  it('counts completed (SUCCESS) and in progress (PROCESSING, RUNNING) projects and their comparisons', () => {
    const projects = [
      { status: 'SUCCESS', comparisons_count: 3 },
      { status: 'PROCESSING', comparisons_count: 0 },
      { status: 'RUNNING', comparisons_count: 1 },
      { status: 'PENDING', comparisons_count: 0 },
      { status: 'ERROR', comparisons_count: 2 },
    ];
    expect(summarizeProjects(projects)).toEqual({ total: 5, completed: 1, inProgress: 2, comparisons: 6 });
    expect(summarizeProjects([])).toEqual({ total: 0, completed: 0, inProgress: 0, comparisons: 0 });
  });
});

describe('project tiles', () => {
  it('averages the first genes-detected series, rounded', () => {
    const series = [
      {
        name: 'genes_detected',
        data: [
          { sample: 'a', value: 10 },
          { sample: 'b', value: 13 },
        ],
      },
      { name: 'other', data: [{ sample: 'a', value: 1000 }] },
    ];
    expect(genesPerSample(series)).toBe(12);
    expect(genesPerSample([])).toBeNull();
    expect(genesPerSample(undefined)).toBeNull();
  });

  it('gives the share of samples neither failed nor warned', () => {
    const qc = (status: 'PASS' | 'WARNING' | 'FAIL') => ({
      quality_control: {
        status,
        source: 'derived' as const,
        nuclear_transcripts: null,
        genes_detected: null,
      },
    });
    expect(qualityPercent([qc('PASS'), qc('PASS'), qc('WARNING')])).toBe(67);
    expect(qualityPercent([qc('PASS'), qc('FAIL')])).toBe(50);
    expect(qualityPercent([])).toBeNull();
  });

  it('names the species and the condition of a sample', () => {
    expect(speciesName({ genus: 'Homo', species: 'sapiens' })).toBe('Homo sapiens');
    expect(speciesName({ genus: 'Mus', species: null })).toBe('Mus');
    expect(speciesName(null)).toBeNull();
    expect(sampleCondition({ factors: [{ id: 1, factor: 'condition', level: 'DHT' }] })).toBe('DHT');
    expect(sampleCondition({ factors: [] })).toBeNull();
  });
});

describe('quality control', () => {
  const sample = (sample_name: string, status: 'WARNING' | 'FAIL') => ({
    sample_name,
    status,
    nuclear_transcripts: null,
    genes_detected: 1,
    library_size: 1,
    factors: [],
  });
  const result = {
    nb_samples: 10,
    source: 'derived' as const,
    rule: {
      code: 'median_relative' as const,
      library_fail: 0.25,
      library_warning: 0.5,
      genes_fail: 0.5,
      genes_warning: 0.75,
    },
    passed_samples: 7,
    warning_samples: [sample('s10', 'WARNING'), sample('s2', 'WARNING')],
    failed_samples: [sample('s9', 'FAIL')],
  };

  it('counts pass, warning and failed samples', () => {
    expect(qcCounts(result)).toEqual({ pass: 7, warning: 2, fail: 1, total: 10 });
  });

  it('lists failed samples first, then warnings, each in natural order', () => {
    expect(flaggedSamples(result).map((s) => s.sample_name)).toEqual(['s9', 's2', 's10']);
  });
});

describe('genolists of a project', () => {
  it('sums the up, down and total differential genes', () => {
    expect(
      genolistTotals([{ deg: { pos: 3, neg: 2, total: 5 } }, { deg: { pos: 10, neg: 0, total: 10 } }]),
    ).toEqual({ count: 2, up: 13, down: 2, total: 15 });
    expect(genolistTotals([])).toEqual({ count: 0, up: 0, down: 0, total: 0 });
  });

  it('names the comparison from the conditions, else the factor levels', () => {
    const levels = {
      id: 1,
      name: 'c',
      dialect: 'DESeq2',
      main_factor: { id: 2, factor: 'condition', level: 'DHT' },
      secondary_factor: { id: 1, factor: 'condition', level: 'control' },
    };
    expect(comparisonLabel({ condition_1: 'A', condition_2: 'B', comparison: levels })).toBe('A vs B');
    expect(comparisonLabel({ condition_1: null, condition_2: null, comparison: levels })).toBe(
      'DHT vs control',
    );
    expect(comparisonLabel({ condition_1: null, condition_2: null, comparison: null })).toBeNull();
  });
});
