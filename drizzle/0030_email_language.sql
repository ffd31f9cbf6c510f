ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;