/**
 * A carton's straight edges drawn straight (docs/decisions/187-cutout-straight-box-edges.md). Where
 * a box's dark side face meets a dark backdrop, the edge filter has little to go on and the refined
 * edge wanders a few pixels either way: a wavy box edge that graders see at once. When the whole
 * outline is a convex polygon of four to six sides (a box seen from the front or three-quarters)
 * and the mask stays within a few pixels of it everywhere, each side is fitted by least squares to
 * its own edge points and the outline is drawn as that polygon, anti-aliased. Bottles, tubs, jars,
 * pouches and gummies have curved outlines that need more sides and are left as they are.
 */
type Pt = { x: number; y: number };
type Line = { nx: number; ny: number; c: number };

/** A side may stray this share of the long side from the mask (a bottle shoulder cannot). */
const TOL = 0.01;
/** The mean and worst distance of the mask's outline from the polygon, as shares of the long side. */
const MEAN_FIT = 0.0045;
const WORST_FIT = 0.02;

export function straighten(alpha: Float32Array, rgb: Uint8Array, w: number, h: number): boolean {
  const edge = outline(alpha, w, h);
  if (edge.length < 40) return false;
  const long = Math.max(w, h);
  const tol = TOL * long;
  const hull = convexHull(edge);
  const corners = simplifyClosed(hull, tol);
  if (corners.length < 4 || corners.length > 6) return false;
  const lines = fitSides(corners, edge, tol);
  if (!lines) return false;
  const poly = lines.map((l, i) => meet(lines[(i + lines.length - 1) % lines.length], l));
  if (poly.some((p, i) => !p || Math.hypot(p.x - corners[i].x, p.y - corners[i].y) > 2 * tol)) return false;
  const polygon = poly as Pt[];
  const inward = sidesOf(polygon);
  let sum = 0;
  let worst = 0;
  for (const p of edge) {
    const d = Math.abs(signedDistance(inward, p.x, p.y));
    sum += d;
    worst = Math.max(worst, d);
  }
  if (sum / edge.length > MEAN_FIT * long || worst > WORST_FIT * long) return false;
  redraw(alpha, rgb, w, h, inward, Math.ceil(WORST_FIT * long) + 2);
  return true;
}

/** Sub-pixel points where alpha crosses one half, along every row and every column. */
function outline(alpha: Float32Array, w: number, h: number): Pt[] {
  const pts: Pt[] = [];
  const cross = (a: number, b: number) => (0.5 - a) / (b - a);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x + 1 < w; x++) {
      const a = alpha[row + x];
      const b = alpha[row + x + 1];
      if (a < 0.5 !== b < 0.5) pts.push({ x: x + 0.5 + cross(a, b), y: y + 0.5 });
    }
  }
  for (let x = 0; x < w; x++)
    for (let y = 0; y + 1 < h; y++) {
      const a = alpha[y * w + x];
      const b = alpha[(y + 1) * w + x];
      if (a < 0.5 !== b < 0.5) pts.push({ x: x + 0.5, y: y + 0.5 + cross(a, b) });
    }
  return pts;
}

function convexHull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], q) <= 0) out.pop();
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Douglas–Peucker on a closed outline, started from its two farthest-apart points. */
function simplifyClosed(ring: Pt[], tol: number): Pt[] {
  if (ring.length < 4) return ring;
  let a = 0;
  let b = 0;
  let far = -1;
  for (let i = 0; i < ring.length; i++)
    for (let j = i + 1; j < ring.length; j++) {
      const d = (ring[i].x - ring[j].x) ** 2 + (ring[i].y - ring[j].y) ** 2;
      if (d > far) [far, a, b] = [d, i, j];
    }
  const first = ring.slice(a, b + 1);
  const second = [...ring.slice(b), ...ring.slice(0, a + 1)];
  return [...dp(first, tol).slice(0, -1), ...dp(second, tol).slice(0, -1)];
}

