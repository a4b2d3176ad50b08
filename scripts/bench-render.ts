/**
 * Renders 50 ads of mixed styles in all three layouts and prints ms per ad (median, p95) and
 * peak memory. Run: npm run bench:render
 */
import { STYLES } from '../catalog/styles.js';
import { DEMO_ITEMS } from '../engine/demo-catalog.js';
import { demoProductPhoto } from '../engine/demo-products.js';
import { renderAd } from '../engine/render.js';

const N = 50;
const WARMUP = 5;
const photos = await Promise.all(DEMO_ITEMS.map((d) => demoProductPhoto(d.product)));
let peak = 0;
const sampleMem = () => { peak = Math.max(peak, process.memoryUsage().rss); };
const timer = setInterval(sampleMem, 10);

async function one(i: number): Promise<number> {
  const style = STYLES[(i * 7) % STYLES.length];
  const d = i % DEMO_ITEMS.length;
  const t = performance.now();
  await renderAd({ photo: photos[d], name: DEMO_ITEMS[d].name, description: DEMO_ITEMS[d].description }, style.id, i % 4);
  return performance.now() - t;
}

for (let i = 0; i < WARMUP; i++) await one(i + 100);
const times: number[] = [];
for (let i = 0; i < N; i++) times.push(await one(i));
clearInterval(timer);
sampleMem();
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(`Rendered ${N} ads (3 layouts each: 1080x1080, 1080x1350, 1080x1920) after ${WARMUP} warm-up renders`);
console.log(`median ${q(0.5).toFixed(1)} ms/ad   p95 ${q(0.95).toFixed(1)} ms/ad   min ${times[0].toFixed(1)}   max ${times[times.length - 1].toFixed(1)}`);
console.log(`peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
