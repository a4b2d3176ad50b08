import { f, radial } from '../paint/index.js';

/**
 * Marble that reads as marble at a glance (docs/decisions/087-story-secondary-type.md): a stone
 * clouded in soft patches of a lighter and a darker tone, crossed by diagonal veins that wander and
 * branch, each a crisp core inside a wider faint halo. Thin horizontal strokes read as brushed
 * grey, not stone. Plain paths and gradients only: no blur filter or group opacity (each would make
 * the rasteriser paint another canvas-sized layer).
 */
export type VeinOpts = {
  /** The area veined. */
  box: { x: number; y: number; w: number; h: number };
  n: number;
  color: string;
  /** Core opacity (the halo is a third of it). */
  alpha: number;
  /** Core width in px at 1080 wide. */
  width: number;
};

/** One wandering vein from an edge across the box, diagonally, with a branch or two. */
function vein(r: () => number, o: VeinOpts): string[] {
  const { box } = o;
  const slope = 0.35 + r() * 0.5;
  const down = r() < 0.5 ? 1 : -1;
  let x = box.x - 20;
  let y = box.y + r() * box.h;
  const step = box.w / (7 + Math.floor(r() * 4));
  const pts: Array<[number, number]> = [[x, y]];
  while (x < box.x + box.w + 20) {
    x += step * (0.6 + r() * 0.8);
    y += down * step * slope * (0.4 + r() * 1.2) + (r() - 0.5) * step * 0.6;
    pts.push([x, y]);
  }
  // Smoothed through the midpoints: a vein wanders, a polyline reads as a crack.
  const d = (p: Array<[number, number]>) =>
    `M${f(p[0][0])} ${f(p[0][1])}${p
      .slice(1, -1)
      .map(([a, b], i) => `Q${f(a)} ${f(b)} ${f((a + p[i + 2][0]) / 2)} ${f((b + p[i + 2][1]) / 2)}`)
      .join('')}L${f(p.at(-1)![0])} ${f(p.at(-1)![1])}`;
  const out = [d(pts)];
  // A branch leaves the vein partway and fades out shorter and thinner.
  const at = 1 + Math.floor(r() * Math.max(1, pts.length - 3));
  const br: Array<[number, number]> = [pts[at]];
  let [bx, by] = pts[at];
  for (let i = 0; i < 3; i++) {
    bx += step * (0.5 + r() * 0.6);
    by -= down * step * (0.3 + r() * 0.7);
    br.push([bx, by]);
  }
  out.push(d(br));
  return out;
}

/** Veins as SVG: each path a faint wide halo under a crisp core; branches thinner. */
export function marbleVeins(r: () => number, o: VeinOpts): string {
  const s = o.box.w / 1080;
  let svg = '';
  for (let i = 0; i < o.n; i++) {
    const [main, branch] = vein(r, o);
    const core = o.width * s * (0.6 + r() * 0.9);
    const a = o.alpha * (0.6 + r() * 0.4);
    svg += `<path d="${main}" stroke="${o.color}" stroke-width="${f(core * 5)}" stroke-opacity="${(a / 4).toFixed(3)}" fill="none" stroke-linejoin="round"/>`;
    svg += `<path d="${main}" stroke="${o.color}" stroke-width="${f(core)}" stroke-opacity="${a.toFixed(3)}" fill="none" stroke-linejoin="round"/>`;
    svg += `<path d="${branch}" stroke="${o.color}" stroke-width="${f(core * 0.55)}" stroke-opacity="${(a * 0.8).toFixed(3)}" fill="none" stroke-linejoin="round"/>`;
  }
  return svg;
}

/** Soft patches of a lighter and a darker tone: the stone's clouding. */
export function marbleClouds(
  r: () => number,
  box: { x: number; y: number; w: number; h: number },
  light: string,
  dark: string,
  id: string,
  alpha = 0.35,
): string {
  const defs = `${radial(`${id}l`, light, alpha)}${radial(`${id}d`, dark, alpha)}`;
  let shapes = '';
  for (let i = 0; i < 7; i++) {
    const cx = box.x + r() * box.w;
    const cy = box.y + r() * box.h;
    const rx = box.w * (0.25 + r() * 0.3);
    const ry = Math.min(box.h * 0.6, rx * (0.3 + r() * 0.4));
    shapes += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id}${i % 2 ? 'd' : 'l'})"/>`;
  }
  return `<defs>${defs}</defs>${shapes}`;
}
