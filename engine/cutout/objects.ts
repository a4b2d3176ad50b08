import { colourCost, fitGmm } from './gmm.js';
import { grabCut } from './grabcut.js';
import { regions } from './ops.js';

/**
 * What stands out in the photo, as separate objects (docs/decisions/045-cutout-objects-and-hints.md).
 * A salient-object network marks a cup beside a jar, or a mug behind a tub, as one blob. The blob
 * is taken apart where it looks like two things side by side: a step in its top or bottom outline
 * that is not mirrored on the other side (a cap's shoulders are), followed by a graph cut between
 * the two sides that must run along an edge of the photo and leave two parts of different colours.
 * Separate blobs are separate objects too. Each object is then scored for looking like a package.
 */
export type Box = { x0: number; y0: number; x1: number; y1: number };
export type Part = {
  /** Its label in `labels`. */
  id: number;
  area: number;
  box: Box;
  /** 0..1: share of its pixels on a strong colour edge (printed labels have many, cups and leaves few). */
  detail: number;
  /** Area over its box's area (straight-sided packages are near 1). */
  rect: number;
  /** How much it looks like the product (larger is more). */
  score: number;
};
export type Objects = {
  /** Part id per pixel (0: not salient). */
  labels: Int32Array;
  parts: Part[];
  /** Salient regions too small to be an object. */
  fragments: number;
  /** Parts that came from taking one blob apart (not separate blobs). */
  splits: number;
  /**
   * Blobs whose outline steps like two things side by side but could not be taken apart (a white
   * cup against a white jar): the buyer is told all the same.
   */
  suspect: number;
};

/** A region at least this share of the largest is an object; smaller ones are crumbs. */
const SECOND_OBJECT = 0.25;
/**
 * How much better (nats per pixel) each part's own colour model explains it than the other's: two
 * objects side by side differ; two halves of one package do not.
 */
const SEPARATION = 2.5;
/** The cut between two objects runs along edges of the photo: its mean boundary weight (0 strong edge .. 1 none). */
const MAX_BOUNDARY = 0.4;
/** Smaller regions are noise; counted as fragments above this share of the image. */
const FRAGMENT = 0.0015;

export function findObjects(mask: Uint8Array, rgb: Uint8Array, w: number, h: number): Objects {
  const { labels, areas, boxes } = regions(mask, w, h);
  const largest = Math.max(0, ...areas.slice(1));
  const keep: number[] = [];
  let fragments = 0;
  areas.forEach((a, id) => {
    if (id === 0) return;
    if (a >= largest * SECOND_OBJECT) keep.push(id);
    else if (a >= w * h * FRAGMENT) fragments++;
  });
  const out = new Int32Array(w * h);
  let next = 1;
  let splits = 0;
  let suspect = 0;
  // Each kept blob's first part id (0: not kept), and its pieces when it was taken apart.
  const first = new Int32Array(areas.length);
  const taken: Array<((i: number) => number) | undefined> = new Array(areas.length).fill(undefined);
  for (const id of keep) {
    const pieces = splitBlob(labels, id, boxes[id], rgb, w, h);
    splits += pieces.count - 1;
    if (pieces.stepped && pieces.count === 1) suspect++;
    first[id] = next;
    if (pieces.count > 1) taken[id] = pieces.of;
    next += pieces.count;
  }
  relabel(labels, first, taken, out);
  const { partArea, bx } = partBoxes(out, w, h, next);
  const parts: Part[] = [];
  for (let id = 1; id < next; id++) {
    const o = id * 4;
    const box = { x0: bx[o], y0: bx[o + 1], x1: bx[o + 2], y1: bx[o + 3] };
    const part = describe(out, id, partArea[id], box, rgb, w);
    if (part) parts.push(part);
  }
  return { labels: out, parts, fragments, splits, suspect };
}

/*
 * The per-pixel loops in small plain functions, optimised once for every later call rather than
 * entered mid-loop on each (docs/decisions/085-cutout-speed-plain-loops.md).
 */

