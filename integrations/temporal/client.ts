import { Client, Connection } from '@temporalio/client';
import { countPollers } from './pollers.js';

export type TemporalHandle = {
  client: Client;
  taskQueue: string;
  /** True when the frontend answers its health check. */
  isUp(): Promise<boolean>;
  /** Workers polling the task queue now (integrations/temporal/pollers.ts). */
  pollers(): Promise<number>;
  close(): Promise<void>;
};

/**
 * A lazy connection: the API starts even while Temporal is down, and `/api/health` reports it,
 * instead of the process dying at boot.
 */
export function createTemporalHandle(options: {
  address: string;
  namespace: string;
  taskQueue: string;
}): TemporalHandle {
  const connection = Connection.lazy({ address: options.address, connectTimeout: 3_000 });
  const client = new Client({ connection, namespace: options.namespace });
  // Health checks use their own connection without the SDK's retry interceptor: a check must fail
  // fast while Temporal is down, and leave no retry timer behind.
  const probe = Connection.lazy({ address: options.address, connectTimeout: 2_000, interceptors: [] });
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
    async close() {
      await Promise.all([connection.close(), probe.close()]);
    },
  };
}
