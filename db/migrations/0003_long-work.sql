CREATE TYPE "public"."ad_job_kind" AS ENUM('sample', 'purchase', 'edit');--> statement-breakpoint
CREATE TYPE "public"."ad_job_state" AS ENUM('queued', 'rendering', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "ad_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "ad_job_kind" NOT NULL,
	"session_id" text NOT NULL,
	"purchase_id" text,
	"slot" integer DEFAULT 0 NOT NULL,
	"style_id" integer NOT NULL,
	"variation" integer DEFAULT 0 NOT NULL,
	"state" "ad_job_state" DEFAULT 'queued' NOT NULL,
	"ad_id" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "pings" CASCADE;--> statement-breakpoint
ALTER TABLE "generation_sessions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_jobs" ADD CONSTRAINT "ad_jobs_session_id_generation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."generation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_jobs" ADD CONSTRAINT "ad_jobs_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_jobs_session_idx" ON "ad_jobs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "ad_jobs_purchase_idx" ON "ad_jobs" USING btree ("purchase_id");--> statement-breakpoint
-- Backfill: the read model for work done before it existed (decision 027).
-- Sample ads that exist were made; failed sample sessions were deleted at the time.
INSERT INTO "ad_jobs" ("id", "kind", "session_id", "slot", "style_id", "variation", "state", "ad_id", "attempts")
SELECT 'sample:' || a."session_id" || ':' || (row_number() OVER w - 1), 'sample', a."session_id", row_number() OVER w - 1, a."style_id", a."variation", 'ready', a."id", 1
FROM "generated_ads" a
WHERE a."purchase_id" IS NULL AND a."session_id" IS NOT NULL
WINDOW w AS (PARTITION BY a."session_id" ORDER BY a."variation", a."created_at", a."id");--> statement-breakpoint
-- Purchased ads: ready when stored, failed with the recorded reason (or unexplained) once the batch
-- finished, queued while it still runs.
INSERT INTO "ad_jobs" ("id", "kind", "session_id", "purchase_id", "slot", "style_id", "state", "ad_id", "reason", "attempts")
SELECT 'purchase:' || p."id" || ':' || (s.value)::int, 'purchase', p."session_id", p."id", s.ord - 1, (s.value)::int,
  (CASE WHEN a."id" IS NOT NULL THEN 'ready' WHEN p."generation_completed_at" IS NOT NULL THEN 'failed' ELSE 'queued' END)::"ad_job_state",
  a."id",
  CASE WHEN a."id" IS NULL AND p."generation_completed_at" IS NOT NULL THEN coalesce(e.message, 'This ad could not be generated.') END,
  CASE WHEN a."id" IS NOT NULL OR p."generation_completed_at" IS NOT NULL THEN 1 ELSE 0 END
FROM "purchases" p
CROSS JOIN LATERAL jsonb_array_elements(p."selected_style_ids") WITH ORDINALITY AS s(value, ord)
LEFT JOIN "generated_ads" a ON a."purchase_id" = p."id" AND a."style_id" = (s.value)::int
LEFT JOIN LATERAL (
  SELECT err->>'message' AS message FROM jsonb_array_elements(p."generation_errors") err WHERE (err->>'styleId')::int = (s.value)::int LIMIT 1
) e ON true
WHERE p."selected_style_ids" IS NOT NULL;--> statement-breakpoint
-- Edits that were made.
INSERT INTO "ad_jobs" ("id", "kind", "session_id", "purchase_id", "style_id", "state", "ad_id", "attempts")
SELECT 'edit:' || a."id", 'edit', p."session_id", a."purchase_id", a."style_id", 'ready', a."id", 1
FROM "generated_ads" a JOIN "purchases" p ON p."id" = a."purchase_id"
WHERE a."is_edited";--> statement-breakpoint
ALTER TABLE "purchases" DROP COLUMN "generation_errors";