/** Each kept blob's pixels to their part id: the blob's first id, plus the piece when it was taken apart. */
function relabel(
  labels: Int32Array,
  first: Int32Array,
  taken: Array<((i: number) => number) | undefined>,
  out: Int32Array,
): void {
  for (let i = 0; i < out.length; i++) {
    const id = labels[i];
    if (!first[id]) continue;
    const of = taken[id];
    out[i] = first[id] + (of ? of(i) : 0);
  }
}

/** Every part's area and box (x0, y0, x1, y1 per part) in one pass over the labels (not one pass per part). */
function partBoxes(out: Int32Array, w: number, h: number, next: number): { partArea: Int32Array; bx: Int32Array } {
  const partArea = new Int32Array(next);
  const bx = new Int32Array(next * 4);
  for (let id = 0; id < next; id++) bx.set([w, h, -1, -1], id * 4);
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i++) {
      const id = out[i];
      if (!id) continue;
      partArea[id]++;
      const o = id * 4;
      if (x < bx[o]) bx[o] = x;
      if (x > bx[o + 2]) bx[o + 2] = x;
      if (y < bx[o + 1]) bx[o + 1] = y;
      if (y > bx[o + 3]) bx[o + 3] = y;
    }
  return { partArea, bx };
}

/** The long side of the copy a blob is taken apart on: a cut at this size is quick, and the seam is refined later. */
const SPLIT_SIDE = 128;

/**
 * Takes one blob apart into the objects standing side by side in it (two rounds: a jar, a cup and
 * its saucer), on a reduced copy. Returns how many pieces, and which piece (0..) a pixel is in.
 */
function splitBlob(
  labels: Int32Array,
  id: number,
  box: Box,
  rgb: Uint8Array,
  w: number,
  h: number,
): { count: number; of: (i: number) => number; stepped?: boolean } {
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  const one = { count: 1, of: () => 0 };
  if (bw < 24 || bh < 24) return one;
  const f = Math.max(1, Math.max(bw, bh) / SPLIT_SIDE);
  const m = 2;
  const sw = Math.ceil(bw / f) + m * 2;
  const sh = Math.ceil(bh / f) + m * 2;
  const at = (sx: number, sy: number) => {
    const x = Math.min(w - 1, Math.max(0, Math.floor(box.x0 + (sx - m + 0.5) * f)));
    const y = Math.min(h - 1, Math.max(0, Math.floor(box.y0 + (sy - m + 0.5) * f)));
    return y * w + x;
  };
  const small = new Int32Array(sw * sh);
  const srgb = new Uint8Array(sw * sh * 3);
  const k = Math.max(0, Math.floor(f / 2));
  for (let sy = 0; sy < sh; sy++)
    for (let sx = 0; sx < sw; sx++) {
      const j = sy * sw + sx;
      const i = at(sx, sy);
      const inside = sx >= m && sy >= m && sx < sw - m && sy < sh - m;
      small[j] = inside && labels[i] === id ? 1 : 0;
      // The mean colour of the pixels the reduced pixel stands for (edges stay edges, noise averages out).
      let r = 0,
        g = 0,
        b = 0,
        c = 0;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -k; dy <= k; dy++)
        for (let dx = -k; dx <= k; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          const q = (yy * w + xx) * 3;
          r += rgb[q];
          g += rgb[q + 1];
          b += rgb[q + 2];
          c++;
        }
      srgb[j * 3] = r / c;
      srgb[j * 3 + 1] = g / c;
      srgb[j * 3 + 2] = b / c;
    }
  let count = 1;
  const stepped = steps(small, 1, boxOf(small, 1, sw)!, sw).length > 0;
  for (let round = 0; round < 2; round++) {
    const before = count;
    for (let piece = 1; piece <= before; piece++) {
      const area = small.reduce((a, v) => a + (v === piece ? 1 : 0), 0);
      const pbox = boxOf(small, piece, sw);
      if (!pbox || area < sw * sh * 0.02) continue;
      const left = bestSplit(small, piece, pbox, area, srgb, sw, sh);
      if (!left) continue;
      count++;
      for (let j = 0; j < small.length; j++) if (small[j] === piece && !left[j]) small[j] = count;
    }
    if (count === before) break;
  }
  if (count === 1) return { ...one, stepped };
  // Which piece each reduced pixel stands for (the nearest piece within 2 px), looked up once per
  // reduced pixel rather than searched again for every pixel of the blob.
  const piece = new Int32Array(sw * sh);
  for (let sy = 0; sy < sh; sy++)
    for (let sx = 0; sx < sw; sx++) piece[sy * sw + sx] = nearestPiece(small, sw, sh, sx, sy);
  const col = new Int32Array(w);
  for (let x = 0; x < w; x++) col[x] = Math.min(sw - 1, Math.max(0, Math.floor((x - box.x0) / f) + m));
  return {
    count,
    stepped,
    of: (i) => {
      const x = i % w;
      const y = (i - x) / w;
      const sy = Math.min(sh - 1, Math.max(0, Math.floor((y - box.y0) / f) + m));
      return piece[sy * sw + col[x]];
    },
  };
}

