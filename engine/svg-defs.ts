/** SVG gradient definitions shared by the scenes. */
export function lin(id: string, stops: string[], x2 = 0, y2 = 1): string {
  const s = stops.map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity: number, cx = 0.5, cy = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.5"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

