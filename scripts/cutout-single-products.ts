/**
 * `npx tsx scripts/cutout-single-products.ts`: false "more than your product" on photos of one
 * product (docs/decisions/048-cutout-measured.md). Runs the cutout's analysis on the demo products
 * (catalogue thumbnails, the example gallery), on each demo shape drawn with 4 caps × 4 bodies
 * (white, pale grey, black and gold caps; white, amber, dark green and pink bodies), on the ads'
 * test photos and on the evaluation set's photos without props, hands or a second product, and
 * counts the photos split into several objects or warned. The target is 0.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ITEMS, type DemoProduct } from '../engine/catalog/index.js';
import { demoProductPhoto } from '../engine/demo/index.js';
import { analysePhoto } from '../engine/cutout/index.js';

const photos: Array<{ name: string; bytes: () => Promise<Buffer> }> = [];
DEMO_ITEMS.forEach((d, i) => photos.push({ name: `demo ${i} (${d.name})`, bytes: () => demoProductPhoto(d.product) }));
for (const kind of ['bottle', 'jar', 'pouch', 'tub'] as const)
  for (const cap of ['#ffffff', '#d9d9d6', '#111111', '#c9a227'])
    for (const body of ['#ffffff', '#f2b632', '#1f4d2b', '#f4a6c0']) {
      const product: DemoProduct = { ...DEMO_ITEMS.find((d) => d.product.kind === kind)!.product, cap, body };
      photos.push({ name: `drawn ${kind} cap ${cap} body ${body}`, bytes: () => demoProductPhoto(product) });
    }
const ads = path.join('tests', 'fixtures', 'ads', 'photos');
// cluttered.jpg stands among a mug, fruit and a picture on purpose: not one product alone.
for (const f of fs.readdirSync(ads).filter((f) => f !== 'cluttered.jpg'))
  photos.push({ name: `ads/${f}`, bytes: async () => fs.readFileSync(path.join(ads, f)) });
const set = path.join('tests', 'fixtures', 'cutout');
const manifest = JSON.parse(fs.readFileSync(path.join(set, 'manifest.json'), 'utf8')) as Array<{
  name: string;
  tags: string[];
}>;
const more = ['props', 'hand', 'hand-beside', 'several', 'second-product'];
// The bottle on the coffee table stands beside an espresso cup and saucer (a prop, not tagged so).
const alone = (m: { name: string; tags: string[] }) =>
  !m.tags.some((t) => more.includes(t)) && m.name !== 'bottle-cluttered-coffee-table';
for (const m of manifest.filter(alone))
  photos.push({
    name: `cutout/${m.name}`,
    bytes: async () => fs.readFileSync(path.join(set, 'photos', `${m.name}.jpg`)),
  });

let wrong = 0;
for (const p of photos) {
  const { analysis, quality } = await analysePhoto(await p.bytes());
  const bad = analysis.objects > 1 || analysis.ambiguous || quality.otherObjects;
  if (bad) wrong++;
  if (bad) console.log(`split or warned: ${p.name} (objects ${analysis.objects})`);
}
console.log(`${wrong} of ${photos.length} single-product photos split or warned`);