/** The piece (0..) of the first labelled reduced pixel in rings 0, 1, 2 around (sx, sy), else 0. */
function nearestPiece(small: Int32Array, sw: number, sh: number, sx: number, sy: number): number {
  for (let r = 0; r < 3; r++)
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const v = small[Math.min(sh - 1, Math.max(0, sy + dy)) * sw + Math.min(sw - 1, Math.max(0, sx + dx))];
        if (v) return v - 1;
      }
  return 0;
}

function boxOf(labels: Int32Array, id: number, w: number): Box | undefined {
  let box: Box | undefined;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== id) continue;
    const x = i % w;
    const y = (i - x) / w;
    box ??= { x0: x, y0: y, x1: x, y1: y };
    if (x < box.x0) box.x0 = x;
    if (x > box.x1) box.x1 = x;
    if (y > box.y1) box.y1 = y;
  }
  return box;
}

function describe(
  labels: Int32Array,
  id: number,
  area: number,
  box: Box,
  rgb: Uint8Array,
  w: number,
): Part | undefined {
  if (!area) return undefined;
  const rect = area / ((box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1));
  const d = detail(labels, id, rgb, w, box);
  return { id, area, box, detail: d, rect, score: Math.sqrt(area) * rect * rect * (0.3 + d) };
}

/** Share of a part's pixels on a strong colour edge: printed labels have many, cups and leaves few. */
function detail(labels: Int32Array, id: number, rgb: Uint8Array, w: number, b: Box): number {
  let edges = 0;
  let n = 0;
  for (let y = b.y0 + 1; y < b.y1; y++)
    for (let x = b.x0 + 1; x < b.x1; x++) {
      const i = y * w + x;
      if (labels[i] !== id || labels[i + 1] !== id || labels[i + w] !== id) continue;
      n++;
      let d = 0;
      for (let c = 0; c < 3; c++)
        d = Math.max(
          d,
          Math.abs(rgb[i * 3 + c] - rgb[(i + 1) * 3 + c]),
          Math.abs(rgb[i * 3 + c] - rgb[(i + w) * 3 + c]),
        );
      if (d > 40) edges++;
    }
  return n ? Math.min(1, (edges / n) * 8) : 0;
}

/** The best two-way split of one piece, or undefined: the left part (1) of its pixels. */
function bestSplit(
  labels: Int32Array,
  id: number,
  box: Box,
  area: number,
  rgb: Uint8Array,
  w: number,
  h: number,
): Uint8Array | undefined {
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  if (bw < 16 || bh < 16) return undefined;
  let best: { left: Uint8Array; score: number } | undefined;
  for (const xs of steps(labels, id, box, w)) {
    const tried = trySplit(labels, id, box, area, xs, rgb, w, h);
    if (tried && (!best || tried.score > best.score)) best = tried;
  }
  return best?.left;
}

/**
 * Columns where the blob's top or bottom outline steps by at least a tenth of its height, and the
 * step has no mirror image across the blob's middle (a bottle's cap makes two mirrored steps).
 */
