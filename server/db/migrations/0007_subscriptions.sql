CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_plan_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company_size" text,
	"sector" text,
	"expected_users" integer DEFAULT 1 NOT NULL,
	"data_volume" text,
	"support_level" text DEFAULT 'standard' NOT NULL,
	"custom_features" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_trial" boolean NOT NULL,
	"end_date" timestamp with time zone,
	"reason" text NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"billing_period" text DEFAULT 'MONTHLY' NOT NULL,
	"max_projects" integer NOT NULL,
	"max_genolists" integer NOT NULL,
	"max_storage_gb" integer NOT NULL,
	"max_collaborators" integer NOT NULL,
	"advanced_visualizations" boolean DEFAULT false NOT NULL,
	"multi_project_comparison" boolean DEFAULT false NOT NULL,
	"ai_assistant" boolean DEFAULT false NOT NULL,
	"api_access" boolean DEFAULT false NOT NULL,
	"advanced_statistics" boolean DEFAULT false NOT NULL,
	"collaboration_features" boolean DEFAULT true NOT NULL,
	"priority_support" boolean DEFAULT false NOT NULL,
	"features_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_plans_plan_type_unique" UNIQUE("plan_type")
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_target_plan_id_subscription_plans_id_fk" FOREIGN KEY ("target_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_changes_user_idx" ON "subscription_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_user_key" ON "user_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
-- Hand-written: the plans (limits of -1 are unlimited; prices in euro cents), then a FREE ACTIVE
-- subscription, with its first history entry, for every account that exists already.
INSERT INTO "subscription_plans" ("plan_type", "name", "description", "price_cents", "billing_period", "max_projects", "max_genolists", "max_storage_gb", "max_collaborators", "advanced_visualizations", "multi_project_comparison", "ai_assistant", "api_access", "advanced_statistics", "collaboration_features", "priority_support", "position") VALUES
  ('FREE', 'Free', 'To explore your results on your own or with a colleague.', 0, 'MONTHLY', 3, 10, 1, 2, false, false, false, false, false, true, false, 0),
  ('BASIC', 'Basic', 'For a researcher with a few sequencing projects a year.', 900, 'MONTHLY', 10, 50, 5, 5, true, false, false, false, false, true, false, 1),
  ('PRO', 'Pro', 'For a team that sequences regularly and shares its results.', 2900, 'MONTHLY', 50, 200, 20, 20, true, true, false, true, true, true, false, 2),
  ('ENTERPRISE', 'Enterprise', 'For a platform or a company: no limit on projects or gene lists.', 9900, 'MONTHLY', -1, -1, 100, -1, true, true, false, true, true, true, true, 3),
  ('ACADEMIC', 'Academic', 'For public research laboratories, billed once a year.', 15000, 'YEARLY', 25, 100, 10, 10, true, false, false, false, true, true, false, 4);
--> statement-breakpoint
INSERT INTO "user_subscriptions" ("user_id", "plan_id", "status", "start_date")
  SELECT u."id", p."id", 'ACTIVE', u."created_at" FROM "users" u CROSS JOIN "subscription_plans" p WHERE p."plan_type" = 'FREE';
--> statement-breakpoint
INSERT INTO "subscription_changes" ("user_id", "at", "plan_id", "status", "is_trial", "reason")
  SELECT s."user_id", s."start_date", s."plan_id", s."status", false, 'started' FROM "user_subscriptions" s;
