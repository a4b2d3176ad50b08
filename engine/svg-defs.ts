/** SVG gradient definitions shared by the scenes. */
export function lin(id: string, stops: string[], x2 = 0, y2 = 1): string {
  const s = stops.map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity: number, cx = 0.5, cy = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.5"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/**
 * Repeated shapes as one path rather than an SVG pattern (a pattern fill, or `opacity` on a
 * canvas-sized element, makes resvg paint an extra full-size layer): `cell` gives the subpath for
 * the tile whose top left corner is (x, y).
 */
export function grid(w: number, h: number, tw: number, th: number, cell: (x: number, y: number) => string, top = 0): string {
  let d = '';
  for (let y = top; y < h; y += th) for (let x = 0; x < w; x += tw) d += cell(x, y);
  return d;
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0z`;
}

export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}h${w - r * 2}a${r} ${r} 0 0 1 ${r} ${r}v${h - r * 2}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - r * 2)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - r * 2)}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}
