import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDto, OrderStatus } from '../../contract/admin.js';
import { buyerWords } from '../../activities/buyer-words.js';
import type { Db } from '../../db/client.js';
import { getStyle } from '../../engine/index.js';
import { adJobs, generationSessions, orderNotes, purchases, users } from '../../db/schema.js';

/**
 * Where the admin links a purchase's workflow: config.temporalUiUrl (TEMPORAL_UI_URL, or the
 * embedded dev server's UI on TEMPORAL_UI_PORT). Every answer that carries an order is built with
 * it; there is no default, so no answer can fall back to another address.
 */
export type TemporalUi = { url: string; namespace: string };

export const temporalUi = (config: { temporalUiUrl: string; TEMPORAL_NAMESPACE: string }): TemporalUi => ({
  url: config.temporalUiUrl,
  namespace: config.TEMPORAL_NAMESPACE,
});

export const workflowUrl = (ui: TemporalUi, workflowId: string) =>
  `${ui.url.replace(/\/+$/, '')}/namespaces/${encodeURIComponent(ui.namespace)}/workflows/${encodeURIComponent(workflowId)}`;

/** A purchase whose ads failed and that nobody has retried or given up on (docs/operators.md). */
const needsAttentionSql = sql`(exists (select 1 from ${adJobs} j where j.purchase_id = ${purchases}.id and j.kind = 'purchase' and j.state = 'failed')
  and ${purchases.gaveUpAt} is null and ${purchases.status} in ('processing', 'completed'))`;

export async function countNeedingAttention(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(needsAttentionSql);
  return n;
}

/** What the admin filters orders by (contract/admin.ts AdminOrdersQuerySchema, checked). */
export type OrderFilter = {
  /** Part of the checkout or account e-mail, or a whole order id. */
  email?: string;
  id?: string;
  status?: OrderStatus;
  needsAttention?: boolean;
  /** Calendar days (YYYY-MM-DD) in `timeZone`, both included. */
  from?: string;
  to?: string;
  timeZone?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The WHERE of every admin order read: the list, its count and chart, the CSV export. */
export function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.email) {
    // Case-insensitive partial match on the checkout e-mail or the account's e-mail; % and _ are literal.
    const pattern = `%${filter.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byEmail = or(sql`${purchases.customerEmail} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`)!;
    // An order id pasted into the search ("#" as the table shows it, or bare) finds that order.
    const id = filter.email.replace(/^#/, '');
    conditions.push(UUID.test(id) ? or(byEmail, eq(purchases.id, id.toLowerCase()))! : byEmail);
  }
  if (filter.id) conditions.push(eq(purchases.id, filter.id));
  if (filter.status) conditions.push(eq(purchases.status, filter.status));
  if (filter.needsAttention) conditions.push(needsAttentionSql);
  const tz = filter.timeZone ?? 'UTC';
  if (filter.from) conditions.push(sql`${purchases.createdAt} >= (${filter.from}::date)::timestamp at time zone ${tz}`);
  if (filter.to)
    conditions.push(sql`${purchases.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${tz})`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Orders as the admin reads them (docs/product.md section 3), newest first, one page at a time. */
export async function listOrders(
  db: Db,
  filter: OrderFilter = {},
  ui: TemporalUi,
  page: { limit: number; offset: number } = { limit: 50, offset: 0 },
): Promise<AdminOrderDto[]> {
  const rows = await db
    .select({
      purchase: purchases,
      username: users.username,
      userEmail: users.email,
      productName: generationSessions.productName,
      needsAttention: sql<boolean>`${needsAttentionSql}`,
      // Every ad of the batch from the read model (decision 027).
      ads: sql<{ styleId: number; state: string; reason: string | null }[]>`(
        select coalesce(json_agg(json_build_object('styleId', j.style_id, 'state', j.state, 'reason', j.reason) order by j.slot), '[]'::json)
        from ${adJobs} j where j.purchase_id = ${purchases}.id and j.kind = 'purchase')`,
      notes: sql<{ at: string; author: string; text: string }[]>`(
        select coalesce(json_agg(json_build_object('at', n.created_at, 'author', n.author, 'text', n.text) order by n.created_at, n.id), '[]'::json)
        from ${orderNotes} n where n.purchase_id = ${purchases}.id)`,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .leftJoin(generationSessions, eq(generationSessions.id, purchases.sessionId))
    .where(orderConditions(filter))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ purchase: p, username, userEmail, productName, ads, needsAttention, notes }) => {
    const states = ads.map((a) => ({
      styleId: a.styleId,
      style: getStyle(a.styleId)?.name ?? `Style ${a.styleId}`,
      state: a.state,
      reason: a.reason === null ? null : buyerWords(a.reason),
    }));
    const failed = states.filter((a) => a.state === 'failed');
    return {
      id: p.id,
      user: username !== null && userEmail !== null ? { username, email: userEmail } : null,
      product: productName !== null ? { productName } : null,
      customerName: p.customerName,
      customerEmail: p.customerEmail,
      packageName: p.packageName,
      quantity: p.quantity,
      amount: p.amount,
      createdAt: p.createdAt.toISOString(),
      status: p.status,
      completed: p.status === 'completed',
      paid: p.completed,
      generationErrors: failed.map((a) => ({
        styleId: a.styleId,
        message: a.reason ?? 'This ad could not be generated.',
      })),
      failedAds: failed.length,
      needsAttention: Boolean(needsAttention),
      workflowUrl: p.selectedStyleIds ? workflowUrl(ui, `purchase-${p.id}`) : null,
      ads: states,
      refundedAmount: p.refundedAmount,
      disputeStatus: p.disputeStatus,
      notes: notes.map((n) => ({ at: new Date(n.at).toISOString(), author: n.author, text: n.text })),
    };
  });
}

/** How many orders match the filter. */
export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(orderConditions(filter));
  return n;
}

/**
 * Orders and revenue per calendar day in `timeZone` for the last `days` days up to today, oldest
 * first, empty days included. Refunded and cancelled orders count as orders but not as revenue.
 */
export async function dailyTotals(db: Db, filter: OrderFilter, days: number, now = new Date()) {
  const tz = filter.timeZone ?? 'UTC';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now); // YYYY-MM-DD
  const rows = await db
    .select({
      day: sql<string>`to_char((${purchases.createdAt} at time zone ${tz})::date, 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${purchases.amount}) filter (where ${purchases.status} not in ('refunded', 'cancelled')), 0)::int`,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        orderConditions(filter),
        sql`${purchases.createdAt} >= ((${today}::date - ${days - 1}::int)::timestamp at time zone ${tz})`,
        sql`${purchases.createdAt} < ((${today}::date + 1)::timestamp at time zone ${tz})`,
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const [y, m, d] = today.split('-').map(Number);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
  });
}

export async function getOrder(db: Db, id: string, ui: TemporalUi): Promise<AdminOrderDto | undefined> {
  return (await listOrders(db, { id }, ui))[0];
}
