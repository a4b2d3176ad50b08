/**
 * Renders 50 ads of mixed styles in all three layouts and prints ms per ad (median, p95), CPU
 * time per ad (process.cpuUsage deltas: user + system over all threads, robust when the machine is
 * shared and wall time is not) and peak memory; and, in the same run, the floor: encoding the
 * same three PNG sizes alone with sharp (same settings), one after another, and the ratio of the
 * two medians. Side by side, as the renderer's main-thread path does, is printed too; the goal is
 * set against the first, by which the renderer before the composition review measured "about 7x"
 * (docs/decisions/013-renderer-passes-and-glyph-paths.md). It runs under `npm run worker`'s node
 * flags and environment (scripts/run-as-worker.ts), as the app renders. Run: npm run bench:render
 */
// First: under `npm run worker`'s node flags and environment, as production renders.
import './run-as-worker.js';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { STYLES, DEMO_ITEMS } from '../engine/index.js';
import { demoProductPhoto } from '../engine/demo/index.js';
import { renderAd } from '../engine/render/index.js';
import { AD_SIZE_KEYS } from '../contract/engine.js';
import { emitResult } from './bench-lib.js';

const N = 50;
const WARMUP = 5;
const PNG = { compressionLevel: 3, adaptiveFiltering: false } as const;
const photos = await Promise.all(DEMO_ITEMS.map((d) => demoProductPhoto(d.product)));
let peak = 0;
const sampleMem = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
};
const timer = setInterval(sampleMem, 10);

type Run = { wall: number; cpu: number; floor: number; floorSideBySide: number };

async function one(i: number): Promise<Run> {
  const style = STYLES[(i * 7) % STYLES.length];
  const d = i % DEMO_ITEMS.length;
  const c = process.cpuUsage();
  const t = performance.now();
  const ad = await renderAd(
    { photo: photos[d], name: DEMO_ITEMS[d].name, description: DEMO_ITEMS[d].description },
    style.id,
    i % 4,
  );
  const wall = performance.now() - t;
  const u = process.cpuUsage(c);
  // The floor: the same three canvases, encoded alone.
  const raws = await Promise.all(
    AD_SIZE_KEYS.map((k) => sharp(ad.images[k]).raw().toBuffer({ resolveWithObject: true })),
  );
  const encode = (r: (typeof raws)[number]) =>
    sharp(r.data, { raw: { width: r.info.width, height: r.info.height, channels: r.info.channels } })
      .png(PNG)
      .toBuffer();
  const f = performance.now();
  for (const r of raws) await encode(r);
  const floor = performance.now() - f;
  const p = performance.now();
  await Promise.all(raws.map(encode));
  return { wall, cpu: (u.user + u.system) / 1000, floor, floorSideBySide: performance.now() - p };
}

const load0 = loadavg();
// Every demo photo is cut out once before timing: a batch cuts its photo out once (engine/cutout/cutout.ts).
for (let i = 0; i < Math.max(WARMUP, DEMO_ITEMS.length); i++) await one(i + 100);
const runs: Run[] = [];
for (let i = 0; i < N; i++) runs.push(await one(i));
clearInterval(timer);
sampleMem();
const load1 = loadavg();
const sorted = (k: keyof Run) => runs.map((r) => r[k]).sort((a, b) => a - b);
const times = sorted('wall');
const cpus = sorted('cpu');
const floors = sorted('floor');
const floorsSide = sorted('floorSideBySide');
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const ratio = q(times, 0.5) / q(floors, 0.5);
console.log(`Rendered ${N} ads (3 layouts each: 1080x1080, 1080x1350, 1080x1920) after ${WARMUP} warm-up renders`);
console.log(
  `median ${q(times, 0.5).toFixed(1)} ms/ad   p95 ${q(times, 0.95).toFixed(1)} ms/ad   min ${times[0].toFixed(1)}   max ${times[times.length - 1].toFixed(1)}`,
);
console.log(
  `CPU median ${q(cpus, 0.5).toFixed(1)} ms/ad   p95 ${q(cpus, 0.95).toFixed(1)} ms/ad   mean ${mean(cpus).toFixed(1)} ms/ad (user+system, all threads)`,
);
console.log(
  `floor (the three PNGs encoded alone with sharp, one after another) median ${q(floors, 0.5).toFixed(1)} ms/ad; render/floor ${ratio.toFixed(2)}x (goal <= 4x, docs/performance.md)`,
);
console.log(
  `  encoded side by side: median ${q(floorsSide, 0.5).toFixed(1)} ms/ad; render/that ${(q(times, 0.5) / q(floorsSide, 0.5)).toFixed(2)}x`,
);
console.log(`peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
console.log(`load average (1 min) ${load0[0].toFixed(2)} at start, ${load1[0].toFixed(2)} at end`);
emitResult(
  'render',
  [
    {
      name: 'render wall time per ad (3 layouts), median',
      value: Math.round(q(times, 0.5)),
      unit: 'ms',
      goal: '< 150',
      ok: q(times, 0.5) < 150,
    },
    { name: 'render wall time per ad (3 layouts), p95', value: Math.round(q(times, 0.95)), unit: 'ms' },
    { name: 'render CPU time per ad (3 layouts), median', value: Math.round(q(cpus, 0.5)), unit: 'ms' },
    {
      name: 'PNG encoding floor per ad (3 layouts, one after another), median',
      value: Math.round(q(floors, 0.5) * 10) / 10,
      unit: 'ms',
    },
    {
      name: 'PNG encoding per ad (3 layouts side by side), median',
      value: Math.round(q(floorsSide, 0.5) * 10) / 10,
      unit: 'ms',
    },
    { name: 'render / floor', value: Math.round(ratio * 100) / 100, unit: 'x', goal: '<= 4', ok: ratio <= 4 },
    { name: 'render peak RSS', value: Math.round(peak / 1024 / 1024), unit: 'MB' },
  ],
  { loadAverage: [load0[0], load1[0]] },
);
