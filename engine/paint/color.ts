/** Colour maths for palettes and the WCAG contrast rule (text keeps at least 4.5:1). */
export type RGB = [number, number, number];

export function hexToRgb(hex: string): RGB {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: RGB): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastLum(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

export function contrast(a: string, b: string): number {
  return contrastLum(luminance(hexToRgb(a)), luminance(hexToRgb(b)));
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function darken(c: string, t: number): string {
  return mix(c, '#000000', t);
}

export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

/** Black or white text, whichever reads better on a solid colour. */
export function inkOn(bg: string, dark = '#111111', light = '#ffffff'): string {
  return contrast(dark, bg) >= contrast(light, bg) ? dark : light;
}

/** Shifts a colour darker (or lighter) until it reaches the wanted contrast against bg. */
export function ensureContrast(fg: string, bg: string, min = 4.5): string {
  if (contrast(fg, bg) >= min) return fg;
  const toward = luminance(hexToRgb(bg)) > 0.4 ? '#000000' : '#ffffff';
  for (let t = 0.1; t <= 1.0001; t += 0.1) {
    const c = mix(fg, toward, t);
    if (contrast(c, bg) >= min) return c;
  }
  return toward;
}

/** Hue rotation used for "make it X" edits and seeded accent variety. */
export function saturation([r, g, b]: RGB): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

/** A colour's hue in degrees, or undefined for a grey, white or black (channels within 40 of each other). */
export function hueOf(hex: string): number | undefined {
  const [r, g, b] = hexToRgb(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 40) return undefined;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Degrees between two hues round the colour wheel (0 to 180). */
export function hueGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

function labOf([r, g, b]: RGB): RGB {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const R = lin(r),
    G = lin(g),
    B = lin(b);
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  const fn = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * fn(y) - 16, 500 * (fn(x) - fn(y)), 200 * (fn(y) - fn(z))];
}

/** CIE76 colour difference (ΔE in Lab): about 2 is just visible, above 25 two colours read as different. */
export function deltaE(a: RGB | string, b: RGB | string): number {
  const p = labOf(typeof a === 'string' ? hexToRgb(a) : a);
  const q = labOf(typeof b === 'string' ? hexToRgb(b) : b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
