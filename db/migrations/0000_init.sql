CREATE TYPE "public"."purchase_status" AS ENUM('processing', 'completed', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text,
	"purchase_id" text,
	"style_id" integer NOT NULL,
	"style" text NOT NULL,
	"variation" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"image_key_1x1" text NOT NULL,
	"image_key_4x5" text NOT NULL,
	"image_key_9x16" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"edit_prompt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"product_url" text,
	"product_name" text NOT NULL,
	"product_description" text NOT NULL,
	"product_brand" text,
	"product_category" text,
	"selected_styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pings" (
	"id" serial PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"workflow_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"session_id" text NOT NULL,
	"selected_ads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_style_ids" jsonb,
	"amount" integer NOT NULL,
	"stripe_payment_intent_id" text,
	"completed" boolean DEFAULT false NOT NULL,
	"status" "purchase_status" DEFAULT 'processing' NOT NULL,
	"package_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"email_notification_sent" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_error" text,
	"generation_started_at" timestamp with time zone,
	"generation_completed_at" timestamp with time zone,
	"generation_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"sessions_created" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_ads" ADD CONSTRAINT "generated_ads_session_id_generation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."generation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_ads" ADD CONSTRAINT "generated_ads_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_sessions" ADD CONSTRAINT "generation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_session_id_generation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."generation_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "generated_ads_session_idx" ON "generated_ads" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "generated_ads_purchase_idx" ON "generated_ads" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_ads_purchase_style_unique" ON "generated_ads" USING btree ("purchase_id","style_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_ads_session_variation_unique" ON "generated_ads" USING btree ("session_id","style_id","variation");--> statement-breakpoint
CREATE INDEX "generation_sessions_user_idx" ON "generation_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generation_sessions_visitor_idx" ON "generation_sessions" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "purchases_email_idx" ON "purchases" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_intent_unique" ON "purchases" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));