import { darken, f, hexToRgb, lighten, lin, luminance, overlaps, rng, type Box } from '../paint/index.js';
import {
  bean,
  berries,
  capsule,
  citrus,
  cocoa,
  dropper,
  gummy,
  leaf,
  powderColour,
  root,
  softgel,
  tablet,
  type Prop,
} from './props.js';
import { type ProductLook, type SceneParams } from './types.js';

/**
 * Ingredient Spotlight's one prop: a small white ceramic bowl standing on the counter beside the
 * product, in focus, holding what the brief names: a powder heaped in its flavour's colour; else
 * its ingredient (citrus slices, berries, cocoa, coffee beans, root, leaves) or the product's own
 * pieces (capsules, softgels, tablets, gummies, the dropper on a saucer). The graders read the plain kitchen as
 * "no ingredient shown, near-clone of Phone Photo" (docs/decisions/184-scenes-for-the-product.md);
 * the ingredients hung on the tiles before read as floating clip-art (decision 161), so these stand
 * in a bowl on the counter, seen a little from above as the phone sees the table.
 */
type Fill = { prop?: Prop; powder?: string; size: number; saucer?: boolean };

function fillFor(look: ProductLook): Fill | undefined {
  const n = look.notes;
  // A powder shows itself, heaped in its flavour's colour (green for greens, brown for chocolate):
  // a few leaves or cocoa pieces in the bowl misstated what is in the tub.
  if (look.form === 'powder') return { powder: powderColour(look), size: 0 };
  if (n.includes('citrus')) return { prop: citrus, size: 0.42 };
  if (n.includes('berry')) return { prop: berries('#c72a4b'), size: 0.4 };
  if (n.includes('chocolate')) return { prop: cocoa, size: 0.34 };
  if (n.includes('coffee')) return { prop: bean, size: 0.3 };
  if (n.includes('root')) return { prop: root, size: 0.5 };
  if (n.includes('greens') || n.includes('mint')) return { prop: leaf('#4f7e44'), size: 0.42 };
  const gummyColour = n.includes('berry') ? '#d8344f' : '#e9a55a';
  const byForm: Partial<Record<ProductLook['form'], Fill>> = {
    capsules: { prop: capsule(look.brand), size: 0.3 },
    softgels: { prop: softgel, size: 0.28 },
    tablets: { prop: tablet, size: 0.26 },
    gummies: { prop: gummy(gummyColour), size: 0.28 },
    drops: { prop: dropper, size: 1, saucer: true },
  };
  return byForm[look.form];
}

/** Where the bowl stands: beside the product on the counter, else at the counter's front corner; none if the copy or product leaves no room. */
function place(p: SceneParams, bw: number, tall: number): { cx: number; y: number } | undefined {
  const { w, h, base, product } = p;
  const gap = bw * 0.12;
  const free = (cx: number, y: number) => {
    const b: Box = { x: cx - bw / 2, y: y - tall, w: bw, h: tall };
    return (
      cx - bw / 2 > w * 0.02 &&
      cx + bw / 2 < w * 0.98 &&
      y < h - bw * 0.05 &&
      !overlaps(b, product, 4) &&
      !p.hints.avoid.some((a) => overlaps(a, b, 12)) &&
      !(p.hints.hand && overlaps(p.hints.hand, b, 12))
    );
  };
  const near = base.y + bw * 0.06;
  const front = base.y + (h - base.y) * 0.62;
  const spots = [
    { cx: product.x - gap - bw / 2, y: near },
    { cx: product.x + product.w + gap + bw / 2, y: near },
    { cx: w * 0.2, y: front },
    { cx: w * 0.8, y: front },
  ];
  return spots.find((s) => free(s.cx, s.y));
}

