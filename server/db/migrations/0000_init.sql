CREATE TABLE "comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"dialect" text NOT NULL,
	"main_level_id" integer NOT NULL,
	"secondary_level_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factor_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"factor" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gene_expression" (
	"project_id" integer NOT NULL,
	"gene_ref_id" integer NOT NULL,
	"log2_expression" "bytea" NOT NULL,
	CONSTRAINT "gene_expression_project_id_gene_ref_id_pk" PRIMARY KEY("project_id","gene_ref_id")
);
--> statement-breakpoint
CREATE TABLE "gene_refs" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_reference_database" text NOT NULL,
	"symbol" text,
	"description" text,
	"biotype" text
);
--> statement-breakpoint
CREATE TABLE "genolist_collaborators" (
	"id" serial PRIMARY KEY NOT NULL,
	"genolist_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"can_edit_metadata" boolean DEFAULT false NOT NULL,
	"can_manage_collaborators" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genolist_favorites" (
	"user_id" integer NOT NULL,
	"genolist_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genolist_favorites_user_id_genolist_id_pk" PRIMARY KEY("user_id","genolist_id")
);
--> statement-breakpoint
CREATE TABLE "genolist_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"genolist_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"permission" text NOT NULL,
	"shared_by" integer,
	"shared_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genolists" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"comparison_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type_genolist" text NOT NULL,
	"source" text NOT NULL,
	"pvalue_cutoff" double precision NOT NULL,
	"fold_change_cutoff" double precision NOT NULL,
	"gene_count" integer DEFAULT 0 NOT NULL,
	"deg_pos" integer DEFAULT 0 NOT NULL,
	"deg_neg" integer DEFAULT 0 NOT NULL,
	"deg_total" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "go_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"go_id" text NOT NULL,
	"term" text NOT NULL,
	"ontology" text
);
--> statement-breakpoint
CREATE TABLE "go_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"genolist_id" integer NOT NULL,
	"go_term_id" integer NOT NULL,
	"count" integer NOT NULL,
	"term_size" integer,
	"pvalue" double precision,
	"pvalue_adj" double precision,
	"genes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" bigint NOT NULL,
	"library" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text DEFAULT 'queued' NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"timings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"project_id" integer,
	"make_public" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_analyses" (
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "project_analyses_project_id_kind_pk" PRIMARY KEY("project_id","kind")
);
--> statement-breakpoint
CREATE TABLE "project_collaborators" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"can_edit_metadata" boolean DEFAULT false NOT NULL,
	"can_manage_collaborators" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_favorites" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_favorites_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "project_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"permission" text NOT NULL,
	"shared_by" integer,
	"shared_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"library" text,
	"organism_genus" text,
	"organism_species" text,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gene_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"owner_id" integer,
	"public" boolean DEFAULT false NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proteo_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"genolist_id" integer NOT NULL,
	"gene_ref_id" integer NOT NULL,
	"position" integer NOT NULL,
	"base_mean" double precision,
	"ave_log_expr" double precision,
	"log_2_fc" double precision,
	"pvalue" double precision,
	"pvalue_adj" double precision
);
--> statement-breakpoint
CREATE TABLE "sample_factor_levels" (
	"sample_id" integer NOT NULL,
	"factor_level_id" integer NOT NULL,
	CONSTRAINT "sample_factor_levels_sample_id_factor_level_id_pk" PRIMARY KEY("sample_id","factor_level_id")
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"genus" text,
	"species" text,
	"library_size" double precision NOT NULL,
	"genes_detected" integer NOT NULL,
	"size_factor" double precision NOT NULL,
	"qc_status" text NOT NULL,
	"qc_source" text NOT NULL,
	"nuclear_transcripts" double precision,
	"qc_genes_detected" integer
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer,
	"joined_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"auto_add_projects" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcripto_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"genolist_id" integer NOT NULL,
	"gene_ref_id" integer NOT NULL,
	"position" integer NOT NULL,
	"base_mean" double precision,
	"ave_log_expr" double precision,
	"log_2_fc" double precision,
	"pvalue" double precision,
	"pvalue_adj" double precision
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_main_level_id_factor_levels_id_fk" FOREIGN KEY ("main_level_id") REFERENCES "public"."factor_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_secondary_level_id_factor_levels_id_fk" FOREIGN KEY ("secondary_level_id") REFERENCES "public"."factor_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factor_levels" ADD CONSTRAINT "factor_levels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gene_expression" ADD CONSTRAINT "gene_expression_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gene_expression" ADD CONSTRAINT "gene_expression_gene_ref_id_gene_refs_id_fk" FOREIGN KEY ("gene_ref_id") REFERENCES "public"."gene_refs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_collaborators" ADD CONSTRAINT "genolist_collaborators_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_collaborators" ADD CONSTRAINT "genolist_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_favorites" ADD CONSTRAINT "genolist_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_favorites" ADD CONSTRAINT "genolist_favorites_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_shares" ADD CONSTRAINT "genolist_shares_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_shares" ADD CONSTRAINT "genolist_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolist_shares" ADD CONSTRAINT "genolist_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolists" ADD CONSTRAINT "genolists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolists" ADD CONSTRAINT "genolists_comparison_id_comparisons_id_fk" FOREIGN KEY ("comparison_id") REFERENCES "public"."comparisons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genolists" ADD CONSTRAINT "genolists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "go_values" ADD CONSTRAINT "go_values_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "go_values" ADD CONSTRAINT "go_values_go_term_id_go_terms_id_fk" FOREIGN KEY ("go_term_id") REFERENCES "public"."go_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD CONSTRAINT "import_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD CONSTRAINT "import_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analyses" ADD CONSTRAINT "project_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_favorites" ADD CONSTRAINT "project_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_favorites" ADD CONSTRAINT "project_favorites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proteo_values" ADD CONSTRAINT "proteo_values_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proteo_values" ADD CONSTRAINT "proteo_values_gene_ref_id_gene_refs_id_fk" FOREIGN KEY ("gene_ref_id") REFERENCES "public"."gene_refs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_factor_levels" ADD CONSTRAINT "sample_factor_levels_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_factor_levels" ADD CONSTRAINT "sample_factor_levels_factor_level_id_factor_levels_id_fk" FOREIGN KEY ("factor_level_id") REFERENCES "public"."factor_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripto_values" ADD CONSTRAINT "transcripto_values_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripto_values" ADD CONSTRAINT "transcripto_values_gene_ref_id_gene_refs_id_fk" FOREIGN KEY ("gene_ref_id") REFERENCES "public"."gene_refs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comparisons_key" ON "comparisons" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "factor_levels_key" ON "factor_levels" USING btree ("project_id","factor","level");--> statement-breakpoint
CREATE UNIQUE INDEX "gene_refs_key" ON "gene_refs" USING btree ("id_reference_database");--> statement-breakpoint
CREATE INDEX "gene_refs_symbol_idx" ON "gene_refs" USING btree ("symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "genolist_collaborators_key" ON "genolist_collaborators" USING btree ("genolist_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "genolist_shares_key" ON "genolist_shares" USING btree ("team_id","genolist_id");--> statement-breakpoint
CREATE INDEX "genolist_shares_genolist_idx" ON "genolist_shares" USING btree ("genolist_id");--> statement-breakpoint
CREATE INDEX "genolists_project_idx" ON "genolists" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "genolists_owner_idx" ON "genolists" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "go_terms_key" ON "go_terms" USING btree ("go_id");--> statement-breakpoint
CREATE INDEX "go_values_genolist_idx" ON "go_values" USING btree ("genolist_id");--> statement-breakpoint
CREATE INDEX "import_tasks_status_idx" ON "import_tasks" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_collaborators_key" ON "project_collaborators" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_shares_key" ON "project_shares" USING btree ("team_id","project_id");--> statement-breakpoint
CREATE INDEX "project_shares_project_idx" ON "project_shares" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_library_key" ON "projects" USING btree ("library");--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "proteo_values_genolist_idx" ON "proteo_values" USING btree ("genolist_id","position");--> statement-breakpoint
CREATE INDEX "sfl_level_idx" ON "sample_factor_levels" USING btree ("factor_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "samples_key" ON "samples" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_key" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transcripto_values_genolist_idx" ON "transcripto_values" USING btree ("genolist_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");