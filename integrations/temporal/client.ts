import { Client, Connection, type ConnectionOptions } from '@temporalio/client';
import type { TemporalConnectionSettings } from './connection-settings.js';
import { countPollers } from './pollers.js';

export type TemporalHandle = {
  client: Client;
  taskQueue: string;
  /** True when the frontend answers its health check. */
  isUp(): Promise<boolean>;
  /** Workers polling the task queue now (integrations/temporal/pollers.ts). */
  pollers(): Promise<number>;
  /** Tasks waiting in the task queue of this type (1 workflow, 2 activity), as the server estimates. */
  backlog(taskQueueType: number): Promise<number>;
  close(): Promise<void>;
};

/**
 * A lazy connection: the API starts even while Temporal is down, and `/api/health` reports it,
 * instead of the process dying at boot.
 */
export function createTemporalHandle(options: {
  /** A bare address (plain gRPC) or the full settings: TLS, client certificate, API key. */
  address: string | TemporalConnectionSettings;
  namespace: string;
  taskQueue: string;
  /** gRPC interceptors on the client's connection (the API's request metrics). */
  interceptors?: ConnectionOptions['interceptors'];
}): TemporalHandle {
  const settings = typeof options.address === 'string' ? { address: options.address, tls: false } : options.address;
  const base = { address: settings.address, tls: settings.tls, apiKey: settings.apiKey };
  const connection = Connection.lazy({
    ...base,
    connectTimeout: 3_000,
    ...(options.interceptors ? { interceptors: options.interceptors } : {}),
  });
  const client = new Client({ connection, namespace: options.namespace });
  // Health checks use their own connection without the SDK's retry interceptor: a check must fail
  // fast while Temporal is down, and leave no retry timer behind.
  const probe = Connection.lazy({ ...base, connectTimeout: 2_000, interceptors: [] });
  const probeClient = new Client({ connection: probe, namespace: options.namespace });
  return {
    client,
    taskQueue: options.taskQueue,
    async isUp() {
      try {
        await probe.withDeadline(Date.now() + 2_000, () => probe.healthService.check({}));
        return true;
      } catch {
        return false;
      }
    },
    pollers() {
      return probe.withDeadline(Date.now() + 2_000, () =>
        countPollers(probeClient, options.namespace, options.taskQueue),
      );
    },
    async backlog(taskQueueType) {
      const answer = await probe.withDeadline(Date.now() + 2_000, () =>
        probe.workflowService.describeTaskQueue({
          namespace: options.namespace,
          taskQueue: { name: options.taskQueue },
          taskQueueType,
          reportStats: true,
        }),
      );
      return Number(answer.stats?.approximateBacklogCount ?? 0);
    },
    async close() {
      await Promise.all([connection.close(), probe.close()]);
    },
  };
}
