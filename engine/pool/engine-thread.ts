/**
 * The task module of the render pool (engine/pool/pooled-engine.ts), loaded once per thread:
 * one local engine per thread, kept for the thread's life, so fonts, the renderer's WebAssembly
 * and any model the engine loads at module level are paid for once per thread, not per ad.
 */
import os from 'node:os';
import { type MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import { LocalAdEngine } from '../render/index.js';
import type {
  CutoutHint,
  CutoutPreview,
  EditAdInput,
  GenerateAdInput,
  ProductCutout,
  RenderedAd,
} from '../../contract/engine.js';
import { lowerImageWorkers, RENDER_NICE } from './engine-thread-priority.js';

/** A render and the port its caller cancels it on (a message is the reason, in words). */
export type RenderTask<I = GenerateAdInput | EditAdInput> = { input: I; cancel: MessagePort };
/** Engine errors keep their type by name across the thread boundary (structured clone drops it). */
export type RenderReply<R = RenderedAd> =
  { ok: true; result: R } | { ok: false; error: { name: string; message: string } };

/**
 * Rendering is background work that can use every idle cycle; answering a buyer cannot wait
 * behind it. On Linux the nice value belongs to the thread, so this lowers only the render
 * threads: under load the API and database threads run first and ads take a little longer. The
 * engine rasterises synchronously on this thread (engine/compose/compose.ts), so the work stays here.
 */
try {
  os.setPriority(0, RENDER_NICE);
} catch {
  // Not permitted (some containers): rendering runs at normal priority.
}

// libvips's operation cache (up to 50 MB) would keep resized product layers; the engine keeps
// its own byte-bounded cache of those (engine/cutout/cutout.ts), so libvips keeps none.
sharp.cache(false);
const engine = new LocalAdEngine();

async function render<R>(
  task: { cancel: MessagePort },
  run: (signal: AbortSignal) => Promise<R>,
): Promise<RenderReply<R>> {
  const controller = new AbortController();
  task.cancel.once('message', (reason: string) => controller.abort(new Error(reason)));
  try {
    return { ok: true, result: await run(controller.signal) };
  } catch (err) {
    const e = err as Error;
    return { ok: false, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) } };
  } finally {
    task.cancel.close();
    // Threads libvips started for this render (or for anything else in the process) are lowered
    // before the answer goes out.
    lowerImageWorkers();
  }
}

// Structured clone turns Buffers into Uint8Arrays; the engine expects Buffers.
const asBuffer = (u8: Uint8Array) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
const withBuffer = <I extends GenerateAdInput | EditAdInput>(input: I): I => {
  const { cutout } = input.product;
  return {
    ...input,
    product: {
      ...input.product,
      photo: asBuffer(input.product.photo),
      ...(cutout ? { cutout: { ...cutout, image: cutout.image && asBuffer(cutout.image) } } : {}),
    },
  };
};

export function generateAd(task: RenderTask<GenerateAdInput>): Promise<RenderReply> {
  return render(task, (signal) => engine.generateAd(withBuffer(task.input), { signal }));
}

export function editAd(task: RenderTask<EditAdInput>): Promise<RenderReply> {
  return render(task, (signal) => engine.editAd(withBuffer(task.input), { signal }));
}

/** A photo cut out once (with the buyer's hint), for storage (engine/cutout/cutout.ts). */
export function cutOut(task: {
  input: { photo: Uint8Array; hint?: CutoutHint };
  cancel: MessagePort;
}): Promise<RenderReply<ProductCutout>> {
  return render(task, () => engine.cutOut(asBuffer(task.input.photo), task.input.hint));
}

/** Step 2's cutout preview: the same cutout the ads will use (engine/cutout/preview.ts). */
export function previewCutout(task: {
  input: { photo: Uint8Array; hint?: CutoutHint };
  cancel: MessagePort;
}): Promise<RenderReply<CutoutPreview>> {
  return render(task, () => engine.previewCutout(asBuffer(task.input.photo), task.input.hint));
}

/**
 * Answers once every thread of the pool has taken one of these: each thread takes one task at a
 * time, so `size` of them waiting for each other occupy every thread, each with its engine loaded.
 */
export async function warmUp({ arrived, size }: { arrived: Int32Array; size: number }): Promise<RenderReply | null> {
  // Node 20 has Atomics.waitAsync; TypeScript's ES2022 library does not declare it.
  const { waitAsync } = Atomics as unknown as {
    waitAsync: (a: Int32Array, i: number, v: number) => { value: Promise<string> | string };
  };
  Atomics.add(arrived, 0, 1);
  Atomics.notify(arrived, 0);
  for (let seen = Atomics.load(arrived, 0); seen < size; seen = Atomics.load(arrived, 0)) {
    await waitAsync(arrived, 0, seen).value;
  }
  return null;
}
