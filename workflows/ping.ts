import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';

const { recordPing } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 3 },
});

export type PingInput = { note: string };
export type PingOutput = { pingId: number; totalPings: number };

/** The smallest path through every layer: API → Temporal → worker → activity → database. */
export async function pingWorkflow(input: PingInput): Promise<PingOutput> {
  return recordPing(input.note);
}
