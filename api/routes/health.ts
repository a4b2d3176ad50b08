import { Router } from 'express';
import type { AppDeps } from '../deps.js';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

type Up = 'up' | 'down';
const ENGINE_PROBE_TTL_MS = 30_000;

/**
 * The engine runs in the worker: the local renderer is up when a worker polls; Replicate is up when
 * its API answers at all (any HTTP status: reachable), probed at most every 30 s.
 */
function engineProbe(deps: Pick<AppDeps, 'config'>) {
  const kind = deps.config.providers.engine;
  const base = (deps.config.REPLICATE_BASE_URL ?? 'https://api.replicate.com').replace(/\/+$/, '');
  let cached: { at: number; status: Up } | undefined;
  return async (workers: number): Promise<{ kind: typeof kind; status: Up }> => {
    if (kind === 'local') return { kind, status: workers > 0 ? 'up' : 'down' };
    if (!cached || Date.now() - cached.at > ENGINE_PROBE_TTL_MS) {
      const status: Up = await fetch(`${base}/v1/models`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) }).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      cached = { at: Date.now(), status };
    }
    return { kind, status: cached.status };
  };
}

/**
 * `/api/live`: the process runs (docker-compose's healthcheck; it never restarts the API for
 * another service's outage). `/api/health`: can purchases be made now — the database, Temporal,
 * the workers polling the task queue, the engine. 503 when the database is down, Temporal is
 * unreachable or no worker polls; an engine that is down shows as `degraded` (the retry window
 * covers an outage). docs/operators.md.
 */
export function healthRouter(deps: Pick<AppDeps, 'database' | 'temporal' | 'config'>) {
  const router = Router();
  const engine = engineProbe(deps);
  const startedAt = Date.now();

  router.get('/live', (_req, res) => {
    res.json({ status: 'alive', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });

  router.get('/health', async (_req, res) => {
    const [database, temporal, workers] = await Promise.all([
      withTimeout(deps.database.ping(), 2_000).then(
        (): Up => 'up',
        (): Up => 'down',
      ),
      withTimeout(deps.temporal.isUp(), 2_500).then(
        (up): Up => (up ? 'up' : 'down'),
        (): Up => 'down',
      ),
      withTimeout(deps.temporal.pollers(), 2_500).catch(() => 0),
    ]);
    const engineState = await engine(workers);
    const ready = database === 'up' && temporal === 'up' && workers > 0;
    const status = ready ? 'ok' : 'degraded';
    res.status(ready ? 200 : 503).json({ status, database, temporal, workers, engine: engineState });
  });
  return router;
}
