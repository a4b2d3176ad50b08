import { contrast, darken, ensureContrast, lighten, mix, rng, circlePath, f, glow, grid, lin } from '../paint/index.js';
import { type SceneFn } from './types.js';
import { paleProduct } from './pale.js';
import { luxeField, splitApart } from './walls.js';
import { pairOfUse } from './pair-of-use.js';

/**
 * The static ads' graphic sets, each one idea: a glow, a spotlight, a flat field, a halftone, two
 * fields (a before/after, a brand split), a slanted tape of colour, a diagonal beam, a printed quote mark, a
 * diagram grid, a plinth in the dark. Their colours come from the palette, which the product's
 * own colours and purpose made (engine/render/tones.ts). Behind a pale product the glow, disc or
 * spotlight behind it stays faint: a white cap sank into its light
 * (docs/decisions/145-grounds-and-sets-for-the-product.md).
 */

/**
 * A flat field of the purpose's second colour with a lighter disc behind the product: the
 * checklist's white card stands out on it (a pale field read as Minimal Clean's and Routine
 * Note's paper; docs/decisions/079-styles-that-are-different-ideas.md).
 */
export const solid: SceneFn = ({ w, h, pal, base, product, look }) => {
  // The full second colour and a disc no wider than the product's light: a disc of 0.7 its size
  // and a glow round it paled most of the field, which then read as Bold Hero's and Marble Luxe's
  // pale backdrops (ads:lint's near-clone check on the jar and the pouch; docs/decisions/137-clone-pairs-apart.md).
  // A quarter of the way to the accent: the second colour alone was as pale as Bold Hero's gradient
  // behind the same stack of copy over a jar (ads:lint's near-clone check,
  // docs/decisions/147-split-luxe-and-clone-pairs.md).
  const field = mix(pal.bg2, pal.accent, 0.25);
  const cy = product.y + product.h * 0.45;
  const r = Math.max(product.w, product.h) * 0.58;
  const pale = paleProduct(look);
  return {
    back: `<defs>${glow('sl', lighten(pal.bg, 0.45), pale ? 0.35 : 0.9, 0.5)}</defs>
<rect width="${w}" height="${h}" fill="${field}"/><circle cx="${f(base.cx)}" cy="${f(cy)}" r="${f(r)}" fill="${lighten(field, pale ? 0.1 : 0.3)}"/><ellipse cx="${f(base.cx)}" cy="${f(cy)}" rx="${f(r * 1.4)}" ry="${f(r * 1.3)}" fill="url(#sl)"/>`,
  };
};

/** A bright diagonal gradient and a glow burst behind the product. */
export const gradient: SceneFn = ({ w, h, pal, variant, base, product, look }) => ({
  // The gradient runs to a step under the second colour: ending on it, the set was Minimal Clean's
  // pale tint behind a dropper (ads:lint near-clone 1~2, s18).
  back: `<defs>${lin('g', [lighten(pal.bg, 0.2), pal.bg, darken(pal.bg2, 0.08)], variant % 2 ? 1 : 0.35, 1)}${glow('gl', lighten(pal.bg2, 0.5), 0.8)}${glow('gb', '#ffffff', paleProduct(look) ? 0.2 : 0.55, 0.35)}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${f(w * (variant % 2 ? 0.15 : 0.88))}" cy="${f(h * 0.1)}" r="${f(w * 0.55)}" fill="url(#gl)"/>
<ellipse cx="${f(base.cx)}" cy="${f(product.y + product.h * 0.45)}" rx="${f(Math.max(product.w * 1.3, w * 0.35))}" ry="${f(product.h * 0.85)}" fill="url(#gb)"/>`,
});

