/**
 * `npm run dev`: Vite with hot reload on :5173 (proxying /api to the API), the API + worker
 * restarted by `tsx watch` on every server-side change, and one Temporal dev server that
 * outlives those restarts. Ctrl-C stops all three.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { getConfig } from '../config/config.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { ensureTemporal } from '../integrations/temporal/ensure-temporal.js';

const config = getConfig();
const { address, devServer } = await ensureTemporal(config, (line) => console.log(line));
const bin = (name: string) => path.join(PROJECT_ROOT, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'scripts/start.ts', '--dev'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TEMPORAL_ADDRESS: address },
  }),
  spawn(bin('vite'), [], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, PORT: String(config.PORT) } }),
];
console.log(
  `Web (hot reload): http://localhost:5173   API: http://localhost:${config.PORT}   Temporal UI: ${devServer?.uiUrl ?? '(external)'}`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGINT');
        }),
    ),
  );
  await devServer?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
for (const child of children) child.on('exit', () => void stop());
