import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CutoutHint } from '../../contract/engine.js';
import { analysePhoto, computeCutout, type Cutout, modelSession, previewOf } from '../../engine/cutout/index.js';

/**
 * Runs the cutout over the evaluation set (tests/fixtures/cutout/manifest.json) and compares each
 * mask with its ground truth (docs/decisions/011-cutout-quality-and-fallback.md, 045, 047):
 * - IoU of the product's mask; a photo shown whole is scored on the mask it would have cut out;
 * - declared: the buyer was told the photo holds more than the product, or that it is shown whole;
 * - fixes: for a declared or weak photo, the IoU after one box around the product, one tap on it,
 *   and a tap on it plus a tap on the largest wrong piece (the buyer's corrections on step 2);
 * - fringe: the colour error in a band of 3 px either side of the true edge, with the cutout and
 *   the truth both composited on magenta, where the generator kept the product's own colours.
 * Photos tagged `held-out` are evaluated only when asked (`heldOut: true`).
 */
export const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'cutout');

/**
 * iou: against the truth; for a hand-held product (tag `hand`) the truth as held, fingers across the
 * product counted as product (docs/decisions/083-cutout-clean-edges-and-hands.md), with `bare` the
 * IoU against the product without them.
 */
export type Fix = { how: 'box' | '1 tap' | '2 taps'; hint: CutoutHint; iou: number; bare?: number };
export type PhotoResult = {
  name: string;
  tags: string[];
  iou: number;
  fallback: boolean;
  /** The buyer was warned: more than the product, several products, or the whole photo. */
  declared: boolean;
  ms: number;
  cpuMs: number;
  labelKept?: number;
  /** Mean |ΔRGB| (0..255) in the band around the true edge, on magenta. */
  fringe?: number;
  fixes: Fix[];
  warnings: string[];
  reasons: string[];
};
export type EvalReport = {
  photos: PhotoResult[];
  mean: number;
  worst: PhotoResult;
  fallbacks: number;
  medianMs: number;
  meanMs: number;
  medianCpuMs: number;
  modelLoadMs: number;
};

type Entry = { name: string; tags: string[] };

export function manifest(heldOut = false): Entry[] {
  const all = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as Entry[];
  return all.filter((e) => e.tags.includes('held-out') === heldOut);
}

async function grey(file: string, width: number, height: number): Promise<Buffer> {
  return sharp(file).resize(width, height, { fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
}

function iouOf(mask: Buffer, truth: Buffer): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    const p = mask[i] >= 128;
    const t = truth[i] >= 128;
    if (p && t) inter++;
    if (p || t) union++;
  }
  return union ? inter / union : 1;
}

/** The mask a cutout stands for, at the photo's size (a framed photo: the mask it would have cut out). */
async function maskOf(photo: Buffer, cutout: Cutout, hint?: CutoutHint): Promise<Buffer> {
  const { width, height } = cutout.photo;
  if (cutout.mode === 'cutout')
    return sharp((await previewOf(cutout)).mask)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
  const { analysis } = await analysePhoto(photo, hint);
  const plane = Buffer.alloc(analysis.w * analysis.h);
  for (let i = 0; i < plane.length; i++) plane[i] = analysis.mask[i] * 255;
  return sharp(plane, { raw: { width: analysis.w, height: analysis.h, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** The pixel deepest inside a mask (farthest from its edge): where a buyer taps. */
function deepest(width: number, height: number, keep: (i: number) => boolean): { x: number; y: number } {
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = keep(i) ? 1e9 : 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!d[i]) continue;
      d[i] = Math.min(d[i], x ? d[i - 1] + 1 : 1, y ? d[i - width] + 1 : 1);
    }
  let best = 0;
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!d[i]) continue;
      d[i] = Math.min(d[i], x < width - 1 ? d[i + 1] + 1 : 1, y < height - 1 ? d[i + width] + 1 : 1);
      if (d[i] > d[best]) best = i;
    }
  return { x: best % width, y: Math.floor(best / width) };
}