/** A pale seamless wall and floor, one soft spotlight on the product. */
export const spotlight: SceneFn = ({ w, h, pal, base, look }) => {
  const floorY = Math.min(h, base.y + 4);
  return {
    back: `<defs>${lin('sw', [darken(pal.bg, 0.05), pal.bg])}${glow('sp', lighten(pal.bg2, 0.5), paleProduct(look) ? 0.45 : 1, 0.5)}${lin('sf', [darken(pal.bg, 0.07), darken(pal.bg, 0.14)])}</defs>
<rect width="${w}" height="${h}" fill="url(#sw)"/><rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#sf)"/>
<ellipse cx="${f(base.cx)}" cy="${f(base.y - base.width * 0.45)}" rx="${f(w * 0.5)}" ry="${f(Math.min(h * 0.5, base.width * 2.4))}" fill="url(#sp)"/>
<ellipse cx="${f(base.cx)}" cy="${f(floorY + 6)}" rx="${f(base.width * 1.6)}" ry="${f(base.width * 0.22)}" fill="url(#sp)" opacity="0.8"/>`,
  };
};

/** Halftone poster: big soft blobs and a dot screen, drawn crisp. */
export const dots: SceneFn = ({ w, h, pal, seed }) => {
  const r = rng(seed + 7);
  // The blobs move away from the ink: lighter under dark type, darker under white type. Darker
  // blobs under black capitals dropped them under 4.5:1 and put the poster's headline on a card.
  const blob = contrast(pal.ink, '#000000') < 3 ? lighten(pal.bg, 0.22) : pal.bg2;
  const blobs = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(w * (0.2 + r() * 0.2))}" fill="${blob}" fill-opacity="0.55"/>`,
  ).join('');
  // The dot screen too: dots in the ink's own colour darkened the field under black capitals.
  const dot = contrast(pal.ink, '#000000') < 3 ? '#ffffff' : '#000000';
  return {
    front: `<rect width="${w}" height="${h}" fill="${pal.bg}"/>${blobs}<path d="${grid(w, h, 30, 30, (x, y) => circlePath(x + 6, y + 6, 3.4))}" fill="${dot}" fill-opacity="0.16"/>`,
  };
};

/**
 * Before/after: the muted field where the layout says (hints.field), the rest in the palette's light
 * colours. The slanted cut's "before" field is a cool mid grey: a pale grey read as Minimal Clean's
 * and Bold Hero's backdrops behind the same copy (ads:lint's near-clone check on the tub and jar,
 * docs/decisions/160-clone-pairs-and-the-last-hero-sizes.md). The slanted cut's product field leans to the accent: in the light palettes of white and
 * pale packs both fields read as one pale backdrop, Minimal Clean's (ads:lint's near-clone check).
 */
