import { darken, f, linStops, rng } from '../paint/index.js';

/**
 * Water Ripple’s river stone (docs/decisions/216-scenes-that-fit-the-product.md, amendment): a rounded
 * pebble with an irregular outline, its top a thin lit ellipse the pack stands on, its side darker
 * and wetter towards the waterline, a few mineral specks, a soft highlight on the lit side, and a
 * dark blurred reflection on the water under it. Its visible depth is at most 55 % of `room` (the water
 * left under the pack's foot), so the whole stone stays inside the canvas with water below it: the
 * flat slab before was "cut off by canvas edge in 1:1/4:5" and "looks pasted onto water".
 */
export function wetStone(o: {
  cx: number;
  y: number;
  width: number;
  room: number;
  seed: number;
  dir: number;
  deep: string;
}): { svg: string; waterline: number; depth: number } {
  const r = rng(o.seed + 29);
  const rx = o.width / 2;
  // Seen from a low camera: the top a thin ellipse round the pack's foot, the side a short bulge.
  const depth = Math.max(8, Math.min(o.width * 0.12, o.room * 0.55));
  const top = depth * 0.45;
  const wl = o.y + depth;
  const n = 18;
  const jit = Array.from({ length: n }, () => 1 + (r() - 0.5) * 0.07);
  const pts = jit.map((j, i) => {
    const t = (i / n) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    // Upper half: the top's back edge beside the pack; lower half: a rounded side, flatter at the
    // waterline, a little narrower where it meets the water.
    // The ends rounded (a superellipse), not the lens a plain ellipse over a bulge makes.
    const x = Math.sign(c) * Math.abs(c) ** 0.7;
    if (s <= 0) return [o.cx + rx * x * j, o.y + top * s * j] as const;
    return [o.cx + rx * x * (1 - 0.1 * s) * j, o.y + depth * Math.min(1, s ** 0.85 * (0.97 + (j - 1)))] as const;
  });
  // A closed Catmull-Rom curve through the points, as cubic Béziers.
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    d += `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  d += 'Z';
  const y0 = o.y - top;
  const span = wl - y0;
  const rim = (o.y + top - y0) / span;
  // Dry and lit on top, a wet darker band down the side to the waterline.
  const body = linStops('wst', [
    [0, '#b8b2a7'],
    [Math.max(0.05, rim - 0.1), '#a29b8f'],
    [Math.min(0.95, rim + 0.04), '#67625a'],
    [1, '#2b2926'],
  ]);
  const blur = (id: string, sd: number) =>
    `<filter id="${id}" x="-20%" y="-60%" width="140%" height="220%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`;
  const specks = Array.from({ length: 40 }, () => {
    const a = r() * Math.PI * 2;
    const k = Math.sqrt(r());
    const x = o.cx + Math.cos(a) * rx * 0.9 * k;
    const y = o.y + Math.sin(a) * depth * 0.7 * k + depth * 0.2;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1 + r() * Math.max(1, o.width * 0.004))}" fill="${r() < 0.5 ? '#ffffff' : '#1f1d1a'}" fill-opacity="${(0.08 + r() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const lit = -o.dir;
  const svg =
    `<defs>${body}${blur('wsb', Math.max(2, depth * 0.18))}${blur('wsh', Math.max(1.5, depth * 0.08))}<clipPath id="wsc"><path d="${d}"/></clipPath></defs>` +
    // The reflection and shadow on the water, under the waterline.
    `<ellipse cx="${f(o.cx)}" cy="${f(wl + depth * 0.12)}" rx="${f(rx * 0.98)}" ry="${f(depth * 0.42)}" fill="${darken(o.deep, 0.45)}" fill-opacity="0.5" filter="url(#wsb)"/>` +
    `<path d="${d}" fill="url(#wst)"/>` +
    `<g clip-path="url(#wsc)">` +
    // The top face, a step lighter, and a soft highlight towards the light.
    `<ellipse cx="${f(o.cx)}" cy="${f(o.y)}" rx="${f(rx * 0.9)}" ry="${f(top * 0.85)}" fill="#c2bdb3" fill-opacity="0.55" filter="url(#wsh)"/>` +
    `<ellipse cx="${f(o.cx + lit * rx * 0.45)}" cy="${f(o.y + depth * 0.25)}" rx="${f(rx * 0.28)}" ry="${f(depth * 0.22)}" fill="#ffffff" fill-opacity="0.22" filter="url(#wsh)"/>` +
    specks +
    // The wet rim: darker where the water wets it, and a lit meniscus line at the waterline.
    `<rect x="${f(o.cx - rx)}" y="${f(wl - depth * 0.28)}" width="${f(rx * 2)}" height="${f(depth * 0.3)}" fill="#1c1b19" fill-opacity="0.35" filter="url(#wsh)"/>` +
    `</g>` +
    `<path d="M${f(o.cx - rx * 0.86)} ${f(wl - 1)}Q${f(o.cx)} ${f(wl + depth * 0.08)} ${f(o.cx + rx * 0.86)} ${f(wl - 1)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(Math.max(1.5, depth * 0.05))}" fill="none" filter="url(#wsh)"/>`;
  return { svg, waterline: wl, depth };
}
