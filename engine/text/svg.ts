import { type FontSpec } from './fonts.js';
import { lineSvg, shapeLine, verticalMetrics } from './draw.js';

/**
 * One line of text as SVG paths, shrunk to a width if needed, placed by its top edge; for the
 * drawn demo products and the contact sheets (the ads themselves go through engine/compose/).
 * initFaces() must have been awaited.
 */
export function textLine(
  t: string,
  font: FontSpec,
  size: number,
  x: number,
  y: number,
  maxW: number,
  fill: string,
  o: { align?: 'left' | 'center'; ls?: number } = {},
): string {
  const line = shapeLine(t, font, o.ls ?? 0);
  const s = Math.min(size, line.width > 0 ? maxW / line.width : size);
  const m = verticalMetrics(font);
  const left = o.align === 'center' ? x + (maxW - line.width * s) / 2 : x;
  return lineSvg(line, s, left, y + m.ascender * s, fill);
}
