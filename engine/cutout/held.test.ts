import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutOut, getCutout } from './cutout.js';
import { cutoutPreview, previewOf } from './preview.js';
import { HAND_COVERS_PRODUCT, HAND_HOLDS_PRODUCT } from './quality.js';

/** A product held in a hand keeps its hand and arm to the photo's edge (docs/decisions/094-held-products-hand-to-the-edge.md). */
const FIXTURES = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'cutout');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, 'photos', `${name}.jpg`));
const BOTTLE = { box: { x: 300, y: 260, w: 510, h: 950 } };
const DROPPER = { box: { x: 400, y: 200, w: 400, h: 960 } };

const grey = async (png: Buffer) => sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });

describe('a product held in a hand', () => {
  it('keeps the hand and arm to the border they cross, and tells the buyer', { timeout: 120_000 }, async () => {
    for (const [name, hint, edge] of [
      ['hand-holding-bottle', BOTTLE, 'right'],
      ['hand-holding-dropper', DROPPER, 'left'],
    ] as const) {
      const c = await getCutout({ photo: fixture(name) }, hint);
      expect(c.mode).toBe('cutout');
      expect(c.held?.edges).toEqual([edge]);
      expect(c.warnings).toContain(HAND_COVERS_PRODUCT);
      expect(c.warnings).not.toContain(HAND_HOLDS_PRODUCT);
      // The layer's side on that border is the photo's border itself: the arm's cut edge.
      const hand = c.hand!;
      const f = c.region.width / c.width;
      const side = edge === 'right' ? c.region.left + (hand.left + hand.width) * f : c.region.left + hand.left * f;
      expect(Math.abs(side - (edge === 'right' ? c.photo.width : 0))).toBeLessThan(6);
      // Opaque at the cut edge, over the arm's width.
      const col = edge === 'right' ? hand.width - 1 : 0;
      let opaque = 0;
      for (let y = 0; y < hand.height; y++) if (hand.data[(y * hand.width + col) * 4 + 3] === 255) opaque++;
      expect(opaque).toBeGreaterThan(hand.height * 0.1);

      // Step 2 shows the hand with the product, reaching the border; the product alone does not.
      const shown = await grey((await cutoutPreview(fixture(name), hint)).mask);
      const alone = await grey((await previewOf(c)).mask);
      const { width: w, height: h } = shown.info;
      const x = edge === 'right' ? w - 1 : 0;
      let reach = 0;
      let reachAlone = 0;
      for (let y = 0; y < h; y++) {
        if (shown.data[y * w + x] >= 128) reach++;
        if (alone.data[y * w + x] >= 128) reachAlone++;
      }
      expect(reach).toBeGreaterThan(h * 0.05);
      expect(reachAlone).toBe(0);
    }
  });

  it('is read back from storage with the same hand', { timeout: 60_000 }, async () => {
    const photo = fixture('hand-holding-bottle');
    const stored = await cutOut(photo, BOTTLE);
    expect(stored.meta.held?.edges).toEqual(['right']);
    const fromStorage = { image: Buffer.from(stored.image!), meta: JSON.parse(JSON.stringify(stored.meta)) };
    const read = await getCutout({ photo, cutout: fromStorage });
    const fresh = await getCutout({ photo }, BOTTLE);
    expect([read.hand!.left, read.hand!.top, read.hand!.width, read.hand!.height]).toEqual([
      fresh.hand!.left,
      fresh.hand!.top,
      fresh.hand!.width,
      fresh.hand!.height,
    ]);
    expect(read.hand!.data.equals(fresh.hand!.data)).toBe(true);
  });

  it('leaves a photo without a hand as it was: no hand, no hand warning', { timeout: 60_000 }, async () => {
    for (const c of [
      await getCutout({ photo: fixture('bottle-studio-grey') }),
      await getCutout({ photo: fixture('white-jar-white-cup') }, { box: { x: 370, y: 385, w: 540, h: 645 } }),
    ]) {
      expect(c.held).toBeUndefined();
      expect(c.hand).toBeUndefined();
      expect(c.warnings.join(' ')).not.toMatch(/hand/);
    }
  });
});