function steps(labels: Int32Array, id: number, box: Box, w: number): number[] {
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  const top = new Float32Array(bw).fill(-1);
  const bottom = new Float32Array(bw).fill(-1);
  for (let x = 0; x < bw; x++)
    for (let y = box.y0; y <= box.y1; y++) {
      if (labels[y * w + x + box.x0] !== id) continue;
      if (top[x] < 0) top[x] = y;
      bottom[x] = y;
    }
  const s = Math.max(2, Math.round(bw * 0.02));
  // The outline closed across narrow gaps first: a ribbed white cap on a pale backdrop is salient
  // only along its ribs, and the comb it leaves in the top outline is not a step between objects.
  const r = Math.max(2, Math.round(bw * 0.04));
  const found: number[] = [];
  for (const outline of [close(top, r, -1), close(bottom, r, 1)]) {
    const jump = (x: number) => (outline[x - s] < 0 || outline[x + s] < 0 ? 0 : (outline[x + s] - outline[x - s]) / bh);
    const lo = s + Math.round(bw * 0.1);
    const hi = bw - s - Math.round(bw * 0.1);
    for (let x = lo; x < hi; x++) {
      const j = jump(x);
      if (Math.abs(j) < 0.1) continue;
      // One step is the run of columns jumping the same way (a sharp step is a run of 2s + 1 equal
      // jumps); it stands at its strongest column, the middle one of a tie, so that a cap's left
      // edge is measured where its right edge is and the two are seen to mirror each other.
      let end = x;
      while (end + 1 < hi && Math.abs(jump(end + 1)) >= 0.1 && Math.sign(jump(end + 1)) === Math.sign(j)) end++;
      let peak = 0;
      for (let k = x; k <= end; k++) peak = Math.max(peak, Math.abs(jump(k)));
      const strongest: number[] = [];
      for (let k = x; k <= end; k++) if (Math.abs(jump(k)) === peak) strongest.push(k);
      const at = strongest[Math.floor(strongest.length / 2)];
      x = end;
      const mirror = bw - 1 - at;
      let mirrored = false;
      for (let m = Math.max(s, mirror - s * 2); m <= Math.min(bw - 1 - s, mirror + s * 2); m++)
        if (-jump(m) * Math.sign(j) > peak * 0.6) mirrored = true;
      if (mirrored) continue;
      if (!found.some((f) => Math.abs(f - at) < bw * 0.05)) found.push(at);
    }
  }
  return found.slice(0, 3).map((x) => x + box.x0);
}

/**
 * A 1-D closing of an outline (row per column, -1 where the column is empty) with a window of
 * 2r + 1 columns: gaps narrower than the window are bridged, steps wider than it stay where they
 * are. `outward` is -1 for a top outline (the object grows upwards), 1 for a bottom one.
 */
function close(outline: Float32Array, r: number, outward: -1 | 1): Float32Array {
  const n = outline.length;
  const pass = (from: Float32Array, pick: (a: number, b: number) => number) => {
    const to = new Float32Array(n).fill(-1);
    for (let x = 0; x < n; x++) {
      if (outline[x] < 0) continue;
      let v = from[x];
      for (let d = -r; d <= r; d++) {
        const u = from[x + d];
        if (x + d >= 0 && x + d < n && u >= 0) v = pick(v, u);
      }
      to[x] = v;
    }
    return to;
  };
  const grow = outward < 0 ? Math.min : Math.max;
  const shrink = outward < 0 ? Math.max : Math.min;
  return pass(pass(outline, grow), shrink);
}

/**
 * A graph cut between the blob's parts left and right of column xs. Kept when both parts are
 * substantial, the cut runs along strong edges of the photo, and the two parts differ in colour.
 */
