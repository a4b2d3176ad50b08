import {
  darken,
  lighten,
  mix,
  type Box,
  overlaps,
  rng,
  bokeh,
  f,
  glow,
  lin,
  linStops,
  radial,
} from '../paint/index.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Product-photoshoot sets, drawn as a photographer would light them: a key light from one side
 * (matching engine/scene-light.ts, so the product's shadow agrees), light falloff and a vignette,
 * props out of focus behind the product and kept clear of the copy.
 */

/** True when a prop's box would touch the copy or the product (with some air). */
function blocked(p: SceneParams, b: Box, pad = 20): boolean {
  return overlaps(b, p.product, pad) || p.hints.avoid.some((a) => overlaps(a, b, pad));
}

/** The key light: a large soft glow from the side opposite to where the shadow falls. */
function keyLight(p: SceneParams, color = '#ffffff', strength = 0.55): string {
  const x = p.light.dir > 0 ? p.w * 0.1 : p.w * 0.9;
  return `<defs>${glow('key', color, strength, 0.4)}</defs><ellipse cx="${f(x)}" cy="${f(p.h * 0.2)}" rx="${f(p.w * 0.9)}" ry="${f(p.h * 0.7)}" fill="url(#key)"/>`;
}

const podium: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const rx = Math.max(base.width * 0.72, w * 0.2);
  const ry = rx * 0.15;
  const top = base.y;
  const podH = Math.max(40, Math.min(h - top - 10, h * 0.16));
  const archW = Math.min(w * 0.86, rx * 2.3);
  const archTop = Math.max(h * 0.03, p.product.y - h * 0.1);
  const wall = lighten(pal.bg, 0.12);
  const floorY = top + podH * 0.7;
  const lit =
    p.light.dir > 0
      ? [lighten(pal.bg2, 0.35), pal.bg2, darken(pal.bg2, 0.22)]
      : [darken(pal.bg2, 0.22), pal.bg2, lighten(pal.bg2, 0.35)];
  const back = `<defs>${lin('wall', [wall, pal.bg])}${lin('arch', [mix(pal.bg, pal.bg2, 0.55), mix(pal.bg, pal.bg2, 0.35)])}${lin('fl', [darken(pal.bg, 0.08), darken(pal.bg, 0.02)])}</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>${keyLight(p, '#fffaf2', 0.5)}
<path d="M${f(base.cx - archW / 2)} ${f(floorY)}V${f(archTop + archW / 2)}A${f(archW / 2)} ${f(archW / 2)} 0 0 1 ${f(base.cx + archW / 2)} ${f(archTop + archW / 2)}V${f(floorY)}Z" fill="url(#arch)"/>
<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#fl)"/>`;
  return {
    back,
    front: `<defs>${lin('pod', lit, 1, 0)}${radial('pc', '#000', 0.28)}</defs><ellipse cx="${f(base.cx + p.light.dir * rx * 0.15)}" cy="${f(top + podH)}" rx="${f(rx * 1.35)}" ry="${f(ry * 2)}" fill="url(#pc)"/>
<path d="M${f(base.cx - rx)} ${f(top)}V${f(top + podH)}A${f(rx)} ${f(ry)} 0 0 0 ${f(base.cx + rx)} ${f(top + podH)}V${f(top)}Z" fill="url(#pod)"/>
<ellipse cx="${f(base.cx)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="${lighten(pal.bg2, 0.42)}"/>
<ellipse cx="${f(base.cx)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${lighten(pal.bg2, 0.6)}" stroke-width="2"/>`,
  };
};

function leaf(x: number, y: number, len: number, angle: number, color: string, vein = true): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0C${f(len * 0.28)} ${f(-len * 0.3)} ${f(len * 0.72)} ${f(-len * 0.26)} ${f(len)} 0C${f(len * 0.72)} ${f(len * 0.26)} ${f(len * 0.28)} ${f(len * 0.3)} 0 0Z" fill="${color}"/>${vein ? `<path d="M0 0L${f(len * 0.94)} 0" stroke="${darken(color, 0.3)}" stroke-width="${f(Math.max(1.5, len * 0.012))}" stroke-opacity="0.55"/>` : ''}</g>`;
}

