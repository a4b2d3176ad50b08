import { darken, f, lighten } from '../paint/index.js';

/**
 * A leaf lit from one side: its two halves in two tones either side of a pale midrib, side veins
 * and a stem, so the sprigs read as photographed foliage rather than flat clip-art shapes.
 */
export function leaf(x: number, y: number, len: number, angle: number, color: string, vein = true): string {
  const upper = `M0 0C${f(len * 0.28)} ${f(-len * 0.3)} ${f(len * 0.72)} ${f(-len * 0.26)} ${f(len)} 0Z`;
  const lower = `M0 0C${f(len * 0.28)} ${f(len * 0.3)} ${f(len * 0.72)} ${f(len * 0.26)} ${f(len)} 0Z`;
  const sw = f(Math.max(1.5, len * 0.012));
  const veins = vein
    ? [0.25, 0.45, 0.65]
        .map(
          (t) =>
            `M${f(len * t)} 0L${f(len * (t + 0.12))} ${f(-len * 0.12)}M${f(len * t)} 0L${f(len * (t + 0.12))} ${f(len * 0.12)}`,
        )
        .join('')
    : '';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0L${f(-len * 0.14)} ${f(len * 0.02)}" stroke="${darken(color, 0.2)}" stroke-width="${f(Math.max(2, len * 0.025))}" stroke-linecap="round"/><path d="${upper}" fill="${lighten(color, 0.1)}"/><path d="${lower}" fill="${darken(color, 0.08)}"/>${vein ? `<path d="M0 0L${f(len * 0.94)} 0" stroke="${lighten(color, 0.35)}" stroke-width="${sw}" stroke-opacity="0.8"/><path d="${veins}" stroke="${lighten(color, 0.25)}" stroke-width="${sw}" stroke-opacity="0.45"/>` : ''}</g>`;
}
