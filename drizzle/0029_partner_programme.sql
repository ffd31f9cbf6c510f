CREATE TABLE "partner_payout_details" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"vat_id" text,
	"address_line" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_tiers" (
	"tier" text PRIMARY KEY NOT NULL,
	"first_year_commission_rate" numeric(6, 5) NOT NULL,
	"ongoing_commission_rate" numeric(6, 5) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_tiers_rates_check" CHECK ("partner_tiers"."first_year_commission_rate" between 0 and 1 and "partner_tiers"."ongoing_commission_rate" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "partners" RENAME COLUMN "first_year_commission_rate" TO "first_year_rate_override";--> statement-breakpoint
ALTER TABLE "partners" RENAME COLUMN "ongoing_commission_rate" TO "ongoing_rate_override";--> statement-breakpoint
ALTER TABLE "partners" DROP CONSTRAINT "partners_rates_check";--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "partner_payout_details" ADD CONSTRAINT "partner_payout_details_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tiers" ADD CONSTRAINT "partner_tiers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_rates_check" CHECK (("partners"."first_year_rate_override" is null and "partners"."ongoing_rate_override" is null) or
    ("partners"."first_year_rate_override" between 0 and 1 and "partners"."ongoing_rate_override" between 0 and 1));--> statement-breakpoint
-- hand-written: drizzle-kit renamed the two rate columns but kept their NOT NULL and defaults;
-- as overrides they are null when the partner follows its tier.
ALTER TABLE "partners" ALTER COLUMN "first_year_rate_override" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "first_year_rate_override" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "ongoing_rate_override" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "ongoing_rate_override" DROP NOT NULL;--> statement-breakpoint
-- hand-written: every tier starts with the programme's original defaults (20 % first year, 10 % ongoing).
INSERT INTO "partner_tiers" ("tier", "first_year_commission_rate", "ongoing_commission_rate")
  VALUES ('bronze', 0.2, 0.1), ('silver', 0.2, 0.1), ('gold', 0.2, 0.1), ('platinum', 0.2, 0.1)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- hand-written: a partner still on those defaults follows its tier from now on; one an operator
-- gave other rates keeps them as its own (an override).
UPDATE "partners" SET "first_year_rate_override" = NULL, "ongoing_rate_override" = NULL
  WHERE "first_year_rate_override" = 0.2 AND "ongoing_rate_override" = 0.1;
