import type { Client } from '@temporalio/client';

/** temporal.api.enums.v1.TaskQueueType: workflow and activity task queues. */
const WORKFLOW = 1;
const ACTIVITY = 2;
/**
 * A worker long-polls for about a minute, and the server notes the time each poll started; a
 * poller not seen for two minutes is gone (the server itself forgets it only after five).
 */
const FRESH_MS = 120_000;

type Poller = { identity?: string | null; lastAccessTime?: { seconds?: unknown; nanos?: number | null } | null };

const seenAt = (p: Poller) =>
  Number(p.lastAccessTime?.seconds ?? 0) * 1000 + Math.floor((p.lastAccessTime?.nanos ?? 0) / 1e6);

/**
 * How many workers poll the task queue now: distinct identities polling for workflow or activity
 * tasks (`GET /api/health`'s `workers`). A worker process polls both, and counts once.
 */
export async function countPollers(
  client: Client,
  namespace: string,
  taskQueue: string,
  now = Date.now(),
): Promise<number> {
  const identities = new Set<string>();
  for (const taskQueueType of [WORKFLOW, ACTIVITY]) {
    const { pollers } = await client.workflowService.describeTaskQueue({
      namespace,
      taskQueue: { name: taskQueue },
      taskQueueType,
    });
    for (const p of (pollers ?? []) as Poller[]) if (now - seenAt(p) < FRESH_MS) identities.add(p.identity ?? '');
  }
  return identities.size;
}
