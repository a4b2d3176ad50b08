import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { pingWorkflow } from '../../workflows/ping.js';
import type { AppDeps } from '../deps.js';

/** POST /api/dev/ping runs the trivial workflow end to end; the run shows in the Temporal UI. */
export function devPingRouter(deps: Pick<AppDeps, 'temporal'>) {
  const router = Router();
  router.post('/dev/ping', async (req, res) => {
    const note = typeof req.body?.note === 'string' ? req.body.note.slice(0, 200) : 'ping';
    const workflowId = `ping-${randomUUID()}`;
    const result = await deps.temporal.client.workflow.execute(pingWorkflow, {
      workflowId,
      taskQueue: deps.temporal.taskQueue,
      args: [{ note }],
      workflowExecutionTimeout: '30 seconds',
    });
    res.json({ workflowId, ...result });
  });
  return router;
}
