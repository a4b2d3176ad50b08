/**
 * Contact sheet of every style thumbnail (with id and name), for a quick visual review.
 * Run: npm run catalog:sheet [-- out.png]   (default: tmp/catalog-sheet.png)
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { STYLES, styleThumbnailFile } from '../engine/index.js';
import { initFaces, textLine } from '../engine/text/index.js';

const ROOT = join(import.meta.dirname, '..');
const out = process.argv[2] ?? join(ROOT, 'tmp', 'catalog-sheet.png');
const TW = 324;
const TH = 405;
const CAP = 56;
const COLS = 6;
const rows = Math.ceil(STYLES.length / COLS);
await initFaces();

const tiles = await Promise.all(
  STYLES.map(async (s, i) => {
    const img = await sharp(join(ROOT, 'engine', 'catalog', 'assets', styleThumbnailFile(s.id)))
      .resize(TW, TH)
      .png()
      .toBuffer();
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${CAP}">${textLine(`${s.id}. ${s.name}`, { family: 'Inter', weight: 600 }, 18, 4, 6, TW - 8, '#111111')}${textLine(s.category, { family: 'Inter', weight: 400 }, 14, 4, 30, TW - 8, '#555555')}</svg>`;
    const cap = new Resvg(label).render().asPng();
    const x = (i % COLS) * (TW + 16) + 16;
    const y = Math.floor(i / COLS) * (TH + CAP + 16) + 16;
    return [
      { input: img, left: x, top: y },
      { input: cap, left: x, top: y + TH },
    ];
  }),
);
mkdirSync(dirname(out), { recursive: true });
const sheet = sharp({
  create: { width: COLS * (TW + 16) + 16, height: rows * (TH + CAP + 16) + 16, channels: 3, background: '#f2f2f2' },
}).composite(tiles.flat());
// docs/catalog-sheet.jpg is committed: JPEG at a reviewer's resolution keeps it small.
await (
  out.endsWith('.jpg')
    ? sharp(await sheet.png().toBuffer())
        .resize(1400)
        .jpeg({ quality: 80 })
    : sheet.png()
).toFile(out);
console.log(`Contact sheet with ${STYLES.length} styles written to ${out}`);
