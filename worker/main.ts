/**
 * The worker alone (`npm run worker`, docker-compose's `worker` service, the fault tests' killable
 * worker), built to dist/server/worker.js. The configuration is checked before the Temporal
 * runtime and the engine load, so a production start without its services exits at once naming
 * every missing variable (decision 060); then worker/run-worker.ts runs.
 */
import { loadConfigOrExit } from '../config/config.js';

loadConfigOrExit('worker');
await import('./run-worker.js');
