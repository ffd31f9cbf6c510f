CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "email_dispatches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"notification_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_alerts" (
	"user_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"score_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_alerts_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "notification_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_to" text NOT NULL,
	"email_template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"grant_id" uuid,
	"match_id" uuid,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"message_id" text,
	"text_body" text,
	"html_body" text,
	"unsubscribe_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_history_status_check" CHECK ("notification_history"."status" in ('pending', 'sent', 'delivered', 'bounced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email_notifications_enabled" boolean DEFAULT true NOT NULL,
	"notification_frequency" text DEFAULT 'immediate' NOT NULL,
	"new_match_notifications" boolean DEFAULT true NOT NULL,
	"match_threshold" integer DEFAULT 70 NOT NULL,
	"deadline_notifications" boolean DEFAULT true NOT NULL,
	"deadline_reminder_days" integer[] DEFAULT '{7,3,1}' NOT NULL,
	"weekly_digest_enabled" boolean DEFAULT true NOT NULL,
	"weekly_digest_day" integer DEFAULT 1 NOT NULL,
	"application_status_notifications" boolean DEFAULT true NOT NULL,
	"timezone" text DEFAULT 'Europe/Brussels' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "notification_preferences_threshold_check" CHECK ("notification_preferences"."match_threshold" between 0 and 100),
	CONSTRAINT "notification_preferences_day_check" CHECK ("notification_preferences"."weekly_digest_day" between 0 and 6),
	CONSTRAINT "notification_preferences_frequency_check" CHECK ("notification_preferences"."notification_frequency" in ('immediate', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dedupe_key" text,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('new_match', 'deadline_approaching', 'application_status', 'match_refresh', 'system'))
);
--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "notification_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_dispatches_at_idx" ON "email_dispatches" USING btree ("at");--> statement-breakpoint
CREATE INDEX "notification_history_user_idx" ON "notification_history" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notification_history_due_idx" ON "notification_history" USING btree ("next_attempt_at") WHERE "notification_history"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_history_message_idx" ON "notification_history" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_history_dedupe_idx" ON "notification_history" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");