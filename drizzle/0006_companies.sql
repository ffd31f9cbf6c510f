CREATE TABLE "carbon_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"reporting_year" integer,
	"scope1_emissions_tco2e" double precision,
	"scope2_emissions_tco2e" double precision,
	"scope3_emissions_tco2e" double precision,
	"reduction_target_percent" double precision,
	"target_year" integer,
	"has_sbti_target" boolean,
	"csrd_in_scope" boolean,
	"focus_categories" text[] DEFAULT '{}' NOT NULL,
	"taxonomy_objectives" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"company_size" text NOT NULL,
	"nace_codes" text[] DEFAULT '{}' NOT NULL,
	"nace_paths" text[] DEFAULT '{}' NOT NULL,
	"description" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"employee_count" integer,
	"annual_revenue" double precision,
	"founded_year" integer,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carbon_profiles" ADD CONSTRAINT "carbon_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_tenant_created_idx" ON "companies" USING btree ("tenant_id","created_at");