import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config/project-root.js';

export type NodeProcess = {
  child: ChildProcess;
  /** The last 20,000 characters it printed. */
  output(): string;
  /** Everything it printed (stdout and stderr). */
  allOutput(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Runs one of the project's entry points (api/server.ts, worker/main.ts, scripts/start.ts) as its own process, as
 * deployed, and resolves once it prints `readyLine`. Stopped by its PID only.
 */
export function startNodeProcess(
  script: string,
  env: Record<string, string>,
  readyLine: string,
  timeoutMs = 60_000,
  args: string[] = [],
): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      S3_BUCKET: '',
      SMTP_URL: '',
      REPLICATE_API_TOKEN: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const all: string[] = [];
  const handle: NodeProcess = {
    child,
    output: () => output,
    allOutput: () => all.join(''),
    kill: (signal = 'SIGKILL') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} not ready within ${timeoutMs} ms: ${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      all.push(chunk.toString());
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes(readyLine)) {
        clearTimeout(timer);
        resolve(handle);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}): ${output.slice(-2000)}`));
    });
  });
}
