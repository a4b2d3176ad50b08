import { shapeLine } from './draw.js';
import { glyphPath } from './faces.js';
import { type FontSpec } from './fonts.js';

/**
 * How large a face reads: its x-height, measured from the outline of its "x" (em). Type is read at
 * its x-height, not its pixel size: Caveat's x-height is 0.37 em against Inter's 0.55, so Caveat
 * at 54 px reads as Inter at 36 (docs/decisions/103-feed-type-read-at-x-height.md).
 */
const measured = new Map<string, number>();
export function xHeightEm(font: FontSpec): number {
  const key = `${font.family}|${font.weight}|${font.style ?? 'normal'}`;
  let xh = measured.get(key);
  if (xh === undefined) {
    const { face, gid } = shapeLine('x', font).glyphs[0];
    // The path's numbers come in x,y pairs; the highest y is the top of the "x".
    const ys = [...glyphPath(face, gid).matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((_, i) => i % 2);
    xh = ys.length ? Math.max(...ys) / face.upem : 0.5;
    measured.set(key, xh);
  }
  return xh;
}

const REFERENCE: FontSpec = { family: 'Inter', weight: 600 };

/**
 * A face's x-height against Inter's, at most 1: the share of its pixel size it reads at. A face with
 * a larger x-height (capitals-only Bebas Neue) is not credited above its size.
 */
export function readScale(font: FontSpec): number {
  return Math.min(1, xHeightEm(font) / xHeightEm(REFERENCE));
}
