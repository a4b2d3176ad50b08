/** Runs inside a worker thread of runtime/threaded-engine.ts: one local engine per thread. */
import { parentPort, workerData } from 'node:worker_threads';
import { createAdEngine, type AdEngineConfig } from '../engine/index.js';
import type { EditAdInput, GenerateAdInput } from '../engine/types.js';

type Request = { id: number; method: 'generateAd' | 'editAd'; input: GenerateAdInput | EditAdInput };

const engine = createAdEngine(workerData as AdEngineConfig);
const port = parentPort!;

port.on('message', async ({ id, method, input }: Request) => {
  try {
    // Structured clone turns Buffers into Uint8Arrays; the engine expects Buffers.
    const product = { ...input.product, photo: Buffer.from(input.product.photo) };
    const result = method === 'generateAd'
      ? await engine.generateAd({ ...(input as GenerateAdInput), product })
      : await engine.editAd({ ...(input as EditAdInput), product });
    port.postMessage({ id, ok: true, result });
  } catch (err) {
    const e = err as Error;
    port.postMessage({ id, ok: false, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) } });
  }
});
port.postMessage({ ready: true });
