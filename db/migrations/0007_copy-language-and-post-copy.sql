ALTER TABLE "generated_ads" ADD COLUMN "post_copy" jsonb;--> statement-breakpoint
ALTER TABLE "generation_sessions" ADD COLUMN "product_language" text;