ALTER TABLE "grants" ADD COLUMN "regions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "region" text;