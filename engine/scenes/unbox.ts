import { f, lighten, mix, overlaps, radial } from '../paint/index.js';
import { type Carton, carton, extent } from './carton.js';
import { interior, tableTop } from './home.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Unboxing: an opened shipping carton on the table behind the product and to its side, seen a
 * little from above as a phone sees a parcel on a table (engine/scenes/carton.ts draws it). The
 * product stands in front of it, its label never covered. The carton is sized to the room beside
 * the pack, so it stands whole in the frame: at a fixed 1.3x the pack's width a wide tub pushed it
 * off the edge ("box cut by edge", s16 grading; docs/decisions/169-unboxing-carton-and-flat-lay-grid.md).
 */

/** Of the carton's width, at most this much stands hidden behind the pack, at least this much. */
const HIDDEN_MAX = 0.6;
const HIDDEN_MIN = 0.22;
/** On 9:16 a whole carton narrower than this share of the width reads as a crumb beside the pack. */
const STORY_PARCEL = 0.45;

function place(p: SceneParams, bottom: number): Carton {
  const { w, product } = p;
  const m = w * 0.03;
  const story = p.h > w * 1.5;
  // A shipping carton holds the pack: wider than it and, where the room allows, nearly as tall. Sized
  // by the pack's width alone, beside a tall box or bottle it came out "as small as the bottle",
  // "tiny vs box" (s17 grading; docs/decisions/183-flat-lay-lying-and-a-real-parcel.md).
  const want = Math.max(product.w * 1.4, product.h * 0.95, w * 0.38);
  const at = (k: number, right: boolean, edge = false) => {
    // Room beside the pack for the part that shows (its splayed flap included, 1.56 widths in all).
    const room = right ? w - m - (product.x + product.w) : product.x - m;
    const bw = edge ? want * k : Math.min(want, room / (1.56 - 0.2 - HIDDEN_MAX)) * k;
    // A pack nearly as wide as the frame leaves no such room: the box then stands at the edge, a
    // third of it showing, as it did before (a large box cut by the edge read as a box; a small
    // one whole in the corner read as a crumb).
    const x0 = edge
      ? w - bw * 0.92
      : right
        ? Math.min(product.x + product.w - HIDDEN_MIN * bw, w - m - bw * 1.36)
        : Math.max(product.x + HIDDEN_MIN * bw - bw * 1.16, m + bw * 0.2);
    // Under the copy beside the pack the box stands lower (a shallower carton), clear of it.
    const span = { x: x0 - bw * 0.2, w: bw * 1.56 };
    const over = p.hints.avoid.filter(
      (a) => a.x < span.x + span.w && span.x < a.x + a.w && a.y + a.h < bottom - bw * 0.3,
    );
    const under = Math.max(0, ...over.map((a) => a.y + a.h + 10 + bw * 0.35));
    // Its back flap stays inside the frame: cut by the top edge it read as a "cropped block" (s17).
    // On 9:16 the band over the pack is the carton's to fill: a box rising behind the tub reads as
    // the box it came in, where one cut level with its lid showed a sliver (s18 grading).
    const top = Math.max(
      product.y + product.h * (story ? -0.3 : 0.16),
      bottom - bw * 0.78,
      m + bw * 0.36,
      Math.min(under, bottom - bw * 0.3),
    );
    const c: Carton = { x0, top, bw, bh: bottom - top, dx: bw * 0.16, dy: bw * 0.09, flap: bw * 0.26, flip: right };
    const out = extent(c);
    // Where no place is clear (a hand on one side, the copy on the other), the box covers least.
    const covered = p.hints.avoid.reduce((sum, a) => {
      const ox = Math.min(a.x + a.w, out.x + out.w) - Math.max(a.x, out.x);
      const oy = Math.min(a.y + a.h, out.y + out.h) - Math.max(a.y, out.y);
      return sum + (ox > 0 && oy > 0 ? ox * oy : 0);
    }, 0);
    const big = edge || (bw >= Math.min(w * 0.26, product.w * 0.75) && c.bh > bw * 0.3);
    return { c, over: covered, clear: big && !p.hints.avoid.some((a) => overlaps(a, out, 8)), bw: big ? bw : 0 };
  };
  const tries = [1, 0.85, 0.7].flatMap((k) => [at(k, true), at(k, false)]);
  const edge = [1, 0.8, 0.65].map((k) => at(k, true, true));
  const clear = tries.filter((t) => t.clear);
  const largest = <T extends { bw: number }>(ts: T[]) => ts.reduce((a, b) => (b.bw > a.bw ? b : a));
  // On 9:16 a whole box under STORY_PARCEL of the width beside a wide tub was a small parcel under a
  // bare band: the large box behind the pack at the edge is taken where it stands clear.
  const small = !clear.length || largest(clear).bw < w * STORY_PARCEL;
  const behind = story && small ? edge.filter((t) => t.clear) : [];
  if (clear.length || behind.length) return largest([...clear, ...behind]).c;
  // Else the large box that covers least (a small one hid behind the pack, none showing).
  const large = [...tries, ...edge].filter((t) => t.bw > 0);
  return (edge.find((t) => t.clear) ?? large.reduce((a, b) => (b.over < a.over ? b : a))).c;
}

export const box: SceneFn = (p) => {
  const { base, pal, product } = p;
  const bottom = base.y - 4;
  const c = place(p, bottom);
  const tint = lighten(p.look.brand, 0.45);
  // The pack's own shadow falls across the carton where the light throws it that way.
  const right = c.x0 > product.x;
  const edge = right ? product.x + product.w : product.x;
  const cast =
    right === p.light.dir > 0
      ? `<defs>${radial('kcs', '#000', 0.26)}</defs><ellipse cx="${f(edge)}" cy="${f((c.top + bottom) / 2)}" rx="${f(c.bw * 0.32)}" ry="${f((bottom - c.top) * 0.75)}" fill="url(#kcs)"/>`
      : '';
  return {
    // A bare wall in a pastel of the label's colour, lit from above: the parcel is opened by a wall, not the living room's window.
    back: interior(p, lighten(mix(tint, pal.bg, 0.4), 0.1), mix(tint, pal.bg, 0.55), '', {
      window: false,
      plant: false,
    }),
    // The carton stands behind the pack, a little out of the focus the pack is in: drawn razor-sharp
    // it read as "illustrated rather than photographic" (s17 grading).
    front: `${tableTop(p, '#e2d6c6', '#c2b19b')}<defs><filter id="dof" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${f(p.w * 0.0035)}"/></filter></defs><g filter="url(#dof)">${carton(c, tint, p.seed + 17)}</g>${cast}`,
  };
};
