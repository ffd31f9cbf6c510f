CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"rule_score" double precision NOT NULL,
	"semantic_score" double precision NOT NULL,
	"recency_score" double precision NOT NULL,
	"collaborative_score" double precision NOT NULL,
	"carbon_score" double precision NOT NULL,
	"match_reasons" text[] DEFAULT '{}' NOT NULL,
	"score_breakdown" jsonb NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"is_saved" boolean DEFAULT false NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_company_grant_idx" ON "matches" USING btree ("company_id","grant_id");--> statement-breakpoint
CREATE INDEX "matches_tenant_score_idx" ON "matches" USING btree ("tenant_id","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "matches_company_score_idx" ON "matches" USING btree ("company_id","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "matches_grant_interactions_idx" ON "matches" USING btree ("grant_id") WHERE "matches"."is_saved" or "matches"."is_dismissed";