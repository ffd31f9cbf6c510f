CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"revenue_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"rate" numeric(6, 5) NOT NULL,
	"rate_kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"period" text NOT NULL,
	"approvable_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_revenue_id_unique" UNIQUE("revenue_id"),
	CONSTRAINT "commissions_status_check" CHECK ("commissions"."status" in ('pending', 'approved', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "partner_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"notes" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"partner_type" text NOT NULL,
	"phone" text,
	"website" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"tier" text DEFAULT 'bronze' NOT NULL,
	"referral_code" text NOT NULL,
	"first_year_commission_rate" numeric(6, 5) DEFAULT 0.2 NOT NULL,
	"ongoing_commission_rate" numeric(6, 5) DEFAULT 0.1 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_email_unique" UNIQUE("email"),
	CONSTRAINT "partners_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "partners_rates_check" CHECK ("partners"."first_year_commission_rate" between 0 and 1 and "partners"."ongoing_commission_rate" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "referral_click_windows" (
	"partner_id" uuid NOT NULL,
	"client_hash" text NOT NULL,
	"referral_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_click_windows_partner_id_client_hash_pk" PRIMARY KEY("partner_id","client_hash")
);
--> statement-breakpoint
CREATE TABLE "referral_revenue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"external_id" text,
	"refunds_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_revenue_amount_check" CHECK ("referral_revenue"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"referral_code" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"landing_page" text,
	"status" text DEFAULT 'clicked' NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"rejection_reason" text,
	"signed_up_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('clicked', 'signed_up', 'converted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "notification_history" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_history" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_revenue_id_referral_revenue_id_fk" FOREIGN KEY ("revenue_id") REFERENCES "public"."referral_revenue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_status_changes" ADD CONSTRAINT "partner_status_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_status_changes" ADD CONSTRAINT "partner_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_click_windows" ADD CONSTRAINT "referral_click_windows_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_revenue" ADD CONSTRAINT "referral_revenue_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_revenue" ADD CONSTRAINT "referral_revenue_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "commissions_status_idx" ON "commissions" USING btree ("status","period");--> statement-breakpoint
CREATE INDEX "partner_status_changes_partner_idx" ON "partner_status_changes" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "referral_click_windows_start_idx" ON "referral_click_windows" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "referral_revenue_referral_idx" ON "referral_revenue" USING btree ("referral_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_revenue_external_idx" ON "referral_revenue" USING btree ("referral_id","kind","external_id");--> statement-breakpoint
CREATE INDEX "referrals_partner_idx" ON "referrals" USING btree ("partner_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "referrals_partner_status_idx" ON "referrals" USING btree ("partner_id","status") WHERE "referrals"."status" <> 'clicked';--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_tenant_idx" ON "referrals" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "notification_history_partner_idx" ON "notification_history" USING btree ("partner_id","created_at" DESC NULLS LAST) WHERE "notification_history"."partner_id" is not null;--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "notification_history_recipient_check" CHECK (("notification_history"."user_id" is null) <> ("notification_history"."partner_id" is null));