/** Runs inside a worker thread of engine/pool/threaded-engine.ts: one local engine per thread. */
import os from 'node:os';
import sharp from 'sharp';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerImageWorkers, RENDER_NICE } from './engine-thread-priority.js';
import { createAdEngine, type AdEngineConfig } from '../index.js';
import type { EditAdInput, GenerateAdInput } from '../types.js';

type Request = { id: number; method: 'generateAd' | 'editAd' | 'previewCutout'; input: GenerateAdInput | EditAdInput | { photo: Uint8Array } };

/**
 * Rendering is background work that can use every idle cycle; answering a buyer cannot wait
 * behind it. On Linux the nice value belongs to the thread, so this lowers only the render
 * threads: under load the API and database threads run first and ads take a little longer. The
 * engine rasterises synchronously on this thread (engine/compose.ts), so the work stays here.
 */
try {
  os.setPriority(0, RENDER_NICE);
} catch {
  // Not permitted (some containers): rendering runs at normal priority.
}

// libvips's operation cache (up to 50 MB) would keep resized product layers; the engine keeps
// its own byte-bounded cache of those (engine/cutout.ts), so libvips keeps none.
sharp.cache(false);
const engine = createAdEngine(workerData as AdEngineConfig);
const port = parentPort!;

/**
 * One render at a time per thread. The engine awaits inside a render, so taking every message as
 * it arrives interleaved all the jobs queued on the thread (ten of a 20-ad batch on two threads),
 * each holding its full-size canvases at once: over a gigabyte for one batch, for no gain in speed
 * since rendering is CPU-bound. In order, the thread holds one render's memory.
 */
let queue: Promise<void> = Promise.resolve();
port.on('message', (request: Request) => {
  queue = queue.then(() => handle(request));
});

async function handle({ id, method, input }: Request): Promise<void> {
  let reply: { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { name: string; message: string } };
  try {
    // Structured clone turns Buffers into Uint8Arrays; the engine expects Buffers.
    let result: unknown;
    if (method === 'previewCutout') {
      result = await engine.previewCutout!(Buffer.from((input as { photo: Uint8Array }).photo));
    } else {
      const ad = input as GenerateAdInput | EditAdInput;
      const product = { ...ad.product, photo: Buffer.from(ad.product.photo) };
      result = method === 'generateAd'
        ? await engine.generateAd({ ...(ad as GenerateAdInput), product })
        : await engine.editAd({ ...(ad as EditAdInput), product });
    }
    reply = { id, ok: true, result };
  } catch (err) {
    const e = err as Error;
    reply = { id, ok: false, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) } };
  }
  // Threads libvips started for this render (or for anything else in the process) are lowered
  // before the answer goes out.
  lowerImageWorkers();
  port.postMessage(reply);
}
port.postMessage({ ready: true });
