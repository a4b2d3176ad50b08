import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDto } from '../../contract/admin.js';
import { buyerWords } from '../../activities/buyer-words.js';
import type { Db } from '../../db/client.js';
import { getStyle } from '../../engine/index.js';
import { adJobs, generationSessions, purchases, users } from '../../db/schema.js';

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

/** Orders as the admin reads them (docs/product.md section 3), newest first. */
export async function listOrders(
  db: Db,
  filter: { email?: string; id?: string; needsAttention?: boolean },
  ui: TemporalUi,
): Promise<AdminOrderDto[]> {
  const conditions: SQL[] = [];
  if (filter.email) {
    // Case-insensitive partial match on the checkout e-mail or the account's e-mail; % and _ are literal.
    const pattern = `%${filter.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`${purchases.customerEmail} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`)!);
  }
  if (filter.id) conditions.push(eq(purchases.id, filter.id));
  if (filter.needsAttention) conditions.push(needsAttentionSql);
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
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .leftJoin(generationSessions, eq(generationSessions.id, purchases.sessionId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(500);
  return rows.map(({ purchase: p, username, userEmail, productName, ads, needsAttention }) => {
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
    };
  });
}

export async function getOrder(db: Db, id: string, ui: TemporalUi): Promise<AdminOrderDto | undefined> {
  return (await listOrders(db, { id }, ui))[0];
}
