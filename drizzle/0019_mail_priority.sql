DROP INDEX "notification_history_due_idx";--> statement-breakpoint
ALTER TABLE "notification_history" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "notification_history_due_idx" ON "notification_history" USING btree ("priority","next_attempt_at") WHERE "notification_history"."status" = 'pending';