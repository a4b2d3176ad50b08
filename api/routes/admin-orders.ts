import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDto } from '../contract/admin.js';
import type { Db } from '../../db/client.js';
import { adJobs, generationSessions, purchases, users } from '../../db/schema.js';

/** Orders as the admin reads them (docs/product.md section 3), newest first. */
export async function listOrders(db: Db, filter: { email?: string; id?: string } = {}): Promise<AdminOrderDto[]> {
  const conditions: SQL[] = [];
  if (filter.email) {
    // Case-insensitive partial match on the checkout e-mail or the account's e-mail; % and _ are literal.
    const pattern = `%${filter.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`${purchases.customerEmail} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`)!);
  }
  if (filter.id) conditions.push(eq(purchases.id, filter.id));
  const rows = await db
    .select({
      purchase: purchases,
      username: users.username,
      userEmail: users.email,
      productName: generationSessions.productName,
      // The read model's failed ads, in words (decision 027).
      failures: sql<{ styleId: number; message: string }[]>`(
        select coalesce(json_agg(json_build_object('styleId', j.style_id, 'message', coalesce(j.reason, 'This ad could not be generated.')) order by j.slot), '[]'::json)
        from ${adJobs} j where j.purchase_id = ${purchases}.id and j.kind = 'purchase' and j.state = 'failed')`,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .leftJoin(generationSessions, eq(generationSessions.id, purchases.sessionId))
    .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(500);
  return rows.map(({ purchase: p, username, userEmail, productName, failures }) => ({
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
    generationErrors: failures,
  }));
}

export async function getOrder(db: Db, id: string): Promise<AdminOrderDto | undefined> {
  return (await listOrders(db, { id }))[0];
}
