/**
 * The API alone (`npm run api`, docker-compose's `api` service), built to dist/server/api.js. The
 * configuration is checked before anything heavy loads, so a production start without its
 * services exits at once naming every missing variable (decision 060); then api/serve-api.ts runs.
 */
import { loadConfigOrExit } from '../config/config.js';

loadConfigOrExit('api');
await import('./serve-api.js');
