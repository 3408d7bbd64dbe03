-- Written by hand (drizzle-kit does not create extensions): pg_trgm gives the trigram operator
-- class of the indexes below, which answer the search's `ILIKE '%text%'` on project and genolist
-- names and gene names without reading every row. It is a trusted extension from PostgreSQL 13
-- and part of PostgreSQL's own packages; PGlite loads it from its contrib (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "gene_refs_description_trgm_idx" ON "gene_refs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "genolists_name_trgm_idx" ON "genolists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);
