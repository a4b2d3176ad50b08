/**
 * Contact sheets for grading the catalogue as a marketer would (docs/ad-quality.md): every style in
 * all three sizes for each product of tests/fixtures/eval, two styles to a PNG page (a product's step-2 box, if any, applied), plus the
 * photo and brief and a copy.tsv of every ad's words, written to tmp/eval/<label>/.
 * Run: npm run ads:eval [-- --label before] [--set held-out] [--products id,id] [--styles 1,2,3]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import { STYLES } from '../engine/index.js';
import { cutOut } from '../engine/cutout/index.js';
import { renderAd } from '../engine/render/index.js';
import { initFaces, textLine } from '../engine/text/index.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS, evalPhoto } from '../tests/fixtures/eval/products.js';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'current' },
    set: { type: 'string', default: 'eval' },
    products: { type: 'string' },
    styles: { type: 'string' },
  },
});
const out = join(import.meta.dirname, '..', 'tmp', 'eval', values.label!);
mkdirSync(out, { recursive: true });
const set = values.set === 'held-out' ? HELD_OUT_PRODUCTS : EVAL_PRODUCTS;
const products = values.products ? set.filter((p) => values.products!.split(',').includes(p.id)) : set;
const styles = values.styles ? STYLES.filter((s) => values.styles!.split(',').map(Number).includes(s.id)) : STYLES;

// Every size is drawn at the same width, as a phone shows each one full-width in its feed: the
// 9:16 ad is then read at a third of its size, as on a phone, not at a fifth (docs/ad-quality.md).
const W = 360;
const SIZES = [
  ['1x1', W],
  ['4x5', Math.round(W * 1.25)],
  ['9x16', Math.round((W * 16) / 9)],
] as const;
const H = SIZES[2][1];
const ROW_W = SIZES.length * (W + 8) + 16;
const CAP = 30;
const PER_PAGE = 2;

await initFaces();
const label = (text: string, y: number, px = 20) =>
  textLine(text, { family: 'Inter', weight: 600 }, px, 12, y, ROW_W - 24, '#222222');
const tsv = ['product\tstyle\tname\theadline\tsubline\tcta\tbadges\twarnings'];
for (const product of products) {
  const photo = evalPhoto(product);
  const cutout = product.hint ? await cutOut(photo, product.hint) : undefined;
  const rows: Array<{ tiles: OverlayOptions[]; caption: string }> = [];
  for (const style of styles) {
    const ad = await renderAd(
      { photo, cutout, name: product.name, description: product.description, extras: product.extras },
      style.id,
      0,
    );
    const tiles: OverlayOptions[] = [];
    let x = 12;
    for (const [size, h] of SIZES) {
      tiles.push({ input: await sharp(ad.images[size]).resize(W, h).png().toBuffer(), left: x, top: CAP });
      x += W + 8;
    }
    rows.push({ tiles, caption: `${style.id}. ${style.name} (${style.category})` });
    const { headline, subline, cta, badges } = ad.copy;
    tsv.push(
      [product.id, style.id, style.name, headline, subline, cta, badges.join(' | '), ad.warnings.join(' | ')]
        .map((v) => String(v).replace(/\s+/g, ' '))
        .join('\t'),
    );
  }
  for (let page = 0; page * PER_PAGE < rows.length; page++) {
    const pageRows = rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
    const height = pageRows.length * (H + CAP + 12) + 12;
    const tiles: OverlayOptions[] = [];
    const text: string[] = [];
    pageRows.forEach((row, i) => {
      const y0 = i * (H + CAP + 12) + 6;
      text.push(label(row.caption, y0 + 4));
      for (const t of row.tiles) tiles.push({ ...t, top: (t.top ?? 0) + y0 });
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ROW_W}" height="${height}">${text.join('')}</svg>`;
    tiles.unshift({ input: new Resvg(svg).render().asPng(), left: 0, top: 0 });
    await sharp({ create: { width: ROW_W, height, channels: 3, background: '#eeeeec' } })
      .composite(tiles)
      .png({ compressionLevel: 6 })
      .toFile(join(out, `${product.id}-p${page + 1}.png`));
  }
  await sharp(photo)
    .resize(600, 600, { fit: 'inside' })
    .png()
    .toFile(join(out, `${product.id}-photo.png`));
  writeFileSync(
    join(out, `${product.id}-brief.txt`),
    `${product.name}\n\n${product.description}\n\nextras: ${JSON.stringify(product.extras ?? {})}\n`,
  );
  console.log(`${product.id}: ${styles.length} styles`);
}
writeFileSync(join(out, 'copy.tsv'), tsv.join('\n') + '\n');
console.log(`Wrote ${out}`);
