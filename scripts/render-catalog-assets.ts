/**
 * Renders every style thumbnail and every gallery example with the local renderer itself and
 * writes them to catalog/assets (committed, served by api/routes/catalog.ts).
 * Run: npm run catalog:assets
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_ITEMS, EXAMPLE_SPECS, exampleFile, STYLES, styleThumbnailFile } from '../engine/catalog/index.js';
import { demoProductPhoto } from '../engine/demo/index.js';
import { renderAd } from '../engine/render/index.js';

const OUT = join(import.meta.dirname, '..', 'engine', 'catalog', 'assets');
mkdirSync(OUT, { recursive: true });

async function render(demo: number, style: number, seed: number, size: '1x1' | '4x5'): Promise<Buffer> {
  const item = DEMO_ITEMS[demo % DEMO_ITEMS.length];
  const photo = await demoProductPhoto(item.product);
  const ad = await renderAd({ photo, name: item.name, description: item.description }, style, seed);
  return ad.images[size];
}

let total = 0;
for (const style of STYLES) {
  const png = await render(style.id % DEMO_ITEMS.length, style.id, 0, '4x5');
  const webp = await sharp(png).resize(432, 540).webp({ quality: 78 }).toBuffer();
  writeFileSync(join(OUT, styleThumbnailFile(style.id)), webp);
  total += webp.length;
}
for (const ex of EXAMPLE_SPECS) {
  const png = await render(ex.demo, ex.style, ex.seed, '1x1');
  const webp = await sharp(png).resize(540, 540).webp({ quality: 80 }).toBuffer();
  writeFileSync(join(OUT, exampleFile(ex.id)), webp);
  total += webp.length;
}
console.log(
  `Wrote ${STYLES.length} thumbnails and ${EXAMPLE_SPECS.length} examples (${(total / 1024).toFixed(0)} KB) to ${OUT}`,
);
