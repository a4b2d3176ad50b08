import { describe, expect, it } from 'vitest';
import { grain, GRAINY, raggedness, smoothRagged } from './edge.js';
import { enlarge } from './enlarge.js';

/** A 600 × 600 disc of radius 200 on nothing, its outline wobbling by `wobble` px and its colour grainy by `noise`. */
function disc(wobble: number, noise: number) {
  const w = 600;
  const data = Buffer.alloc(w * w * 4);
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  for (let y = 0; y < w; y++)
    for (let x = 0; x < w; x++) {
      const a = Math.atan2(y - 300, x - 300);
      const r = 200 + wobble * Math.sin(a * 40) + wobble * 0.6 * Math.sin(a * 70 + 1);
      if (Math.hypot(x - 300, y - 300) > r) continue;
      const v = Math.max(0, Math.min(255, Math.round(40 + rnd() * noise)));
      data.set([v, v, v, 255], (y * w + x) * 4);
    }
  return { data, width: w, height: w };
}

const alphaOf = (img: { data: Buffer; width: number; height: number }) => {
  const a = Buffer.alloc(img.width * img.height);
  for (let i = 0; i < a.length; i++) a[i] = img.data[i * 4 + 3];
  return a;
};

describe('a product cut from a grainy photo', () => {
  it('leaves a clean photo as it is', async () => {
    const clean = disc(3, 2);
    expect(grain(clean)).toBeLessThan(GRAINY);
    expect(await smoothRagged(clean)).toBe(clean);
  });

  it('smooths a ragged outline and colours it from inside', async () => {
    const ragged = disc(3, 30);
    expect(grain(ragged)).toBeGreaterThan(GRAINY);
    const out = await smoothRagged(ragged);
    const before = await raggedness(alphaOf(ragged), 600, 600);
    const after = await raggedness(alphaOf(out), 600, 600);
    expect(after).toBeLessThan(before * 0.7);
    // No pixel of the outline keeps the black of the empty photo around the disc.
    for (let i = 0; i < 600 * 600; i++) if (out.data[i * 4 + 3] > 0) expect(out.data[i * 4]).toBeGreaterThan(0);
  });

  it('enlarges by lanczos with the alpha kept and the size asked', async () => {
    const img = disc(0, 0);
    const big = await enlarge(img, 900, 900);
    expect(big.width).toBe(900);
    expect(big.data.length).toBe(900 * 900 * 4);
    expect(big.data[(450 * 900 + 450) * 4 + 3]).toBe(255);
    expect(big.data[3]).toBe(0);
  });
});
