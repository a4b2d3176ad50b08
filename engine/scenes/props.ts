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
 * A wooden measuring scoop seen from above, heaped with the powder: a lit rim round a bowl that is
 * darker on its shaded side, a domed mound lit from the top left with a few grains, and a flat
 * handle with a lit edge. A flat ring on a stick read as a magnifying glass, "floating"
 * (docs/decisions/161-props-photographed-or-none.md).
 */
export function scoop(powder: string): Prop {
  return (x, y, s, a) => {
    const r = s * 0.3;
    const cx = -r * 0.4;
    const id = `sc${powder.slice(1)}`;
    const grains = Array.from({ length: 9 }, (_, i) => {
      const t = i * 2.39;
      const d = r * 0.55 * Math.sqrt((i + 0.5) / 9);
      return `<circle cx="${f(cx + Math.cos(t) * d)}" cy="${f(Math.sin(t) * d)}" r="${f(r * 0.05)}" fill="${i % 2 ? darken(powder, 0.14) : lighten(powder, 0.3)}" fill-opacity="0.75"/>`;
    }).join('');
    return g(
      x,
      y,
      a,
      `<defs><radialGradient id="${id}m" cx="0.38" cy="0.36" r="0.7"><stop offset="0" stop-color="${lighten(powder, 0.28)}"/><stop offset="0.6" stop-color="${powder}"/><stop offset="1" stop-color="${darken(powder, 0.2)}"/></radialGradient><linearGradient id="${id}h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dcb184"/><stop offset="1" stop-color="#a97d52"/></linearGradient></defs><path d="M${f(cx + r * 0.6)} ${f(-s * 0.075)}L${f(s * 0.6)} ${f(-s * 0.05)}Q${f(s * 0.67)} 0 ${f(s * 0.6)} ${f(s * 0.05)}L${f(cx + r * 0.6)} ${f(s * 0.075)}Z" fill="url(#${id}h)"/><path d="M${f(cx + r)} ${f(-s * 0.06)}L${f(s * 0.6)} ${f(-s * 0.04)}" stroke="#f0d2ac" stroke-width="${f(s * 0.012)}" stroke-opacity="0.7" stroke-linecap="round"/><circle cx="${f(cx)}" r="${f(r)}" fill="#b8895a"/><circle cx="${f(cx - r * 0.03)}" cy="${f(-r * 0.03)}" r="${f(r * 0.94)}" fill="none" stroke="#dfb98c" stroke-width="${f(r * 0.07)}" stroke-opacity="0.8"/><circle cx="${f(cx + r * 0.03)}" cy="${f(r * 0.03)}" r="${f(r * 0.84)}" fill="#7d5a38"/><path d="M${f(cx - r * 0.86)} ${f(-r * 0.2)}C${f(cx - r * 1.02)} ${f(-r * 0.8)} ${f(cx - r * 0.2)} ${f(-r * 1.0)} ${f(cx + r * 0.45)} ${f(-r * 0.66)}C${f(cx + r * 0.86)} ${f(-r * 0.35)} ${f(cx + r * 0.84)} ${f(r * 0.5)} ${f(cx + r * 0.3)} ${f(r * 0.78)}C${f(cx - r * 0.3)} ${f(r * 1.02)} ${f(cx - r * 0.98)} ${f(r * 0.6)} ${f(cx - r * 0.86)} ${f(-r * 0.2)}Z" fill="url(#${id}m)"/>${grains}`,
    );
  };
}

/**
 * Powder spilled on the surface round the scoop's bowl: a soft-edged dusting and loose grains, so
 * the scoop lies in its own powder rather than on bare linen.
 */
export function spill(powder: string): Prop {
  return (x, y, s) => {
    const id = `sp${powder.slice(1)}`;
    let grains = '';
    // Fine grains: at a larger size a coloured powder's grains read as polka dots.
    for (let i = 0; i < 70; i++) {
      const t = i * 2.39996;
      const d = s * 0.5 * Math.sqrt((i + 0.5) / 70) * (1 + 0.25 * Math.sin(i * 1.7));
      grains += `<circle cx="${f(x + Math.cos(t) * d)}" cy="${f(y + Math.sin(t) * d * 0.8)}" r="${f(s * (0.006 + 0.004 * ((i * 7) % 3)))}" fill="${i % 3 ? powder : darken(powder, 0.12)}" fill-opacity="0.9"/>`;
    }
    return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${powder}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${powder}" stop-opacity="0.6"/><stop offset="1" stop-color="${powder}" stop-opacity="0"/></radialGradient></defs><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.5)}" ry="${f(s * 0.4)}" fill="url(#${id})"/>${grains}`;
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
 * A glass dropper pipette with its rubber bulb, and a drop. The flat lay lays its outline's own
 * shadow under it: an ellipse under it as well read as a grey plate once the pipette was laid large.
 */
export const dropper: Prop = (x, y, s, a) =>
  g(
    x,
    y,
    a,
    `<rect x="${f(-s * 0.5)}" y="${f(-s * 0.1)}" width="${f(s * 0.3)}" height="${f(s * 0.2)}" rx="${f(s * 0.09)}" fill="#2b2622"/><rect x="${f(-s * 0.22)}" y="${f(-s * 0.075)}" width="${f(s * 0.06)}" height="${f(s * 0.15)}" rx="${f(s * 0.02)}" fill="#1c1916"/><rect x="${f(-s * 0.17)}" y="${f(-s * 0.055)}" width="${f(s * 0.6)}" height="${f(s * 0.11)}" rx="${f(s * 0.05)}" fill="#eef3f5" fill-opacity="0.8" stroke="#aab6bb" stroke-width="3"/><path d="M${f(s * 0.43)} ${f(-s * 0.045)}L${f(s * 0.52)} 0L${f(s * 0.43)} ${f(s * 0.045)}Z" fill="#cfd7da" stroke="#aab6bb" stroke-width="2"/><rect x="${f(-s * 0.12)}" y="${f(-s * 0.025)}" width="${f(s * 0.42)}" height="${f(s * 0.05)}" fill="#d89a3a" fill-opacity="0.85"/><rect x="${f(-s * 0.12)}" y="${f(-s * 0.045)}" width="${f(s * 0.5)}" height="${f(s * 0.015)}" fill="#ffffff" fill-opacity="0.8"/>`,
  );

export function drop(colour: string): Prop {
  return (x, y, s) =>
    `<path d="M${f(x)} ${f(y - s * 0.28)}C${f(x + s * 0.22)} ${f(y - s * 0.02)} ${f(x + s * 0.2)} ${f(y + s * 0.22)} ${f(x)} ${f(y + s * 0.22)}C${f(x - s * 0.2)} ${f(y + s * 0.22)} ${f(x - s * 0.22)} ${f(y - s * 0.02)} ${f(x)} ${f(y - s * 0.28)}Z" fill="${colour}" fill-opacity="0.85"/><ellipse cx="${f(x - s * 0.06)}" cy="${f(y + s * 0.04)}" rx="${f(s * 0.05)}" ry="${f(s * 0.08)}" fill="#fff" fill-opacity="0.7"/>`;
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

/** A ceramic dish (holds a few of the product's own pieces). */
export const dish: Prop = (x, y, s) =>
  `<circle cx="${f(x + s * 0.04)}" cy="${f(y + s * 0.06)}" r="${f(s * 0.5)}" fill="#000" fill-opacity="0.14"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.5)}" fill="#f7f4ee"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.4)}" fill="#ece6dc"/>`;

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
