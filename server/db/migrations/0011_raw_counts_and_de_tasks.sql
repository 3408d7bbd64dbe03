CREATE TABLE "project_counts" (
	"project_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"value_type" text NOT NULL,
	"sample_count" integer NOT NULL,
	"gene_ref_ids" "bytea" NOT NULL,
	"counts" "bytea" NOT NULL,
	CONSTRAINT "project_counts_project_id_chunk_pk" PRIMARY KEY("project_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "kind" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "de_request" jsonb;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "genolist_id" integer;--> statement-breakpoint
ALTER TABLE "project_counts" ADD CONSTRAINT "project_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD CONSTRAINT "import_tasks_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE set null ON UPDATE no action;