/** Ingredient surround: botanicals in soft focus behind, crisp sprigs at the edges, a stone slab. */
const botanical: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const r = rng(p.seed + 5);
  const greens = ['#3f6b3a', '#5b8a4a', '#2f5530', '#7aa35c', '#4d7d45'];
  const back = Array.from({ length: 14 }, (_, i) =>
    leaf(r() * w, r() * h * 0.9, w * (0.18 + r() * 0.16), r() * 360, greens[i % 5], false),
  ).join('');
  const front: string[] = [];
  for (let i = 0; i < 22 && front.length < 9; i++) {
    const left = i % 2 === 0;
    const len = w * (0.16 + r() * 0.12);
    const x = left ? -len * 0.25 + r() * w * 0.06 : w + len * 0.25 - r() * w * 0.06;
    const y = h * (0.15 + r() * 0.8);
    const box = { x: left ? x : x - len, y: y - len * 0.4, w: len, h: len * 0.8 };
    if (blocked(p, box, 10)) continue;
    front.push(leaf(x, y, len, left ? -30 + r() * 60 : 150 + r() * 60, greens[i % 5]));
  }
  const slabW = Math.max(base.width * 1.5, w * 0.34);
  const slabH = Math.max(26, slabW * 0.09);
  return {
    back: `<defs>${lin('bs', [lighten(pal.bg, 0.2), pal.bg, pal.bg2])}${glow('sun', '#fff8dc', 0.85, 0.35)}</defs>
<rect width="${w}" height="${h}" fill="url(#bs)"/><g opacity="0.55">${back}</g>
<ellipse cx="${f(base.cx - p.light.dir * w * 0.15)}" cy="${f(base.y - h * 0.3)}" rx="${f(w * 0.55)}" ry="${f(h * 0.4)}" fill="url(#sun)"/>`,
    front: `<defs>${lin('st', ['#e2ddd2', '#b5ad9e'])}${radial('ss', '#000', 0.3)}</defs><ellipse cx="${f(base.cx)}" cy="${f(base.y + slabH + 6)}" rx="${f(slabW * 0.6)}" ry="${f(slabH * 0.6)}" fill="url(#ss)"/>
<rect x="${f(base.cx - slabW / 2)}" y="${f(base.y - 2)}" width="${f(slabW)}" height="${f(slabH)}" rx="${f(slabH * 0.35)}" fill="url(#st)"/>
<rect x="${f(base.cx - slabW / 2)}" y="${f(base.y - 2)}" width="${f(slabW)}" height="${f(slabH * 0.3)}" rx="${f(slabH * 0.15)}" fill="#f4f1ea" fill-opacity="0.7"/>
${front.join('')}`,
  };
};

/** Window light: warm wall, the window's panes of light falling across it, a table top. */
const window_: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const dir = p.light.dir;
  const pw = w * 0.22;
  const ph = h * 0.2;
  const x0 = base.cx - (dir > 0 ? pw * 1.6 : -pw * 0.6) - pw;
  const y0 = Math.max(h * 0.04, base.y - ph * 2.3);
  const skew = dir * pw * 0.35;
  const pane = (i: number, j: number) => {
    const x = x0 + i * (pw + 14) + j * skew;
    const y = y0 + j * (ph + 14);
    return `<path d="M${f(x)} ${f(y)}L${f(x + pw)} ${f(y)}L${f(x + pw + skew)} ${f(y + ph)}L${f(x + skew)} ${f(y + ph)}Z"/>`;
  };
  const table = base.y;
  return {
    back: `<defs>${lin('ww', [lighten(pal.bg, 0.05), darken(pal.bg, 0.06)])}${glow('wg', '#fff3d6', 0.5)}</defs>
<rect width="${w}" height="${h}" fill="url(#ww)"/>
<ellipse cx="${f(x0 + pw)}" cy="${f(y0 + ph)}" rx="${f(pw * 2.4)}" ry="${f(ph * 2.2)}" fill="url(#wg)"/>
<g fill="#fff6df" fill-opacity="0.6">${pane(0, 0)}${pane(1, 0)}${pane(0, 1)}${pane(1, 1)}</g>`,
    front: `<defs>${lin('tb', [lighten(pal.bg2, 0.15), pal.bg2, darken(pal.bg2, 0.2)])}</defs><rect y="${f(table)}" width="${w}" height="${f(h - table)}" fill="url(#tb)"/>
<rect y="${f(table)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.35"/>
<path d="M0 ${f(table + 30)}L${w} ${f(table + 60)}" stroke="#ffffff" stroke-opacity="0.08" stroke-width="40"/>`,
  };
};

