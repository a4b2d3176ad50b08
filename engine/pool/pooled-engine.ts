import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { threadExecArgv, threadModuleUrl } from '../../config/spawn-thread.js';
import {
  AD_SIZE_KEYS,
  BadEngineInputError,
  EditNotUnderstoodError,
  type AdEngine,
  type AdSize,
  type CutoutHint,
  type CutoutPreview,
  type EditAdInput,
  type GenerateAdInput,
  type ProductCutout,
  type RenderedAd,
  type RenderOptions,
} from '../../contract/engine.js';
import type { RenderReply, RenderTask } from './engine-thread.js';

const THREAD_URL = threadModuleUrl('engine-thread', import.meta.url);

function revive(error: { name: string; message: string }): Error {
  if (error.name === 'BadEngineInputError') return new BadEngineInputError(error.message);
  if (error.name === 'EditNotUnderstoodError') return new EditNotUnderstoodError(error.message);
  const e = new Error(error.message);
  e.name = error.name;
  return e;
}

const asBuffer = (u8: Uint8Array) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);

function toRendered(raw: RenderedAd): RenderedAd {
  const images = {} as Record<AdSize, Buffer>;
  for (const size of AD_SIZE_KEYS) {
    const u8 = raw.images[size] as unknown as Uint8Array;
    images[size] = Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
  }
  return { ...raw, images };
}

const reasonText = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason.message : String(signal.reason ?? 'cancelled');

/**
 * The local renderer on a piscina pool of worker threads (decisions 005, 029). Rendering (HarfBuzz,
 * resvg) is synchronous JavaScript: on the main thread it serialises every ad on one core and
 * stalls the Temporal worker's event loop (heartbeats, workflow tasks). Threads use every core
 * and keep it free.
 *
 * - Threads are long-lived (min = max, no idle timeout): each loads its engine once.
 * - One render per thread at a time (concurrentTasksPerWorker 1): the engine awaits inside a
 *   render, so a thread taking every job at once held all their full-size canvases (decision 007).
 * - Cancellation goes to the thread as a message, never through piscina's own `signal`, which
 *   would terminate the thread and its loaded engine: the renderer stops at its next step.
 */
export class PooledAdEngine implements AdEngine {
  readonly name = 'local' as const;
  private readonly pool: Piscina<
    | RenderTask
    | { input: { photo: Uint8Array; hint?: CutoutHint }; cancel: MessagePort }
    | { arrived: Int32Array; size: number },
    RenderReply<RenderedAd | CutoutPreview | ProductCutout> | null
  >;

  private readonly size: number;

  constructor(options: { threads?: number; onError?: (err: Error) => void } = {}) {
    this.size = options.threads ?? Math.max(1, Math.min(4, os.availableParallelism()));
    const size = this.size;
    this.pool = new Piscina({
      filename: fileURLToPath(THREAD_URL),
      name: 'generateAd',
      minThreads: size,
      maxThreads: size,
      idleTimeout: Infinity,
      concurrentTasksPerWorker: 1,
      // An idle thread waits on its port rather than in Atomics.wait, so nothing it started stalls.
      atomics: 'disabled',
      // A render allocates large short-lived strings (SVG, base64 photos); V8 let each thread's young
      // generation grow to 32 MB per semi-space. A smaller one collects them sooner, at no measured cost.
      resourceLimits: { maxYoungGenerationSizeMb: 12 },
      execArgv: threadExecArgv(THREAD_URL),
    });
    this.pool.on('error', options.onError ?? (() => {}));
  }

  private async call<R>(
    method: 'generateAd' | 'editAd' | 'previewCutout' | 'cutOut',
    input: GenerateAdInput | EditAdInput | { photo: Uint8Array; hint?: CutoutHint },
    signal: AbortSignal | undefined,
  ): Promise<R> {
    signal?.throwIfAborted();
    const { port1, port2 } = new MessageChannel();
    const cancel = () => port1.postMessage(reasonText(signal!));
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const reply = (await this.pool.run({ input, cancel: port2 } as RenderTask, {
        name: method,
        transferList: [port2],
      }))!;
      if (!reply.ok) throw revive(reply.error);
      return reply.result as R;
    } finally {
      signal?.removeEventListener('abort', cancel);
      port1.close();
    }
  }

  async generateAd(input: GenerateAdInput, options: RenderOptions = {}): Promise<RenderedAd> {
    return toRendered(await this.call<RenderedAd>('generateAd', input, options.signal));
  }

  async editAd(input: EditAdInput, options: RenderOptions = {}): Promise<RenderedAd> {
    return toRendered(await this.call<RenderedAd>('editAd', input, options.signal));
  }

  /**
   * Cutouts run on a render thread too (the matting model is loaded there, never on the caller's
   * thread), one at a time per pool: a network run holds 160-260 MB of activations for its few
   * hundred milliseconds (docs/decisions/010-cutout-matting-model.md), and one run already uses every core.
   */
  private cutouts: Promise<unknown> = Promise.resolve();
  private oneAtATime<R>(run: () => Promise<R>): Promise<R> {
    const next = this.cutouts.then(run, run);
    this.cutouts = next.catch(() => undefined);
    return next;
  }

  async cutOut(photo: Buffer, hint?: CutoutHint): Promise<ProductCutout> {
    const raw = await this.oneAtATime(() => this.call<ProductCutout>('cutOut', { photo, hint }, undefined));
    return { ...raw, image: raw.image && asBuffer(raw.image as unknown as Uint8Array) };
  }

  async previewCutout(photo: Buffer, hint?: CutoutHint): Promise<CutoutPreview> {
    const raw = await this.oneAtATime(() => this.call<CutoutPreview>('previewCutout', { photo, hint }, undefined));
    return { ...raw, mask: asBuffer(raw.mask as unknown as Uint8Array) };
  }

  /** Resolves when every thread has started and loaded its engine (they start with the pool). */
  async warmUp(): Promise<void> {
    const arrived = new Int32Array(new SharedArrayBuffer(4));
    await Promise.all(
      Array.from({ length: this.size }, () => this.pool.run({ arrived, size: this.size }, { name: 'warmUp' })),
    );
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
