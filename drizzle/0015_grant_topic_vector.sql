ALTER TABLE "grants" ADD COLUMN "topic_vector" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(summary, '')), 'C') ||
    setweight(to_tsvector('english', grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories)), 'D')) STORED NOT NULL;--> statement-breakpoint
-- Hand-written: keep the topic vector in the row (the table's toast_tuple_target is 256, so as
-- EXTENDED it would go to TOAST like the long texts). Rows written before this line were toasted
-- with the default, so they are rewritten once (no trigger on grants; updated_at is not touched).
ALTER TABLE "grants" ALTER COLUMN "topic_vector" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "grants" SET "title" = "title";--> statement-breakpoint
CREATE INDEX "grants_topic_vector_idx" ON "grants" USING gin ("topic_vector");
