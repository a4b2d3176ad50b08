ALTER TABLE "ad_jobs" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "ops_alerted_run_id" text;