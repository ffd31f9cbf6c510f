ALTER TABLE "email_dispatches" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_dispatches" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Rows written before: counted from their claim, as they were.
UPDATE "email_dispatches" SET "finished_at" = "at";
