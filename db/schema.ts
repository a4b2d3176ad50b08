import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdLayout, AdSize, CutoutHint, PostCopy, ProductExtras } from '../contract/engine.js';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const purchaseStatus = pgEnum('purchase_status', ['processing', 'completed', 'refunded', 'cancelled']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password').notNull(),
    role: userRole('role').notNull().default('user'),
    sessionsCreated: integer('sessions_created').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

/** Lucia-style sessions: the id is the SHA-256 (hex) of the cookie token, never the token itself. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * A product photo in storage. `cutoutHint` is the buyer's correction of its cutout on step 2 (a box,
 * taps); the cutout made with it is stored beside the photo (activities/product-cutout.ts). A JSON
 * field: no migration.
 */
export type ProductImage = {
  key: string;
  contentType: string;
  width: number;
  height: number;
  cutoutHint?: CutoutHint | null;
};

export const generationSessions = pgTable(
  'generation_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Anonymous browsers are counted by a random cookie value for the sample quota. */
    visitorId: text('visitor_id'),
    productUrl: text('product_url'),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    productBrand: text('product_brand'),
    productCategory: text('product_category'),
    selectedStyles: jsonb('selected_styles').$type<number[]>().notNull().default([]),
    productImages: jsonb('product_images').$type<ProductImage[]>().notNull().default([]),
    /** Claim-check warnings about the product description, shown by the web. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** What only the buyer can give (offer, rating, review, certifications); ads show these verbatim, never invented ones. */
    productExtras: jsonb('product_extras').$type<ProductExtras>().notNull().default({}),
    /** The ads' language as the buyer confirmed it at step 2 (ISO 639-1); null: detected from the brief. */
    productLanguage: text('product_language'),
    /** Set when none of the samples could be made: the session then counts against no quota. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('generation_sessions_user_idx').on(t.userId, t.createdAt),
    index('generation_sessions_visitor_idx').on(t.visitorId),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The anonymous browser (visitor cookie) that placed the order: it, the user and admins own it (api/purchases/access.ts). */
    visitorId: text('visitor_id'),
    sessionId: text('session_id')
      .notNull()
      .references(() => generationSessions.id),
    selectedAds: jsonb('selected_ads').$type<string[]>().notNull().default([]),
    /** Styles the buyer picked after paying; set once by generate-multiple. */
    selectedStyleIds: jsonb('selected_style_ids').$type<number[]>(),
    amount: integer('amount').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    completed: boolean('completed').notNull().default(false),
    status: purchaseStatus('status').notNull().default('processing'),
    packageName: text('package_name').notNull(),
    quantity: integer('quantity').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    emailNotificationSent: boolean('email_notification_sent').notNull().default(false),
    /**
     * docs/operators.md: when ads failed for good, the operator alert and the buyer's
     * honest "n of m ready" e-mail go out once each (set in the transaction that sends them); an
     * operator who gives up records the buyer's refund note.
     */
    opsAlertedAt: timestamp('ops_alerted_at', { withTimezone: true }),
    /** The workflow run that sent the alert: a reset run whose ads fail again alerts again (decision 058). */
    opsAlertedRunId: text('ops_alerted_run_id'),
    partialEmailSentAt: timestamp('partial_email_sent_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    gaveUpNote: text('gave_up_note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentError: text('payment_error'),
    /**
     * Money given back (cents), by a refund or a lost dispute (decision 062): the status becomes
     * "refunded" when it reaches the amount. Stripe's events and the admin's refund both raise it,
     * never lower it, so a repeated or late event changes nothing.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The card holder's dispute, as Stripe last reported it (needs_response, under_review, won, lost …). */
    disputeStatus: text('dispute_status'),
    generationStartedAt: timestamp('generation_started_at', { withTimezone: true }),
    generationCompletedAt: timestamp('generation_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_email_idx').on(sql`lower(${t.customerEmail})`),
    index('purchases_created_idx').on(t.createdAt),
    index('purchases_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('purchases_payment_intent_unique').on(t.stripePaymentIntentId),
  ],
);

export const generatedAds = pgTable(
  'generated_ads',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').references(() => generationSessions.id, { onDelete: 'cascade' }),
    purchaseId: text('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    styleId: integer('style_id').notNull(),
    style: text('style').notNull(),
    variation: integer('variation').notNull().default(0),
    text: text('text').notNull(),
    imageKey1x1: text('image_key_1x1').notNull(),
    imageKey4x5: text('image_key_4x5').notNull(),
    imageKey9x16: text('image_key_9x16').notNull(),
    /** Renderer parameters, so a prompt edit can re-render from them. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** Every box the renderer drew, per native layout (`GET /api/ads/:adId/layout`, the ad linter). */
    layouts: jsonb('layouts').$type<Record<AdSize, AdLayout>>(),
    /** The ad platform's texts (primary text, headline, description) in the ad's language (docs/product.md section 11). */
    postCopy: jsonb('post_copy').$type<PostCopy>(),
    isEdited: boolean('is_edited').notNull().default(false),
    editPrompt: text('edit_prompt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('generated_ads_session_idx').on(t.sessionId),
    index('generated_ads_purchase_idx').on(t.purchaseId),
    // One ad per style per purchase: a retried activity cannot persist a second copy.
    uniqueIndex('generated_ads_purchase_style_unique').on(t.purchaseId, t.styleId),
    uniqueIndex('generated_ads_session_variation_unique').on(t.sessionId, t.styleId, t.variation),
  ],
);

/**
 * Notes on an order for the admin (decision 062): what Stripe reported after the sale (refunds,
 * disputes) and what an admin did about it. Written once per event; never shown to buyers.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** "stripe", or the admin's username. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_purchase_idx').on(t.purchaseId, t.createdAt)],
);

/** Stripe refunds by their id (re_…): one row however often Stripe or the admin reports it. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_refunds_purchase_idx').on(t.purchaseId)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adJobKind = pgEnum('ad_job_kind', ['sample', 'purchase', 'edit']);
export const AD_JOB_STATES = ['queued', 'rendering', 'ready', 'failed'] as const;
export const adJobState = pgEnum('ad_job_state', AD_JOB_STATES);

/**
 * The generation read model (decision 027): one row per ad a generation makes (a sample, a
 * purchased ad, an edit). The API plans the rows when it accepts the work, in the transaction
 * that records it; only activities move them (rendering, ready, failed with the reason in words).
 * Every progress read — the generating pages, the thank-you and results pages, the admin — is
 * a read of these rows.
 */
export const adJobs = pgTable(
  'ad_jobs',
  {
    /** `sample:<sessionId>:<slot>`, `purchase:<purchaseId>:<styleId>`, `edit:<adId>`. */
    id: text('id').primaryKey(),
    kind: adJobKind('kind').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => generationSessions.id, { onDelete: 'cascade' }),
    purchaseId: text('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    /** Position in its batch, for a stable order. */
    slot: integer('slot').notNull().default(0),
    styleId: integer('style_id').notNull(),
    /** A sample's variation of copy and layout; 0 otherwise. */
    variation: integer('variation').notNull().default(0),
    state: adJobState('state').notNull().default('queued'),
    /** The ad made (an edit: the ad edited). */
    adId: text('ad_id'),
    /** Why it failed, in words; while an ad is retried, why the last attempt failed. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the current run of attempts first failed; null while none has, or once the ad is ready.
     * A paid ad's retry window counts from here (config/generation-policy.ts, decision 057).
     */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_jobs_session_idx').on(t.sessionId),
    index('ad_jobs_purchase_idx').on(t.purchaseId),
    // Queue depth for the metrics (api/metrics-gauges.ts) reads only the unfinished rows.
    index('ad_jobs_open_idx')
      .on(t.kind, t.state)
      .where(sql`${t.state} in ('queued', 'rendering')`),
  ],
);

/**
 * Request counters shared by every API process (api/rate-limits/), in rate-limiter-flexible's
 * Drizzle store layout: one row per limiter key, points used in the current window, its end.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
