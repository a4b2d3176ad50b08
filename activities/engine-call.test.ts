import { CancelledFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { callEngine } from './engine-call.js';

describe('callEngine', () => {
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', listen);
  });

  it('an activity cancelled before its engine call leaves no rejection unhandled (a worker shutting down)', async () => {
    process.on('unhandledRejection', listen);
    const env = new MockActivityEnvironment({ startToCloseTimeoutMs: 60_000 });
    const activity = async () => {
      // Cancelled while the activity was still reading the database, before the engine ran.
      env.cancel('WORKER_SHUTDOWN');
      return callEngine(async (signal) => {
        signal.throwIfAborted();
        return 'drawn';
      });
    };
    await expect(env.run(activity)).rejects.toBeInstanceOf(CancelledFailure);
    await new Promise((r) => setTimeout(r, 50));
    expect(unhandled).toEqual([]);
  });

  it('an engine that ignores the signal is left behind once the activity is cancelled', async () => {
    process.on('unhandledRejection', listen);
    const env = new MockActivityEnvironment({ startToCloseTimeoutMs: 60_000 });
    const hung = () =>
      callEngine(async () => {
        await new Promise((r) => setTimeout(r, 200));
        throw new Error('answered too late');
      });
    const running = env.run(hung);
    setTimeout(() => env.cancel(), 20);
    await expect(running).rejects.toBeInstanceOf(CancelledFailure);
    await new Promise((r) => setTimeout(r, 300));
    expect(unhandled).toEqual([]);
  });
});