export const split: SceneFn = ({ w, h, pal, hints, look }) => {
  const fld = hints.field ?? { x: 0, y: 0, w: w / 2, h };
  const grey = '#cfcecb';
  // An orange tub on an amber field read as one shape: the product side then takes a hue it lacks.
  const apart = splitApart(look, pal);
  const bg2 = apart ?? pal.bg2;
  const lean = apart ? 0 : 1;
  if (hints.poly) {
    const [, c1, c2] = hints.poly;
    const d = `M${hints.poly.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
    // A cut bent round the product (the pair of use's) is drawn along its own points.
    const cut = hints.pair?.cut ?? [c1, c2];
    const use = hints.pair ? pairOfUse(hints.pair, look, pal.accent) : '';
    return {
      front: `<defs>${lin('sa', [mix(bg2, pal.accent, 0.28 * lean), mix(bg2, pal.accent, 0.4 * lean), darken(mix(bg2, pal.accent, 0.4 * lean), 0.14)], 1, 1)}${lin('sg', ['#bdbfc4', '#9a9da4'])}</defs><rect width="${w}" height="${h}" fill="url(#sa)"/><path d="${d}" fill="url(#sg)"/><path d="M${cut.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" stroke="#ffffff" stroke-width="10" stroke-linejoin="round" fill="none"/>${use}`,
    };
  }
  const edge =
    fld.w && fld.h
      ? `<path d="M${f(fld.x)} ${f(fld.y + fld.h)}H${f(fld.x + fld.w)}${fld.x + fld.w < w - 1 ? `V${f(fld.y)}` : ''}${fld.x > 1 ? `M${f(fld.x)} ${f(fld.y)}V${f(fld.y + fld.h)}` : ''}" stroke="#ffffff" stroke-width="6" fill="none"/>`
      : '';
  return {
    wash: `<defs>${lin('sa', [mix(apart ? lighten(bg2, 0.3) : pal.bg, bg2, 0.35), bg2, darken(bg2, 0.12)])}</defs><rect width="${w}" height="${h}" fill="url(#sa)"/>`,
    front: `<rect x="${f(fld.x)}" y="${f(fld.y)}" width="${f(fld.w)}" height="${f(fld.h)}" fill="${grey}"/>${edge}`,
  };
};

/** The label colour's two fields: deep where the copy is (hints.field), light where the product stands. */
export const fields: SceneFn = ({ w, h, pal, hints, base, product }) => {
  const fld = hints.field ?? { x: 0, y: 0, w: w / 2, h };
  const deep = ensureContrast(darken(pal.accent, 0.2), '#ffffff', 5.2);
  const cy = product.y + product.h / 2;
  return {
    wash: `<defs>${lin('fl', [lighten(pal.bg, 0.3), pal.bg])}${glow('fg', '#ffffff', 0.6, 0.4)}</defs>
<rect width="${w}" height="${h}" fill="url(#fl)"/><ellipse cx="${f(base.cx)}" cy="${f(cy)}" rx="${f(product.w * 1.2)}" ry="${f(product.h * 0.8)}" fill="url(#fg)"/>`,
    front: `<defs>${lin('fd', [deep, darken(deep, 0.18)])}</defs><rect x="${f(fld.x)}" y="${f(fld.y)}" width="${f(fld.w)}" height="${f(fld.h)}" fill="url(#fd)"/>`,
  };
};

/**
 * The offer set (its kind keeps the name `rays`): a bold tape of colour slanting behind the
 * product, a thin stripe beside it, a soft light on the product. It replaced sunburst rays, which
 * graders read as a dated sale flyer (docs/decisions/075-styles-a-marketer-would-run.md).
 */
export const rays: SceneFn = ({ w, h, pal, product, hints, look }) => {
  const cx = product.x + product.w / 2;
  const cy = product.y + product.h * 0.5;
  const L = Math.hypot(w, h);
  // Steep, the tape runs up behind the pack as wide as the pack; across, as high as half of it.
  const bandAt = (deg: number) => (Math.abs(deg) > 45 ? product.w * 1.1 : Math.max(product.w, product.h * 0.5) * 1.15);
  // The tape slants at the first angle that keeps it off the copy (hints.avoid): there it is the
  // label's colour at full strength, bold as a sale tape is. Crossing the copy it stays the pale
  // tint the dark copy reads on. A pale tape read as Marble Luxe's pale stone beside the same
  // column of copy (ads:lint near-clones 6~18; docs/decisions/160-clone-pairs-and-the-last-hero-sizes.md).
  const clear = (deg: number) => {
    const t = (deg * Math.PI) / 180;
    const band = bandAt(deg);
    const off = (x: number, y: number) => -(x - cx) * Math.sin(t) + (y - cy) * Math.cos(t);
    return hints.avoid.every((b) => {
      const ds = [off(b.x, b.y), off(b.x + b.w, b.y), off(b.x, b.y + b.h), off(b.x + b.w, b.y + b.h)];
      return Math.max(...ds) < -band / 2 - 12 || Math.min(...ds) > band * 0.64 + 12;
    });
  };
  const deg = [-14, -22, -30, -62, -70, -76, 62, 70, 76].find(clear);
  const band = bandAt(deg ?? -14);
  // The pack stays apart from its bold tape (2:1 against its outline): an amber dropper on an amber tape was lost.
  let tape = deg === undefined ? mix(pal.bg, pal.bg2, 0.75) : mix(pal.bg2, pal.accent, 0.7);
  const edge = look.edge ?? look.body;
  for (let i = 0; deg !== undefined && i < 6 && contrast(tape, edge) < 2; i++)
    tape = look.dark ? lighten(tape, 0.18) : darken(tape, 0.18);
  return {
    wash: `<defs>${lin('rf', [lighten(pal.bg, 0.12), pal.bg])}</defs><rect width="${w}" height="${h}" fill="url(#rf)"/>`,
    front: `<defs>${glow('rg', '#ffffff', 0.55, 0.35)}</defs><g transform="rotate(${deg ?? -14} ${f(cx)} ${f(cy)})"><rect x="${f(cx - L)}" y="${f(cy - band / 2)}" width="${f(L * 2)}" height="${f(band)}" fill="${tape}"/><rect x="${f(cx - L)}" y="${f(cy + band / 2 + band * 0.08)}" width="${f(L * 2)}" height="${f(band * 0.06)}" fill="${tape}"/></g>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(product.w, product.h) * 0.7)}" fill="url(#rg)"/>`,
  };
};

