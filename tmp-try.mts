import { writeFileSync } from 'node:fs';
import { renderAd } from './engine/render.ts';
import { demoProductPhoto } from './engine/demo-products.ts';
import { DEMO_ITEMS } from './engine/demo-catalog.ts';
const ids = process.argv.slice(2).map(Number);
for (const id of ids) {
  const item = DEMO_ITEMS[id % DEMO_ITEMS.length];
  const photo = await demoProductPhoto(item.product);
  writeFileSync('/tmp/ads/photo.png', photo);
  const t = performance.now();
  const ad = await renderAd({ photo, name: item.name, description: item.description }, id, 0);
  console.log(id, Math.round(performance.now() - t), 'ms', ad.text, ad.warnings);
  for (const [k, v] of Object.entries(ad.images)) writeFileSync(`/tmp/ads/s${id}-${k}.png`, v);
}
