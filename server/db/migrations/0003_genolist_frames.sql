CREATE TABLE "genolist_frames" (
	"genolist_id" integer PRIMARY KEY NOT NULL,
	"format_version" integer NOT NULL,
	"built_at" timestamp (3) with time zone NOT NULL,
	"json_bytes" integer NOT NULL,
	"gzip" "bytea" NOT NULL,
	"brotli" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "genolist_frames" ADD CONSTRAINT "genolist_frames_genolist_id_genolists_id_fk" FOREIGN KEY ("genolist_id") REFERENCES "public"."genolists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the blobs are compressed already, so TOAST stores them as they are instead of trying pglz on them.
ALTER TABLE "genolist_frames" ALTER COLUMN "gzip" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "genolist_frames" ALTER COLUMN "brotli" SET STORAGE EXTERNAL;