export function ingredientBowl(p: SceneParams): string | undefined {
  const fill = fillFor(p.look);
  if (!fill) return undefined;
  const bw = p.w * 0.2;
  const bh = bw * 0.36;
  const ry = bw * 0.13;
  const at = place(p, bw, bh + bw * 0.32);
  if (!at) return undefined;
  const { cx, y } = at;
  const rx = bw / 2;
  const rim = y - bh;
  const r = rng(p.seed + 77);
  const lit = p.light.dir > 0 ? ['#ffffff', '#ece7df', '#c9c1b5'] : ['#c9c1b5', '#ece7df', '#ffffff'];
  const shadow = `<ellipse cx="${f(cx + p.light.dir * bw * 0.08)}" cy="${f(y)}" rx="${f(rx * 0.95)}" ry="${f(ry * 0.55)}" fill="#000" fill-opacity="0.35"/>`;
  if (fill.saucer) {
    // A saucer is too flat to hold a pipette inside it: the dropper lies across it.
    const saucer = `<ellipse cx="${f(cx)}" cy="${f(y - ry * 1.2)}" rx="${f(rx * 1.05)}" ry="${f(ry * 2.1)}" fill="#f4f0ea"/><ellipse cx="${f(cx)}" cy="${f(y - ry * 1.35)}" rx="${f(rx * 0.7)}" ry="${f(ry * 1.4)}" fill="#e3ddd3"/><path d="M${f(cx - rx * 1.05)} ${f(y - ry * 1.2)}A${f(rx * 1.05)} ${f(ry * 2.1)} 0 0 0 ${f(cx + rx * 1.05)} ${f(y - ry * 1.2)}" stroke="#cfc8bd" stroke-width="${f(Math.max(2, bw * 0.02))}" fill="none"/>`;
    const pipette = `<g transform="translate(${f(cx)} ${f(y - ry * 1.6)}) scale(1 0.8)">${fill.prop!(0, 0, bw * fill.size, -12)}</g>`;
    return `${shadow}${saucer}${pipette}`;
  }
  const inside = `<ellipse cx="${f(cx)}" cy="${f(rim)}" rx="${f(rx)}" ry="${f(ry)}" fill="#d8d1c6"/><ellipse cx="${f(cx)}" cy="${f(rim + ry * 0.15)}" rx="${f(rx * 0.9)}" ry="${f(ry * 0.8)}" fill="#bdb4a7"/>`;
  let heap = '';
  if (fill.powder) {
    // An unflavoured powder's cream a shade deeper, so the heap stands off the white bowl.
    const c = luminance(hexToRgb(fill.powder)) > 0.8 ? darken(fill.powder, 0.08) : fill.powder;
    heap = `<defs>${lin('ibp', [lighten(c, 0.18), c, darken(c, 0.18)], 0, 1)}</defs><path d="M${f(cx - rx * 0.9)} ${f(rim)}Q${f(cx - rx * 0.3)} ${f(rim - bw * 0.3)} ${f(cx)} ${f(rim - bw * 0.26)}Q${f(cx + rx * 0.3)} ${f(rim - bw * 0.3)} ${f(cx + rx * 0.9)} ${f(rim)}Z" fill="url(#ibp)"/>`;
    heap += Array.from(
      { length: 10 },
      () =>
        `<circle cx="${f(cx + (r() - 0.5) * rx * 1.3)}" cy="${f(rim - r() * bw * 0.14)}" r="${f(bw * 0.008)}" fill="${darken(c, 0.25)}" fill-opacity="0.6"/>`,
    ).join('');
  } else if (fill.prop) {
    const s = bw * fill.size;
    // A small heap: a back row at the rim, a middle row higher, one on top, drawn back to front.
    const spots = [
      [-0.45, 0.05],
      [0.05, 0.1],
      [0.45, 0.04],
      [-0.25, -0.12],
      [0.28, -0.1],
      [0, -0.26],
    ];
    heap = spots
      .sort((a, b) => a[1] - b[1])
      .map(([dx, dy]) => {
        const px = cx + dx * rx;
        const py = rim + dy * bw - ry * 0.1;
        return `<g transform="translate(${f(px)} ${f(py)}) scale(1 0.62)">${fill.prop!(0, 0, s, r() * 360)}</g>`;
      })
      .join('');
  }
  const body = `<defs>${lin('ibw', lit, 1, 0)}</defs><path d="M${f(cx - rx)} ${f(rim)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(rim)}C${f(cx + rx)} ${f(rim + bh * 0.6)} ${f(cx + rx * 0.6)} ${f(y - bh * 0.08)} ${f(cx + rx * 0.42)} ${f(y)}H${f(cx - rx * 0.42)}C${f(cx - rx * 0.6)} ${f(y - bh * 0.08)} ${f(cx - rx)} ${f(rim + bh * 0.6)} ${f(cx - rx)} ${f(rim)}Z" fill="url(#ibw)"/><path d="M${f(cx - rx)} ${f(rim)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(rim)}" stroke="#ffffff" stroke-width="${f(Math.max(2, bw * 0.02))}" fill="none" stroke-opacity="0.9"/>`;
  return `${shadow}${inside}${heap}${body}`;
}
