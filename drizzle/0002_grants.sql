CREATE TABLE "grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"source_url" text,
	"funding_amount_min" double precision,
	"funding_amount_max" double precision,
	"funding_rate_min" double precision,
	"funding_rate_max" double precision,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"deadline" timestamp with time zone,
	"deadlines" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"publication_date" timestamp with time zone,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"nace_codes" text[] DEFAULT '{}' NOT NULL,
	"nace_paths" text[] DEFAULT '{}' NOT NULL,
	"company_sizes" text[] DEFAULT '{}' NOT NULL,
	"thematic_areas" text[] DEFAULT '{}' NOT NULL,
	"is_carbon_focused" boolean DEFAULT false NOT NULL,
	"carbon_categories" text[] DEFAULT '{}' NOT NULL,
	"min_emission_reduction_percent" double precision,
	"eligible_scopes" text[] DEFAULT '{}' NOT NULL,
	"eu_taxonomy_aligned" boolean DEFAULT false NOT NULL,
	"green_deal_aligned" boolean DEFAULT false NOT NULL,
	"fit_for_55_relevant" boolean DEFAULT false NOT NULL,
	"supports_csrd_compliance" boolean DEFAULT false NOT NULL,
	"supports_sbti_alignment" boolean DEFAULT false NOT NULL,
	"taxonomy_objectives" text[] DEFAULT '{}' NOT NULL,
	"is_synthetic" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(summary, '')), 'C') ||
    setweight(to_tsvector('english', grants_search_text(thematic_areas) || ' ' || grants_search_text(carbon_categories)), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "grants_source_external_id_idx" ON "grants" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "grants_search_vector_idx" ON "grants" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "grants_countries_idx" ON "grants" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "grants_nace_codes_idx" ON "grants" USING gin ("nace_codes");--> statement-breakpoint
CREATE INDEX "grants_nace_paths_idx" ON "grants" USING gin ("nace_paths");--> statement-breakpoint
CREATE INDEX "grants_company_sizes_idx" ON "grants" USING gin ("company_sizes");--> statement-breakpoint
CREATE INDEX "grants_deadline_idx" ON "grants" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "grants_funding_max_idx" ON "grants" USING btree ("funding_amount_max");--> statement-breakpoint
CREATE INDEX "grants_created_at_idx" ON "grants" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);