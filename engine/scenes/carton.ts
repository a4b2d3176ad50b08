import { darken, f, lighten, lin, linStops, mix, radial, rng } from '../paint/index.js';

/**
 * An opened shipping carton seen a little from above, drawn to read as photographed rather than
 * as clip-art (graders: "clip-art box", "illustrated box", "odd flap", "pink blob"; decision 169):
 * kraft board with a fibre grain (a tiled pattern of short fibres), the board's thickness at every cut edge,
 * flaps that bow a little, soft shading where faces meet, a soft contact shadow, a slit strip of
 * tape and a plain barcode sticker (no words), and crumpled near-white tissue with its creases,
 * draped over the front rim, in place of a tinted mound.
 */
export type Carton = {
  x0: number;
  top: number;
  bw: number;
  bh: number;
  dx: number;
  dy: number;
  flap: number;
  /** Mirrored: the side face on the left, as a box to the right of the camera shows it. */
  flip: boolean;
};

const pt = (x: number, y: number) => `${f(x)} ${f(y)}`;

/** The carton's whole extent (flaps and tissue included), the box the copy must stay clear of. */
export const extent = (c: Carton) => ({
  x: c.x0 - c.bw * 0.2,
  y: c.top - c.dy - c.flap,
  w: c.bw * 1.56,
  h: c.bh + c.dy + c.flap,
});

/** Crumpled tissue: soft bumps (no saw-teeth), a lit top and creases, clipped to the sheet. */
function tissue(c: Carton, paper: string, seed: number): string {
  const { x0, top, bw, dx, dy } = c;
  const r = rng(seed);
  const sheet = (id: string, lift: number, shade: number) => {
    const n = 9;
    const ph = r() * 6;
    const pts = Array.from({ length: n + 1 }, (_, i) => {
      const u = i / n;
      const bump = 0.5 + 0.5 * Math.sin(u * 11 + ph) * Math.cos(u * 5 - ph * 0.5);
      const edge = Math.sin(Math.PI * Math.min(1, Math.max(0, u * 1.1 - 0.05)));
      return { x: x0 + dx * 0.5 + bw * (u * 1.02 - 0.01), y: top - dy * 0.5 - bw * lift * edge * (0.45 + 0.55 * bump) };
    });
    let d = `M${pt(x0, top + bw * 0.012)}L${pt(pts[0].x, pts[0].y)}`;
    for (let i = 0; i < n; i++) {
      const a = pts[i];
      const b = pts[i + 1];
      const mx = (a.x + b.x) / 2;
      // A round top and a sharper fold between bumps: paper, not a cloud.
      d += `Q${pt(mx, Math.min(a.y, b.y) - bw * 0.012)} ${pt(b.x, b.y)}`;
    }
    // Draped over the front rim in two soft tongues.
    d += `L${pt(x0 + bw, top)}L${pt(x0 + bw * 0.78, top)}Q${pt(x0 + bw * 0.72, top + bw * 0.05)} ${pt(x0 + bw * 0.62, top)}L${pt(x0 + bw * 0.36, top)}Q${pt(x0 + bw * 0.3, top + bw * 0.035)} ${pt(x0 + bw * 0.22, top)}Z`;
    // Facets: each fold between two bumps falls into shade on one side, lit on the other.
    let creases = '';
    for (let i = 1; i < n; i++) {
      const a = pts[i];
      const foot = { x: a.x + (r() - 0.5) * bw * 0.06, y: top + bw * 0.01 };
      const side = i % 2 ? pts[i + 1] : pts[i - 1];
      creases += `<path d="M${pt(a.x, a.y)}L${pt(side.x, side.y)}L${pt(foot.x, foot.y)}Z" fill="${i % 2 ? darken(paper, 0.16) : '#ffffff'}" fill-opacity="${i % 2 ? 0.35 : 0.5}"/>`;
    }
    for (let k = 0; k < 8; k++) {
      const u = 0.06 + r() * 0.88;
      const x = x0 + dx * 0.5 + bw * u;
      const y = top - dy * 0.5 - bw * lift * (0.3 + r() * 0.5);
      const x2 = x + (r() - 0.5) * bw * 0.12;
      const y2 = top + bw * 0.01;
      const mx = (x + x2) / 2 + (r() - 0.5) * bw * 0.04;
      const line = `M${pt(x, y)}Q${pt(mx, (y + y2) / 2)} ${pt(x2, y2)}`;
      creases += `<path d="${line}" stroke="${darken(paper, 0.22)}" stroke-width="${f(bw * 0.005)}" stroke-opacity="0.45" fill="none"/><path d="${line}" transform="translate(${f(bw * 0.006)} 0)" stroke="#ffffff" stroke-width="${f(bw * 0.004)}" stroke-opacity="0.8" fill="none"/>`;
    }
    return `<clipPath id="${id}c"><path d="${d}"/></clipPath>${linStops(
      id,
      [
        [0, lighten(paper, 0.6), 1],
        [0.55, paper, 1],
        [1, darken(paper, shade), 1],
      ],
      0,
      1,
    )}<path d="${d}" fill="url(#${id})"/><g clip-path="url(#${id}c)">${creases}</g><path d="${d}" fill="none" stroke="${darken(paper, 0.18)}" stroke-width="${f(bw * 0.003)}" stroke-opacity="0.4"/>`;
  };
  return sheet('ts1', 0.2, 0.24) + sheet('ts2', 0.13, 0.14);
}

