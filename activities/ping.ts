import { Context } from '@temporalio/activity';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pings } from '../db/schema.js';

export function createPingActivities(deps: { db: Db }) {
  return {
    async recordPing(note: string): Promise<{ pingId: number; totalPings: number }> {
      const { workflowExecution } = Context.current().info;
      const [row] = await deps.db.insert(pings).values({ note, workflowId: workflowExecution?.workflowId ?? "direct" }).returning({ id: pings.id });
      const [{ total }] = await deps.db.select({ total: count() }).from(pings);
      return { pingId: row.id, totalPings: total };
    },
  };
}
