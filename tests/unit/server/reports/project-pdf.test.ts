import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ProjectReportInput } from '../../../../genomics/project-report/draw';
import { reportFileName } from '../../../../genomics/project-report/file-name';
import { formatDate, formatInteger, niceTicks, pdfSafe } from '../../../../genomics/project-report/format';
import { renderProjectPdf } from '../../../../server/reports/project-pdf';

/**
 * The project report renderer on made-up data: text read back from the PDF's own content
 * streams (no external tool), so this runs wherever the tests do.
 */

interface PdfPage {
  /** One entry per text-showing operator, in drawing order. */
  lines: string[];
  /** The page's decompressed content stream. */
  content: string;
}

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1 (Node's TextDecoder treats windows-1252 as Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((c, i) => [0x80 + i, c]),
);
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

/** Pages of a PDF written by pdfkit: one compressed content stream per page, text as WinAnsi hex strings. */
function readPdf(pdf: Buffer): PdfPage[] {
  const raw = pdf.toString('latin1');
  const pages: PdfPage[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const content = inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
    if (!content.includes(' Tf')) continue;
    const lines = [...content.matchAll(/\[(.*?)\] TJ/g)].map((tj) =>
      [...(tj[1] as string).matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => {
          expect((hex[1] as string).length % 2).toBe(0);
          return winAnsi(Buffer.from(hex[1] as string, 'hex'));
        })
        .join(''),
    );
    pages.push({ lines, content });
  }
  return pages;
}

const textOf = (pages: PdfPage[]) => pages.map((p) => p.lines.join('\n')).join('\n');

function input(overrides: Partial<ProjectReportInput> = {}): ProjectReportInput {
  const samples = Array.from({ length: 120 }, (_, i) => ({
    name: `S${String(i + 1).padStart(3, '0')}`,
    condition: i % 3 === 0 ? 'treated' : i % 3 === 1 ? 'control' : null,
    librarySize: 1_000_000 + i * 1000,
    genesDetected: 15_000 + i,
    qcStatus: (i === 5 ? 'FAIL' : i === 6 ? 'WARNING' : 'PASS') as 'PASS' | 'WARNING' | 'FAIL',
  }));
  return {
    locale: 'en',
    generatedAt: new Date('2025-03-04T10:20:00Z'),
    project: {
      name: 'β-cell Δ study ≥ 2 — Zürich ő',
      description: 'Islets\nacross conditions',
      status: 'SUCCESS',
      organism: 'Mus musculus',
      library: 'SLC123',
      owner: 'Ada Lovelace',
      factors: ['treatment', 'batch'],
      geneCount: 21_000,
      creationDate: new Date('2024-01-05T08:00:00Z'),
    },
    samples,
    qcSource: 'archive',
    qcRule: null,
    pca: {
      xTitle: 'PC1 (61.2%)',
      yTitle: 'PC2 (12.0%)',
      colourFactor: 'treatment',
      points: samples.map((s, i) => ({
        sample: s.name,
        x: Math.cos(i) * 30,
        y: Math.sin(i) * 10,
        group: s.condition,
      })),
    },
    genolists: [
      {
        name: 'treated vs control',
        type: 'TRANSCRIPTO',
        comparison: 'treated vs control',
        up: 1234,
        down: 567,
        total: 1801,
        pvalueCutoff: 0.05,
        foldChangeCutoff: 1.5,
      },
      {
        name: 'Hand-picked',
        type: 'EXPERT',
        comparison: null,
        up: 3,
        down: 4,
        total: 7,
        pvalueCutoff: 0.01,
        foldChangeCutoff: 2,
      },
    ],
    ...overrides,
  };
}

