import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderProjectPdf } from '../../../../server/reports/project-pdf';
import type { Project, ProjectSample } from '../../../../src/features/projects/api/get-project';
import type { ProjectGenolist } from '../../../../src/features/projects/api/get-project-genolists';
import {
  drawReport,
  localReportFile,
  reportInputFromCopy,
} from '../../../../src/features/projects/local-report';
import type { SavedProject } from '../../../../src/features/projects/saved-project';

/**
 * The project report drawn in the browser from the offline copy: pdfkit's browser build (which
 * a bundler picks for `import 'pdfkit'`, and Node does not) stands in for the module here, so the
 * standard fonts are registered as in the browser. The text is read back with poppler's pdftotext.
 */
vi.mock('pdfkit', () => import(resolve('node_modules/pdfkit/js/pdfkit.browser.mjs')));

const dir = mkdtempSync(join(tmpdir(), 'local-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

async function pdfText(pdf: Blob | Buffer): Promise<string> {
  const bytes = pdf instanceof Blob ? new Uint8Array(await pdf.arrayBuffer()) : pdf;
  const file = join(dir, `${files++}.pdf`);
  writeFileSync(file, bytes);
  // Lines joined: a wrapped paragraph reads as one.
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[ \n\u00a0]+/g,
    ' ',
  );
}

const level = (factor: string, value: string, id: number) => ({ id, factor, level: value });

function sample(
  name: string,
  condition: string,
  i: number,
  status: 'PASS' | 'WARNING' | 'FAIL',
): ProjectSample {
  return {
    id: i + 1,
    name,
    position: i,
    species: null,
    factors: [level('treatment', condition, condition === 'DHT' ? 1 : 2), level('batch', 'b1', 3)],
    library_size: 2_000_000 + i * 1000,
    genes_detected: 14_000 + i,
    size_factor: 1,
    quality_control: { status, source: 'derived', nuclear_transcripts: null, genes_detected: null },
  };
}

const samples = [
  sample('LNCaP_DHT_1', 'DHT', 0, 'PASS'),
  sample('LNCaP_DHT_2', 'DHT', 1, 'PASS'),
  sample('LNCaP_ctrl_1', 'control', 2, 'WARNING'),
  sample('LNCaP_ctrl_2', 'control', 3, 'FAIL'),
];

const project = {
  id: 7,
  name: 'Androgen response in LNCaP',
  description: 'Prostate cancer cells treated with DHT',
  status: 'SUCCESS',
  public: false,
  owner: { id: 1, first_name: 'Rosalind', last_name: 'Franklin', username: 'rosalind' },
  library: { name: 'SLC001' },
  organism: { genus: 'Homo', species: 'sapiens' },
  factors: ['treatment', 'batch'],
  gene_count: 49_507,
  creation_date: '2024-01-05T08:00:00Z',
  updated_at: '2024-01-05T08:00:00Z',
  samples_count: samples.length,
  comparisons_count: 2,
  genolists_count: 3,
  is_favorite: false,
  can_edit: true,
  can_delete: true,
  can_change_visibility: true,
  can_share: true,
  share_permissions: [],
  samples,
  comparisons: [
    { id: 20, name: 'first', main_factor: level('treatment', 'DHT', 1) },
    { id: 10, name: 'second', main_factor: level('treatment', 'control', 2) },
  ],
} as unknown as Project;

function genolist(id: number, name: string, comparisonId: number | null, up: number): ProjectGenolist {
  const comparison =
    comparisonId === null
      ? null
      : {
          id: comparisonId,
          main_factor: level('treatment', comparisonId === 20 ? 'DHT' : 'control', 1),
          secondary_factor: level('treatment', comparisonId === 20 ? 'control' : 'DHT', 2),
        };
  return {
    id,
    name,
    type_genolist: comparison ? 'TRANSCRIPTO' : 'EXPERT',
    comparison,
    deg: { pos: up, neg: 2, total: up + 2 },
    pvalue_cutoff: 0.05,
    fold_change_cutoff: 1.5,
  } as unknown as ProjectGenolist;
}

const saved: SavedProject = {
  project,
  // Newest first, as the project's genolists tab asks for them.
  genolists: [
    genolist(3, 'Hand-picked', null, 5),
    genolist(2, 'Second list', 10, 8),
    genolist(1, 'First list', 20, 1234),
  ],
  quality: {
    nb_samples: 4,
    source: 'derived',
    rule: {
      code: 'median_relative',
      library_fail: 0.25,
      library_warning: 0.5,
      genes_fail: 0.5,
      genes_warning: 0.75,
    },
    passed_samples: 2,
    warning_samples: [],
    failed_samples: [],
  },
  pca: {
    data: '[]',
    points: samples.map((s, i) => ({ sample: s.name, coordinates: [i * 3 - 4, (i % 2) * 2 - 1] })),
    sample_info: {},
    axis_titles: {},
    dimensions: [
      { key: 'coord_dim_1', title: 'PC1 (71.3%)', variance_explained: 71.3 },
      { key: 'coord_dim_2', title: 'PC2 (9.4%)', variance_explained: 9.4 },
    ],
    factor_names: ['treatment', 'batch'],
    variance_explained: { pc1: 71.3, pc2: 9.4 },
    n_genes_used: 500,
  },
};

const generatedAt = new Date('2026-11-29T01:30:00Z');

describe('the project report drawn from the offline copy', () => {
  it("shows the copy's project, samples, quality, PCA and genolists, as the server's report of the same data", {
    timeout: 60_000,
  }, async () => {
    const input = reportInputFromCopy(saved, 'en', generatedAt);
    const text = await pdfText(await drawReport(input));
    for (const expected of [
      'Project report',
      'Androgen response in LNCaP',
      'Prostate cancer cells treated with DHT',
      'Homo sapiens',
      'SLC001',
      'Rosalind Franklin',
      'treatment, batch',
      '49,507',
      'LNCaP_DHT_1',
      'LNCaP_ctrl_2',
      'Condition (treatment)',
      '2,003,000',
      'With warnings',
      'Failed below 25% of the median library size',
      'PC1 (71.3%)',
      'DHT (2)',
      'control (2)',
      'DHT vs control',
      '1,236',
      'padj <= 0.05, FC >= 1.5',
      'Generated on 2026-11-29 01:30 UTC',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    // The server's order: by comparison in the archive, then the lists made without one.
    const order = ['First list', 'Second list', 'Hand-picked'].map((name) => text.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The same layout as the server's, drawn by pdfkit's Node build from the same data.
    expect(text).toBe(await pdfText(await renderProjectPdf(input)));
  });

  it('speaks French, under the name the server gives the file', { timeout: 60_000 }, async () => {
    const file = await localReportFile(saved, 'fr-FR');
    expect(file.fileName).toMatch(/^rapport_Androgen_response_in_LNCaP_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.blob.type).toBe('application/pdf');
    const text = await pdfText(file.blob);
    for (const expected of [
      'Rapport de projet',
      'Androgen response in LNCaP',
      'Échantillons',
      'LNCaP_DHT_2',
      'Contrôle qualité',
      'Avertissement',
      'Analyse en composantes principales',
      'Genolists (analyses différentielles)',
      '2 003 000',
      '05/01/2024',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("takes the statuses' source from the samples when the quality answer was not saved", () => {
    const input = reportInputFromCopy({ ...saved, quality: undefined, pca: undefined }, 'en', generatedAt);
    expect(input.qcSource).toBe('derived');
    expect(input.qcRule).toBeNull();
    expect(input.pca).toBeNull();
    expect(input.samples.map((s) => [s.name, s.condition, s.qcStatus])).toEqual([
      ['LNCaP_DHT_1', 'DHT', 'PASS'],
      ['LNCaP_DHT_2', 'DHT', 'PASS'],
      ['LNCaP_ctrl_1', 'control', 'WARNING'],
      ['LNCaP_ctrl_2', 'control', 'FAIL'],
    ]);
  });
});
