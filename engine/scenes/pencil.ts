import { darken, f, lighten, linStops } from '../paint/index.js';

/**
 * A graphite pencil lying on a table, seen from above, drawn to read as photographed: a flat
 * yellow bar with a pink end read as "clip-art pencil" (s20 grading;
 * docs/decisions/214-no-clip-art-props.md). Its hexagonal barrel shows three facets in three
 * tones of the lacquer with a specular line on the lit one; the sharpened end is bare wood with
 * the lacquer's scalloped edge and a graphite tip; a ribbed metal ferrule and a rounded eraser;
 * and a soft shadow on the table on the side away from the light.
 *
 * `x`, `y` the eraser end's top corner, `len` the pencil's length, `angle` in degrees.
 */
export function pencil(x: number, y: number, len: number, angle: number): string {
  const t = Math.max(10, len * 0.028);
  const cone = t * 2.2;
  const ferrule = t * 1.3;
  const eraser = t * 0.9;
  const barrel = len - cone - ferrule - eraser;
  const x0 = eraser + ferrule;
  const x1 = x0 + barrel;
  const paint = '#e9b52c';
  // Hard facet stops across the barrel's width: a hexagon seen from above shows three faces.
  const facets = (id: string, c: string, k = 1) =>
    linStops(
      id,
      [
        [0, lighten(c, 0.3 * k)],
        [0.3, lighten(c, 0.22 * k)],
        [0.32, c],
        [0.66, c],
        [0.68, darken(c, 0.2 * k)],
        [1, darken(c, 0.32 * k)],
      ],
      0,
      1,
    );
  const defs = `<defs>${facets('pcb', paint)}${facets('pcf', '#b9b6ae', 1.4)}${facets('pce', '#e79a93')}${linStops(
    'pcw',
    [
      [0, '#f3d9b4'],
      [0.5, '#dcb68a'],
      [1, '#b38a5e'],
    ],
    0,
    1,
  )}<filter id="pcs" x="-10%" y="-100%" width="120%" height="300%"><feGaussianBlur stdDeviation="${f(t * 0.45)}"/></filter></defs>`;
  const shadow = `<rect x="${f(t * 0.4)}" y="${f(t * 0.55)}" width="${f(len - t * 0.6)}" height="${f(t * 0.9)}" rx="${f(t * 0.45)}" fill="#1a0f05" fill-opacity="0.45" filter="url(#pcs)"/>`;
  const rub = `<path d="M${f(eraser)} 0H${f(t * 0.35)}Q0 0 0 ${f(t * 0.5)}Q0 ${f(t)} ${f(t * 0.35)} ${f(t)}H${f(eraser)}Z" fill="url(#pce)"/>`;
  let ribs = '';
  for (let k = 1; k < 5; k++) {
    const rx = eraser + (ferrule * k) / 5;
    ribs += `<path d="M${f(rx)} 0V${f(t)}" stroke="#6e6a62" stroke-opacity="0.55" stroke-width="${f(Math.max(1, t * 0.08))}"/>`;
  }
  const metal = `<rect x="${f(eraser)}" y="0" width="${f(ferrule)}" height="${f(t)}" fill="url(#pcf)"/>${ribs}`;
  const body = `<rect x="${f(x0)}" y="0" width="${f(barrel)}" height="${f(t)}" fill="url(#pcb)"/><path d="M${f(x0 + t * 0.4)} ${f(t * 0.14)}H${f(x1 - t * 0.2)}" stroke="#fffbe6" stroke-opacity="0.55" stroke-width="${f(t * 0.07)}" stroke-linecap="round"/>`;
  // The cone of bare wood, the lacquer ending in scallops where the blade cut the facets.
  const tip = x1 + cone;
  const wood = `<path d="M${f(x1)} 0L${f(tip - t * 0.45)} ${f(t * 0.39)}V${f(t * 0.61)}L${f(x1)} ${f(t)}Z" fill="url(#pcw)"/>`;
  const scallop = `<path d="M${f(x1 - 1)} 0Q${f(x1 + t * 0.28)} ${f(t * 0.16)} ${f(x1 - 1)} ${f(t * 0.33)}Q${f(x1 + t * 0.34)} ${f(t * 0.5)} ${f(x1 - 1)} ${f(t * 0.67)}Q${f(x1 + t * 0.28)} ${f(t * 0.84)} ${f(x1 - 1)} ${f(t)}Z" fill="${paint}"/>`;
  const lead = `<path d="M${f(tip - t * 0.45)} ${f(t * 0.39)}L${f(tip)} ${f(t * 0.5)}L${f(tip - t * 0.45)} ${f(t * 0.61)}Z" fill="#3a3a3c"/><path d="M${f(tip - t * 0.42)} ${f(t * 0.42)}L${f(tip - t * 0.05)} ${f(t * 0.49)}" stroke="#9a9aa0" stroke-width="${f(Math.max(1, t * 0.05))}"/>`;
  return `${defs}<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${shadow}${rub}${metal}${body}${wood}${scallop}${lead}</g>`;
}