function dp(pts: Pt[], tol: number): Pt[] {
  if (pts.length < 3) return pts;
  const s = pts[0];
  const e = pts[pts.length - 1];
  const len = Math.hypot(e.x - s.x, e.y - s.y) || 1;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < pts.length - 1; i++) {
    const d = Math.abs((e.x - s.x) * (s.y - pts[i].y) - (s.x - pts[i].x) * (e.y - s.y)) / len;
    if (d > worst) [worst, at] = [d, i];
  }
  if (worst <= tol) return [s, e];
  return [...dp(pts.slice(0, at + 1), tol).slice(0, -1), ...dp(pts.slice(at), tol)];
}

/** Each side's line fitted (total least squares) to the outline points near it, away from its corners. */
function fitSides(corners: Pt[], edge: Pt[], tol: number): Line[] | undefined {
  const lines: Line[] = [];
  for (let i = 0; i < corners.length; i++) {
    const s = corners[i];
    const e = corners[(i + 1) % corners.length];
    const dx = e.x - s.x;
    const dy = e.y - s.y;
    const len = Math.hypot(dx, dy);
    if (len < 8 * tol) return undefined;
    const ux = dx / len;
    const uy = dy / len;
    let n = 0,
      mx = 0,
      my = 0;
    const near: Pt[] = [];
    for (const p of edge) {
      const t = (p.x - s.x) * ux + (p.y - s.y) * uy;
      if (t < 0.08 * len || t > 0.92 * len) continue;
      if (Math.abs((p.x - s.x) * uy - (p.y - s.y) * ux) > tol) continue;
      near.push(p);
      n++;
      mx += p.x;
      my += p.y;
    }
    if (n < 0.5 * len) return undefined;
    mx /= n;
    my /= n;
    let sxx = 0,
      sxy = 0,
      syy = 0;
    for (const p of near) {
      sxx += (p.x - mx) ** 2;
      sxy += (p.x - mx) * (p.y - my);
      syy += (p.y - my) ** 2;
    }
    const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    const nx = -Math.sin(theta);
    const ny = Math.cos(theta);
    lines.push({ nx, ny, c: -(nx * mx + ny * my) });
  }
  return lines;
}

function meet(a: Line, b: Line): Pt | undefined {
  const det = a.nx * b.ny - a.ny * b.nx;
  if (Math.abs(det) < 1e-6) return undefined;
  return { x: (-a.c * b.ny + b.c * a.ny) / det, y: (-a.nx * b.c + b.nx * a.c) / det };
}

/** The polygon's sides as lines whose positive side is the inside. */
function sidesOf(poly: Pt[]): Line[] {
  let area = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    area += p.x * q.y - q.x * p.y;
  }
  const sign = area > 0 ? 1 : -1;
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length];
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const nx = (-(q.y - p.y) / len) * sign;
    const ny = ((q.x - p.x) / len) * sign;
    return { nx, ny, c: -(nx * p.x + ny * p.y) };
  });
}

/** Distance inside the convex polygon (negative outside). */
function signedDistance(sides: Line[], x: number, y: number): number {
  let d = Infinity;
  for (const s of sides) d = Math.min(d, s.nx * x + s.ny * y + s.c);
  return d;
}

/**
 * Alpha near the outline becomes the polygon's coverage of each pixel. A pixel that gains coverage
 * takes its colour from the product a few pixels further in, so no backdrop colour comes in with it.
 */
function redraw(alpha: Float32Array, rgb: Uint8Array, w: number, h: number, sides: Line[], band: number): void {
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const d = signedDistance(sides, x + 0.5, y + 0.5);
      if (d > band) continue;
      const i = y * w + x;
      const cover = Math.min(1, Math.max(0, d + 0.5));
      if (cover > alpha[i] + 0.05) {
        let near = sides[0];
        for (const s of sides) if (s.nx * (x + 0.5) + s.ny * (y + 0.5) + s.c === d) near = s;
        const step = Math.max(0, -d) + 3;
        const fx = Math.min(w - 1, Math.max(0, Math.round(x + near.nx * step)));
        const fy = Math.min(h - 1, Math.max(0, Math.round(y + near.ny * step)));
        const f = (fy * w + fx) * 3;
        rgb[i * 3] = rgb[f];
        rgb[i * 3 + 1] = rgb[f + 1];
        rgb[i * 3 + 2] = rgb[f + 2];
      }
      alpha[i] = cover;
    }
}
