CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_type" text NOT NULL,
	"team_id" integer,
	"project_id" integer,
	"genolist_id" integer,
	"email" text NOT NULL,
	"invited_user_id" integer,
	"permission_level" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invited_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_date" timestamp with time zone NOT NULL,
	"responded_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_invited_user_idx" ON "invitations" USING btree ("invited_user_id");--> statement-breakpoint
CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_team_key" ON "invitations" USING btree ("team_id","email") WHERE "invitations"."status" = 'PENDING';