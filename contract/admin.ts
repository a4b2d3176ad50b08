import * as v from 'valibot';

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
  /** Ads that failed for good and still wait for an operator (issue 20; docs/operators.md). */
  failedAds: v.number(),
  /** Failed ads nobody has retried or given up on yet: the "Needs attention" filter. */
  needsAttention: v.boolean(),
  /** The purchase's workflow in the Temporal UI; null before the buyer chose the styles. */
  workflowUrl: v.nullable(v.string()),
  /** Every ad of the batch: ready, queued, rendering, or failed with the cause in words. */
  ads: v.array(v.object({ styleId: v.number(), style: v.string(), state: v.string(), reason: v.nullable(v.string()) })),
});
export const AdminOrdersResponseSchema = v.array(AdminOrderSchema);

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
