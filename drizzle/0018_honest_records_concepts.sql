ALTER TABLE "grants" ADD COLUMN "record_type" text DEFAULT 'call' NOT NULL;--> statement-breakpoint
CREATE TABLE "search_concepts" (
	"concept" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_lexemes" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: the dictionary is rebuilt with its counts at start-up (ensureSearchDictionary).
DELETE FROM "search_lexemes";--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "programme" text;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "concepts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "eligibility" jsonb;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "text_config" "regconfig" DEFAULT 'english'::regconfig NOT NULL;--> statement-breakpoint
-- Hand-written: what each stored record is (the next import of a source writes it from the source;
-- until then the source says it). Cohesion records are programmes: the end of eligibility they
-- carried as a deadline was no deadline of a call.
UPDATE "grants" SET "record_type" = 'programme', "deadline" = NULL, "deadlines" = '{}' WHERE "source" = 'cohesion';--> statement-breakpoint
UPDATE "grants" SET "record_type" = 'past_topic' WHERE "source" = 'cordis';--> statement-breakpoint
ALTER TABLE "grants" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector(text_config, coalesce(title, '')), 'A') ||
    setweight(to_tsvector(text_config, coalesce(description, '')), 'B') ||
    setweight(to_tsvector(text_config, coalesce(summary, '')), 'C') ||
    setweight(to_tsvector(text_config, grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories) || ' ' || coalesce(programme, '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ALTER COLUMN "concepts" SET STORAGE MAIN, ALTER COLUMN "eligibility" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "grants_search_vector_idx" ON "grants" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "grants_concepts_idx" ON "grants" USING gin ("concepts");--> statement-breakpoint
CREATE INDEX "grants_external_id_lower_idx" ON "grants" USING btree (lower("external_id") text_pattern_ops);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "eligibility" jsonb DEFAULT '[]'::jsonb NOT NULL;
