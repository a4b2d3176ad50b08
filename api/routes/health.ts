import { Router } from 'express';
import { recentEngineOutcomes } from '../../db/ad-jobs.js';
import { cachedReplicateProbe } from '../../integrations/replicate/health.js';
import type { AppDeps } from '../deps.js';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

type Up = 'up' | 'down';
type EngineState = { kind: 'local' | 'replicate'; status: 'up' | 'degraded' | 'down'; detail?: string };

/** The window the engine's recent record covers, and what counts as failing (decision 059). */
export const RECENT_MINUTES = 5;
const MIN_FAILING = 2;
const RECENT_TTL_MS = 15_000;

/**
 * The engine's state (decision 059). Down: the local renderer without a worker to run it, or
 * Replicate not answering an authenticated GET of the scene model (integrations/replicate/health.ts;
 * never a prediction, which costs money). Degraded: it answers, but in the last RECENT_MINUTES at
 * least MIN_FAILING ads are failing in the engine and they are at least as many as the ads made
 * (the read model, `ad_jobs`). Both reads are cached: the probe 30 s, the read model 15 s.
 */
function engineProbe(deps: Pick<AppDeps, 'config' | 'database'>) {
  const kind = deps.config.providers.engine;
  const replicate =
    kind === 'replicate'
      ? cachedReplicateProbe({
          token: deps.config.REPLICATE_API_TOKEN!,
          baseUrl: deps.config.REPLICATE_BASE_URL,
          model: deps.config.REPLICATE_SCENE_MODEL,
        })
      : undefined;
  let recent: { at: number; outcomes: Promise<{ failing: number; ready: number } | undefined> } | undefined;
  const recentOutcomes = () => {
    if (!recent || Date.now() - recent.at > RECENT_TTL_MS)
      recent = {
        at: Date.now(),
        outcomes: withTimeout(recentEngineOutcomes(deps.database.db, RECENT_MINUTES), 2_000).catch(() => undefined),
      };
    return recent.outcomes;
  };
  return async (workers: number): Promise<EngineState> => {
    if (replicate) {
      const probe = await replicate();
      if (probe.status === 'down') return { kind, status: 'down', detail: probe.detail };
    } else if (workers === 0) {
      return { kind, status: 'down', detail: 'no worker runs the local renderer' };
    }
    const outcomes = await recentOutcomes();
    if (outcomes && outcomes.failing >= MIN_FAILING && outcomes.failing >= outcomes.ready)
      return {
        kind,
        status: 'degraded',
        detail: `${outcomes.failing} of ${outcomes.failing + outcomes.ready} ads in the last ${RECENT_MINUTES} minutes are failing in the engine`,
      };
    return { kind, status: 'up' };
  };
}

/**
 * `/api/live`: the process runs (docker-compose's healthcheck; it never restarts the API for
 * another service's outage). `/api/health`: can purchases be made now — the database, Temporal,
 * the workers polling the task queue, the engine. 503 when the database is down, Temporal is
 * unreachable or no worker polls; an engine that is down or degraded shows in `engine` only (the
 * retry window covers an outage). docs/operators.md.
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
