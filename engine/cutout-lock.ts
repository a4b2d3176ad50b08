import { getEnvironmentData, setEnvironmentData } from 'node:worker_threads';

/**
 * One matting inference at a time per process. A run of the model holds 160-260 MB of
 * activations for a few hundred milliseconds (docs/decisions/010-cutout-matting-model.md); every
 * render thread has its own session, and a batch's first ads reach all threads at once, so
 * unserialised the threads' peaks would add up. The lock is a word in a SharedArrayBuffer that
 * the process's main thread hands to every thread it spawns afterwards (environment data is
 * cloned into new workers, and a cloned SharedArrayBuffer is the same memory). A thread spawned
 * by a pool that did not call shareInferenceLock() first gets a lock of its own: still correct,
 * only not serialised across threads.
 */
const KEY = 'adforge:cutout-inference-lock';
type AtomicsWithWaitAsync = typeof Atomics & {
  waitAsync(cell: Int32Array, index: number, value: number, timeout?: number): { async: false; value: string } | { async: true; value: Promise<string> };
};

/** Call on the main thread before spawning the render threads. */
export function shareInferenceLock(): void {
  if (!getEnvironmentData(KEY)) setEnvironmentData(KEY, new SharedArrayBuffer(8));
}

let cell: Int32Array | undefined;
function lockCell(): Int32Array {
  if (!cell) {
    shareInferenceLock();
    cell = new Int32Array(getEnvironmentData(KEY) as SharedArrayBuffer);
  }
  return cell;
}

/** A run takes well under a second; a lock held this long belongs to a thread that died holding it. */
const STALE_SECONDS = 20;
const now = () => Math.floor(Date.now() / 1000);

/** Runs fn while holding the process's inference lock; waiting never blocks the event loop. */
export async function withInferenceLock<T>(fn: () => Promise<T>): Promise<T> {
  const c = lockCell();
  const atomics = Atomics as AtomicsWithWaitAsync;
  // Word 0: held or not; word 1: when it was taken (seconds).
  while (Atomics.compareExchange(c, 0, 0, 1) !== 0) {
    const wait = atomics.waitAsync(c, 0, 1, 1000);
    if (wait.async) await wait.value;
    const since = Atomics.load(c, 1);
    if (Atomics.load(c, 0) === 1 && now() - since > STALE_SECONDS && Atomics.compareExchange(c, 1, since, now()) === since) break;
  }
  Atomics.store(c, 1, now());
  try {
    return await fn();
  } finally {
    Atomics.store(c, 0, 0);
    Atomics.notify(c, 0, 1);
  }
}