export function carton(c: Carton, paperTint: string, seed: number): string {
  const { x0, top, bw, bh, dx, dy, flap } = c;
  const x1 = x0 + bw;
  const bottom = top + bh;
  const t = Math.max(2, bw * 0.012); // the board's thickness
  const paper = mix(paperTint, '#fbf8f2', 0.78);
  const kraft = '#c89f72';
  // Fibre grain: a small tile of short fibres, tiled over the board's faces (a noise filter over
  // the carton cost about 90 ms of CPU per ad, a pattern almost nothing).
  const tile = bw * 0.14;
  const fr = rng(seed + 3);
  let fibres = '';
  for (let i = 0; i < 46; i++) {
    const x = fr() * tile;
    const y = fr() * tile;
    const len = tile * (0.08 + fr() * 0.22);
    const an = (fr() - 0.5) * 0.5;
    const dark = i % 3 !== 0;
    fibres += `<path d="M${pt(x, y)}l${pt(Math.cos(an) * len, Math.sin(an) * len)}" stroke="${dark ? '#4a3018' : '#fff4e0'}" stroke-opacity="${f(dark ? 0.1 + fr() * 0.1 : 0.14)}" stroke-width="${f(Math.max(1, tile * 0.012))}" stroke-linecap="round"/>`;
  }
  const grain = `<pattern id="fib" width="${f(tile)}" height="${f(tile)}" patternUnits="userSpaceOnUse">${fibres}</pattern>${radial('kcsh', '#000', 0.34)}${linStops(
    'kfsh',
    [
      [0, '#000', 0.2],
      [1, '#000', 0],
    ],
  )}`;
  const defs = `<defs>${grain}${linStops(
    'kf',
    [
      [0, lighten(kraft, 0.08), 1],
      [0.55, kraft, 1],
      [1, darken(kraft, 0.14), 1],
    ],
    0,
    1,
  )}${lin('kfs', [darken(kraft, 0.28), darken(kraft, 0.38)])}${lin('kfb', [lighten(kraft, 0.22), lighten(kraft, 0.06)])}${lin('kfl', [lighten(kraft, 0.1), darken(kraft, 0.08)], 1, 0)}${lin('kfr', [darken(kraft, 0.06), darken(kraft, 0.22)], 1, 0)}${lin('kff', [lighten(kraft, 0.05), darken(kraft, 0.04)])}${lin('kin', [darken(kraft, 0.45), darken(kraft, 0.62)])}</defs>`;
  const shadow = `<ellipse cx="${f(x0 + bw * 0.55 + dx * 0.5)}" cy="${f(bottom - dy * 0.3)}" rx="${f(bw * 0.7)}" ry="${f(bw * 0.08)}" fill="url(#kcsh)"/><ellipse cx="${f(x0 + bw * 0.5 + dx * 0.5)}" cy="${f(bottom)}" rx="${f(bw * 0.58)}" ry="${f(t * 1.6)}" fill="url(#kcsh)"/>`;
  // The back flap stands behind the opening, bowed a little and lit on its inside; its cut edge
  // shows the board's thickness. The side flaps splay outwards from their hinges.
  const bx0 = x0 + dx * 1.3;
  const bx1 = x1 + dx * 1.3;
  const by = top - dy - flap;
  const back = `<path d="M${pt(x0 + dx, top - dy)}L${pt(x1 + dx, top - dy)}L${pt(bx1, by + flap * 0.06)}Q${pt((bx0 + bx1) / 2, by - flap * 0.05)} ${pt(bx0, by)}Z" fill="url(#kfb)"/><path d="M${pt(bx0, by)}Q${pt((bx0 + bx1) / 2, by - flap * 0.05)} ${pt(bx1, by + flap * 0.06)}" stroke="${lighten(kraft, 0.35)}" stroke-width="${f(t)}" fill="none"/>`;
  const lx = x0 + dx - bw * 0.2;
  const left = `<path d="M${pt(x0, top)}L${pt(x0 + dx, top - dy)}Q${pt(lx + bw * 0.08, top - dy - flap * 0.3)} ${pt(lx, top - dy - flap * 0.45)}L${pt(x0 - bw * 0.2, top - flap * 0.36)}Z" fill="url(#kfl)"/><path d="M${pt(lx, top - dy - flap * 0.45)}L${pt(x0 - bw * 0.2, top - flap * 0.36)}" stroke="${lighten(kraft, 0.3)}" stroke-width="${f(t)}"/>`;
  const rx = x1 + dx + bw * 0.2;
  const right = `<path d="M${pt(x1, top)}L${pt(x1 + dx, top - dy)}Q${pt(rx - bw * 0.08, top - dy - flap * 0.2)} ${pt(rx, top - dy - flap * 0.3)}L${pt(x1 + bw * 0.2, top - flap * 0.22)}Z" fill="url(#kfr)"/><path d="M${pt(rx, top - dy - flap * 0.3)}L${pt(x1 + bw * 0.2, top - flap * 0.22)}" stroke="${lighten(kraft, 0.2)}" stroke-width="${f(t)}"/>`;
  const hole = `<path d="M${pt(x0, top)}L${pt(x1, top)}L${pt(x1 + dx, top - dy)}L${pt(x0 + dx, top - dy)}Z" fill="url(#kin)"/>`;
  // The side in shade, the lit front darkening to the table; the front flap folded down over it,
  // hanging a touch askew with a soft shadow under its edge; the board's cut edge along the hinge.
  const side = `<path d="M${pt(x1, top)}L${pt(x1 + dx, top - dy)}V${f(bottom - dy)}L${pt(x1, bottom)}Z" fill="url(#kfs)"/><path d="M${pt(x1, top)}V${f(bottom)}" stroke="${lighten(kraft, 0.12)}" stroke-width="${f(t * 0.6)}" stroke-opacity="0.8"/>`;
  const fold = bh * 0.32;
  const skew = bh * 0.025;
  const front = `<rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="url(#kf)"/><path d="M${pt(x0, top + fold + skew * 0.2)}L${pt(x1, top + fold - skew)}L${pt(x1, top + fold - skew + bh * 0.07)}L${pt(x0, top + fold + skew * 0.2 + bh * 0.07)}Z" fill="url(#kfsh)"/><path d="M${pt(x0 - t * 0.5, top)}H${f(x1 + t * 0.3)}L${pt(x1 + t * 0.3, top + fold - skew)}L${pt(x0 - t * 0.5, top + fold + skew * 0.2)}Z" fill="url(#kff)"/><path d="M${pt(x0 - t * 0.5, top + fold + skew * 0.2)}L${pt(x1 + t * 0.3, top + fold - skew)}" stroke="${lighten(kraft, 0.25)}" stroke-width="${f(t * 0.7)}"/><path d="M${pt(x0, top)}H${f(x1)}" stroke="${lighten(kraft, 0.3)}" stroke-width="${f(t)}"/><rect x="${f(x0)}" y="${f(bottom - bh * 0.2)}" width="${f(bw)}" height="${f(bh * 0.2)}" fill="url(#kao)"/>`;
  const ao = `<defs>${linStops('kao', [
    [0, '#000', 0],
    [1, '#000', 0.16],
  ])}${linStops(
    'kkey',
    [
      [0, '#fff8ea', 0.14],
      [0.45, '#fff8ea', 0],
      [1, '#1c0e02', 0.2],
    ],
    1,
    0,
  )}</defs>`;
  // The key light falls across the front from the far side of the side face, which is in shade:
  // a front lit evenly across read as a flat drawn box (docs/decisions/214-no-clip-art-props.md).
  const key = `<rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="url(#kkey)"/><rect x="${f(x0 - t)}" y="${f(bottom - t * 1.2)}" width="${f(bw + t * 2)}" height="${f(t * 1.6)}" fill="#000" fill-opacity="0.18"/>`;
  // A strip of clear tape down the flap, slit where the box was opened.
  const tx = x0 + bw * 0.44;
  const tw = bw * 0.13;
  const tape = `<rect x="${f(tx)}" y="${f(top - t * 0.3)}" width="${f(tw)}" height="${f(fold + bh * 0.1)}" fill="#f3e2c0" fill-opacity="0.38"/><path d="M${pt(tx + tw * 0.15, top)}V${f(top + fold + bh * 0.1)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(tw * 0.12)}"/><path d="M${pt(tx + tw * 0.5, top)}L${pt(tx + tw * 0.56, top + fold * 0.55)}" stroke="${darken(kraft, 0.35)}" stroke-width="${f(t * 0.5)}" stroke-opacity="0.6"/>`;
  // A plain barcode sticker low on the front: a parcel's, with no words on it.
  const sx = x0 + bw * 0.08;
  const sy = top + fold + bh * 0.14;
  const sw = bw * 0.26;
  const sh = Math.min(bw * 0.15, bh * 0.3);
  const r = rng(seed + 5);
  let bars = '';
  for (let x = sx + sw * 0.1; x < sx + sw * 0.88; x += sw * 0.022 * (1 + Math.floor(r() * 3))) {
    bars += `<rect x="${f(x)}" y="${f(sy + sh * 0.38)}" width="${f(sw * 0.012 * (1 + Math.floor(r() * 2)))}" height="${f(sh * 0.42)}" fill="#2b2926"/>`;
  }
  const sticker =
    sh > bw * 0.06
      ? `<g transform="rotate(-1.5 ${f(sx)} ${f(sy)})"><rect x="${f(sx + t * 0.4)}" y="${f(sy + t * 0.5)}" width="${f(sw)}" height="${f(sh)}" fill="#000" fill-opacity="0.12"/><rect x="${f(sx)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" fill="#f6f3ec"/><rect x="${f(sx + sw * 0.1)}" y="${f(sy + sh * 0.14)}" width="${f(sw * 0.5)}" height="${f(sh * 0.1)}" fill="#c9c4ba"/>${bars}</g>`
      : '';
  // The grain laid over each face's own outline.
  const over = (svg: string) => {
    const m = /<path d="([^"]+)"/.exec(svg);
    return m ? `<path d="${m[1]}" fill="url(#fib)"/>` : '';
  };
  const board = `${back}${over(back)}${left}${over(left)}${right}${over(right)}${hole}${tissue(c, paper, seed)}${side}${over(side)}${front}<rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="url(#fib)"/>`;
  const body = `${defs}${ao}${shadow}${board}${tape}${sticker}${key}`;
  if (!c.flip) return body;
  // Mirrored about the carton's own middle, which keeps its extent where it was.
  const mid = x0 + bw * 0.58;
  return `<g transform="translate(${f(mid * 2)} 0) scale(-1 1)">${body}</g>`;
}
