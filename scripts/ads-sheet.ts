/**
 * Contact sheets of the catalogue: every style in all three sizes, for two of the ad linter's
 * fixture photos (a tall bottle with English copy, a wide tub with German copy), written to
 * docs/ads-sheet-<fixture>.jpg so a reviewer sees the catalogue at a glance.
 * Run: npm run ads:sheet
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import { STYLES } from '../engine/index.js';
import { initFaces, textLine } from '../engine/text/index.js';
import { renderAd } from '../engine/render/index.js';
import { COPY, type CopyName, FULL_EXTRAS, photo, type PhotoName } from '../tests/fixtures/ads/cases.js';

const SHEETS: Array<{ photo: PhotoName; copy: CopyName; extras: boolean }> = [
  { photo: 'tall-bottle', copy: 'short', extras: false },
  { photo: 'wide-tub', copy: 'de', extras: true },
];
const H = 300;
const SIZES = [
  ['1x1', H],
  ['4x5', Math.round(H * 0.8)],
  ['9x16', Math.round(H * 0.5625)],
] as const;
const CELL_W = SIZES.reduce((s, [, w]) => s + w + 6, 0) + 12;
const CAP = 34;
const COLS = 3;

await initFaces();
for (const sheet of SHEETS) {
  const copy = COPY[sheet.copy];
  const tiles: OverlayOptions[] = [];
  const labels: string[] = [];
  for (const [i, style] of STYLES.entries()) {
    const ad = await renderAd(
      {
        photo: photo(sheet.photo),
        name: copy.name,
        description: copy.description,
        extras: sheet.extras ? FULL_EXTRAS : undefined,
      },
      style.id,
      0,
    );
    const x0 = (i % COLS) * CELL_W + 12;
    const y0 = Math.floor(i / COLS) * (H + CAP + 14) + 12;
    let x = x0;
    for (const [size, w] of SIZES) {
      tiles.push({
        input: await sharp(ad.images[size]).resize(w, H).jpeg({ quality: 86 }).toBuffer(),
        left: x,
        top: y0 + CAP,
      });
      x += w + 6;
    }
    labels.push(
      textLine(
        `${style.id}. ${style.name} \u00b7 ${style.category}`,
        { family: 'Inter', weight: 600 },
        20,
        x0,
        y0 + 6,
        CELL_W - 24,
        '#222222',
      ),
    );
  }
  const width = COLS * CELL_W + 12;
  const height = Math.ceil(STYLES.length / COLS) * (H + CAP + 14) + 12;
  const text = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels.join('')}</svg>`,
  ).render();
  tiles.unshift({ input: text.asPng(), left: 0, top: 0 });
  const out = join(import.meta.dirname, '..', 'docs', `ads-sheet-${sheet.photo}.jpg`);
  writeFileSync(
    out,
    await sharp({ create: { width, height, channels: 3, background: '#eeeeec' } })
      .composite(tiles)
      .jpeg({ quality: 84 })
      .toBuffer(),
  );
  console.log(
    `Wrote ${out} (${STYLES.length} styles x 3 sizes, ${sheet.photo}, ${sheet.copy} copy${sheet.extras ? ', with the buyer\u2019s extras' : ''})`,
  );
}
