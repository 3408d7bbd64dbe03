ALTER TABLE "gene_index" ADD COLUMN "pvalue" double precision;--> statement-breakpoint
-- Written by hand: the genolists imported before this version get their genes' unadjusted p from
-- their values. The called rows do not change, so the trigger that keeps gene_trends in step with
-- them is held off rather than made to subtract and add back every row.
ALTER TABLE "gene_index" DISABLE TRIGGER "gene_index_updated";
--> statement-breakpoint
UPDATE "gene_index" i SET "pvalue" = v."pvalue" FROM "transcripto_values" v
WHERE v."genolist_id" = i."genolist_id" AND v."gene_ref_id" = i."gene_ref_id" AND v."pvalue" IS NOT NULL;
--> statement-breakpoint
UPDATE "gene_index" i SET "pvalue" = v."pvalue" FROM "proteo_values" v
WHERE v."genolist_id" = i."genolist_id" AND v."gene_ref_id" = i."gene_ref_id" AND v."pvalue" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "gene_index" ENABLE TRIGGER "gene_index_updated";
