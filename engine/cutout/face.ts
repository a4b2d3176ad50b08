import { boxBlur, type Plane } from './ops.js';

/**
 * The top face of a box or lid the network did not see. A dark box on a dark backdrop came back
 * without its top face (probability ~0 there), and every ad showed a folded card
 * (docs/decisions/130-cutout-top-face-and-notches.md). Above the product's outline, each column is
 * walked up for the step where the photo turns from a face into the backdrop; a face is taken
 * when, over most of the product's width, that step is clear, its line is smooth (a box's edge
 * or a lid's rim, not a backdrop's pattern), and the face differs from the backdrop beside it at
 * the same height (a horizon behind a short product is the backdrop's own line, the same colour
 * left and right of the product).
 */
/** A colour step (Euclidean, 0..255, on the 5 × 5 mean) that counts as the face's edge. */
const STEP = 7;
/** The face at most this share of the product's width tall. */
const FACE_HEIGHT = 0.3;
/** Columns with a face must cover this share of the product's width. */
const COVER = 0.5;

/** Adds the face to mask (0/1, in place); returns the pixels added (0/1), or undefined when none. */
export function addTopFace(mask: Uint8Array, rgb: Uint8Array, w: number, h: number): Uint8Array | undefined {
  const top = new Int32Array(w).fill(-1);
  let area = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) {
        area++;
        if (top[x] < 0) top[x] = y;
      }
  let x0 = 0;
  while (x0 < w && top[x0] < 0) x0++;
  let x1 = w - 1;
  while (x1 >= 0 && top[x1] < 0) x1--;
  const width = x1 - x0 + 1;
  if (width < 24) return undefined;
  const planes = [0, 1, 2].map((c) => {
    const p = new Float32Array(w * h);
    for (let i = 0; i < p.length; i++) p[i] = rgb[i * 3 + c];
    return boxBlur(p, w, h, 2);
  });
  const dist = (i: number, j: number) =>
    Math.hypot(planes[0][i] - planes[0][j], planes[1][i] - planes[1][j], planes[2][i] - planes[2][j]);
  const maxH = Math.round(width * FACE_HEIGHT);
  const minH = Math.max(4, Math.round(width * 0.03));
  // The face's top row per column, -1 where the column has none.
  const edge = new Int32Array(w).fill(-1);
  for (let x = x0; x <= x1; x++) {
    const t = top[x];
    if (t < 0) continue;
    const lo = t - maxH;
    if (lo < 4) continue;
    let best = 0;
    let at = -1;
    let second = 0;
    for (let y = lo; y <= t - minH; y++) {
      const s = dist((y - 3) * w + x, (y + 2) * w + x);
      if (s > best) {
        if (at >= 0 && y - at > 5) second = Math.max(second, best);
        best = s;
        at = y;
      } else if (y - at > 5) second = Math.max(second, s);
    }
    // One clear step: a backdrop's own texture has many.
    if (at < 0 || best < STEP || second > best * 0.6) continue;
    edge[x] = at;
  }
  const run = longestRun(edge, x0, x1);
  if (!run || run.b - run.a + 1 < width * COVER) return undefined;
  if (!smooth(edge, run.a, run.b)) return undefined;
  // Gaps inside the run take their neighbours' line; then a running median takes out the grain's
  // pixel-to-pixel jitter, so the face's edge is a line.
  for (let x = run.a + 1; x < run.b; x++) if (edge[x] < 0) edge[x] = edge[x - 1];
  const line = edge.slice();
  for (let x = run.a; x <= run.b; x++) {
    const near: number[] = [];
    for (let k = Math.max(run.a, x - 3); k <= Math.min(run.b, x + 3); k++) near.push(edge[k]);
    near.sort((p, q) => p - q);
    line[x] = near[near.length >> 1];
  }
  edge.set(line);
  let n = 0;
  const face = [0, 0, 0];
  let yMin = h;
  let yMax = 0;
  for (let x = run.a; x <= run.b; x++)
    for (let y = edge[x] + 2; y < top[x] - 1; y++) {
      for (let c = 0; c < 3; c++) face[c] += planes[c][y * w + x];
      n++;
      yMin = Math.min(yMin, y);
      yMax = Math.max(yMax, y);
    }
  if (!n || n < area * 0.01) return undefined;
  for (let c = 0; c < 3; c++) face[c] /= n;
  if (!apartFromSides(planes, mask, face, run, yMin, yMax, width, w)) return undefined;
  // A line that runs on past the product into the backdrop is the backdrop's (a horizon, a shelf).
  const reach = Math.max(6, Math.round(width * 0.15));
  if (runsOn(mask, run.a, edge[run.a], -1, reach, dist, w) || runsOn(mask, run.b, edge[run.b], 1, reach, dist, w))
    return undefined;
  // Where the face narrows to less than the shortest step the walk can see (a box's corner), its
  // line is carried on until it meets the product's outline.
  const ends = taper(edge, top, run, x0, x1);
  const added = new Uint8Array(w * h);
  for (let x = ends.a; x <= ends.b; x++)
    for (let y = edge[x]; y < top[x]; y++) {
      added[y * w + x] = 1;
      mask[y * w + x] = 1;
    }
  return added;
}

