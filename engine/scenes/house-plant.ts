import { darken, f, lighten, linStops, radial } from '../paint/index.js';
import { leaf } from './leaf.js';

/**
 * A potted house plant standing at the back of a home's table, out of focus: a tapered terracotta
 * pot lit on one side with a rim and dark soil, and a fan of broad leaves in two greens that
 * overlap as a real plant's do. A green ellipse on a brown block read to graders as a "blob" or a
 * "see-through clip-art plant" once blurred (docs/decisions/170-scenes-chosen-for-the-product.md): broad
 * opaque leaves keep their outline through the blur of the room's layer.
 *
 * `cx` is the pot's centre, `y` the table line it stands on, `size` the plant's height; `dir` the
 * side the light comes from (+1 left, as engine/scenes/light.ts's shadow direction).
 */
export function housePlant(cx: number, y: number, size: number, dir: number, dim = 0): string {
  const pw = size * 0.36;
  const ph = size * 0.3;
  const top = y - ph;
  // A glazed stoneware pot in a muted clay and leaves in muted, varied greens: the saturated
  // terracotta and flat bright greens read as "cartoon plant breaks photo look" (s20 grading,
  // docs/decisions/214-no-clip-art-props.md).
  const pot = dim ? darken('#a9765a', dim) : '#a9765a';
  const greens = ['#3d5e37', '#4a6c40', '#2e4a2c', '#56784a', '#41633b'].map((g) => (dim ? darken(g, dim) : g));
  // Leaves fanned from the soil: long ones upright in the middle, shorter ones arching out low.
  // Each leaf is lit by how far it turns towards the key light, the back ones in the plant's own
  // shade, so the plant has a lit and a shaded side as a photographed one does.
  const fan: Array<[number, number]> = [
    [-150, 0.62],
    [-30, 0.6],
    [-128, 0.78],
    [-52, 0.8],
    [-108, 0.92],
    [-72, 0.95],
    [-90, 0.78],
  ];
  // A back row between them in the plant's own shade, so the foliage is dense, not a drawn fan.
  const back: Array<[number, number]> = [
    [-140, 0.7],
    [-118, 0.86],
    [-98, 0.9],
    [-82, 0.88],
    [-62, 0.86],
    [-40, 0.7],
  ];
  const shade = back
    .map(([a, k], i) =>
      leaf(cx + (a + 90) * pw * 0.002, top + ph * 0.06, size * 0.58 * k, a, darken(greens[(i + 2) % 5], 0.28), false),
    )
    .join('');
  const leaves = fan
    .map(([a, k], i) => {
      // dir > 0: light from the left, so leaves leaning left (angle below -90) are lit.
      const toward = (dir > 0 ? -90 - a : a + 90) / 60;
      const g = greens[i % 5];
      const c = toward > 0 ? lighten(g, Math.min(0.22, toward * 0.14)) : darken(g, Math.min(0.3, -toward * 0.18));
      return leaf(cx + (a + 90) * pw * 0.0022, top + ph * 0.04, size * 0.62 * k, a, c, false);
    })
    .join('');
  const id = `hp${Math.round(cx)}`;
  // Round pot: the lit side's highlight a band in from the edge, the far side in shade, darker
  // towards the foot (ambient occlusion by the table).
  const band = dir > 0 ? [0, 0.28, 1] : [1, 0.72, 0];
  const rimY = top - ph * 0.02;
  const blur = f(Math.max(1, size * 0.012));
  return `<defs>${linStops(
    id,
    [
      [band[0], darken(pot, 0.08)],
      [band[1], lighten(pot, 0.18)],
      [0.5, pot],
      [band[2], darken(pot, 0.38)],
    ].sort((p, q) => (p[0] as number) - (q[0] as number)) as Array<[number, string]>,
    1,
    0,
  )}${linStops(
    `${id}v`,
    [
      [0, '#000', 0],
      [0.7, '#000', 0.08],
      [1, '#000', 0.3],
    ],
    0,
    1,
  )}${radial(`${id}s`, '#000', 0.4)}${radial(`${id}a`, '#0d1a0b', 0.45)}<filter id="${id}f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs><g filter="url(#${id}f)"><ellipse cx="${f(cx + dir * -pw * 0.12)}" cy="${f(y + 2)}" rx="${f(pw * 0.75)}" ry="${f(pw * 0.12)}" fill="url(#${id}s)"/>${shade}${leaves}<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(pw * 0.5)}" ry="${f(size * 0.16)}" fill="url(#${id}a)"/><path d="M${f(cx - pw / 2)} ${f(top)}H${f(cx + pw / 2)}L${f(cx + pw * 0.38)} ${f(y)}H${f(cx - pw * 0.38)}Z" fill="url(#${id})"/><path d="M${f(cx - pw / 2)} ${f(top)}H${f(cx + pw / 2)}L${f(cx + pw * 0.38)} ${f(y)}H${f(cx - pw * 0.38)}Z" fill="url(#${id}v)"/><rect x="${f(cx - pw * 0.55)}" y="${f(rimY)}" width="${f(pw * 1.1)}" height="${f(ph * 0.16)}" rx="${f(ph * 0.05)}" fill="url(#${id})"/><rect x="${f(cx - pw * 0.55)}" y="${f(rimY)}" width="${f(pw * 1.1)}" height="${f(ph * 0.03)}" fill="#ffffff" fill-opacity="0.18"/><rect x="${f(cx - pw * 0.5)}" y="${f(top + ph * 0.14)}" width="${f(pw)}" height="${f(ph * 0.06)}" fill="#000" fill-opacity="0.14"/></g>`;
}