describe('project PDF report', () => {
  it('draws every section, spilling the samples table over pages with its header repeated', {
    timeout: 60_000,
  }, async () => {
    const pdf = await renderProjectPdf(input());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = textOf(pages);
    for (const expected of [
      'Project report',
      '?-cell ? study >= 2 — Zürich o',
      'Mus musculus',
      'SLC123',
      'Ada Lovelace',
      'treatment, batch',
      '21,000',
      '120', // samples tile
      '15,060', // mean genes detected
      '2024-01-05',
      '98 %', // 118 of 120 passed
      'S001',
      'S120',
      '1,119,000',
      'Completed',
      'Pass',
      'Failed',
      'Warning',
      "Statuses from the archive's quality-control file.",
      'PC1 (61.2%)',
      'PC2 (12.0%)',
      'treated (40)',
      'control (40)',
      'N/A (40)',
      'treated vs control',
      '1,801',
      'padj <= 0.05, FC >= 1.5',
      'EXPERT',
      'padj <= 0.01, FC >= 2',
    ]) {
      expect(text).toContain(expected);
    }
    const tablePages = pages.filter((p) => p.lines.includes('Library size'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page.lines).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page.lines).toContain('GenoApp · Generated on 2025-03-04 10:20 UTC');
    });
    // The scatter is vector paths (a disc is four Bézier curves), not an image.
    const plotPage = pages.find((p) => p.lines.includes('PC1 (61.2%)')) as PdfPage;
    expect(plotPage.content.match(/ c\n/g)?.length).toBeGreaterThanOrEqual(4 * 120);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('speaks French when asked, statuses and the derived rule included', async () => {
    const pages = readPdf(
      await renderProjectPdf(
        input({
          locale: 'fr',
          qcSource: 'derived',
          qcRule: {
            code: 'median_relative',
            library_fail: 0.25,
            library_warning: 0.5,
            genes_fail: 0.5,
            genes_warning: 0.75,
          },
        }),
      ),
    );
    const text = textOf(pages);
    for (const word of ['SUCCESS', 'PASS', 'WARNING', 'FAIL', 'Librairie', 'librairie']) {
      expect(text).not.toContain(word);
    }
    // The rule's paragraph wraps: its lines are read as one.
    expect(text.replace(/ *\n/g, ' ')).toContain(
      'Échec sous 25\u00a0% de la taille de banque médiane ou 50\u00a0% de la médiane des gènes détectés, ou ' +
        'sans comptage ; Avertissement sous 50\u00a0% ou 75\u00a0% ; Réussi sinon.',
    );
    for (const expected of [
      'BANQUE',
      'Terminé',
      'Réussi',
      'Avertissement',
      'Échec',
      'Taille de banque',
      'Rapport de projet',
      'Échantillons',
      'Contrôle qualité',
      'Analyse en composantes principales',
      '05/01/2024',
      '1\u00a0119\u00a0000',
      'padj <= 0,05, FC >= 1,5',
      'Généré le 04/03/2025 10:20 UTC',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pages[0]?.lines).toContain(`Page 1 sur ${pages.length}`);
  });

  it('reports a project with no data yet', async () => {
    const empty = input({
      samples: [],
      pca: null,
      genolists: [],
      qcSource: null,
      project: {
        ...input().project,
        description: '',
        organism: null,
        library: null,
        owner: null,
        factors: [],
      },
    });
    const pages = readPdf(await renderProjectPdf(empty));
    expect(pages).toHaveLength(1);
    const text = textOf(pages);
    for (const expected of [
      'No description available',
      'No samples: the data of this project has not been imported yet.',
      'No PCA: it needs at least two samples with data.',
      'No genolist available.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('report helpers', () => {
  it('keeps text the standard PDF fonts can print', () => {
    expect(pdfSafe('Café crème – 5 µg “ok” €')).toBe('Café crème – 5 µg “ok” €');
    expect(pdfSafe('Łódź ő ≤ 0.05 → β 漢')).toBe('Lódz o <= 0.05 -> ? ?');
    expect(pdfSafe('a\r\nb\tc')).toBe('a\nb c');
  });

  it('formats numbers and dates per language, in UTC', () => {
    expect(formatInteger(1234567.4, 'en')).toBe('1,234,567');
    expect(formatInteger(1234567, 'fr')).toBe('1\u00a0234\u00a0567');
    expect(formatDate(new Date('2024-12-31T23:30:00Z'), 'fr')).toBe('31/12/2024');
    expect(formatDate(new Date('2024-12-31T23:30:00Z'), 'en')).toBe('2024-12-31');
  });

  it('picks round ticks', () => {
    expect(niceTicks(-27.3, 58.1)).toEqual([-20, 0, 20, 40]);
    expect(niceTicks(0.12, 0.91)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(3, 3)).toEqual([3]);
  });

  it('names the file rapport_{title}_{date}.pdf with safe characters only', () => {
    const date = new Date('2025-06-07T12:00:00Z');
    expect(reportFileName({ id: 4, name: 'Li 2008 LNCaP (DHT) response' }, date)).toBe(
      'rapport_Li_2008_LNCaP_DHT_response_2025-06-07.pdf',
    );
    expect(reportFileName({ id: 4, name: 'Étude "foie"/rein; ../x' }, date)).toBe(
      'rapport_Etude_foie_rein_x_2025-06-07.pdf',
    );
    expect(reportFileName({ id: 9, name: '漢字' }, date)).toBe('rapport_project-9_2025-06-07.pdf');
    expect(reportFileName({ id: 1, name: 'x'.repeat(200) }, date)).toBe(
      `rapport_${'x'.repeat(60)}_2025-06-07.pdf`,
    );
  });
});
