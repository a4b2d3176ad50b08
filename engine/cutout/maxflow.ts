/**
 * Minimum s-t cut of a 4-connected pixel grid by the Boykov-Kolmogorov algorithm ("An
 * experimental comparison of min-cut/max-flow algorithms for energy minimization in vision",
 * 2004): two search trees grow from the terminals, and after each augmentation only the nodes
 * whose parent edge saturated look for a new parent. On image grids it needs far fewer steps than
 * augmenting-path or push-relabel methods. Capacities are integers, so the cut is exact.
 *
 * - `source[i]`: what it costs to put pixel i on the sink side (its edge from the source);
 * - `sink[i]`: what it costs to put it on the source side;
 * - `right[i]`, `down[i]`: the cost of separating pixel i from its right / lower neighbour
 *   (both directions).
 * Returns 1 for pixels on the source side.
 */
export type GridGraph = {
  w: number;
  h: number;
  source: Int32Array;
  sink: Int32Array;
  right: Int32Array;
  down: Int32Array;
};

const FREE = 0;
const S = 1;
const T = 2;
const TERMINAL = -2;
const NONE = -1;

export function minCut(g: GridGraph): Uint8Array {
  const { w, h } = g;
  const n = w * h;
  // Residual capacity of each node's four outgoing edges: 0 right, 1 down, 2 left, 3 up.
  const r = new Int32Array(n * 4);
  for (let i = 0; i < n; i++) {
    const x = i % w;
    if (x < w - 1) {
      r[i * 4] = g.right[i];
      r[(i + 1) * 4 + 2] = g.right[i];
    }
    if (i + w < n) {
      r[i * 4 + 1] = g.down[i];
      r[(i + w) * 4 + 3] = g.down[i];
    }
  }
  const off = [1, w, -1, -w];
  const has = (i: number, d: number) => (d === 0 ? i % w < w - 1 : d === 1 ? i + w < n : d === 2 ? i % w > 0 : i >= w);
  // Net terminal capacity: > 0 towards the source, < 0 towards the sink (the rest flowed s→i→t at once).
  const tr = new Float64Array(n);
  const tree = new Uint8Array(n);
  const parent = new Int8Array(n);
  const stamp = new Int32Array(n);
  const dist = new Int32Array(n);
  let time = 0;
  const queue = new Int32Array(n + 1);
  const queued = new Uint8Array(n);
  let qHead = 0;
  let qTail = 0;
  let qLen = 0;
  const push = (i: number) => {
    if (queued[i]) return;
    queued[i] = 1;
    queue[qTail] = i;
    qTail = (qTail + 1) % queue.length;
    qLen++;
  };
  const pop = () => {
    const i = queue[qHead];
    qHead = (qHead + 1) % queue.length;
    qLen--;
    queued[i] = 0;
    return i;
  };
  for (let i = 0; i < n; i++) {
    tr[i] = g.source[i] - g.sink[i];
    parent[i] = NONE;
    if (tr[i] > 0) tree[i] = S;
    else if (tr[i] < 0) tree[i] = T;
    else continue;
    parent[i] = TERMINAL;
    dist[i] = 1;
    push(i);
  }
  const orphans: number[] = [];

  /** Saturated-edge bookkeeping: a node whose parent edge saturated loses its parent. */
  const orphan = (i: number) => {
    parent[i] = NONE;
    orphans.push(i);
  };

  function augment(a: number, da: number, b: number) {
    // a is in S, b = a + off[da] in T, and the edge a→b has residual capacity.
    let f = r[a * 4 + da];
    for (let i = a; ;) {
      const d = parent[i];
      if (d === TERMINAL) {
        f = Math.min(f, tr[i]);
        break;
      }
      const p = i + off[d];
      f = Math.min(f, r[p * 4 + ((d + 2) & 3)]);
      i = p;
    }
    for (let i = b; ;) {
      const d = parent[i];
      if (d === TERMINAL) {
        f = Math.min(f, -tr[i]);
        break;
      }
      f = Math.min(f, r[i * 4 + d]);
      i = i + off[d];
    }
    r[a * 4 + da] -= f;
    r[b * 4 + ((da + 2) & 3)] += f;
    for (let i = a; ;) {
      const d = parent[i];
      if (d === TERMINAL) {
        tr[i] -= f;
        if (tr[i] === 0) orphan(i);
        break;
      }
      const p = i + off[d];
      const back = (d + 2) & 3;
      r[p * 4 + back] -= f;
      r[i * 4 + d] += f;
      if (r[p * 4 + back] === 0) orphan(i);
      i = p;
    }
    for (let i = b; ;) {
      const d = parent[i];
      if (d === TERMINAL) {
        tr[i] += f;
        if (tr[i] === 0) orphan(i);
        break;
      }
      const p = i + off[d];
      r[i * 4 + d] -= f;
      r[p * 4 + ((d + 2) & 3)] += f;
      if (r[i * 4 + d] === 0) orphan(i);
      i = p;
    }
  }

  /** Whether node j still reaches its terminal through parents; its distance if so (BK's time stamps). */
  function origin(j: number): number {
    let d = 0;
    for (let i = j; ;) {
      if (stamp[i] === time) {
        d += dist[i];
        break;
      }
      const p = parent[i];
      d++;
      if (p === TERMINAL) {
        stamp[i] = time;
        dist[i] = 1;
        break;
      }
      if (p === NONE) return -1;
      i = i + off[p];
    }
    // Mark the path, so later checks stop early.
    for (let i = j, k = d; stamp[i] !== time;) {
      stamp[i] = time;
      dist[i] = k--;
      i = i + off[parent[i]];
    }
    return d;
  }

  function adopt(p: number) {
    const t = tree[p];
    let best = -1;
    let bestD = Infinity;
    for (let d = 0; d < 4; d++) {
      if (!has(p, d)) continue;
      const q = p + off[d];
      if (tree[q] !== t) continue;
      const cap = t === S ? r[q * 4 + ((d + 2) & 3)] : r[p * 4 + d];
      if (cap <= 0) continue;
      const dq = origin(q);
      if (dq >= 0 && dq < bestD) {
        bestD = dq;
        best = d;
      }
    }
    if (best >= 0) {
      parent[p] = best;
      stamp[p] = time;
      dist[p] = bestD + 1;
      return;
    }
    // No valid parent: p is free again; its children are orphans, neighbours that could feed it become active.
    for (let d = 0; d < 4; d++) {
      if (!has(p, d)) continue;
      const q = p + off[d];
      if (tree[q] !== t) continue;
      const cap = t === S ? r[q * 4 + ((d + 2) & 3)] : r[p * 4 + d];
      if (cap > 0) push(q);
      if (parent[q] === ((d + 2) & 3)) orphan(q);
    }
    tree[p] = FREE;
  }

  while (qLen) {
    const p = pop();
    if (tree[p] === FREE) continue;
    // Grow from p until its tree meets the other one.
    let meet = -1;
    let meetDir = -1;
    const t = tree[p];
    for (let d = 0; d < 4 && meet < 0; d++) {
      if (!has(p, d)) continue;
      const q = p + off[d];
      const cap = t === S ? r[p * 4 + d] : r[q * 4 + ((d + 2) & 3)];
      if (cap <= 0) continue;
      if (tree[q] === FREE) {
        tree[q] = t;
        parent[q] = (d + 2) & 3;
        stamp[q] = stamp[p];
        dist[q] = dist[p] + 1;
        push(q);
      } else if (tree[q] !== t) {
        meet = q;
        meetDir = d;
      }
    }
    if (meet < 0) continue;
    time++;
    if (t === S) augment(p, meetDir, meet);
    else augment(meet, (meetDir + 2) & 3, p);
    while (orphans.length) adopt(orphans.pop()!);
    // p may have more paths to give.
    if (tree[p] !== FREE) push(p);
  }
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = tree[i] === S ? 1 : 0;
  return out;
}
