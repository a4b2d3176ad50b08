import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asHeld } from '../../tests/support/cutout-eval.js';
import { networkRuns } from './model.js';
import { cutOut, getCutout } from './cutout.js';
import { cutoutPreview, previewOf } from './preview.js';
import { HAND_COVERS_PRODUCT, MORE_THAN_PRODUCT, MORE_THAN_PRODUCT_FRAMED } from './quality.js';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'cutout');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, 'photos', `${name}.jpg`));

async function iou(name: string, mask: Buffer, held = false): Promise<number> {
  const m = await sharp(mask).toColourspace('b-w').raw().toBuffer();
  const { data, info } = await sharp(path.join(FIXTURES, 'masks', `${name}.png`))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const t = held ? asHeld(data, info.width, info.height) : data;
  let inter = 0;
  let union = 0;
  for (let i = 0; i < t.length; i++) {
    if (m[i] >= 128 && t[i] >= 128) inter++;
    if (m[i] >= 128 || t[i] >= 128) union++;
  }
  return inter / union;
}

/** Props beside the product, and the buyer's box and taps (docs/decisions/045-cutout-objects-and-hints.md). */
describe('the cutout finds what is not the product', () => {
  it('cuts the jar out of a jar beside an espresso cup, and says it found more', { timeout: 60_000 }, async () => {
    const p = await cutoutPreview(fixture('jar-espresso-cup-wood'));
    expect(p.fallback).toBe(false);
    expect(p.warnings).toContain(MORE_THAN_PRODUCT);
    expect(await iou('jar-espresso-cup-wood', p.mask)).toBeGreaterThan(0.95);
  });

  it('warns even when it cannot take a white cup off a white jar', { timeout: 60_000 }, async () => {
    const p = await cutoutPreview(fixture('white-jar-white-cup'));
    expect(p.warnings).toContain(MORE_THAN_PRODUCT);
  });

  it('says nothing of the kind for a product alone', { timeout: 60_000 }, async () => {
    const p = await cutoutPreview(fixture('bottle-studio-grey'));
    expect(p.warnings).not.toContain(MORE_THAN_PRODUCT);
  });
});

describe('the buyer corrects the cutout', () => {
  it('a box around the product leaves the mug beside it out', { timeout: 60_000 }, async () => {
    const p = await cutoutPreview(fixture('tub-beside-mug'), { box: { x: 345, y: 465, w: 590, h: 560 } });
    expect(p.warnings).not.toContain(MORE_THAN_PRODUCT);
    expect(await iou('tub-beside-mug', p.mask)).toBeGreaterThan(0.9);
  });

  it('a box takes a white cup off a white jar', { timeout: 60_000 }, async () => {
    const p = await cutoutPreview(fixture('white-jar-white-cup'), { box: { x: 370, y: 385, w: 540, h: 645 } });
    expect(await iou('white-jar-white-cup', p.mask)).toBeGreaterThan(0.9);
  });

  it('a box cuts out a product a hand holds, instead of showing the whole photo', { timeout: 60_000 }, async () => {
    const plain = await cutoutPreview(fixture('hand-holding-pouch'));
    expect(plain.fallback).toBe(true);
    expect(plain.warnings).toContain(MORE_THAN_PRODUCT_FRAMED);
    const hint = { box: { x: 190, y: 270, w: 700, h: 960 } };
    const boxed = await cutoutPreview(fixture('hand-holding-pouch'), hint);
    expect(boxed.fallback).toBe(false);
    // The buyer hears that the hand stays (docs/decisions/094-held-products-hand-to-the-edge.md).
    expect(boxed.warnings).toContain(HAND_COVERS_PRODUCT);
    // The product itself, fingers across the label kept (docs/decisions/083-cutout-clean-edges-and-hands.md);
    // the preview adds the hand and arm the ads draw with it.
    const product = await previewOf(await getCutout({ photo: fixture('hand-holding-pouch') }, hint));
    expect(await iou('hand-holding-pouch', product.mask, true)).toBeGreaterThan(0.9);
  });
});

describe('a stored cutout', () => {
  it('renders from what was stored without running the network again', { timeout: 60_000 }, async () => {
    const photo = fixture('green-jar-wood');
    const stored = await cutOut(photo);
    expect(stored.meta.mode).toBe('cutout');
    expect(stored.image!.subarray(1, 4).toString()).toBe('PNG');
    const runs = networkRuns();
    // As storage gives it back: the PNG's bytes and the facts through JSON.
    const fromStorage = { image: Buffer.from(stored.image!), meta: JSON.parse(JSON.stringify(stored.meta)) };
    const read = await getCutout({ photo, cutout: fromStorage });
    expect(networkRuns()).toBe(runs);
    const fresh = await getCutout({ photo });
    expect([read.width, read.height]).toEqual([fresh.width, fresh.height]);
    expect(read.region).toEqual(fresh.region);
    expect(read.data.equals(fresh.data)).toBe(true);
  });

  it('a photo shown whole stores only its facts', { timeout: 60_000 }, async () => {
    const stored = await cutOut(fixture('hand-holding-bottle'));
    expect(stored.meta.mode).toBe('framed');
    expect(stored.image).toBeUndefined();
    const read = await getCutout({ photo: fixture('hand-holding-bottle'), cutout: stored });
    expect(read.mode).toBe('framed');
    expect(read.data.length).toBe(read.width * read.height * 4);
  });
});
