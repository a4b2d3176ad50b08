import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { TestEmailRequestSchema } from '../../contract/generation.js';
import { DEMO_ITEMS } from '../../engine/index.js';
import { demoPurchaseWorkflow } from '../../workflows/demo-purchase.js';
import type { AppDeps } from '../deps.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /dev/test-email: a demo purchase (demo product, basic package, styles from every category)
 * goes through the real pipeline, so the ready e-mail that arrives is exactly what buyers get. The
 * whole of it is a workflow (workflows/demo-purchase.ts), so the API draws nothing.
 * /api/dev/* is development-only or admin-only (api/auth/guards.ts devOnly).
 */
export function testEmailRouter(deps: AppDeps) {
  const router = Router();

  router.post('/dev/test-email', async (req, res) => {
    const { email } = parseInput(TestEmailRequestSchema, req.body);
    const result = await deps.temporal.client.workflow.execute(demoPurchaseWorkflow, {
      workflowId: `demo-purchase-${randomUUID()}`,
      taskQueue: deps.temporal.taskQueue,
      args: [
        {
          email,
          userId: res.locals.user?.id ?? null,
          itemIndex: Math.floor(Math.random() * DEMO_ITEMS.length),
          engineTimeoutSeconds: deps.config.ENGINE_TIMEOUT_SECONDS,
        },
      ],
    });
    res.json({
      success: result.emailSent,
      message: result.emailSent
        ? `Test e-mail sent to ${email}`
        : `The demo ads were generated but no e-mail was sent to ${email}`,
      purchaseId: result.purchaseId,
    });
  });
  return router;
}
