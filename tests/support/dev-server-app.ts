/**
 * A stand-in for the app in the dev server's ownership tests: starts the embedded Temporal dev
 * server as `npm start` does (startDevServer on DEV_DATA_DIR and the given ports), prints
 * `dev server ready <json>` and keeps running until killed — e.g. with SIGKILL, to leave the server
 * behind as a crashed app does.
 */
import { startDevServer } from '../../integrations/temporal/dev-server.js';

const server = await startDevServer({
  dataDir: process.env.DEV_DATA_DIR!,
  port: Number(process.env.DEV_PORT),
  uiPort: Number(process.env.DEV_UI_PORT),
  namespace: 'default',
  log: (line) => console.log(line),
});
console.log(`dev server ready ${JSON.stringify({ pid: server.pid, origin: server.origin, address: server.address })}`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
setInterval(() => {}, 60_000);
