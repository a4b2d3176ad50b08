import {
  darken,
  f,
  hexToRgb,
  lighten,
  lin,
  linStops,
  luminance,
  overlaps,
  radial,
  rng,
  type Box,
} from '../paint/index.js';
import { capsule, dropper, gummy, powderColour, softgel, tablet, type Prop } from './props.js';
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
  // A powder shows itself, heaped in its flavour's colour (green for greens, brown for chocolate):
  // a few leaves or cocoa pieces in the bowl misstated what is in the tub. A stick pack holds a
  // powder too: a bowl of lemon slices beside a lemon-lime drink mix read as "clip-art lemon bowl
  // implies lemon ingredient" (s20 grading), so the drink mix shows its own powder.
  if (look.form === 'powder' || look.form === 'sticks') return { powder: powderColour(look), size: 0 };
  // Otherwise the product's own pieces (capsules, softgels, tablets, gummies, the dropper): drawn
  // fruit, beans, roots and leaves read as "cartoon lemon slices" and claimed a flavour as an
  // ingredient (docs/decisions/214-no-clip-art-props.md); a form with none has no bowl.
  const gummyColour = look.notes.includes('berry') ? '#d8344f' : '#e9a55a';
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
  const lit = p.light.dir > 0 ? ['#ffffff', '#f1ede6', '#c4bcb0'] : ['#c4bcb0', '#f1ede6', '#ffffff'];
  // A soft contact shadow: a wide blurred pool thrown away from the key light and a tight dark
  // line where the foot meets the counter, where one flat black ellipse read as clip-art
  // (docs/decisions/214-no-clip-art-props.md).
  const shadow = `<defs>${radial('ibs', '#000', 0.55)}${radial('ibo', '#000', 0.75)}</defs><ellipse cx="${f(cx + p.light.dir * bw * 0.12)}" cy="${f(y)}" rx="${f(rx * 1.2)}" ry="${f(ry * 0.75)}" fill="url(#ibs)"/><ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx * 0.55)}" ry="${f(ry * 0.22)}" fill="url(#ibo)"/>`;
  if (fill.saucer) {
    // A saucer is too flat to hold a pipette inside it: the dropper lies across it.
    // Glazed like the bowl: lit across, its well in shade under the far rim, its front edge a
    // band a shade darker (the rim's thickness), no drawn outline.
    const saucer = `<defs>${lin('ibw', lit, 1, 0)}${lin('ibi', ['#b9b0a4', '#ddd6cb', '#f1ece4'], 0, 1)}</defs><ellipse cx="${f(cx)}" cy="${f(y - ry * 1.05)}" rx="${f(rx * 1.05)}" ry="${f(ry * 2.1)}" fill="#bfb6aa"/><ellipse cx="${f(cx)}" cy="${f(y - ry * 1.2)}" rx="${f(rx * 1.05)}" ry="${f(ry * 2.1)}" fill="url(#ibw)"/><ellipse cx="${f(cx)}" cy="${f(y - ry * 1.35)}" rx="${f(rx * 0.7)}" ry="${f(ry * 1.4)}" fill="url(#ibi)"/><path d="M${f(cx - rx)} ${f(y - ry * 1.0)}A${f(rx)} ${f(ry * 2)} 0 0 0 ${f(cx + rx)} ${f(y - ry * 1.0)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(Math.max(1.5, bw * 0.01))}" fill="none"/>`;
    const pipette = `<g transform="translate(${f(cx)} ${f(y - ry * 1.6)}) scale(1 0.8)">${fill.prop!(0, 0, bw * fill.size, -12)}</g>`;
    return `${shadow}${saucer}${pipette}`;
  }
  // The bowl's inside: in shade under the far rim, lit on the near wall the key light reaches.
  const inside = `<defs>${lin('ibi', ['#a59c90', '#cfc7bb', '#ece6dc'], 0, 1)}</defs><ellipse cx="${f(cx)}" cy="${f(rim)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#ibi)"/>`;
  let heap = '';
  if (fill.powder) {
    // An unflavoured powder's cream a shade deeper, so the heap stands off the white bowl.
    const c = luminance(hexToRgb(fill.powder)) > 0.8 ? darken(fill.powder, 0.08) : fill.powder;
    // Lit from the key light's side, with a fine grain of lighter and darker specks (a powder's
    // texture) and a soft shade where the heap meets the rim: a smooth flat mound read as clip-art.
    const side = p.light.dir > 0 ? [lighten(c, 0.2), c, darken(c, 0.22)] : [darken(c, 0.22), c, lighten(c, 0.2)];
    const heapD = `M${f(cx - rx * 0.92)} ${f(rim)}C${f(cx - rx * 0.6)} ${f(rim - bw * 0.08)} ${f(cx - rx * 0.35)} ${f(rim - bw * 0.25)} ${f(cx)} ${f(rim - bw * 0.25)}C${f(cx + rx * 0.35)} ${f(rim - bw * 0.25)} ${f(cx + rx * 0.6)} ${f(rim - bw * 0.08)} ${f(cx + rx * 0.92)} ${f(rim)}A${f(rx * 0.92)} ${f(ry * 0.92)} 0 0 1 ${f(cx - rx * 0.92)} ${f(rim)}Z`;
    heap = `<defs>${lin('ibp', side, 1, 0)}${linStops(
      'ibq',
      [
        [0, '#fff', 0.18],
        [0.6, '#000', 0],
        [1, '#000', 0.2],
      ],
      0,
      1,
    )}</defs><path d="${heapD}" fill="url(#ibp)"/><path d="${heapD}" fill="url(#ibq)"/>`;
    heap += Array.from({ length: 90 }, () => {
      const u = r() * 2 - 1;
      const top = rim - bw * 0.25 * (1 - u * u) ** 0.8;
      const sy = top + r() * (rim + ry * 0.8 * Math.sqrt(1 - u * u) - top);
      const dark = r() < 0.55;
      return `<circle cx="${f(cx + u * rx * 0.88)}" cy="${f(sy)}" r="${f(bw * (0.003 + r() * 0.004))}" fill="${dark ? darken(c, 0.3) : lighten(c, 0.35)}" fill-opacity="${f(0.25 + r() * 0.35)}"/>`;
    }).join('');
  } else if (fill.prop) {
    const s = bw * fill.size;
    // A heap filling the bowl: a wide row at the rim, a narrower one on it, two on top, each piece
    // overlapping the next and drawn back to front. Six pieces spaced wider than their size read
    // as floating clip-art with gaps between them (docs/decisions/214-no-clip-art-props.md).
    const spots = [
      [-0.62, 0.03],
      [-0.21, 0.04],
      [0.21, 0.03],
      [0.62, 0.04],
      [-0.4, -0.04],
      [0, -0.05],
      [0.4, -0.04],
      [-0.18, -0.11],
      [0.2, -0.1],
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
  const bodyD = `M${f(cx - rx)} ${f(rim)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(rim)}C${f(cx + rx)} ${f(rim + bh * 0.6)} ${f(cx + rx * 0.6)} ${f(y - bh * 0.08)} ${f(cx + rx * 0.42)} ${f(y)}H${f(cx - rx * 0.42)}C${f(cx - rx * 0.6)} ${f(y - bh * 0.08)} ${f(cx - rx)} ${f(rim + bh * 0.6)} ${f(cx - rx)} ${f(rim)}Z`;
  // Glazed ceramic: lit across from the key light, darker towards the foot (ambient occlusion by
  // the counter), the counter's bounce light on the lower edge, a soft glaze highlight on the lit
  // side and a thin lit rim only at the front, where a white outline all round read as drawn.
  const hx = cx - p.light.dir * rx * 0.55;
  const body = `<defs>${lin('ibw', lit, 1, 0)}${linStops(
    'ibv',
    [
      [0, '#000', 0],
      [0.55, '#000', 0.06],
      [0.85, '#000', 0.2],
      [1, '#4a4036', 0.12],
    ],
    0,
    1,
  )}${radial('ibg', '#ffffff', 0.75)}</defs><path d="${bodyD}" fill="url(#ibw)"/><path d="${bodyD}" fill="url(#ibv)"/><ellipse cx="${f(hx)}" cy="${f(rim + bh * 0.38)}" rx="${f(rx * 0.16)}" ry="${f(bh * 0.3)}" fill="url(#ibg)"/><path d="M${f(cx - rx * 0.97)} ${f(rim + ry * 0.1)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx * 0.97)} ${f(rim + ry * 0.1)}" stroke="#ffffff" stroke-width="${f(Math.max(1.5, bw * 0.012))}" fill="none" stroke-opacity="0.55"/>`;
  return `${shadow}${inside}${heap}${body}`;
}
