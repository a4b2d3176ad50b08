import fs from 'node:fs';
import path from 'node:path';
import { NativeConnection, Runtime, Worker, type WorkerOptions } from '@temporalio/worker';
import { PROJECT_ROOT } from '../config/project-root.js';
import type { Logger } from 'pino';
import { PinoTemporalLogger } from '../integrations/temporal/runtime-logger.js';
import { activityLogIds } from './log-interceptors.js';
import type { TemporalConnectionSettings } from '../integrations/temporal/connection-settings.js';

export const WORKFLOW_BUNDLE_PATH = path.join(PROJECT_ROOT, 'dist', 'workflow-bundle.js');

let runtimeInstalled = false;
/**
 * Temporal's logs go through the process's pino logger (redacted like every line), the native
 * core's included (it would print to the console directly otherwise). Warnings and errors only
 * unless LOG_LEVEL asks for debug.
 */
function installRuntime(logger: Logger | undefined, logLevel: string, metricsBindAddress?: string) {
  if (runtimeInstalled || !logger) return;
  runtimeInstalled = true;
  const level = logLevel === 'debug' || logLevel === 'trace' ? 'DEBUG' : 'WARN';
  Runtime.install({
    logger: new PinoTemporalLogger(logger.child({ component: 'temporal' }, { level: level.toLowerCase() })),
    // The core's own crates at `level`; its dependencies (HTTP/2, gRPC plumbing) only when they warn.
    // The SDK's metrics (task slots, poll latencies, schedule-to-start, sticky cache) in Prometheus
    // form on a loopback port; the process's /metrics forwards them (docs/operators.md, "Metrics").
    telemetryOptions: {
      logging: { filter: { core: level, other: 'WARN' }, forward: {} },
      ...(metricsBindAddress
        ? {
            metrics: {
              prometheus: { bindAddress: metricsBindAddress, countersTotalSuffix: true, useSecondsForDurations: true },
            },
          }
        : {}),
    },
    // Each entry point handles SIGTERM/SIGINT itself and calls worker.shutdown() (worker/main.ts, scripts/start.ts).
    shutdownSignals: [],
  });
}

/**
 * The built processes run the bundle made ahead of time by `npm run build` (`workflows: 'bundle'`;
 * a missing bundle is an error, never a silent webpack run in production); development and tests
 * bundle workflows/ from source at start-up (slower, but always current).
 */
export async function createWorker(options: {
  /** A bare address (plain gRPC) or the full settings: TLS, client certificate, API key. */
  address: string | TemporalConnectionSettings;
  namespace: string;
  taskQueue: string;
  activities: WorkerOptions['activities'];
  workflows: 'bundle' | 'source';
  /** How long running activities may take to finish after shutdown() before they are cancelled. */
  shutdownGraceSeconds?: number;
  logLevel?: string;
  /** The process's logger; Temporal's runtime logs through it (installed once per process). */
  logger?: Logger;
  maxConcurrentActivityTaskExecutions?: number;
  /** Where the Temporal core serves its Prometheus metrics (loopback); unset = none. */
  sdkMetricsAddress?: string;
  /** More activity interceptors (the worker's metrics), after the log ids. */
  activityInterceptors?: NonNullable<WorkerOptions['interceptors']>['activity'];
}): Promise<{ worker: Worker; connection: NativeConnection }> {
  installRuntime(options.logger, options.logLevel ?? 'info', options.sdkMetricsAddress);
  const settings = typeof options.address === 'string' ? { address: options.address, tls: false } : options.address;
  const connection = await NativeConnection.connect({
    address: settings.address,
    tls: settings.tls,
    apiKey: settings.apiKey,
  });
  if (options.workflows === 'bundle' && !fs.existsSync(WORKFLOW_BUNDLE_PATH)) {
    throw new Error(`${path.relative(PROJECT_ROOT, WORKFLOW_BUNDLE_PATH)} is missing: run \`npm run build\` first`);
  }
  const workflowSource =
    options.workflows === 'bundle'
      ? { workflowBundle: { codePath: WORKFLOW_BUNDLE_PATH } }
      : { workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts') };
  const graceSeconds = options.shutdownGraceSeconds ?? 10;
  const worker = await Worker.create({
    connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    activities: options.activities,
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivityTaskExecutions ?? 20,
    shutdownGraceTime: `${graceSeconds} seconds`,
    shutdownForceTime: `${graceSeconds + 10} seconds`,
    interceptors: { activity: [activityLogIds, ...(options.activityInterceptors ?? [])] },
    ...workflowSource,
  });
  return { worker, connection };
}
