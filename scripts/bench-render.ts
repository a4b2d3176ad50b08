/**
 * Renders 50 ads of mixed styles in all three layouts and prints ms per ad (median, p95),
 * CPU time per ad (process.cpuUsage deltas: user + system over all threads, so it is robust when
 * the machine is shared and wall time is not) and peak memory. Run: npm run bench:render
 */
import { loadavg } from 'node:os';
import { STYLES } from '../engine/catalog/styles.js';
import { DEMO_ITEMS } from '../engine/demo-catalog.js';
import { demoProductPhoto } from '../engine/demo-products.js';
import { renderAd } from '../engine/render.js';
import { emitResult } from './bench-lib.js';

const N = 50;
const WARMUP = 5;
const photos = await Promise.all(DEMO_ITEMS.map((d) => demoProductPhoto(d.product)));
let peak = 0;
const sampleMem = () => { peak = Math.max(peak, process.memoryUsage().rss); };
const timer = setInterval(sampleMem, 10);

async function one(i: number): Promise<{ wall: number; cpu: number }> {
  const style = STYLES[(i * 7) % STYLES.length];
  const d = i % DEMO_ITEMS.length;
  const c = process.cpuUsage();
  const t = performance.now();
  await renderAd({ photo: photos[d], name: DEMO_ITEMS[d].name, description: DEMO_ITEMS[d].description }, style.id, i % 4);
  const wall = performance.now() - t;
  const u = process.cpuUsage(c);
  return { wall, cpu: (u.user + u.system) / 1000 };
}

const load0 = loadavg();
// Every demo photo is cut out once before timing: a batch cuts its photo out once (engine/cutout.ts).
for (let i = 0; i < Math.max(WARMUP, DEMO_ITEMS.length); i++) await one(i + 100);
const runs: Array<{ wall: number; cpu: number }> = [];
for (let i = 0; i < N; i++) runs.push(await one(i));
clearInterval(timer);
sampleMem();
const load1 = loadavg();
const times = runs.map((r) => r.wall).sort((a, b) => a - b);
const cpus = runs.map((r) => r.cpu).sort((a, b) => a - b);
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
console.log(`Rendered ${N} ads (3 layouts each: 1080x1080, 1080x1350, 1080x1920) after ${WARMUP} warm-up renders`);
console.log(`median ${q(times, 0.5).toFixed(1)} ms/ad   p95 ${q(times, 0.95).toFixed(1)} ms/ad   min ${times[0].toFixed(1)}   max ${times[times.length - 1].toFixed(1)}`);
console.log(`CPU median ${q(cpus, 0.5).toFixed(1)} ms/ad   p95 ${q(cpus, 0.95).toFixed(1)} ms/ad   mean ${mean(cpus).toFixed(1)} ms/ad (user+system, all threads)`);
console.log(`peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
console.log(`load average (1 min) ${load0[0].toFixed(2)} at start, ${load1[0].toFixed(2)} at end`);
emitResult('render', [
  { name: 'render wall time per ad (3 layouts), median', value: Math.round(q(times, 0.5)), unit: 'ms' },
  { name: 'render wall time per ad (3 layouts), p95', value: Math.round(q(times, 0.95)), unit: 'ms' },
  { name: 'render CPU time per ad (3 layouts), median', value: Math.round(q(cpus, 0.5)), unit: 'ms' },
  { name: 'render peak RSS', value: Math.round(peak / 1024 / 1024), unit: 'MB' },
], { loadAverage: [load0[0], load1[0]] });
