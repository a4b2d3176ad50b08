import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { shareInferenceLock } from '../cutout-lock.js';
import type { AdEngineConfig } from '../index.js';
import {
  AD_SIZE_KEYS, BadEngineInputError, EditNotUnderstoodError,
  type AdEngine, type AdSize, type CutoutPreview, type EditAdInput, type GenerateAdInput, type RenderedAd,
} from '../types.js';
import { spawnThread, threadModuleUrl } from '../../config/spawn-thread.js';

type Method = 'generateAd' | 'editAd' | 'previewCutout';
type Pending = { resolve: (result: unknown) => void; reject: (err: Error) => void; method: Method };
type Slot = { worker: Worker; busy: number; ready: Promise<void> };

const THREAD_URL = threadModuleUrl('engine-thread', import.meta.url);

function revive(error: { name: string; message: string }): Error {
  if (error.name === 'BadEngineInputError') return new BadEngineInputError(error.message);
  if (error.name === 'EditNotUnderstoodError') return new EditNotUnderstoodError(error.message);
  const e = new Error(error.message);
  e.name = error.name;
  return e;
}

function toRendered(raw: RenderedAd): RenderedAd {
  const images = {} as Record<AdSize, Buffer>;
  for (const size of AD_SIZE_KEYS) {
    const u8 = raw.images[size] as unknown as Uint8Array;
    images[size] = Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
  }
  return { ...raw, images };
}

function toPreview(raw: CutoutPreview): CutoutPreview {
  const u8 = raw.mask as unknown as Uint8Array;
  return { ...raw, mask: Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength) };
}

/**
 * The local renderer on a pool of worker threads. Rendering (satori, resvg) is synchronous
 * JavaScript: on the main thread it serialises every ad on one core and stalls the Temporal
 * worker's event loop (heartbeats, workflow tasks). Threads use every core and keep it free.
 */
export class ThreadedAdEngine implements AdEngine {
  readonly name = 'local' as const;
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly config: AdEngineConfig, private readonly size = Math.max(1, Math.min(4, os.availableParallelism()))) {
    // Before any thread is spawned: the threads share one matting-inference lock (engine/cutout-lock.ts).
    shareInferenceLock();
  }

  private spawn(): Slot {
    // A render allocates large short-lived strings (SVG, base64 photos); V8 let each thread's young
    // generation grow to 32 MB per semi-space. A smaller one collects them sooner, at no measured cost.
    const worker = spawnThread(THREAD_URL, { workerData: this.config, resourceLimits: { maxYoungGenerationSizeMb: 12 } });
    let markReady!: () => void;
    const slot: Slot = { worker, busy: 0, ready: new Promise((r) => { markReady = r; }) };
    worker.on('message', (msg: { ready?: true; id: number; ok: boolean; result: unknown; error: { name: string; message: string } }) => {
      if (msg.ready) return markReady();
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      slot.busy -= 1;
      if (slot.busy === 0) worker.unref();
      if (msg.ok) p.resolve(p.method === 'previewCutout' ? toPreview(msg.result as CutoutPreview) : toRendered(msg.result as RenderedAd));
      else p.reject(revive(msg.error));
    });
    worker.on('error', (err) => this.fail(slot, err));
    worker.on('exit', (code) => this.fail(slot, new Error(`engine thread exited with code ${code}`)));
    worker.unref();
    return slot;
  }

  /** A crashed thread is replaced; its jobs fail and are retried by Temporal. */
  private fail(slot: Slot, err: Error) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    for (const [id, p] of [...this.pending]) {
      if ((p as Pending & { slot?: Slot }).slot === slot) { this.pending.delete(id); p.reject(err); }
    }
  }

  private pick(): Slot {
    if (this.slots.length < this.size) {
      const idle = this.slots.find((s) => s.busy === 0);
      if (idle) return idle;
      const slot = this.spawn();
      this.slots.push(slot);
      return slot;
    }
    return this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  private async call<T>(method: Method, input: GenerateAdInput | EditAdInput | { photo: Buffer }): Promise<T> {
    const slot = this.pick();
    slot.busy += 1;
    slot.worker.ref();
    await slot.ready;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, Object.assign({ resolve: resolve as (r: unknown) => void, reject, method }, { slot }));
      slot.worker.postMessage({ id, method, input });
    });
  }

  /** Starts every thread now, so the first request does not pay for loading fonts and the renderer. */
  async warmUp(): Promise<void> {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((s) => s.ready));
  }

  generateAd(input: GenerateAdInput): Promise<RenderedAd> {
    return this.call('generateAd', input);
  }

  editAd(input: EditAdInput): Promise<RenderedAd> {
    return this.call('editAd', input);
  }

  /** Cut out on a render thread: the network and the edge refinement would stall the caller's event loop. */
  previewCutout(photo: Buffer): Promise<CutoutPreview> {
    return this.call('previewCutout', { photo });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
