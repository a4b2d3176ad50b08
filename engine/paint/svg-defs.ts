/** SVG gradient definitions and shape helpers shared by the scenes. */
export function lin(id: string, stops: string[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
  const s = stops
    .map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(3)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** Stops as [offset, colour, opacity]. */
export function linStops(id: string, stops: Array<[number, string, number?]>, x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity: number, cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A smooth radial falloff with a middle stop (light pools, glows). */
export function glow(id: string, color: string, opacity: number, mid = 0.45): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="${mid}" stop-color="${color}" stop-opacity="${(opacity * 0.45).toFixed(3)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/**
 * Repeated shapes as one path rather than an SVG pattern (a pattern fill, or `opacity` on a
 * canvas-sized element, makes resvg paint an extra full-size layer): `cell` gives the subpath for
 * the tile whose top left corner is (x, y).
 */
export function grid(
  w: number,
  h: number,
  tw: number,
  th: number,
  cell: (x: number, y: number) => string,
  top = 0,
): string {
  let d = '';
  for (let y = top; y < h; y += th) for (let x = 0; x < w; x += tw) d += cell(x, y);
  return d;
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0z`;
}

/** Out-of-focus highlights (bokeh) in a colour, seeded, kept off the boxes to avoid. */
export function bokeh(
  r: () => number,
  n: number,
  area: { x: number; y: number; w: number; h: number },
  size: number,
  color: string,
  opacity: number,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const rr = size * (0.5 + r());
    out += `<circle cx="${f(area.x + r() * area.w)}" cy="${f(area.y + r() * area.h)}" r="${f(rr)}" fill="${color}" fill-opacity="${(opacity * (0.4 + r() * 0.6)).toFixed(3)}"/>`;
  }
  return out;
}

export const f = (n: number) => Math.round(n * 10) / 10;
