import type { LimmaVoomRequest } from '../../../genomics/de/limma-voom';
import type { CountMatrixFile } from '../../../genomics/formats/count-matrix';
import { designColumn, type SampleFactor, type SampleSheet } from '../../../genomics/formats/sample-sheet';

/** What the user chose for a limma-voom run. */
export interface LimmaChoice {
  factor: string;
  /** Level in the numerator of the fold change. */
  numerator: string;
  reference: string;
  covariates: string[];
  filter: boolean;
}

/**
 * The sheet's columns a design can use, as a factor or an additive covariate: at least two
 * levels, and fewer levels than samples (a column naming each sample apart, an id or a file,
 * groups nothing). A numeric column is taken as categorical, as the design does.
 */
export function designFactors(sheet: SampleSheet): SampleFactor[] {
  return sheet.factors.filter(
    (factor) => factor.levels.length >= 2 && factor.levels.length < sheet.samples.length,
  );
}

/**
 * The first usable column, its first level (in the matrix's sample order) as the reference and
 * its second as the numerator; no covariate, no filter (limma's defaults). Null when none is usable.
 */
export function defaultChoice(sheet: SampleSheet): LimmaChoice | null {
  const factor = designFactors(sheet)[0];
  if (!factor) return null;
  return {
    factor: factor.name,
    numerator: factor.levels[1] as string,
    reference: factor.levels[0] as string,
    covariates: [],
    filter: false,
  };
}

/** The choice once the factor changed: its first two levels, and the factor no longer a covariate. */
export function withFactor(sheet: SampleSheet, choice: LimmaChoice, name: string): LimmaChoice {
  const factor = sheet.factors.find((candidate) => candidate.name === name);
  if (!factor) return choice;
  return {
    ...choice,
    factor: name,
    numerator: factor.levels[1] ?? '',
    reference: factor.levels[0] ?? '',
    covariates: choice.covariates.filter((covariate) => covariate !== name),
  };
}

/**
 * The worker's request: the matrix's counts (a copy: they are transferred, and the matrix stays
 * for another run), every sample's level of the factor and of each covariate. A sample whose
 * level is empty is refused with the sheet's file, line and column (`TableError`).
 */
export function limmaVoomRequest(
  matrix: Pick<CountMatrixFile, 'values' | 'geneIds' | 'sampleNames'>,
  sheet: SampleSheet,
  choice: LimmaChoice,
): LimmaVoomRequest {
  return {
    counts: matrix.values.slice(),
    nGenes: matrix.geneIds.length,
    nSamples: matrix.sampleNames.length,
    sampleNames: matrix.sampleNames,
    comparison: {
      factor: { name: choice.factor, values: designColumn(sheet, choice.factor) },
      covariates: choice.covariates.map((name) => ({ name, values: designColumn(sheet, name) })),
      numerator: choice.numerator,
      reference: choice.reference,
    },
    filter: choice.filter,
  };
}
