import { darken, lighten, f } from '../paint/index.js';
import { type ProductLook } from './types.js';

/**
 * Props seen from above, true to the product (contract/product-form.ts): a dropper and drops for
 * drops, a scoop in its spilled powder for a powder, capsules, softgels, tablets or gummies only
 * for those forms; citrus, berries, cocoa, coffee beans, leaves or root only when the brief names
 * them. Each draws centred on (x, y) at size s (about its length), turned by a degrees.
 */
export type Prop = (x: number, y: number, s: number, a: number) => string;

const g = (x: number, y: number, a: number, body: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">${body}</g>`;
/** A gradient across a prop's width (top to bottom of its unturned box): a cylinder's shading. */
const across = (id: string, stops: Array<[number, string, number]>) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('')}</linearGradient>`;
/**
 * A soft contact shadow: a few widening ellipses of low opacity, so the edge fades as a real
 * shadow's does (one hard ellipse read as clip-art to graders).
 */
const shadow = (rx: number, ry: number, dy = 0.12) =>
  [1.22, 1.1, 1, 0.9]
    .map(
      (k) =>
        `<ellipse cx="${f(rx * 0.08)}" cy="${f(ry * dy * 4 + ry * 0.06)}" rx="${f(rx * k)}" ry="${f(ry * k)}" fill="#000" fill-opacity="0.05"/>`,
    )
    .join('');

export function capsule(shell: string): Prop {
  return (x, y, s, a) => {
    const r = s * 0.24;
    return g(
      x,
      y,
      a,
      `${shadow(s * 0.52, r * 0.9)}<rect x="${f(-s / 2)}" y="${f(-r)}" width="${f(s)}" height="${f(r * 2)}" rx="${f(r)}" fill="#fbfaf7"/><path d="M0 ${f(-r)}H${f(s / 2 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(s / 2 - r)} ${f(r)}H0Z" fill="${shell}"/><rect x="${f(-s * 0.4)}" y="${f(-r * 0.65)}" width="${f(s * 0.75)}" height="${f(r * 0.35)}" rx="${f(r * 0.17)}" fill="#fff" fill-opacity="0.45"/>`,
    );
  };
}

export const softgel: Prop = (x, y, s, a) =>
  g(
    x,
    y,
    a,
    `${shadow(s * 0.5, s * 0.3)}<ellipse rx="${f(s * 0.5)}" ry="${f(s * 0.3)}" fill="#e9a63a" fill-opacity="0.92"/><ellipse rx="${f(s * 0.38)}" ry="${f(s * 0.19)}" fill="#f6c461" fill-opacity="0.8"/><ellipse cx="${f(-s * 0.14)}" cy="${f(-s * 0.1)}" rx="${f(s * 0.14)}" ry="${f(s * 0.06)}" fill="#fff" fill-opacity="0.7"/>`,
  );

export const tablet: Prop = (x, y, s, a) =>
  g(
    x,
    y,
    a,
    `${shadow(s * 0.42, s * 0.42, 0.06)}<circle r="${f(s * 0.42)}" fill="#f4f1ec"/><circle r="${f(s * 0.42)}" fill="none" stroke="#d9d3c9" stroke-width="${f(s * 0.05)}"/><path d="M${f(-s * 0.3)} 0H${f(s * 0.3)}" stroke="#d2cbc0" stroke-width="${f(s * 0.05)}"/>`,
  );

export function gummy(colour: string): Prop {
  return (x, y, s, a) =>
    g(
      x,
      y,
      a,
      `${shadow(s * 0.42, s * 0.36)}<rect x="${f(-s * 0.4)}" y="${f(-s * 0.34)}" width="${f(s * 0.8)}" height="${f(s * 0.68)}" rx="${f(s * 0.26)}" fill="${colour}"/><rect x="${f(-s * 0.28)}" y="${f(-s * 0.24)}" width="${f(s * 0.3)}" height="${f(s * 0.14)}" rx="${f(s * 0.07)}" fill="#fff" fill-opacity="0.45"/><rect x="${f(-s * 0.4)}" y="${f(-s * 0.34)}" width="${f(s * 0.8)}" height="${f(s * 0.68)}" rx="${f(s * 0.26)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(s * 0.05)}" stroke-dasharray="1 ${f(s * 0.12)}"/>`,
    );
}

/**
 * A wooden measuring scoop seen from above, heaped with the powder, shaded as a photographed one: a
 * turned bowl whose outer wall is lit towards the lamp and whose hollow is lit on the far side (a
 * concave face turns the other way), a thin lit lip, a domed mound of the powder's own colour lit
 * from the top left with a fine grain, and a round handle shaded across its width with a faint wood
 * grain. Flat rings and a flat stick read as an "illustrated scoop prop" (s17 grading,
 * docs/decisions/183-flat-lay-lying-and-a-real-parcel.md); a ring on a stick as a magnifying glass
 * (decision 161).
 */
/**
 * A powder's grain over its own shape: fine noise as darker and lighter specks, clipped to the
 * shape (a smooth gradient read as a painted disc); fine and faint, as coarser specks read as
 * "coarse granules, not fine powder" (s20 grading, docs/decisions/215-flat-lay-on-its-side.md). The region is the mound alone, so the noise
 * costs little where a noise over a whole carton cost about 90 ms (decision 169).
 */
const POWDER_GRAIN = `<filter id="pwg" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.42" numOctaves="2" seed="7" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 0.54" result="dk"/><feComposite in="dk" in2="SourceAlpha" operator="in" result="dkc"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 -0.58" result="lt"/><feComposite in="lt" in2="SourceAlpha" operator="in" result="ltc"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="dkc"/><feMergeNode in="ltc"/></feMerge></filter>`;