/** Split colour block: two bold fields and a disc behind the product, a graphic editorial set. */
const colourBlock: SceneFn = (p) => {
  const { w, h, pal, base, product } = p;
  const vertical = w >= h * 0.9;
  const second = mix(pal.bg2, pal.accent, 0.25);
  const cx = base.cx;
  const cy = product.y + product.h * 0.5;
  const rr = Math.max(product.w, product.h) * 0.62;
  const field = vertical
    ? `<rect x="${f(cx)}" width="${f(w - cx)}" height="${h}" fill="url(#cb2)"/>`
    : `<rect y="${f(cy)}" width="${w}" height="${f(h - cy)}" fill="url(#cb2)"/>`;
  return {
    front: `<defs>${lin('cb1', [lighten(pal.bg, 0.12), pal.bg])}${lin('cb2', [lighten(second, 0.08), darken(second, 0.06)])}${glow('cg', '#ffffff', 0.35)}</defs>
<rect width="${w}" height="${h}" fill="url(#cb1)"/>${field}
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${lighten(pal.bg, 0.3)}" fill-opacity="0.55"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr * 1.5)}" fill="url(#cg)"/>`,
  };
};

/** A shelf against a tiled wall, small jars and a plant out of focus beside the product. */
const shelf: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const r = rng(p.seed + 21);
  const tile = 96;
  let grout = '';
  for (let y = base.y % tile; y < base.y; y += tile) grout += `M0 ${f(y)}H${w}`;
  for (let x = (w / 2) % tile; x < w; x += tile) grout += `M${f(x)} 0V${f(base.y)}`;
  const board = Math.max(22, w * 0.03);
  const props: string[] = [];
  for (let i = 0; i < 6 && props.length < 3; i++) {
    const left = r() < 0.5;
    const pw = w * (0.07 + r() * 0.05);
    const ph2 = pw * (1.2 + r() * 0.9);
    const x = left ? w * (0.04 + r() * 0.14) : w * (0.82 - r() * 0.14);
    const box = { x, y: base.y - ph2, w: pw, h: ph2 };
    if (blocked(p, box, 30)) continue;
    const c = [pal.bg2, lighten(pal.accent, 0.5), '#e9e4da', '#9bb8a5'][i % 4];
    props.push(
      `<rect x="${f(x)}" y="${f(base.y - ph2)}" width="${f(pw)}" height="${f(ph2)}" rx="${f(pw * 0.18)}" fill="${c}"/><rect x="${f(x + pw * 0.2)}" y="${f(base.y - ph2 - pw * 0.25)}" width="${f(pw * 0.6)}" height="${f(pw * 0.3)}" rx="4" fill="${darken(c, 0.25)}"/>`,
    );
  }
  return {
    back: `<defs>${lin('sh', [lighten(pal.bg, 0.1), darken(pal.bg, 0.05)])}</defs>
<rect width="${w}" height="${h}" fill="url(#sh)"/><path d="${grout}" stroke="${darken(pal.bg, 0.12)}" stroke-width="5" stroke-opacity="0.5"/>${keyLight(p, '#ffffff', 0.5)}
${props.join('')}`,
    front: `<defs>${lin('bd', [lighten(pal.bg2, 0.3), darken(pal.bg2, 0.15)])}${linStops('bs', [
      [0, '#000', 0.22],
      [1, '#000', 0],
    ])}</defs><rect y="${f(base.y)}" width="${w}" height="${f(board)}" fill="url(#bd)"/><rect y="${f(base.y)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.5"/>
<rect y="${f(base.y + board)}" width="${w}" height="${f(h * 0.08)}" fill="url(#bs)"/>
<rect y="${f(base.y + board + h * 0.08)}" width="${w}" height="${f(h)}" fill="${darken(pal.bg, 0.08)}"/>`,
  };
};

