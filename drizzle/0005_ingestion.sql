CREATE TABLE "funded_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"grant_external_id" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"programme" text,
	"topic" text,
	"funding_scheme" text,
	"total_cost" double precision,
	"eu_contribution" double precision,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"regions" text[] DEFAULT '{}' NOT NULL,
	"thematic_areas" text[] DEFAULT '{}' NOT NULL,
	"organisations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_url" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingestion_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"input" text NOT NULL,
	"since" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"projects" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"skipped_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "funded_projects_source_external_id_idx" ON "funded_projects" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "funded_projects_grant_idx" ON "funded_projects" USING btree ("source","grant_external_id");--> statement-breakpoint
CREATE INDEX "ingestion_runs_started_idx" ON "ingestion_runs" USING btree ("started_at");