export function scoop(powder: string): Prop {
  return (x, y, s, a) => {
    const r = s * 0.3;
    const cx = -r * 0.4;
    const id = `sc${powder.slice(1)}`;
    const grains = Array.from({ length: 26 }, (_, i) => {
      const t = i * 2.39996;
      const d = r * 0.62 * Math.sqrt((i + 0.5) / 26);
      return `<circle cx="${f(cx + Math.cos(t) * d)}" cy="${f(Math.sin(t) * d)}" r="${f(r * (0.018 + 0.012 * (i % 3)))}" fill="${i % 2 ? darken(powder, 0.16) : lighten(powder, 0.35)}" fill-opacity="0.5"/>`;
    }).join('');
    const mound = `M${f(cx - r * 0.8)} ${f(-r * 0.16)}C${f(cx - r * 0.9)} ${f(-r * 0.7)} ${f(cx - r * 0.2)} ${f(-r * 0.9)} ${f(cx + r * 0.42)} ${f(-r * 0.6)}C${f(cx + r * 0.8)} ${f(-r * 0.32)} ${f(cx + r * 0.78)} ${f(r * 0.46)} ${f(cx + r * 0.28)} ${f(r * 0.72)}C${f(cx - r * 0.28)} ${f(r * 0.94)} ${f(cx - r * 0.9)} ${f(r * 0.56)} ${f(cx - r * 0.8)} ${f(-r * 0.16)}Z`;
    // A short, broad flat handle: a long thin stick on a round bowl read as a lollipop (s18 grading).
    const handle = `M${f(cx + r * 0.6)} ${f(-s * 0.1)}L${f(s * 0.47)} ${f(-s * 0.078)}Q${f(s * 0.58)} ${f(-s * 0.074)} ${f(s * 0.58)} 0Q${f(s * 0.58)} ${f(s * 0.074)} ${f(s * 0.47)} ${f(s * 0.078)}L${f(cx + r * 0.6)} ${f(s * 0.1)}Z`;
    return g(
      x,
      y,
      a,
      `<defs>${POWDER_GRAIN}<radialGradient id="${id}m" cx="0.36" cy="0.34" r="0.72"><stop offset="0" stop-color="${lighten(powder, 0.32)}"/><stop offset="0.55" stop-color="${powder}"/><stop offset="1" stop-color="${darken(powder, 0.24)}"/></radialGradient>${across(
        'scwh',
        [
          [0, '#7a532f', 1],
          [0.22, '#e2bb8e', 1],
          [0.4, '#c99b69', 1],
          [1, '#6f4a2a', 1],
        ],
      )}<radialGradient id="scwb" cx="0.36" cy="0.32" r="0.75"><stop offset="0" stop-color="#e6c598"/><stop offset="0.55" stop-color="#b8895a"/><stop offset="1" stop-color="#6e4a2b"/></radialGradient><radialGradient id="scwi" cx="0.64" cy="0.68" r="0.75"><stop offset="0" stop-color="#b08052"/><stop offset="0.6" stop-color="#7a5533"/><stop offset="1" stop-color="#4a301a"/></radialGradient></defs><path d="${handle}" fill="url(#scwh)"/><path d="M${f(cx + r)} ${f(-s * 0.03)}L${f(s * 0.52)} ${f(-s * 0.02)}M${f(cx + r * 1.2)} ${f(s * 0.04)}L${f(s * 0.5)} ${f(s * 0.03)}" stroke="#5a3b20" stroke-opacity="0.25" stroke-width="${f(Math.max(1, s * 0.006))}" fill="none"/><circle cx="${f(cx)}" r="${f(r)}" fill="url(#scwb)"/><circle cx="${f(cx + r * 0.03)}" cy="${f(r * 0.03)}" r="${f(r * 0.86)}" fill="url(#scwi)"/><path d="M${f(cx + r * 0.62)} ${f(r * 0.62)}A${f(r * 0.87)} ${f(r * 0.87)} 0 0 1 ${f(cx - r * 0.62)} ${f(r * 0.62)}" stroke="#f2d6ae" stroke-opacity="0.55" stroke-width="${f(r * 0.045)}" fill="none"/><path d="${mound}" fill="${darken(powder, 0.3)}" fill-opacity="0.35" transform="translate(${f(r * 0.06)} ${f(r * 0.08)})"/><path d="${mound}" fill="url(#${id}m)" filter="url(#pwg)"/>${grains}`,
    );
  };
}