/**
 * Whether the step at row y, column x, carries on sideways (dir −1 left, +1 right) over most of
 * the backdrop columns within reach (each checked 2 rows either side, for a line that slopes).
 */
function runsOn(
  mask: Uint8Array,
  x: number,
  y: number,
  dir: number,
  reach: number,
  dist: (i: number, j: number) => number,
  w: number,
): boolean {
  let seen = 0;
  let on = 0;
  const h = mask.length / w;
  for (let k = 3; k <= reach; k++) {
    const xx = x + dir * k;
    if (xx < 0 || xx >= w) break;
    if (mask[y * w + xx]) continue;
    let best = 0;
    for (let yy = Math.max(3, y - 2); yy <= Math.min(h - 3, y + 2); yy++)
      best = Math.max(best, dist((yy - 3) * w + xx, (yy + 2) * w + xx));
    seen++;
    if (best >= STEP * 0.6) on++;
  }
  return seen > 0 && on > seen * 0.5;
}

/** The run widened where its line, carried on at its end's slope, still lies above the outline. */
function taper(
  edge: Int32Array,
  top: Int32Array,
  run: { a: number; b: number },
  x0: number,
  x1: number,
): { a: number; b: number } {
  const span = Math.min(8, run.b - run.a);
  const ends = { a: run.a, b: run.b };
  if (span < 2) return ends;
  const left = (edge[run.a + span] - edge[run.a]) / span;
  for (let x = run.a - 1; x >= x0; x--) {
    const y = Math.round(edge[run.a] - left * (run.a - x));
    if (top[x] < 0 || y >= top[x] || left >= 0) break;
    edge[x] = y;
    ends.a = x;
  }
  const right = (edge[run.b - span] - edge[run.b]) / span;
  for (let x = run.b + 1; x <= x1; x++) {
    const y = Math.round(edge[run.b] - right * (x - run.b));
    if (top[x] < 0 || y >= top[x] || right >= 0) break;
    edge[x] = y;
    ends.b = x;
  }
  return ends;
}

/** The longest run of columns with a face (gaps of up to 2 columns bridged). */
function longestRun(edge: Int32Array, x0: number, x1: number): { a: number; b: number } | undefined {
  let best: { a: number; b: number } | undefined;
  let a = -1;
  let last = -1;
  for (let x = x0; x <= x1 + 3; x++) {
    const on = x <= x1 && edge[x] >= 0;
    if (on) {
      if (a < 0 || x - last > 3) a = x;
      last = x;
    }
    if (a >= 0 && (x - last > 3 || x > x1)) {
      if (!best || last - a > best.b - best.a) best = { a, b: last };
      a = -1;
    }
  }
  return best;
}

/** A box's edge or a lid's rim: each column's row within 2 px of the median of its neighbours. */
function smooth(edge: Int32Array, a: number, b: number): boolean {
  let off = 0;
  let n = 0;
  for (let x = a; x <= b; x++) {
    if (edge[x] < 0) continue;
    const near: number[] = [];
    for (let k = Math.max(a, x - 5); k <= Math.min(b, x + 5); k++) if (edge[k] >= 0) near.push(edge[k]);
    near.sort((p, q) => p - q);
    if (Math.abs(edge[x] - near[near.length >> 1]) > 2) off++;
    n++;
  }
  return n > 0 && off <= n * 0.15;
}

/** The face differs from the backdrop left and right of it at the same rows (where there is backdrop). */
function apartFromSides(
  planes: Plane[],
  mask: Uint8Array,
  face: number[],
  run: { a: number; b: number },
  yMin: number,
  yMax: number,
  width: number,
  w: number,
): boolean {
  const reach = Math.max(4, Math.round(width * 0.1));
  let sides = 0;
  for (const [from, to] of [
    [run.a - 3 - reach, run.a - 3],
    [run.b + 3, run.b + 3 + reach],
  ]) {
    const s = [0, 0, 0];
    let n = 0;
    for (let y = yMin; y <= yMax; y++)
      for (let x = Math.max(0, from); x <= Math.min(w - 1, to); x++) {
        const i = y * w + x;
        if (mask[i]) continue;
        for (let c = 0; c < 3; c++) s[c] += planes[c][i];
        n++;
      }
    if (n < 8) continue;
    sides++;
    if (Math.hypot(s[0] / n - face[0], s[1] / n - face[1], s[2] / n - face[2]) < STEP) return false;
  }
  return sides > 0;
}
