import { type Column, type SQL, sql } from 'drizzle-orm';
import { minAbsLog2fc } from '../../genomics/significance';

/**
 * The significant-gene rule of `genomics/significance.ts` as an SQL condition, for the queries
 * that count, index, derive or read a genolist's called genes in the database:
 *   coalesce(padj <= p-value cutoff AND abs(log2FC) >= log2(fold-change cutoff), false)
 * A missing value (NULL) makes the comparison NULL, which is not called: the condition is always
 * true or false, never NULL. A cutoff is a number (sent as a float8 parameter) or an SQL
 * expression (a column of the query); `minAbsLog2fc` is already in log2 units.
 */

type Operand = Column | SQL;
type Cutoff = number | SQL;

const float = (value: Cutoff) => (typeof value === 'number' ? sql`${value}::float8` : value);

export function calledSql(padj: Operand, log2fc: Operand, maxPadj: Cutoff, minAbsLog2fcValue: Cutoff): SQL {
  return sql`coalesce(${padj} <= ${float(maxPadj)} AND abs(${log2fc}) >= ${float(minAbsLog2fcValue)}, false)`;
}

/** The condition at a genolist's stored cutoffs (a linear fold change). */
export function calledAtSql(
  padj: Operand,
  log2fc: Operand,
  cutoffs: { pvalue_cutoff: number; fold_change_cutoff: number },
): SQL {
  return calledSql(padj, log2fc, cutoffs.pvalue_cutoff, minAbsLog2fc(cutoffs.fold_change_cutoff));
}