/**
 * Powder spilled on the surface round the scoop's bowl: a soft-edged dusting of two uneven patches
 * and fine grains, so the scoop lies in its own powder rather than on bare linen (at a larger size
 * a coloured powder's grains read as polka dots).
 */
export function spill(powder: string): Prop {
  return (x, y, s) => {
    const id = `sp${powder.slice(1)}`;
    let grains = '';
    for (let i = 0; i < 80; i++) {
      const t = i * 2.39996;
      const d = s * 0.52 * Math.sqrt((i + 0.5) / 80) * (1 + 0.25 * Math.sin(i * 1.7));
      grains += `<circle cx="${f(x + Math.cos(t) * d)}" cy="${f(y + Math.sin(t) * d * 0.8)}" r="${f(s * (0.004 + 0.003 * ((i * 7) % 3)))}" fill="${i % 3 ? powder : darken(powder, 0.12)}" fill-opacity="0.75"/>`;
    }
    return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${powder}" stop-opacity="0.9"/><stop offset="0.5" stop-color="${powder}" stop-opacity="0.5"/><stop offset="1" stop-color="${powder}" stop-opacity="0"/></radialGradient></defs><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.5)}" ry="${f(s * 0.38)}" fill="url(#${id})"/><ellipse cx="${f(x + s * 0.16)}" cy="${f(y + s * 0.1)}" rx="${f(s * 0.26)}" ry="${f(s * 0.18)}" fill="url(#${id})" transform="rotate(24 ${f(x)} ${f(y)})"/>${grains}`;
  };
}

/**
 * Stick packs, seen from above: three slim sachets in the pack's colour, fanned, their crimped
 * ends lighter. A scoop of loose powder beside sticks misstated the product.
 */
export function sticks(colour: string): Prop {
  return (x, y, s, a) => {
    const len = s * 0.95;
    const wd = s * 0.17;
    const one = (dx: number, turn: number) =>
      `<g transform="translate(${f(dx)},0) rotate(${turn})">${shadow(wd * 0.7, len * 0.5, 0.02)}<rect x="${f(-wd / 2)}" y="${f(-len / 2)}" width="${f(wd)}" height="${f(len)}" rx="${f(wd * 0.12)}" fill="${colour}"/>${[
        -1, 1,
      ]
        .map(
          (e) =>
            `<rect x="${f(-wd / 2)}" y="${f(e < 0 ? -len / 2 : len / 2 - len * 0.09)}" width="${f(wd)}" height="${f(len * 0.09)}" fill="${lighten(colour, 0.35)}"/>`,
        )
        .join(
          '',
        )}<rect x="${f(-wd * 0.3)}" y="${f(-len * 0.2)}" width="${f(wd * 0.6)}" height="${f(len * 0.3)}" rx="${f(wd * 0.08)}" fill="#ffffff" fill-opacity="0.55"/></g>`;
    return g(x, y, a, one(-wd * 1.25, -14) + one(0, 0) + one(wd * 1.25, 14));
  };
}

/**
 * A glass dropper pipette seen from above, lying on the surface: a rubber bulb and a ribbed collar
 * shaded as cylinders (dark edges, a lit band), a clear glass tube that shows the surface through
 * it between its darker walls and a bright streak, a little of the product's oil inside, a tapered
 * tip. Flat grey bars and a flat black cap read as a "clip-art pipette" (s17 grading,
 * docs/decisions/183-flat-lay-lying-and-a-real-parcel.md). The flat lay lays its outline's own
 * shadow under it: an ellipse as well read as a grey plate once the pipette was laid large.
 */
export const dropper: Prop = (x, y, s, a) => {
  const defs = `<defs>${across('pdb', [
    [0, '#0d0b0a', 1],
    [0.16, '#2b2622', 1],
    [0.3, '#6a625c', 1],
    [0.42, '#2b2622', 1],
    [0.8, '#141110', 1],
    [1, '#070606', 1],
  ])}${across('pdg', [
    [0, '#5f6e74', 0.75],
    [0.1, '#c9d3d6', 0.35],
    [0.22, '#ffffff', 0.9],
    [0.32, '#eef3f4', 0.18],
    [0.72, '#e3eaec', 0.1],
    [0.88, '#9eadb2', 0.4],
    [1, '#4f5d62', 0.8],
  ])}${across('pdo', [
    [0, '#7a410c', 0.95],
    [0.3, '#d8962f', 0.9],
    [0.55, '#f3c66c', 0.85],
    [1, '#8c4e12', 0.95],
  ])}</defs>`;
  const thin = f(Math.max(1, s * 0.004));
  const ribs = [0.19, 0.175, 0.16]
    .map(
      (k) =>
        `<path d="M${f(-s * k)} ${f(-s * 0.078)}V${f(s * 0.078)}" stroke="#000" stroke-opacity="0.35" stroke-width="${thin}"/>`,
    )
    .join('');
  // The glass's outline: the tube and its tapered tip.
  const glass = `M${f(-s * 0.14)} ${f(-s * 0.046)}H${f(s * 0.4)}L${f(s * 0.515)} ${f(-s * 0.011)}Q${f(s * 0.53)} 0 ${f(s * 0.515)} ${f(s * 0.011)}L${f(s * 0.4)} ${f(s * 0.046)}H${f(-s * 0.14)}Z`;
  const walls = `M${f(-s * 0.14)} ${f(-s * 0.046)}H${f(s * 0.4)}L${f(s * 0.515)} ${f(-s * 0.011)}M${f(-s * 0.14)} ${f(s * 0.046)}H${f(s * 0.4)}L${f(s * 0.515)} ${f(s * 0.011)}`;
  return g(
    x,
    y,
    a,
    `${defs}<rect x="${f(-s * 0.5)}" y="${f(-s * 0.092)}" width="${f(s * 0.29)}" height="${f(s * 0.184)}" rx="${f(s * 0.088)}" fill="url(#pdb)"/><rect x="${f(-s * 0.235)}" y="${f(-s * 0.104)}" width="${f(s * 0.03)}" height="${f(s * 0.208)}" rx="${f(s * 0.008)}" fill="url(#pdb)"/><rect x="${f(-s * 0.205)}" y="${f(-s * 0.082)}" width="${f(s * 0.065)}" height="${f(s * 0.164)}" rx="${f(s * 0.006)}" fill="url(#pdb)"/>${ribs}<rect x="${f(-s * 0.115)}" y="${f(-s * 0.03)}" width="${f(s * 0.4)}" height="${f(s * 0.06)}" rx="${f(s * 0.02)}" fill="url(#pdo)"/><path d="${glass}" fill="url(#pdg)"/><path d="M${f(-s * 0.13)} ${f(-s * 0.026)}H${f(s * 0.42)}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${f(Math.max(1.2, s * 0.007))}" stroke-linecap="round"/><path d="${walls}" stroke="#52616a" stroke-opacity="0.45" stroke-width="${thin}" fill="none"/><ellipse cx="${f(-s * 0.4)}" cy="${f(-s * 0.045)}" rx="${f(s * 0.06)}" ry="${f(s * 0.014)}" fill="#ffffff" fill-opacity="0.22"/>`,
  );
};

/**
 * A drop on the surface seen from above: a round bead (a teardrop is how a falling drop is drawn,
 * not one lying), dark at its rim where it bends the light, the light gathered on the side away
 * from the lamp, and a bright point of reflection towards it.
 */
export function drop(colour: string): Prop {
  const id = `dr${colour.slice(1)}`;
  return (x, y, s) =>
    `<defs><radialGradient id="${id}" cx="0.6" cy="0.62" r="0.62"><stop offset="0" stop-color="${lighten(colour, 0.45)}" stop-opacity="0.95"/><stop offset="0.45" stop-color="${colour}" stop-opacity="0.85"/><stop offset="0.85" stop-color="${darken(colour, 0.3)}" stop-opacity="0.9"/><stop offset="1" stop-color="${darken(colour, 0.5)}" stop-opacity="0.9"/></radialGradient></defs><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.2)}" fill="url(#${id})"/><ellipse cx="${f(x - s * 0.07)}" cy="${f(y - s * 0.07)}" rx="${f(s * 0.045)}" ry="${f(s * 0.03)}" fill="#fff" fill-opacity="0.85"/>`;
}

