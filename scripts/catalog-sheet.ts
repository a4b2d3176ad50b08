/**
 * Contact sheet of every style thumbnail (with id and name), for a quick visual review.
 * Run: npm run catalog:sheet [-- out.png]   (default: tmp/catalog-sheet.png)
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { STYLES, styleThumbnailFile } from '../engine/catalog/styles.js';
import { textLayerSvg, h, fit, lines } from '../engine/svg.js';
import { Resvg } from '@resvg/resvg-js';

const ROOT = join(import.meta.dirname, '..');
const out = process.argv[2] ?? join(ROOT, 'tmp', 'catalog-sheet.png');
const TW = 324;
const TH = 405;
const CAP = 56;
const COLS = 6;
const rows = Math.ceil(STYLES.length / COLS);
const font = { family: 'Inter' as const, weight: 600 as const };

const tiles = await Promise.all(STYLES.map(async (s, i) => {
  const img = await sharp(join(ROOT, 'engine', 'catalog', 'assets', styleThumbnailFile(s.id))).resize(TW, TH).png().toBuffer();
  const label = await textLayerSvg([h('div', { display: 'flex', width: TW, height: CAP, padding: '6px 4px', flexDirection: 'column' }, [
    lines(fit(`${s.id}. ${s.name}`, font, TW - 8, 1, 18, 10), font, '#111111'),
    lines(fit(s.category, { family: 'Inter', weight: 400 }, TW - 8, 1, 14, 10), { family: 'Inter', weight: 400 }, '#555555'),
  ])], TW, CAP);
  const cap = new Resvg(label).render().asPng();
  const x = (i % COLS) * (TW + 16) + 16;
  const y = Math.floor(i / COLS) * (TH + CAP + 16) + 16;
  return [{ input: img, left: x, top: y }, { input: cap, left: x, top: y + TH }];
}));
mkdirSync(dirname(out), { recursive: true });
await sharp({ create: { width: COLS * (TW + 16) + 16, height: rows * (TH + CAP + 16) + 16, channels: 3, background: '#f2f2f2' } })
  .composite(tiles.flat()).png().toFile(out);
console.log(`Contact sheet with ${STYLES.length} styles written to ${out}`);
