/**
 * Gene names told apart by their shape: Ensembl (any species, versioned or not, GENCODE's
 * _PAR_Y), RefSeq, Entrez and symbols; a column's kind by most of its values.
 */
import { describe, expect, it } from 'vitest';
import { geneIdKind, summariseGeneIds, unversioned } from '../../../../genomics/formats/gene-ids';

describe('gene ids', () => {
  it.each([
    ['ENSG00000141510', 'ensembl'],
    ['ENSG00000141510.17', 'ensembl'],
    ['ENSMUSG00000059552', 'ensembl'],
    ['ENSG00000002586.20_PAR_Y', 'ensembl'],
    ['NM_000546.6', 'refseq'],
    ['XR_001737578', 'refseq'],
    ['7157', 'entrez'],
    ['TP53', 'symbol'],
    ['MT-CO1', 'symbol'],
    ['LOC105370123', 'symbol'],
    ['ENSG0001', 'symbol'],
  ])('%s is %s', (id, kind) => {
    expect(geneIdKind(id)).toBe(kind);
  });

  it('strips versions of Ensembl and RefSeq ids only', () => {
    expect(unversioned('ENSG00000141510.17')).toBe('ENSG00000141510');
    expect(unversioned('ENSG00000002586.20_PAR_Y')).toBe('ENSG00000002586_PAR_Y');
    expect(unversioned('NM_000546.6')).toBe('NM_000546');
    expect(unversioned('HLA-DRB1.2')).toBe('HLA-DRB1.2');
  });

  it('summarises a column by most of its values, missing values aside', () => {
    expect(summariseGeneIds(['ENSG00000141510.17', 'ENSG00000012048.23', 'TP53', null])).toEqual({
      kind: 'ensembl',
      versioned: true,
    });
    expect(summariseGeneIds(['TP53', 'BRCA1', '7157'])).toEqual({ kind: 'symbol', versioned: false });
    expect(summariseGeneIds(['7157', '672'])).toEqual({ kind: 'entrez', versioned: false });
    expect(summariseGeneIds([])).toEqual({ kind: 'symbol', versioned: false });
  });
});