function trySplit(
  labels: Int32Array,
  id: number,
  box: Box,
  area: number,
  xs: number,
  rgb: Uint8Array,
  w: number,
  h: number,
): { left: Uint8Array; score: number } | undefined {
  const m = 2;
  const roi = {
    x0: Math.max(0, box.x0 - m),
    y0: Math.max(0, box.y0 - m),
    x1: Math.min(w - 1, box.x1 + m),
    y1: Math.min(h - 1, box.y1 + m),
  };
  const n = w * h;
  const hard = new Uint8Array(n);
  const init = new Uint8Array(n);
  const prior = new Float32Array(n).fill(0.5);
  // Far from the step, each side keeps its own side: the outermost columns holding 6 % of the piece each.
  const columns = new Int32Array(box.x1 - box.x0 + 1);
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) if (labels[y * w + x] === id) columns[x - box.x0]++;
  let xl = box.x0;
  for (let sum = 0; xl < xs && sum < area * 0.06; xl++) sum += columns[xl - box.x0];
  let xr = box.x1;
  for (let sum = 0; xr > xs && sum < area * 0.06; xr--) sum += columns[xr - box.x0];
  for (let y = roi.y0; y <= roi.y1; y++)
    for (let x = roi.x0; x <= roi.x1; x++) {
      const i = y * w + x;
      if (labels[i] !== id) {
        hard[i] = 2;
        continue;
      }
      init[i] = x < xs ? 1 : 0;
      if (x < xl) hard[i] = 1;
      else if (x > xr) hard[i] = 2;
    }
  const { mask, boundary } = grabCut(rgb, w, h, { hard, init, prior }, { roi, rounds: 2, priorWeight: 0 });
  let left = 0;
  for (let i = 0; i < n; i++) if (mask[i] && labels[i] === id) left++;
  const right = area - left;
  const debug = (why: string): undefined => {
    if (process.env.CUTOUT_DEBUG) console.log(`  split at ${xs}: ${why}`);
    return undefined;
  };
  if (left < area * 0.08 || right < area * 0.08) return debug(`sides ${left}/${right}`);
  // Each side must hold together (one piece, mostly).
  for (const side of [1, 0]) {
    const bin = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (labels[i] === id && (mask[i] === 1) === (side === 1)) bin[i] = 1;
    const parts = regions(bin, w, h).areas.slice(1);
    if (Math.max(...parts) < (side ? left : right) * 0.85) return debug('in pieces');
  }
  if (boundary > MAX_BOUNDARY) return debug(`boundary ${boundary.toFixed(2)}`);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (mask[i] && labels[i] === id) out[i] = 1;
  // Objects side by side share a short stretch of outline; a label inside a package is surrounded by it.
  const shared = [0, 0];
  const outer = [0, 0];
  for (let i = 0; i < n; i++) {
    if (labels[i] !== id) continue;
    const x = i % w;
    const side = out[i];
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j < 0 || j >= n) continue;
      if (labels[j] !== id) outer[side]++;
      else if (out[j] !== side) shared[side]++;
    }
  }
  for (const side of [0, 1])
    if (shared[side] > (shared[side] + outer[side]) * 0.75) return debug(`side ${side} enclosed`);
  // Side by side: one vertical line leaves nearly all of each part on its own side (a cap on its
  // bottle, or one half of a package beside the other, fails this).
  const colL = new Int32Array(w);
  const colR = new Int32Array(w);
  for (let i = 0; i < n; i++) if (labels[i] === id) (out[i] ? colL : colR)[i % w]++;
  let wrong = Infinity;
  let lRight = left;
  let rLeft = 0;
  for (let x = 0; x < w; x++) {
    wrong = Math.min(wrong, lRight + rLeft);
    lRight -= colL[x];
    rLeft += colR[x];
  }
  if (wrong > Math.min(left, right) * 0.35) return debug(`not side by side (${wrong})`);
  // Two objects differ in colour; two halves of one package do not.
  const a = fitGmm(rgb, n, (i) => out[i] === 1);
  const b = fitGmm(rgb, n, (i) => labels[i] === id && !out[i]);
  if (!a || !b) return undefined;
  let sep = 0;
  for (let i = 0; i < n; i++) {
    if (labels[i] !== id) continue;
    const ca = colourCost(a, rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
    const cb = colourCost(b, rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
    sep += Math.min(20, Math.max(-20, out[i] ? cb - ca : ca - cb));
  }
  sep /= area;
  debug(`boundary ${boundary.toFixed(2)} separation ${sep.toFixed(2)}`);
  if (sep < SEPARATION) return undefined;
  return { left: out, score: (1 - boundary) * sep };
}