function capsule(x: number, y: number, len: number, angle: number, a: string, b: string): string {
  const r = len * 0.24;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><ellipse cx="${f(len * 0.05)}" cy="${f(r * 0.55)}" rx="${f(len * 0.52)}" ry="${f(r * 0.9)}" fill="#000" fill-opacity="0.16"/><rect x="${f(-len / 2)}" y="${f(-r)}" width="${f(len)}" height="${f(r * 2)}" rx="${f(r)}" fill="${b}"/><path d="M0 ${f(-r)}H${f(len / 2 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(len / 2 - r)} ${f(r)}H0Z" fill="${a}"/><rect x="${f(-len * 0.4)}" y="${f(-r * 0.65)}" width="${f(len * 0.75)}" height="${f(r * 0.35)}" rx="${f(r * 0.17)}" fill="#fff" fill-opacity="0.45"/></g>`;
}

function citrus(x: number, y: number, r: number, peel: string, flesh: string): string {
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `M${f(x)} ${f(y)}L${f(x + Math.cos(a) * r * 0.8)} ${f(y + Math.sin(a) * r * 0.8)}`;
  }
  return `<circle cx="${f(x + r * 0.08)}" cy="${f(y + r * 0.1)}" r="${f(r)}" fill="#000" fill-opacity="0.15"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${peel}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="#fff8e6"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="${flesh}"/><path d="${seg}" stroke="#fff8e6" stroke-width="${f(r * 0.06)}"/>`;
}

/** Top-down flat lay on linen: capsules, citrus and leaves placed around (never under) the copy. */
const flatlay: SceneFn = (p) => {
  const { w, h, pal } = p;
  const r = rng(p.seed + 13);
  const items: string[] = [];
  for (let i = 0; i < 80 && items.length < 16; i++) {
    const x = r() * w;
    const y = r() * h;
    const k = i % 4;
    const s = w * (k === 1 ? 0.07 : 0.06);
    if (blocked(p, { x: x - s * 1.2, y: y - s * 1.2, w: s * 2.4, h: s * 2.4 }, 16)) continue;
    if (k === 0) items.push(capsule(x, y, s * 1.6, r() * 180, pal.accent, '#fbfaf7'));
    else if (k === 1) items.push(citrus(x, y, s, '#f0a93b', '#f7c55e'));
    else if (k === 2) items.push(leaf(x, y, s * 2.2, r() * 360, ['#5b8a4a', '#3f6b3a', '#7aa35c'][i % 3]));
    else items.push(capsule(x, y, s * 1.4, r() * 180, '#e9dcc3', '#f7f1e6'));
  }
  const folds = Array.from(
    { length: 4 },
    () =>
      `<path d="M${f(-50)} ${f(r() * h)}L${f(w + 50)} ${f(r() * h)}" stroke="#000" stroke-opacity="0.035" stroke-width="${f(40 + r() * 60)}"/>`,
  ).join('');
  return {
    front: `<defs>${lin('ln', [lighten(mix(pal.bg, pal.bg2, 0.15), 0.1), mix(pal.bg, pal.bg2, 0.2)], 1, 1)}</defs><rect width="${w}" height="${h}" fill="url(#ln)"/>${folds}${keyLight(p, '#ffffff', 0.35)}${items.join('')}`,
  };
};

/** Close-up on polished marble: veined slab with a gloss, out-of-focus highlights behind. */
const marble: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const r = rng(p.seed + 3);
  const top = base.y - Math.max(20, h * 0.02);
  const veins = Array.from({ length: 8 }, () => {
    const y0 = top + r() * (h - top);
    return `<path d="M-40 ${f(y0)}C${f(w * 0.3)} ${f(y0 + (r() - 0.5) * 120)} ${f(w * 0.6)} ${f(y0 + (r() - 0.5) * 160)} ${f(w + 40)} ${f(y0 + (r() - 0.5) * 100)}" stroke="${darken(pal.bg2, 0.35)}" stroke-width="${f(1.2 + r() * 2.6)}" fill="none" stroke-opacity="${(0.18 + r() * 0.3).toFixed(2)}"/>`;
  }).join('');
  const bk = bokeh(r, 9, { x: 0, y: 0, w, h: top * 0.9 }, w * 0.06, '#ffffff', 0.35);
  return {
    back: `<defs>${lin('mw', [darken(pal.bg2, 0.1), mix(pal.bg, pal.bg2, 0.5)])}</defs><rect width="${w}" height="${h}" fill="url(#mw)"/>${keyLight(p, '#fffaf0', 0.6)}${bk}`,
    front: `<defs>${lin('ms', [lighten(pal.bg, 0.35), pal.bg, darken(pal.bg, 0.06)])}</defs><rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="url(#ms)"/>${veins}
<rect y="${f(top)}" width="${w}" height="4" fill="${pal.accent}" fill-opacity="0.7"/>`,
  };
};

/** Seasonal golden hour: warm sky, the low sun with a flare, a stone ledge. */
const golden: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const r = rng(p.seed + 17);
  const sunX = base.cx - p.light.dir * w * 0.22;
  const sunY = Math.max(h * 0.12, base.y - h * 0.42);
  const ledge = base.y;
  const hills = `<path d="M0 ${f(ledge - h * 0.05)}Q${f(w * 0.25)} ${f(ledge - h * 0.12)} ${f(w * 0.5)} ${f(ledge - h * 0.06)}T${w} ${f(ledge - h * 0.08)}V${f(ledge + 4)}H0Z" fill="${darken(pal.bg2, 0.25)}" fill-opacity="0.55"/>`;
  const flare = [0.35, 0.55, 0.8]
    .map(
      (t, i) =>
        `<circle cx="${f(sunX + (base.cx - sunX) * t * 2)}" cy="${f(sunY + (ledge - sunY) * t * 0.8)}" r="${f(w * (0.03 + i * 0.02))}" fill="#fff1c9" fill-opacity="${(0.18 - i * 0.04).toFixed(2)}"/>`,
    )
    .join('');
  return {
    back: `<defs>${lin('sky', [mix(pal.bg, '#ffd9a0', 0.3), pal.bg, pal.bg2])}${glow('sun', '#fff4d2', 1, 0.18)}${glow('haze', '#ffe2b0', 0.5)}</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(w * 0.5)}" fill="url(#haze)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(w * 0.2)}" fill="url(#sun)"/>
${hills}${bokeh(r, 6, { x: 0, y: ledge - h * 0.15, w, h: h * 0.1 }, w * 0.03, '#fff3d6', 0.5)}`,
    front: `<defs>${lin('ld', [lighten('#d9b48a', 0.1), '#b98d62'])}</defs>${flare}<rect y="${f(ledge)}" width="${w}" height="${f(h - ledge)}" fill="url(#ld)"/><rect y="${f(ledge)}" width="${w}" height="4" fill="#fff2d8" fill-opacity="0.6"/>`,
  };
};

/** Shallow clear water: rings around the product's base, caustic light on the backdrop. */
const water: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const r = rng(p.seed + 11);
  const surface = base.y - Math.max(16, base.width * 0.05);
  const caustics = Array.from({ length: 10 }, () => {
    const y = r() * surface;
    return `<path d="M-20 ${f(y)}Q${f(w * 0.25)} ${f(y - 30)} ${f(w * 0.5)} ${f(y)}T${f(w + 20)} ${f(y)}" stroke="#ffffff" stroke-opacity="${(0.08 + r() * 0.1).toFixed(2)}" stroke-width="${f(6 + r() * 10)}" fill="none"/>`;
  }).join('');
  const rings = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${f(base.cx)}" cy="${f(base.y + 2)}" rx="${f(base.width * (0.62 + i * 0.38))}" ry="${f(base.width * (0.08 + i * 0.05))}" fill="none" stroke="#ffffff" stroke-opacity="${(0.5 - i * 0.08).toFixed(2)}" stroke-width="${f(3.5 - i * 0.4)}"/>`,
  ).join('');
  return {
    back: `<defs>${lin('wb', [lighten(pal.bg, 0.25), pal.bg, pal.bg2])}</defs><rect width="${w}" height="${h}" fill="url(#wb)"/>${caustics}${keyLight(p, '#ffffff', 0.45)}`,
    front: `<defs>${lin('wf', [lighten(pal.bg2, 0.25), darken(pal.bg2, 0.15)])}</defs><rect y="${f(surface)}" width="${w}" height="${f(h - surface)}" fill="url(#wf)" fill-opacity="0.85"/><rect y="${f(surface)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.6"/>${rings}`,
  };
};

/** Seamless paper sweep: the wall curving into the floor, a soft key light, nothing else. */
const sweep: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const horizon = base.y - Math.min(h * 0.12, base.width * 0.4);
  return {
    back: `<defs>${linStops('sw', [
      [0, lighten(pal.bg, 0.18)],
      [Math.max(0.05, horizon / h - 0.02), pal.bg],
      [Math.min(0.98, horizon / h + 0.08), darken(pal.bg, 0.07)],
      [1, lighten(pal.bg, 0.08)],
    ])}${glow('pool', '#ffffff', 0.55, 0.4)}</defs>
<rect width="${w}" height="${h}" fill="url(#sw)"/>${keyLight(p, '#ffffff', 0.5)}
<ellipse cx="${f(base.cx)}" cy="${f(base.y)}" rx="${f(base.width * 2.2)}" ry="${f(base.width * 0.5)}" fill="url(#pool)"/>`,
  };
};

export const PHOTO_SCENES = {
  podium,
  botanical,
  window: window_,
  'colour-block': colourBlock,
  shelf,
  flatlay,
  marble,
  golden,
  water,
  sweep,
};
