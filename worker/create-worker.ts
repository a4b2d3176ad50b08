import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NativeConnection, Runtime, Worker, type WorkerOptions } from '@temporalio/worker';
import { PROJECT_ROOT } from '../config/project-root.js';

export const WORKFLOW_BUNDLE_PATH = path.join(PROJECT_ROOT, 'dist', 'workflow-bundle.js');
const require = createRequire(import.meta.url);

let runtimeInstalled = false;
/** Temporal's Rust core logs at INFO by default; keep it to warnings unless asked. */
function installRuntime(logLevel: string) {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  const level = logLevel === 'debug' || logLevel === 'trace' ? 'DEBUG' : 'WARN';
  Runtime.install({ logger: new (require('@temporalio/worker').DefaultLogger)(level) });
}

/**
 * Production runs the bundle built ahead of time by `npm run build:workflows`; development bundles
 * workflows/ from source at start-up (slower, but always current).
 */
export async function createWorker(options: {
  address: string;
  namespace: string;
  taskQueue: string;
  activities: WorkerOptions['activities'];
  useBundle: boolean;
  logLevel?: string;
  maxConcurrentActivityTaskExecutions?: number;
}): Promise<{ worker: Worker; connection: NativeConnection }> {
  installRuntime(options.logLevel ?? 'info');
  const connection = await NativeConnection.connect({ address: options.address });
  const workflowSource = options.useBundle && fs.existsSync(WORKFLOW_BUNDLE_PATH)
    ? { workflowBundle: { codePath: WORKFLOW_BUNDLE_PATH } }
    : { workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts') };
  const worker = await Worker.create({
    connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    activities: options.activities,
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivityTaskExecutions ?? 20,
    shutdownGraceTime: '10 seconds',
    ...workflowSource,
  });
  return { worker, connection };
}
