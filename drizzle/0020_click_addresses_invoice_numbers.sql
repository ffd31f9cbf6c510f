CREATE TABLE "referral_click_addresses" (
	"partner_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"referrals" integer NOT NULL,
	CONSTRAINT "referral_click_addresses_partner_id_address_hash_pk" PRIMARY KEY("partner_id","address_hash")
);
--> statement-breakpoint
DROP INDEX "referral_revenue_external_idx";--> statement-breakpoint
ALTER TABLE "referral_click_addresses" ADD CONSTRAINT "referral_click_addresses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_click_addresses_start_idx" ON "referral_click_addresses" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_revenue_external_idx" ON "referral_revenue" USING btree ("kind","external_id");