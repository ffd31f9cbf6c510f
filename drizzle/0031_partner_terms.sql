ALTER TABLE "partners" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "terms_accepted_at" timestamp with time zone;