/** A dark set crossed by a diagonal beam of light, the product on the lit side. */
export const versus: SceneFn = ({ w, h, pal, base, product }) => {
  const x = base.cx;
  return {
    back: `<defs>${lin('vb', [pal.bg, pal.bg2], 1, 1)}${glow('vg', lighten(pal.bg2, 0.35), 0.8, 0.45)}</defs>
<rect width="${w}" height="${h}" fill="url(#vb)"/><path d="M${f(x - w * 0.2)} 0L${f(x + w * 0.25)} 0L${f(x + w * 0.05)} ${h}L${f(x - w * 0.45)} ${h}Z" fill="${lighten(pal.bg2, 0.12)}" fill-opacity="0.55"/>
<ellipse cx="${f(x)}" cy="${f(product.y + product.h * 0.5)}" rx="${f(product.w * 1.4)}" ry="${f(product.h * 0.8)}" fill="url(#vg)"/>`,
  };
};

/** Warm paper with a fibre texture and a soft light from above (the review's quote mark is the layout's). */
export const quote: SceneFn = ({ w, h, pal, seed }) => {
  const r = rng(seed + 3);
  const fibres = Array.from(
    { length: 26 },
    () =>
      `<path d="M${f(r() * w)} ${f(r() * h)}l${f(20 + r() * 40)} ${f((r() - 0.5) * 8)}" stroke="${darken(pal.bg, 0.2)}" stroke-opacity="0.18" stroke-width="2"/>`,
  ).join('');
  return {
    back: `<defs>${lin('qp', [lighten(pal.bg, 0.3), pal.bg, mix(pal.bg, pal.bg2, 0.35)])}${glow('ql', '#ffffff', 0.5, 0.4)}</defs><rect width="${w}" height="${h}" fill="url(#qp)"/><ellipse cx="${f(w / 2)}" cy="${f(h * 0.25)}" rx="${f(w * 0.7)}" ry="${f(h * 0.4)}" fill="url(#ql)"/>${fibres}`,
  };
};

/**
 * The diagram's paper: a blueprint in a deep shade of the product's accent, deep enough that white
 * reads on it at 8:1 (the call-outs' labels and leader lines are white; engine/layout/callouts.ts).
 */
export function blueprint(pal: { accent: string }): string {
  return ensureContrast(darken(pal.accent, 0.3), '#ffffff', 8);
}

/**
 * A diagram: a blueprint with a fine white grid, target rings around the product, a pool of light
 * under it, soft enough that the white labels standing in it keep 4.5:1 over the grid.
 */
