import { getEnvironmentData, setEnvironmentData } from 'node:worker_threads';

/**
 * One matting inference at a time per process, and one per photo. A run of the model holds
 * 160-260 MB of activations for a few hundred milliseconds (docs/decisions/010-cutout-matting-model.md);
 * a batch's first ads reach every render thread at once, so unserialised the threads' peaks would
 * add up. And since every thread needs the same photo's mask, the network's answer is kept for the
 * other threads (a few recent inputs, by hash): the second thread of a batch neither runs the
 * network nor loads a session of its own.
 *
 * Lock and answers live in one SharedArrayBuffer that the process's main thread hands to every
 * thread it spawns afterwards (environment data is cloned into new workers, and a cloned
 * SharedArrayBuffer is the same memory). A thread spawned by a pool that did not call
 * shareInferenceLock() first gets a buffer of its own: still correct, only not shared.
 */
const KEY = 'adforge:cutout-inference-lock';
type AtomicsWithWaitAsync = typeof Atomics & {
  waitAsync(
    cell: Int32Array,
    index: number,
    value: number,
    timeout?: number,
  ): { async: false; value: string } | { async: true; value: Promise<string> };
};

/** Answers kept: the network's output (MODEL_SIDE² floats) per recent input. */
const SLOTS = 3;
const ANSWER_FLOATS = 320 * 320;
const HEADER = 16; // lock, since, next slot, (spare)
const KEYS = HEADER;
const KEY_BYTES = 20;
const ANSWERS = HEADER + Math.ceil((SLOTS * KEY_BYTES) / 16) * 16;
const BYTES = ANSWERS + SLOTS * ANSWER_FLOATS * 4;

/** Call on the main thread before spawning the render threads. */
export function shareInferenceLock(): void {
  if (!getEnvironmentData(KEY)) setEnvironmentData(KEY, new SharedArrayBuffer(BYTES));
}

let cell: Int32Array | undefined;
let keys: Uint8Array | undefined;
let answers: Float32Array | undefined;
function lockCell(): Int32Array {
  if (!cell) {
    shareInferenceLock();
    const sab = getEnvironmentData(KEY) as SharedArrayBuffer;
    cell = new Int32Array(sab, 0, HEADER / 4);
    keys = new Uint8Array(sab, KEYS, SLOTS * KEY_BYTES);
    answers = new Float32Array(sab, ANSWERS, SLOTS * ANSWER_FLOATS);
  }
  return cell;
}

/** The answer kept for this input's hash (20 bytes), if any. Call while holding the lock. */
export function sharedAnswer(hash: Uint8Array): Float32Array | undefined {
  lockCell();
  for (let s = 0; s < SLOTS; s++) {
    if (keys!.subarray(s * KEY_BYTES, (s + 1) * KEY_BYTES).every((b, i) => b === hash[i])) {
      return answers!.slice(s * ANSWER_FLOATS, (s + 1) * ANSWER_FLOATS);
    }
  }
  return undefined;
}

/** Keeps an answer for the other threads, over the oldest one. Call while holding the lock. */
export function shareAnswer(hash: Uint8Array, answer: Float32Array): void {
  const c = lockCell();
  if (answer.length !== ANSWER_FLOATS || hash.length !== KEY_BYTES) return;
  const s = Atomics.add(c, 2, 1) % SLOTS;
  answers!.set(answer, s * ANSWER_FLOATS);
  keys!.set(hash, s * KEY_BYTES);
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
    if (
      Atomics.load(c, 0) === 1 &&
      now() - since > STALE_SECONDS &&
      Atomics.compareExchange(c, 1, since, now()) === since
    )
      break;
  }
  Atomics.store(c, 1, now());
  try {
    return await fn();
  } finally {
    Atomics.store(c, 0, 0);
    Atomics.notify(c, 0, 1);
  }
}
