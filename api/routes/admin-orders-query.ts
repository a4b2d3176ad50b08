import { sql } from 'drizzle-orm';
import type { Request } from 'express';
import * as v from 'valibot';
import { AdminOrdersQuerySchema, type OrderStatus } from '../../contract/admin.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../lib/http-error.js';
import type { OrderFilter } from './admin-orders.js';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A time zone Node and PostgreSQL both know (IANA names); anything else is UTC. */
function timeZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    throw badRequest('tz must be a time zone such as Europe/Berlin');
  }
}

/** The admin's filters and page from the query string (contract/admin.ts), or a 400 naming the problem. */
export function parseOrdersQuery(req: Request): { filter: OrderFilter; page: number; pageSize: number } {
  const raw = Object.fromEntries(Object.entries(req.query).map(([k, value]) => [k, single(value)]));
  const parsed = v.safeParse(AdminOrdersQuerySchema, raw);
  if (!parsed.success) throw badRequest(parsed.issues[0].message);
  const q = parsed.output;
  return {
    filter: {
      email: q.email || undefined,
      status: (q.status || undefined) as OrderStatus | undefined,
      // ?needsAttention=true: the "Needs attention" filter (docs/operators.md).
      needsAttention: q.needsAttention === 'true' || q.needsAttention === '1',
      from: q.from || undefined,
      to: q.to || undefined,
      timeZone: timeZone(q.tz),
    },
    page: q.page,
    pageSize: q.pageSize,
  };
}

let zones: Promise<Set<string>> | undefined;

/**
 * The time zone must be one PostgreSQL knows as well (its list and ICU's differ at the edges): a
 * zone only Node knows would fail the query after the CSV's first line was sent. Read once.
 */
export async function assertKnownTimeZone(db: Db, timeZone: string | undefined): Promise<void> {
  if (!timeZone || timeZone === 'UTC') return;
  zones ??= db
    .execute(sql`select name from pg_timezone_names`)
    .then((rows) => new Set((rows as unknown as Array<{ name: string }>).map((r) => r.name)));
  if (!(await zones).has(timeZone)) throw badRequest('tz must be a time zone such as Europe/Berlin');
}