export const diagram: SceneFn = ({ w, h, pal, product, hints }) => {
  const cx = product.x + product.w / 2;
  const cy = product.y + product.h / 2;
  const R = Math.max(product.w, product.h) * 0.6;
  const deep = blueprint(pal);
  // The paper under each label is cleared, softly, of grid and rings: a white ring or grid line
  // through a white label brought it under 4.5:1 (ads:lint contrast, the low-resolution photo). A
  // mask takes the lines away and leaves the paper's own light: a patch of the deep shade laid over
  // the glow read as a dark shadow plate behind each label (docs/decisions/139-ugc-and-callouts-read-as-their-format.md).
  const mask = hints.avoid.length
    ? `<filter id="dq" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter><mask id="dm" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#ffffff"/><g filter="url(#dq)" fill="#000000">${hints.avoid
        .map(
          (b) => `<rect x="${f(b.x - 10)}" y="${f(b.y - 8)}" width="${f(b.w + 20)}" height="${f(b.h + 16)}" rx="12"/>`,
        )
        .join('')}</g></mask>`
    : '';
  const masked = mask ? ' mask="url(#dm)"' : '';
  return {
    front: `<defs>${glow('dg', lighten(deep, 0.22), 0.9, 0.45)}${mask}</defs><rect width="${w}" height="${h}" fill="${deep}"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.3)}" ry="${f(R * 1.3)}" fill="url(#dg)"/>
<g${masked}><path d="${grid(w, h, 54, 54, (x, y) => `M${x} ${y}H${x + 54}M${x} ${y}V${y + 54}`)}" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.08"/>
<path d="${grid(w, h, 216, 216, (x, y) => `M${x} ${y}H${x + 216}M${x} ${y}V${y + 216}`)}" stroke="#ffffff" stroke-width="2" stroke-opacity="0.12"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 10"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.25)}" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/></g>`,
  };
};

/**
 * Luxe night: a low-key set, a rim of light behind the product, a glossy plinth under it. A
 * sports, energy or hydration product gets a low-key set in its purpose's deep colour, lit, not
 * night black (reviewers read night as off for a sports drink); a dark product gets a wider,
 * brighter rim so its outline separates (a black tub was lost on black;
 * docs/decisions/111-scenes-from-the-product.md).
 */
export const plinth: SceneFn = ({ w, h, pal, base, product, look }) => {
  const pw = Math.max(base.width * 1.5, w * 0.34);
  const top = base.y;
  const ph = Math.max(36, Math.min(h - top - 8, h * 0.09));
  const field = luxeField(look);
  const day = field !== undefined;
  const bg = field ?? pal.bg;
  const rim = day ? lighten(bg, look.dark ? 0.6 : 0.45) : look.dark ? lighten(pal.bg2, 0.55) : lighten(pal.bg2, 0.25);
  const spread = look.dark ? 1.25 : 1;
  return {
    back: `<defs>${glow('rim', rim, look.dark ? 1 : 0.9, 0.4)}${lin('pw', [day ? lighten(bg, 0.1) : bg, darken(bg, 0.4)])}</defs><rect width="${w}" height="${h}" fill="url(#pw)"/>
<ellipse cx="${f(base.cx)}" cy="${f(product.y + product.h * 0.45)}" rx="${f(Math.max(product.w * 1.5, w * 0.3) * spread)}" ry="${f(product.h * 0.85 * spread)}" fill="url(#rim)"/>`,
    front: `<defs>${lin('pl', [lighten(bg, 0.14), darken(bg, 0.2)])}</defs><rect x="${f(base.cx - pw / 2)}" y="${f(top)}" width="${f(pw)}" height="${f(ph)}" fill="url(#pl)"/><rect x="${f(base.cx - pw / 2)}" y="${f(top)}" width="${f(pw)}" height="3" fill="${pal.accent}" fill-opacity="0.8"/>
<rect y="${f(top + ph)}" width="${w}" height="${f(h - top - ph)}" fill="${darken(bg, 0.35)}"/>`,
  };
};
