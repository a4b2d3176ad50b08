import { Router } from 'express';
import type { AppDeps } from '../deps.js';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

export function healthRouter(deps: Pick<AppDeps, 'database' | 'temporal'>) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [database, temporal] = await Promise.all([
      withTimeout(deps.database.ping(), 2_000).then(() => 'up' as const, () => 'down' as const),
      withTimeout(deps.temporal.isUp(), 2_500).then((up) => (up ? 'up' as const : 'down' as const), () => 'down' as const),
    ]);
    const ok = database === 'up' && temporal === 'up';
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', database, temporal });
  });
  return router;
}