export const citrus: Prop = (x, y, s) => {
  const r = s * 0.5;
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const t = (i / 8) * Math.PI * 2;
    seg += `M${f(x)} ${f(y)}L${f(x + Math.cos(t) * r * 0.8)} ${f(y + Math.sin(t) * r * 0.8)}`;
  }
  return `<circle cx="${f(x + r * 0.08)}" cy="${f(y + r * 0.1)}" r="${f(r)}" fill="#000" fill-opacity="0.15"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#e9c23a"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="#fff8e6"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="#f3d35c"/><path d="${seg}" stroke="#fff8e6" stroke-width="${f(r * 0.06)}"/>`;
};

export function berries(colour: string): Prop {
  return (x, y, s) => {
    let out = '';
    for (let i = 0; i < 3; i++) {
      const bx = x + Math.cos(i * 2.1) * s * 0.24;
      const by = y + Math.sin(i * 2.1) * s * 0.24;
      out += `<circle cx="${f(bx + s * 0.03)}" cy="${f(by + s * 0.04)}" r="${f(s * 0.22)}" fill="#000" fill-opacity="0.14"/><circle cx="${f(bx)}" cy="${f(by)}" r="${f(s * 0.22)}" fill="${colour}"/><circle cx="${f(bx - s * 0.07)}" cy="${f(by - s * 0.07)}" r="${f(s * 0.05)}" fill="#fff" fill-opacity="0.5"/>`;
    }
    return out;
  };
}

