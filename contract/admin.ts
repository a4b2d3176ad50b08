import * as v from 'valibot';
import { visible } from './visible-text.js';

/** HTTP contract of the admin order API (docs/product.md sections 2, 3, 7). */
export const ORDER_STATUSES = ['processing', 'completed', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One row of GET /api/admin/orders. `user` is the account that bought (null for a guest
 * checkout; the buyer's checkout name and e-mail are in customerName/customerEmail), `product`
 * is null when the generation session is gone. `completed` is true when the order status is
 * "completed" (it enables "View Results"); `paid` is whether the card payment went through.
 */
export const AdminOrderSchema = v.object({
  id: v.string(),
  user: v.nullable(v.object({ username: v.string(), email: v.string() })),
  product: v.nullable(v.object({ productName: v.string() })),
  customerName: v.string(),
  customerEmail: v.string(),
  packageName: v.string(),
  quantity: v.nullable(v.number()),
  amount: v.number(),
  createdAt: v.string(),
  status: v.string(),
  completed: v.boolean(),
  paid: v.boolean(),
  /** Styles whose ad failed for good in the last batch, with the reason in words; empty when all went well. */
  generationErrors: v.array(v.object({ styleId: v.number(), message: v.string() })),
  /** Ads that failed for good and still wait for an operator (docs/operators.md). */
  failedAds: v.number(),
  /** Failed ads nobody has retried or given up on yet: the "Needs attention" filter. */
  needsAttention: v.boolean(),
  /** The purchase's workflow in the Temporal UI; null before the buyer chose the styles. */
  workflowUrl: v.nullable(v.string()),
  /** Every ad of the batch: ready, queued, rendering, or failed with the cause in words. */
  ads: v.array(v.object({ styleId: v.number(), style: v.string(), state: v.string(), reason: v.nullable(v.string()) })),
  /** Cents given back by refunds or a lost dispute (decision 062); the status is "refunded" once it reaches the amount. */
  refundedAmount: v.number(),
  /** The card holder's dispute as Stripe last reported it, or null. */
  disputeStatus: v.nullable(v.string()),
  /** What Stripe reported after the sale and what admins did about it, oldest first. */
  notes: v.array(v.object({ at: v.string(), author: v.string(), text: v.string() })),
});
export const AdminOrdersResponseSchema = v.array(AdminOrderSchema);

/** Orders per page at most; the page the admin reads is 50 (docs/product.md section 3). */
export const MAX_ORDERS_PAGE_SIZE = 200;
export const DEFAULT_ORDERS_PAGE_SIZE = 50;
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD'));
const queryInt = (min: number, max: number, fallback: number, message: string) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/**
 * The admin's filters, the same for the list, its summary (count and chart) and the CSV export
 * (GET /api/admin/orders, /summary, /export): search by e-mail (or order id), status, needs
 * attention, a date range (days in `tz`), and the page.
 */
export const AdminOrdersQuerySchema = v.object({
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'Search text is too long'))),
  status: v.optional(
    v.picklist([...ORDER_STATUSES, ''], 'Status must be one of processing, completed, refunded, cancelled'),
  ),
  needsAttention: v.optional(v.picklist(['true', '1', 'false', '0', ''])),
  from: v.optional(v.union([isoDay, v.literal('')], 'Dates are written YYYY-MM-DD')),
  to: v.optional(v.union([isoDay, v.literal('')], 'Dates are written YYYY-MM-DD')),
  /** An IANA time zone (the admin's browser's): which calendar days "from", "to" and the chart count in. */
  tz: v.optional(v.pipe(v.string(), v.maxLength(64))),
  page: queryInt(1, 1_000_000, 1, 'page must be a whole number from 1'),
  pageSize: queryInt(
    1,
    MAX_ORDERS_PAGE_SIZE,
    DEFAULT_ORDERS_PAGE_SIZE,
    `pageSize must be from 1 to ${MAX_ORDERS_PAGE_SIZE}`,
  ),
});

/** GET /api/admin/orders/summary: how many orders match, and the chart's days, computed by the server. */
export const AdminOrdersSummarySchema = v.object({
  total: v.number(),
  timeZone: v.string(),
  /** The last 14 days up to today in `timeZone`, oldest first; refunded and cancelled orders count no revenue. */
  daily: v.array(v.object({ day: v.string(), orders: v.number(), revenueCents: v.number() })),
});
export type AdminOrdersSummary = v.InferOutput<typeof AdminOrdersSummarySchema>;

/** POST /api/admin/orders/:id/refund: gives the payment back in full (Stripe's refund API, idempotent). */
export const RefundOrderRequestSchema = v.object({
  note: v.optional(
    v.pipe(v.string(), visible({ lines: true }), v.trim(), v.maxLength(500, 'Notes are limited to 500 characters')),
  ),
});
export const RefundOrderResponseSchema = v.object({
  success: v.literal(true),
  /** refunded: done; pending: Stripe accepted it and reports the end by webhook; already-refunded: nothing to give back. */
  status: v.picklist(['refunded', 'pending', 'already-refunded']),
  refunded: v.number(),
  order: v.optional(AdminOrderSchema),
});

export const INVALID_STATUS_MESSAGE = 'Status must be one of processing, completed, refunded, cancelled';
export const UpdateOrderStatusSchema = v.object({
  status: v.pipe(v.optional(v.unknown(), ''), v.picklist(ORDER_STATUSES, INVALID_STATUS_MESSAGE)),
});
export const UpdateOrderStatusResponseSchema = v.object({ success: v.literal(true), order: AdminOrderSchema });

/** POST /api/dev/create-test-order. */
export const CreateTestOrderResponseSchema = v.object({ success: v.literal(true), order: AdminOrderSchema });

export type AdminOrderDto = v.InferOutput<typeof AdminOrderSchema>;

/** GET /api/admin/orders/needs-attention: how many orders the "Needs attention" filter lists. */
export const NeedsAttentionCountSchema = v.object({ count: v.number() });

/** POST /api/admin/orders/:id/retry-failed. */
export const RetryFailedResponseSchema = v.object({
  success: v.literal(true),
  status: v.picklist(['retrying', 'busy', 'nothing-to-retry']),
  ads: v.number(),
  order: v.optional(AdminOrderSchema),
});
/** POST /api/admin/orders/:id/resend-email. */
export const ResendEmailResponseSchema = v.object({
  success: v.literal(true),
  sent: v.boolean(),
  kind: v.optional(v.picklist(['ready', 'partial'])),
  to: v.optional(v.string()),
  repeated: v.boolean(),
  /** 202: no worker answered within 15 s; the e-mail goes out when one does. */
  queued: v.optional(v.boolean()),
  order: v.optional(AdminOrderSchema),
});