/** The largest connected piece of `wrong` (4-connected), or undefined. */
function largestPiece(wrong: Uint8Array, width: number, height: number): Uint8Array | undefined {
  const seen = new Int32Array(width * height);
  let best: number[] = [];
  for (let p = 0; p < wrong.length; p++) {
    if (!wrong[p] || seen[p]) continue;
    const stack = [p];
    const piece: number[] = [];
    seen[p] = 1;
    while (stack.length) {
      const q = stack.pop()!;
      piece.push(q);
      const x = q % width;
      for (const n of [x > 0 ? q - 1 : -1, x < width - 1 ? q + 1 : -1, q - width, q + width])
        if (n >= 0 && n < wrong.length && wrong[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
    }
    if (piece.length > best.length) best = piece;
  }
  if (best.length < wrong.length * 0.002) return undefined;
  const out = new Uint8Array(wrong.length);
  for (const q of best) out[q] = 1;
  return out;
}

/**
 * The product as held: the truth plus what lies between its first and last pixel in a row or in a
 * column (the fingers across a label, which the cutout keeps rather than leave holes in it).
 */
export function asHeld(truth: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(truth);
  const fill = (n: number, len: number, at: (k: number, i: number) => number) => {
    for (let k = 0; k < n; k++) {
      let a = -1;
      let b = -1;
      for (let i = 0; i < len; i++)
        if (truth[at(k, i)] >= 128) {
          if (a < 0) a = i;
          b = i;
        }
      for (let i = a + 1; a >= 0 && i < b; i++) out[at(k, i)] = 255;
    }
  };
  fill(height, width, (y, x) => y * width + x);
  fill(width, height, (x, y) => y * width + x);
  return out;
}

/** The corrections a buyer would make on step 2, each tried alone. */
async function tryFixes(
  photo: Buffer,
  truth: Buffer,
  mask: Buffer,
  width: number,
  height: number,
  held?: Buffer,
): Promise<Fix[]> {
  let x0 = width,
    y0 = height,
    x1 = -1,
    y1 = -1;
  for (let i = 0; i < truth.length; i++)
    if (truth[i] >= 128) {
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  if (x1 < 0) return [];
  // A box a finger draws: a little loose around the product.
  const m = Math.round(Math.max(x1 - x0, y1 - y0) * 0.04);
  const box = {
    x: Math.max(0, x0 - m),
    y: Math.max(0, y0 - m),
    w: Math.min(width, x1 + m + 1) - Math.max(0, x0 - m),
    h: Math.min(height, y1 + m + 1) - Math.max(0, y0 - m),
  };
  const tap = deepest(width, height, (i) => truth[i] >= 128);
  const fixes: Fix[] = [];
  const run = async (how: Fix['how'], hint: CutoutHint) => {
    const c = await computeCutout(photo, hint);
    const got = await maskOf(photo, c, hint);
    fixes.push(
      held ? { how, hint, iou: iouOf(got, held), bare: iouOf(got, truth) } : { how, hint, iou: iouOf(got, truth) },
    );
    return got;
  };
  await run('box', { box });
  const oneTap = await run('1 tap', { include: [tap] });
  // The second tap goes on the largest piece still wrong (kept but not the product).
  const wrong = new Uint8Array(truth.length);
  for (let i = 0; i < wrong.length; i++) wrong[i] = oneTap[i] >= 128 && truth[i] < 128 ? 1 : 0;
  let piece = largestPiece(wrong, width, height);
  if (!piece) {
    for (let i = 0; i < wrong.length; i++) wrong[i] = mask[i] >= 128 && truth[i] < 128 ? 1 : 0;
    piece = largestPiece(wrong, width, height);
  }
  if (piece) await run('2 taps', { include: [tap], exclude: [deepest(width, height, (i) => piece![i] === 1)] });
  return fixes;
}

/**
 * Mean |ΔRGB| in a band of 3 px either side of the true edge, with the cutout and the truth
 * (the generator's own product colours and coverage) both laid on magenta.
 */
async function fringeOf(cutout: Cutout, truthAlpha: Buffer, fgFile: string): Promise<number> {
  const { width, height } = cutout.photo;
  const fg = await sharp(fgFile).removeAlpha().raw().toBuffer();
  const { left, top } = cutout.region;
  const ours = await sharp(cutout.data, { raw: { width: cutout.width, height: cutout.height, channels: 4 } })
    .resize(cutout.region.width, cutout.region.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const C = [255, 0, 255];
  const inside = (i: number) => truthAlpha[i] >= 128;
  let sum = 0;
  let n = 0;
  const R = 3;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // In the band: some pixel within R has the other side of the true edge.
      let edge = false;
      for (let dy = -R; dy <= R && !edge; dy++)
        for (let dx = -R; dx <= R && !edge; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          if (inside(yy * width + xx) !== inside(i)) edge = true;
        }
      if (!edge) continue;
      const at = truthAlpha[i] / 255;
      const X = x - left;
      const Y = y - top;
      const j =
        X >= 0 && Y >= 0 && X < cutout.region.width && Y < cutout.region.height
          ? (Y * cutout.region.width + X) * 4
          : -1;
      const ao = j >= 0 ? ours[j + 3] / 255 : 0;
      let e = 0;
      for (let c = 0; c < 3; c++) {
        const truth = fg[i * 3 + c] * at + C[c] * (1 - at);
        const got = (j >= 0 ? ours[j + c] : 0) * ao + C[c] * (1 - ao);
        e += Math.abs(truth - got);
      }
      sum += e / 3;
      n++;
    }
  return n ? sum / n : 0;
}

export async function evaluateCutouts(
  opts: { only?: (e: Entry) => boolean; outDir?: string; heldOut?: boolean; fixes?: boolean } = {},
): Promise<EvalReport> {
  const entries = manifest(opts.heldOut).filter(opts.only ?? (() => true));
  const t0 = performance.now();
  await modelSession();
  const modelLoadMs = performance.now() - t0;
  const photos: PhotoResult[] = [];
  for (const e of entries) {
    const photo = fs.readFileSync(path.join(FIXTURES, 'photos', `${e.name}.jpg`));
    const start = performance.now();
    const cpu = process.cpuUsage();
    const cutout = await computeCutout(photo);
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    // CPU time of every thread (the network's pool included): less distorted by a busy machine than wall time.
    const cpuMs = (used.user + used.system) / 1000;
    const { width, height } = cutout.photo;
    const mask = await maskOf(photo, cutout);
    const truth = await grey(path.join(FIXTURES, 'masks', `${e.name}.png`), width, height);
    const iou = iouOf(mask, truth);
    const q = cutout.quality;
    const fallback = cutout.mode === 'framed';
    const declared = fallback || q.otherObjects || q.products > 1;
    const result: PhotoResult = {
      name: e.name,
      tags: e.tags,
      iou,
      fallback,
      declared,
      ms,
      cpuMs,
      fixes: [],
      warnings: cutout.warnings,
      reasons: q.fallbackReasons,
    };
    const labelFile = path.join(FIXTURES, 'labels', `${e.name}.png`);
    if (fs.existsSync(labelFile)) {
      const label = await grey(labelFile, width, height);
      let n = 0;
      let kept = 0;
      for (let i = 0; i < label.length; i++)
        if (label[i] >= 128) {
          n++;
          if (mask[i] >= 128) kept++;
        }
      result.labelKept = n ? kept / n : 1;
    }
    const fgFile = path.join(FIXTURES, 'foreground', `${e.name}.png`);
    if (fs.existsSync(fgFile) && cutout.mode === 'cutout') result.fringe = await fringeOf(cutout, truth, fgFile);
    if (opts.fixes !== false && (declared || iou < 0.85))
      result.fixes = await tryFixes(
        photo,
        truth,
        mask,
        width,
        height,
        e.tags.includes('hand') ? asHeld(truth, width, height) : undefined,
      );
    if (opts.outDir && cutout.mode === 'cutout') {
      fs.mkdirSync(opts.outDir, { recursive: true });
      await sharp(cutout.data, { raw: { width: cutout.width, height: cutout.height, channels: 4 } })
        .png()
        .toFile(path.join(opts.outDir, `${e.name}.png`));
    }
    photos.push(result);
  }
  const times = photos.map((p) => p.ms).sort((a, b) => a - b);
  const cpus = photos.map((p) => p.cpuMs).sort((a, b) => a - b);
  return {
    photos,
    mean: photos.reduce((s, p) => s + p.iou, 0) / photos.length,
    worst: photos.reduce((a, b) => (b.iou < a.iou ? b : a)),
    fallbacks: photos.filter((p) => p.fallback).length,
    medianMs: times[Math.floor(times.length / 2)],
    meanMs: times.reduce((s, t) => s + t, 0) / times.length,
    medianCpuMs: cpus[Math.floor(cpus.length / 2)],
    modelLoadMs,
  };
}

/** The best fix (highest IoU) of a photo, in words. */
export function bestFix(p: PhotoResult): Fix | undefined {
  return [...p.fixes].sort((a, b) => b.iou - a.iou)[0];
}

export function formatReport(r: EvalReport): string {
  const rows = r.photos.map((p) => {
    const fix = bestFix(p);
    return `${p.name.padEnd(32)} ${p.iou.toFixed(3)}  ${p.fallback ? 'fallback' : 'cutout  '}  ${p.declared ? 'declared' : '        '}  ${String(Math.round(p.ms)).padStart(5)} ms  ${String(Math.round(p.cpuMs)).padStart(5)} ms${p.labelKept !== undefined ? `  label kept ${(p.labelKept * 100).toFixed(1)} %` : ''}${p.fringe !== undefined ? `  fringe ${p.fringe.toFixed(1)}` : ''}${fix ? `  fixed by ${fix.how}: ${fix.iou.toFixed(3)} (${p.fixes.map((f) => `${f.how} ${f.iou.toFixed(3)}${f.bare !== undefined ? ` [${f.bare.toFixed(3)} without the fingers]` : ''}`).join(', ')})` : ''}${p.reasons.length ? `  (${p.reasons.join('; ')})` : ''}`;
  });
  const fringes = r.photos.filter((p) => p.fringe !== undefined);
  return [
    `${'photo'.padEnd(32)} IoU    result    warned     wall      CPU`,
    ...rows,
    '',
    `photos ${r.photos.length}, mean IoU ${r.mean.toFixed(3)}, worst ${r.worst.iou.toFixed(3)} (${r.worst.name}), fallbacks ${r.fallbacks}, declared ${r.photos.filter((p) => p.declared).length}`,
    fringes.length
      ? `fringe (mean |ΔRGB| within 3 px of the true edge, on magenta): mean ${(fringes.reduce((s, p) => s + p.fringe!, 0) / fringes.length).toFixed(1)} over ${fringes.length} photos`
      : '',
    `time per photo: median ${Math.round(r.medianMs)} ms, mean ${Math.round(r.meanMs)} ms wall; median ${Math.round(r.medianCpuMs)} ms CPU, all threads (model load ${Math.round(r.modelLoadMs)} ms, once per thread)`,
  ].join('\n');
}
