import { inArray, sql } from 'drizzle-orm';
import { adJobs } from '../db/schema.js';
import { Gauge } from 'prom-client';
import type { Db } from '../db/client.js';
import type { Metrics } from '../integrations/metrics/metrics.js';
import type { TemporalHandle } from '../integrations/temporal/client.js';

/** temporal.api.enums.v1.TaskQueueType. */
const QUEUE_TYPES = { workflow: 1, activity: 2 } as const;

/**
 * Queue depth, read when Prometheus scrapes: ads waiting or rendering in the read model (decision
 * 027; the same numbers every progress page shows), and the Temporal task queue's backlog as the
 * server estimates it. A read that fails leaves its gauge out of that scrape instead of failing it.
 */
export function registerQueueGauges(metrics: Pick<Metrics, 'registry'>, deps: { db: Db; temporal?: TemporalHandle }) {
  new Gauge({
    name: 'adforge_ad_jobs_open',
    help: 'Ads planned but not finished, by kind and state (queued = waiting for a worker slot)',
    labelNames: ['kind', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const rows = await deps.db
        .select({ kind: adJobs.kind, state: adJobs.state, n: sql<number>`count(*)::int` })
        .from(adJobs)
        .where(inArray(adJobs.state, ['queued', 'rendering']))
        .groupBy(adJobs.kind, adJobs.state)
        .catch(() => null);
      for (const kind of ['sample', 'purchase', 'edit'])
        for (const state of ['queued', 'rendering']) this.set({ kind, state }, 0);
      for (const row of rows ?? []) this.set({ kind: row.kind, state: row.state }, Number(row.n));
    },
  });
  const temporal = deps.temporal;
  if (!temporal) return;
  new Gauge({
    name: 'adforge_temporal_task_queue_backlog',
    help: "Tasks waiting in the app's Temporal task queue (the server's estimate), by type",
    labelNames: ['type'] as const,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      for (const [type, taskQueueType] of Object.entries(QUEUE_TYPES)) {
        const backlog = await temporal.backlog(taskQueueType).catch(() => undefined);
        if (backlog !== undefined) this.set({ type }, backlog);
      }
    },
  });
}
