import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MODEL_FILE, MODEL_SHA256 } from './model.js';
import { cutoutPreview } from './preview.js';
import { MORE_THAN_PRODUCT_FRAMED } from './quality.js';
import { analysePhoto, getCutout, MAX_SIDE } from './cutout.js';
import { DEMO_ITEMS } from '../catalog/index.js';
import { demoProductPhoto } from '../demo/index.js';
import { busyPhoto } from '../../tests/support/engine-helpers.js';
import { BadEngineInputError } from '../../contract/engine.js';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'cutout');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, 'photos', `${name}.jpg`));

describe('the matting model', () => {
  it('is the vendored u2netp, with its licence beside it', () => {
    expect(createHash('sha256').update(fs.readFileSync(MODEL_FILE)).digest('hex')).toBe(MODEL_SHA256);
    expect(fs.readFileSync(path.join(path.dirname(MODEL_FILE), 'U2NET-LICENSE'), 'utf8')).toContain('Apache License');
  });
});

describe('getCutout', () => {
  it('cuts a studio product out with a crisp edge and no halo of the backdrop', async () => {
    const c = await getCutout({ photo: fixture('black-bottle-dark-sweep') });
    expect(c.mode).toBe('cutout');
    expect(c.warnings).toEqual([]);
    expect(c.quality.fallbackReasons).toEqual([]);
    // Cropped to the product: its box is about the bottle's (1000 × 500 px in a 1200 × 1500 photo).
    expect(c.native.height).toBeGreaterThan(950);
    expect(c.native.height).toBeLessThan(1060);
    expect(Math.max(c.width, c.height)).toBeLessThanOrEqual(MAX_SIDE);
    let partial = 0;
    let corners = 0;
    for (let i = 3; i < c.data.length; i += 4) if (c.data[i] > 0 && c.data[i] < 255) partial++;
    for (const [x, y] of [
      [0, 0],
      [c.width - 1, 0],
    ])
      corners += c.data[(y * c.width + x) * 4 + 3];
    expect(corners).toBe(0);
    // An anti-aliased outline: a thin band of partial alpha around a product of ~400k pixels.
    expect(partial).toBeGreaterThan(1000);
    expect(partial).toBeLessThan(c.width * c.height * 0.05);
  });

  it('keeps a white cap the network was unsure of, on a light backdrop', async () => {
    const photo = fs.readFileSync(path.join(FIXTURES, '..', 'ads', 'photos', 'tall-bottle.jpg'));
    const c = await getCutout({ photo });
    expect(c.mode).toBe('cutout');
    // The cap spans y 340-525 of the 2000 px photo, the bottle below it.
    expect(c.region.top).toBeGreaterThan(300);
    expect(c.region.top).toBeLessThan(370);
    const k = c.width / c.native.width;
    const at = (x: number, y: number) =>
      c.data[(Math.round((y - c.region.top) * k) * c.width + Math.round((x - c.region.left) * k)) * 4 + 3];
    expect(at(762, 430)).toBe(255);
    // The backdrop beside the cap stays out.
    expect(at(560, 430)).toBe(0);
  });

  it('cuts a dark tub out of a dark backdrop without a speckled rim', async () => {
    const c = await getCutout({ photo: fixture('black-tub-on-slate') });
    const { data, width: w, height: h } = c;
    const on = (x: number, y: number) => (data[(y * w + x) * 4 + 3] >= 128 ? 1 : 0);
    // Pixels that disagree with 3 of their 4 neighbours: the photo's grain turned into alpha (2483 before).
    let isolated = 0;
    for (let y = 1; y < h - 1; y++)
      for (let x = 1; x < w - 1; x++) {
        const s = on(x - 1, y) + on(x + 1, y) + on(x, y - 1) + on(x, y + 1);
        if ((on(x, y) && s <= 1) || (!on(x, y) && s >= 3)) isolated++;
      }
    expect(isolated).toBeLessThan(600);
  });

  it('keeps a full-resolution product instead of capping the photo', async () => {
    const c = await getCutout({ photo: fixture('bottle-studio-grey') });
    expect(c.mode).toBe('cutout');
    expect(c.height).toBeGreaterThan(900);
    expect(c.native).toEqual({ width: c.width, height: c.height });
  });

  it('falls back to the whole photo for a busy background, and says so', async () => {
    const c = await getCutout({ photo: await busyPhoto() });
    expect(c.mode).toBe('framed');
    expect(c.warnings.join(' ')).toMatch(/whole photo in a frame/);
    expect(c.data.length).toBe(c.width * c.height * 4);
  });

  it('falls back when a hand holds the product', async () => {
    const c = await getCutout({ photo: fixture('hand-holding-bottle') });
    expect(c.mode).toBe('framed');
    expect(c.quality.hand).toBe(true);
    // A tap or a box cuts it out all the same: the buyer hears the words of a prop (decision 045).
    expect(c.warnings[0]).toBe(MORE_THAN_PRODUCT_FRAMED);
  });

  it('warns about a small photo, several products and a blurry photo', async () => {
    expect((await getCutout({ photo: fixture('low-res-bottle') })).warnings.join(' ')).toMatch(
      /too small for a crisp 1080 px ad: the product is only \d+ px on its longest side/,
    );
    expect((await getCutout({ photo: fixture('three-bottles-lineup') })).warnings.join(' ')).toMatch(
      /shows 3 products/,
    );
    expect((await getCutout({ photo: fixture('blurry-jar') })).warnings.join(' ')).toMatch(/looks blurry/);
    expect((await getCutout({ photo: fixture('small-bottle-in-frame') })).warnings.join(' ')).toMatch(
      /small part of the photo/,
    );
  });

  it('keeps one product with a cap, a label and shoulders as one object, without a warning (every demo product)', async () => {
    // The white ribbed cap of a demo bottle on a pale backdrop is salient only along its ribs; the
    // comb in its outline once split the bottle in two (docs/decisions/048-cutout-measured.md).
    for (const item of DEMO_ITEMS) {
      const { analysis, quality } = await analysePhoto(await demoProductPhoto(item.product));
      expect({ name: item.name, objects: analysis.objects, suspect: analysis.ambiguous }).toEqual({
        name: item.name,
        objects: 1,
        suspect: false,
      });
      expect(quality.otherObjects).toBe(false);
    }
  });

  it('refuses a photo that cannot be decoded', async () => {
    await expect(getCutout({ photo: Buffer.from('not an image') })).rejects.toBeInstanceOf(BadEngineInputError);
  });
});

describe('cutoutPreview', () => {
  it("answers a PNG mask at the photo's own size, 255 on the product", async () => {
    const p = await cutoutPreview(fixture('bottle-studio-grey'));
    expect(p.fallback).toBe(false);
    expect((await sharp(p.mask).metadata()).channels).toBe(1);
    const { data, info } = await sharp(p.mask).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 1500]);
    expect(data[750 * 1200 + 600]).toBe(255);
    expect(data[20 * 1200 + 20]).toBe(0);
  });

  it('answers a full mask and the fallback flag for a photo shown whole', async () => {
    const p = await cutoutPreview(await busyPhoto());
    expect(p.fallback).toBe(true);
    const s = await sharp(p.mask).stats();
    expect(s.channels[0].min).toBe(255);
  });
});
