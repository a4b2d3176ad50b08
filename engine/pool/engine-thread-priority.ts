import fs from 'node:fs';
import os from 'node:os';

/**
 * The nice value of the render threads (engine/pool/engine-thread.ts): the lowest. They still get every
 * cycle the API and the database leave idle, so a batch alone renders as fast as before; under
 * 1,000 polling buyers, 19 measured a lower status-poll p99 than 10 (47-71 ms against 95-140 ms)
 * with batches no slower.
 */
export const RENDER_NICE = 19;

/** The name libvips gives the threads that run its pipelines (sharp's resizing and PNG encoding). */
const IMAGE_WORKER = 'libvips worker';

/**
 * A render thread hands resizing and PNG encoding to sharp, which runs them on libvips's worker
 * threads. Those are started from libuv's pool at normal priority, so without this a batch's
 * encoding competed with buyers' requests on equal terms: under bench:load the status-poll tail
 * came from the first second of each batch, when every core was busy. Linux keeps a nice value
 * per thread; this gives libvips's threads the render threads' value. libvips starts new threads
 * when it needs them, so a render thread calls this after each render. Elsewhere it does nothing.
 */
export function lowerImageWorkers(): void {
  if (process.platform !== 'linux') return;
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const task of tasks) {
    try {
      if (fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trimEnd() !== IMAGE_WORKER) continue;
      const tid = Number(task);
      if (os.getPriority(tid) < RENDER_NICE) os.setPriority(tid, RENDER_NICE);
    } catch {
      // The thread ended meanwhile, or lowering is not permitted (some containers).
    }
  }
}
