ALTER TABLE "generated_ads" ADD COLUMN "layouts" jsonb;--> statement-breakpoint
ALTER TABLE "generation_sessions" ADD COLUMN "product_extras" jsonb DEFAULT '{}'::jsonb NOT NULL;