import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/schema';
import { qcStatus, samplesByCondition } from '../../../../src/features/genolists/samples-by-condition';
import { geneCardUrl, goTermUrl } from '../../../../src/lib/gene-links';

describe('external links', () => {
  it('opens GeneCards by symbol', () => {
    expect(geneCardUrl('FKBP5')).toBe('https://www.genecards.org/cgi-bin/carddisp.pl?gene=FKBP5');
    expect(geneCardUrl(' HLA-DRB1 ')).toBe('https://www.genecards.org/cgi-bin/carddisp.pl?gene=HLA-DRB1');
    expect(geneCardUrl('A&B')).toBe('https://www.genecards.org/cgi-bin/carddisp.pl?gene=A%26B');
    expect(geneCardUrl(null)).toBeNull();
    expect(geneCardUrl('  ')).toBeNull();
  });

  it('opens AmiGO by GO id, and only for GO ids', () => {
    expect(goTermUrl('GO:0005886')).toBe('https://amigo.geneontology.org/amigo/term/GO:0005886');
    expect(goTermUrl('go:0005886')).toBe('https://amigo.geneontology.org/amigo/term/GO:0005886');
    expect(goTermUrl('GO:12')).toBeNull();
    expect(goTermUrl('javascript:alert(1)')).toBeNull();
  });
});

type Sample = components['schemas']['ProjectSample'];

function sample(id: number, level: string, levelId: number, status: string): Sample {
  return {
    id,
    name: `lane${id}`,
    position: id - 1,
    species: null,
    factors: [{ id: levelId, factor: 'condition', level }],
    library_size: 1,
    genes_detected: 1,
    size_factor: 1,
    quality_control: {
      status: status as 'PASS',
      source: 'derived',
      nuclear_transcripts: null,
      genes_detected: null,
    },
  };
}

describe('samplesByCondition', () => {
  const samples = [
    sample(1, 'control', 1, 'PASS'),
    sample(2, 'control', 1, 'FAIL'),
    sample(3, 'DHT', 2, 'WARNING'),
    sample(4, 'DHT', 2, 'UNKNOWN'),
    sample(5, 'other', 3, 'PASS'),
  ];
  const comparison = {
    main_factor: { id: 2, factor: 'condition', level: 'DHT' },
    secondary_factor: { id: 1, factor: 'condition', level: 'control' },
  };

  it('groups the samples of each side, numerator first, with their QC status', () => {
    expect(samplesByCondition(samples, comparison, 'DHT', 'control')).toEqual([
      {
        level: 'DHT',
        factor: 'condition',
        role: 'numerator',
        samples: [
          { id: 3, name: 'lane3', qc: 'WARNING' },
          { id: 4, name: 'lane4', qc: 'OTHER' },
        ],
      },
      {
        level: 'control',
        factor: 'condition',
        role: 'reference',
        samples: [
          { id: 1, name: 'lane1', qc: 'PASS' },
          { id: 2, name: 'lane2', qc: 'FAIL' },
        ],
      },
    ]);
  });

  it('falls back on the condition names when there is no comparison', () => {
    const groups = samplesByCondition(samples, null, 'other', null);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.samples.map((s) => s.id)).toEqual([5]);
  });

  it('reads an unknown QC status as other (grey)', () => {
    expect(
      qcStatus({
        quality_control: { status: 'PASS', source: 'archive', nuclear_transcripts: 1, genes_detected: 1 },
      }),
    ).toBe('PASS');
  });
});
