import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { modelSession, cutoutPreview, analysePhoto, getCutout } from '../../engine/cutout/index.js';

/**
 * Runs the cutout over the evaluation set (tests/fixtures/cutout/manifest.json) and compares each
 * mask with its ground truth. A photo that falls back is scored on the network's own mask (what
 * the cutout would have been), so the mean covers every photo.
 */
export const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'cutout');

export type PhotoResult = {
  name: string;
  tags: string[];
  iou: number;
  fallback: boolean;
  ms: number;
  cpuMs: number;
  labelKept?: number;
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

async function grey(file: string, width: number, height: number): Promise<Buffer> {
  return sharp(file).resize(width, height, { fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
}

export async function evaluateCutouts(
  opts: { only?: (e: Entry) => boolean; outDir?: string } = {},
): Promise<EvalReport> {
  const manifest = (JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as Entry[]).filter(
    opts.only ?? (() => true),
  );
  const t0 = performance.now();
  await modelSession();
  const modelLoadMs = performance.now() - t0;
  const photos: PhotoResult[] = [];
  for (const e of manifest) {
    const photo = fs.readFileSync(path.join(FIXTURES, 'photos', `${e.name}.jpg`));
    const start = performance.now();
    const cpu = process.cpuUsage();
    const cutout = await getCutout(photo);
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    // CPU time of every thread (the network's pool included): less distorted by a busy machine than wall time.
    const cpuMs = (used.user + used.system) / 1000;
    const { width, height } = cutout.photo;
    let mask: Buffer;
    if (cutout.mode === 'cutout') {
      mask = await sharp((await cutoutPreview(photo)).mask)
        .toColourspace('b-w')
        .raw()
        .toBuffer();
    } else {
      const { analysis } = await analysePhoto(photo);
      const plane = Buffer.alloc(analysis.w * analysis.h);
      for (let i = 0; i < plane.length; i++) plane[i] = analysis.mask[i] * 255;
      mask = await sharp(plane, { raw: { width: analysis.w, height: analysis.h, channels: 1 } })
        .resize(width, height, { fit: 'fill' })
        .toColourspace('b-w')
        .raw()
        .toBuffer();
    }
    const truth = await grey(path.join(FIXTURES, 'masks', `${e.name}.png`), width, height);
    let inter = 0;
    let union = 0;
    for (let i = 0; i < truth.length; i++) {
      const p = mask[i] >= 128;
      const t = truth[i] >= 128;
      if (p && t) inter++;
      if (p || t) union++;
    }
    const result: PhotoResult = {
      name: e.name,
      tags: e.tags,
      iou: union ? inter / union : 1,
      fallback: cutout.mode === 'framed',
      ms,
      cpuMs,
      warnings: cutout.warnings,
      reasons: cutout.quality.fallbackReasons,
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

export function formatReport(r: EvalReport): string {
  const rows = r.photos.map(
    (p) =>
      `${p.name.padEnd(32)} ${p.iou.toFixed(3)}  ${p.fallback ? 'fallback' : 'cutout  '}  ${String(Math.round(p.ms)).padStart(5)} ms  ${String(Math.round(p.cpuMs)).padStart(5)} ms${p.labelKept !== undefined ? `  label kept ${(p.labelKept * 100).toFixed(1)} %` : ''}${p.reasons.length ? `  (${p.reasons.join('; ')})` : ''}`,
  );
  return [
    `${'photo'.padEnd(32)} IoU    result     wall      CPU`,
    ...rows,
    '',
    `photos ${r.photos.length}, mean IoU ${r.mean.toFixed(3)}, worst ${r.worst.iou.toFixed(3)} (${r.worst.name}), fallbacks ${r.fallbacks}`,
    `time per photo: median ${Math.round(r.medianMs)} ms, mean ${Math.round(r.meanMs)} ms wall; median ${Math.round(r.medianCpuMs)} ms CPU, all threads (model load ${Math.round(r.modelLoadMs)} ms, once per thread)`,
  ].join('\n');
}
