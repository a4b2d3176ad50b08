/**
 * The pixel rule of a render-speed change (docs/decisions/186-render-speed-shadow-loops.md): renders
 * every style in all three sizes over the demo photos and keeps each canvas's pixels and each
 * size's layout, then compares two such runs: PSNR and SSIM (8x8 windows of the luma) per canvas,
 * and the layouts (the plans' boxes) byte for byte.
 *   tsx scripts/render-same.ts dump <dir> [rounds]    (rounds of 31 ads, the photo cycling)
 *   tsx scripts/render-same.ts compare <dirA> <dirB>
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STYLES, DEMO_ITEMS } from '../engine/index.js';
import { demoProductPhoto } from '../engine/demo/index.js';
import { renderAd } from '../engine/render/index.js';
import { AD_SIZE_KEYS } from '../contract/engine.js';

const [mode, a, b] = process.argv.slice(2);

async function dump(dir: string, rounds: number) {
  fs.mkdirSync(dir, { recursive: true });
  const photos = await Promise.all(DEMO_ITEMS.map((d) => demoProductPhoto(d.product)));
  let cpu = 0;
  for (let r = 0; r < rounds; r++)
    for (const style of STYLES) {
      const d = (style.id + r * 3) % DEMO_ITEMS.length;
      const c = process.cpuUsage();
      const ad = await renderAd(
        { photo: photos[d], name: DEMO_ITEMS[d].name, description: DEMO_ITEMS[d].description },
        style.id,
        r * 5 + (style.id % 4),
      );
      const u = process.cpuUsage(c);
      cpu += (u.user + u.system) / 1000;
      for (const k of AD_SIZE_KEYS) {
        const name = `${r}-${style.id}-${k.replace(/[^a-z0-9]/gi, '_')}`;
        const raw = await sharp(ad.images[k]).raw().toBuffer();
        fs.writeFileSync(path.join(dir, `${name}.raw`), raw);
        fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(ad.layouts[k]));
      }
    }
  console.log(`${rounds * STYLES.length} ads, CPU ${(cpu / (rounds * STYLES.length)).toFixed(1)} ms/ad`);
}

function psnr(x: Buffer, y: Buffer): number {
  let se = 0;
  for (let i = 0; i < x.length; i++) se += (x[i] - y[i]) ** 2;
  return se === 0 ? Infinity : 10 * Math.log10((255 * 255) / (se / x.length));
}

/** Mean SSIM over 8x8 windows of the luma (RGB, 3 channels). */
function ssim(x: Buffer, y: Buffer, w: number, h: number): number {
  const luma = (p: Buffer) => {
    const l = new Float64Array(w * h);
    for (let i = 0; i < w * h; i++) l[i] = 0.299 * p[i * 3] + 0.587 * p[i * 3 + 1] + 0.114 * p[i * 3 + 2];
    return l;
  };
  const lx = luma(x);
  const ly = luma(y);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let n = 0;
  for (let by = 0; by + 8 <= h; by += 8)
    for (let bx = 0; bx + 8 <= w; bx += 8) {
      let mx = 0,
        my = 0,
        vx = 0,
        vy = 0,
        cv = 0;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const k = (by + j) * w + bx + i;
          mx += lx[k];
          my += ly[k];
        }
      mx /= 64;
      my /= 64;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const k = (by + j) * w + bx + i;
          vx += (lx[k] - mx) ** 2;
          vy += (ly[k] - my) ** 2;
          cv += (lx[k] - mx) * (ly[k] - my);
        }
      vx /= 63;
      vy /= 63;
      cv /= 63;
      sum += ((2 * mx * my + c1) * (2 * cv + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      n++;
    }
  return sum / n;
}

function compare(da: string, db: string) {
  const names = fs.readdirSync(da).filter((f) => f.endsWith('.raw'));
  let minP = Infinity;
  let minS = 1;
  let identical = 0;
  let plansDiffer = 0;
  let maxDiff = 0;
  const worst: string[] = [];
  for (const f of names) {
    const x = fs.readFileSync(path.join(da, f));
    const y = fs.readFileSync(path.join(db, f));
    const base = f.replace(/\.raw$/, '');
    const la = fs.readFileSync(path.join(da, `${base}.json`), 'utf8');
    const lb = fs.readFileSync(path.join(db, `${base}.json`), 'utf8');
    if (la !== lb) plansDiffer++;
    const { width: w, height: h } = JSON.parse(la) as { width: number; height: number };
    if (x.equals(y)) {
      identical++;
      continue;
    }
    for (let i = 0; i < x.length; i++) maxDiff = Math.max(maxDiff, Math.abs(x[i] - y[i]));
    const p = psnr(x, y);
    const s = ssim(x, y, w, h);
    if (p < minP || s < minS) worst.push(`${base} ${p.toFixed(1)} dB SSIM ${s.toFixed(4)}`);
    minP = Math.min(minP, p);
    minS = Math.min(minS, s);
  }
  console.log(
    `${names.length} canvases: ${identical} byte-identical; min PSNR ${minP.toFixed(2)} dB, min SSIM ${minS.toFixed(5)}, max channel difference ${maxDiff}; layouts differing ${plansDiffer}`,
  );
  for (const l of worst.slice(-5)) console.log(`  ${l}`);
  if (minP < 38 || minS < 0.99 || plansDiffer) process.exitCode = 1;
}

if (mode === 'dump') await dump(a, Number(b ?? 1));
else if (mode === 'compare') compare(a, b);
else throw new Error('usage: render-same.ts dump <dir> [rounds] | compare <dirA> <dirB>');
