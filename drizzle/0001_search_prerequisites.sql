-- Full-text search prerequisites (hand-written; drizzle-kit cannot express them).
-- pg_trgm: typo correction against the dictionary of the corpus's words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A generated column may only use immutable functions, and array_to_string is merely stable
-- (it formats any element type). For text[] it is immutable in fact; underscores become spaces
-- so `renewable_energy` is indexed as two words.
CREATE OR REPLACE FUNCTION grants_search_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace(coalesce(array_to_string($1, ' '), ''), '_', ' ') $$;