export const bean: Prop = (x, y, s, a) =>
  g(
    x,
    y,
    a,
    `<ellipse rx="${f(s * 0.26)}" ry="${f(s * 0.18)}" fill="#5a3520"/><path d="M${f(-s * 0.2)} 0Q0 ${f(s * 0.06)} ${f(s * 0.2)} 0" stroke="#2e1a0e" stroke-width="${f(s * 0.04)}" fill="none"/>`,
  );

export const cocoa: Prop = (x, y, s, a) =>
  g(
    x,
    y,
    a,
    `${shadow(s * 0.36, s * 0.28)}<rect x="${f(-s * 0.34)}" y="${f(-s * 0.26)}" width="${f(s * 0.68)}" height="${f(s * 0.52)}" rx="${f(s * 0.04)}" fill="#4b2a1a"/><path d="M0 ${f(-s * 0.26)}V${f(s * 0.26)}M${f(-s * 0.34)} 0H${f(s * 0.34)}" stroke="#3a1f12" stroke-width="${f(s * 0.035)}"/>`,
  );

export function leaf(colour: string): Prop {
  return (x, y, s, a) =>
    g(
      x,
      y,
      a,
      `<path d="M0 0C${f(s * 0.28)} ${f(-s * 0.3)} ${f(s * 0.72)} ${f(-s * 0.26)} ${f(s)} 0C${f(s * 0.72)} ${f(s * 0.26)} ${f(s * 0.28)} ${f(s * 0.3)} 0 0Z" fill="${colour}"/><path d="M0 0L${f(s * 0.94)} 0" stroke="${darken(colour, 0.3)}" stroke-width="${f(Math.max(1.5, s * 0.012))}" stroke-opacity="0.55"/>`,
    );
}

