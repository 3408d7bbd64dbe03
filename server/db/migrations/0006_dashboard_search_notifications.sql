CREATE TABLE "gene_index" (
	"genolist_id" integer NOT NULL,
	"gene_ref_id" integer NOT NULL,
	"log_2_fc" double precision,
	"pvalue_adj" double precision,
	"significant" boolean NOT NULL,
	CONSTRAINT "gene_index_genolist_id_gene_ref_id_pk" PRIMARY KEY("genolist_id","gene_ref_id")
);
--> statement-breakpoint
CREATE TABLE "gene_trends" (
	"gene_ref_id" integer PRIMARY KEY NOT NULL,
	"genolists" integer NOT NULL,
	"up" integer NOT NULL,
	"sum_log_2_fc" double precision NOT NULL,
	"sum_pvalue_adj" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"muted_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"actor_id" integer,
	"team_id" integer,
	"project_id" integer,
	"genolist_id" integer,
	"invitation_id" integer,
	"import_task_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_import_task_id_import_tasks_id_fk" FOREIGN KEY ("import_task_id") REFERENCES "public"."import_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gene_index_gene_idx" ON "gene_index" USING btree ("gene_ref_id");--> statement-breakpoint
CREATE INDEX "gene_index_called_idx" ON "gene_index" USING btree ("genolist_id","gene_ref_id","log_2_fc","pvalue_adj") WHERE "gene_index"."significant";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_daily_project_view_key" ON "events" USING btree ("project_id","actor_id",(("at" AT TIME ZONE 'UTC')::date)) WHERE "events"."kind" = 'project_viewed';--> statement-breakpoint
CREATE INDEX "events_kind_idx" ON "events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "gene_refs_symbol_prefix_idx" ON "gene_refs" USING btree (lower("symbol") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gene_refs_id_prefix_idx" ON "gene_refs" USING btree (lower("id_reference_database") text_pattern_ops);--> statement-breakpoint
-- Written by hand (not generated): the triggers that keep gene_trends equal to the sums over the
-- called rows of gene_index, the one that deletes a genolist's index rows with it, and the index
-- of the genolists imported before this version.
-- Transactions that change the index take one advisory lock first and so change gene_trends one
-- after another: two that took the same genes' rows in different orders would deadlock.
CREATE FUNCTION gene_trends_follow_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO gene_trends AS t (gene_ref_id, genolists, up, sum_log_2_fc, sum_pvalue_adj)
    SELECT gene_ref_id, -count(*), -count(*) FILTER (WHERE log_2_fc > 0), -sum(log_2_fc), -sum(pvalue_adj)
    FROM old_rows WHERE significant GROUP BY gene_ref_id ORDER BY gene_ref_id
    ON CONFLICT (gene_ref_id) DO UPDATE SET genolists = t.genolists + EXCLUDED.genolists,
      up = t.up + EXCLUDED.up, sum_log_2_fc = t.sum_log_2_fc + EXCLUDED.sum_log_2_fc,
      sum_pvalue_adj = t.sum_pvalue_adj + EXCLUDED.sum_pvalue_adj;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO gene_trends AS t (gene_ref_id, genolists, up, sum_log_2_fc, sum_pvalue_adj)
    SELECT gene_ref_id, count(*), count(*) FILTER (WHERE log_2_fc > 0), sum(log_2_fc), sum(pvalue_adj)
    FROM new_rows WHERE significant GROUP BY gene_ref_id ORDER BY gene_ref_id
    ON CONFLICT (gene_ref_id) DO UPDATE SET genolists = t.genolists + EXCLUDED.genolists,
      up = t.up + EXCLUDED.up, sum_log_2_fc = t.sum_log_2_fc + EXCLUDED.sum_log_2_fc,
      sum_pvalue_adj = t.sum_pvalue_adj + EXCLUDED.sum_pvalue_adj;
  END IF;
  -- A gene called nowhere any more goes, and with it the rounding its sums gathered.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM gene_trends t USING (SELECT DISTINCT gene_ref_id FROM old_rows WHERE significant) o
    WHERE t.gene_ref_id = o.gene_ref_id AND t.genolists <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gene_index_inserted AFTER INSERT ON gene_index REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gene_trends_follow_index();
--> statement-breakpoint
CREATE TRIGGER gene_index_updated AFTER UPDATE ON gene_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gene_trends_follow_index();
--> statement-breakpoint
CREATE TRIGGER gene_index_deleted AFTER DELETE ON gene_index REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gene_trends_follow_index();
--> statement-breakpoint
CREATE FUNCTION gene_index_forget_genolists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gene_index WHERE genolist_id IN (SELECT id FROM old_genolists);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER genolists_deleted_from_index AFTER DELETE ON genolists REFERENCING OLD TABLE AS old_genolists
  FOR EACH STATEMENT EXECUTE FUNCTION gene_index_forget_genolists();
--> statement-breakpoint
INSERT INTO gene_index (genolist_id, gene_ref_id, log_2_fc, pvalue_adj, significant)
SELECT v.genolist_id, v.gene_ref_id, v.log_2_fc, v.pvalue_adj,
  coalesce(v.pvalue_adj <= g.pvalue_cutoff AND abs(v.log_2_fc) >= ln(g.fold_change_cutoff) / ln(2), false)
FROM (SELECT genolist_id, gene_ref_id, log_2_fc, pvalue_adj FROM transcripto_values
      UNION ALL SELECT genolist_id, gene_ref_id, log_2_fc, pvalue_adj FROM proteo_values) v
JOIN genolists g ON g.id = v.genolist_id
ON CONFLICT DO NOTHING;