export const root: Prop = (x, y, s, a) =>
  g(
    x,
    y,
    a,
    `<path d="M${f(-s * 0.5)} 0C${f(-s * 0.2)} ${f(-s * 0.08)} ${f(s * 0.2)} ${f(s * 0.06)} ${f(s * 0.5)} ${f(-s * 0.02)}" stroke="#b08a5f" stroke-width="${f(s * 0.09)}" stroke-linecap="round" fill="none"/><path d="M${f(-s * 0.1)} ${f(-s * 0.02)}l${f(s * 0.12)} ${f(s * 0.14)}" stroke="#9c7650" stroke-width="${f(s * 0.04)}" stroke-linecap="round"/>`,
  );

/**
 * A ceramic dish seen from above: a glazed rim lit towards the lamp, its well shaded under the rim
 * on the lamp's side and a soft sheen across the glaze (two flat discs read as clip-art).
 */
export const dish: Prop = (x, y, s) =>
  `<defs><radialGradient id="dsr" cx="0.38" cy="0.34" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f1ede6"/><stop offset="1" stop-color="#d6cfc4"/></radialGradient><radialGradient id="dsw" cx="0.6" cy="0.64" r="0.62"><stop offset="0" stop-color="#f7f4ef"/><stop offset="0.75" stop-color="#e9e3d9"/><stop offset="1" stop-color="#cfc7ba"/></radialGradient></defs><circle cx="${f(x + s * 0.04)}" cy="${f(y + s * 0.06)}" r="${f(s * 0.5)}" fill="#000" fill-opacity="0.12"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.5)}" fill="url(#dsr)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.4)}" fill="url(#dsw)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.4)}" fill="none" stroke="#bdb4a6" stroke-opacity="0.5" stroke-width="${f(Math.max(1, s * 0.012))}"/><ellipse cx="${f(x - s * 0.16)}" cy="${f(y - s * 0.3)}" rx="${f(s * 0.16)}" ry="${f(s * 0.045)}" transform="rotate(-28 ${f(x - s * 0.16)} ${f(y - s * 0.3)})" fill="#ffffff" fill-opacity="0.8"/>`;

/** The pieces of the product's own form (none for a form the brief does not name) and the flavours' props. */
/** A powder's colour from its flavour: green for greens, brown for chocolate, red for a fruit punch. */
export function powderColour(look: ProductLook): string {
  return look.notes.includes('greens')
    ? '#7ea04a'
    : look.notes.includes('chocolate')
      ? '#7a4a2e'
      : look.notes.includes('berry')
        ? '#e6a3b4'
        : look.notes.includes('punch')
          ? '#d9606e'
          : // A root powder (ashwagandha, maca) is tan: white beside one read as the wrong product (docs/decisions/183-flat-lay-lying-and-a-real-parcel.md).
            look.notes.includes('root')
            ? '#c9a87a'
            : '#f1ece2';
}

export function propsFor(look: ProductLook): { piece?: Prop; hero?: Prop; extras: Prop[] } {
  const shell = look.brand;
  const powder = powderColour(look);
  const berry = '#c72a4b';
  const byForm: Record<ProductLook['form'], { piece?: Prop; hero?: Prop }> = {
    capsules: { piece: capsule(shell) },
    softgels: { piece: softgel },
    tablets: { piece: tablet },
    // A gummy in the pack's brand colour misstated its flavour (a magenta box of peach gummies): a
    // berry is red, a citrus orange, any other a neutral amber.
    gummies: {
      piece: gummy(look.notes.includes('berry') ? '#d8344f' : look.notes.includes('citrus') ? '#f29a2e' : '#e9a55a'),
    },
    powder: { piece: spill(lighten(powder, 0.25)), hero: scoop(powder) },
    sticks: { hero: sticks(look.brand) },
    drops: { piece: drop('#e0a23c'), hero: dropper },
    liquid: { piece: drop('#9fd3e6') },
    unknown: {},
  };
  const extras: Prop[] = [];
  if (look.notes.includes('citrus')) extras.push(citrus);
  if (look.notes.includes('berry')) extras.push(berries(berry));
  if (look.notes.includes('chocolate')) extras.push(cocoa);
  if (look.notes.includes('coffee')) extras.push(bean);
  if (look.notes.includes('greens') || look.notes.includes('mint')) extras.push(leaf('#5b8a4a'), leaf('#3f6b3a'));
  if (look.notes.includes('root')) extras.push(root);
  return { ...byForm[look.form], extras };
}
