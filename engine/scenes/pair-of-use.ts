import { f } from '../paint/index.js';
import { dish, drop, dropper, powderColour, propsFor, scoop, spill, sticks } from './props.js';
import { drinkOf, glass, WATER } from './shelf.js';
import { type ProductLook, type UsePair } from './types.js';

/**
 * Before & After's pair of use (engine/layout/use-pair.ts, docs/decisions/206-before-and-after-of-use.md):
 * in the grey field the dose as it comes, drawn with Flat Lay's props (a heaped scoop in its spilled
 * powder, stick packs, the pipette and a drop, one piece on a dish); in the coloured field beside
 * the product the glass it is taken with (the powder mixed, Bathroom Shelf's glass, else water);
 * a bold arrow across the cut between them. Nothing about a body, a mood or a result.
 */
export function pairOfUse(pair: UsePair, look: ProductLook, accent: string): string {
  const { before: b, after, arrow } = pair;
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const s = b.w;
  let dose: string;
  if (look.form === 'powder') {
    const powder = powderColour(look);
    dose = spill(powder)(cx - s * 0.08, cy + s * 0.04, s * 0.7, 0) + scoop(powder)(cx, cy, s * 0.95, -28);
  } else if (look.form === 'sticks') dose = sticks(look.brand)(cx, cy, s * 0.85, -18);
  else if (look.form === 'drops')
    dose = dropper(cx, cy - s * 0.06, s * 0.95, -30) + drop('#e0a23c')(cx + s * 0.34, cy + s * 0.3, s * 0.3, 0);
  else {
    // One piece of the product on a small dish: the unit taken, not a day's count the brief may not give.
    const { piece } = propsFor(look);
    dose = dish(cx, cy, s * 0.78, 0) + (piece ? piece(cx, cy, s * 0.4, -24) : '');
  }
  const drink = look.form === 'powder' || look.form === 'sticks' ? drinkOf(look) : WATER;
  const cup = after ? glass(after.x, after.y + after.h, after.w, drink) : '';
  return `${dose}${cup}${arrowAt(arrow.x, arrow.y, arrow.s, accent)}`;
}

/** A bold right-pointing arrow in the button's colour on a white disc, centred on the cut. */
function arrowAt(x: number, y: number, s: number, ink: string): string {
  const r = s * 0.62;
  const a = s * 0.34;
  return `<circle cx="${f(x)}" cy="${f(y + s * 0.05)}" r="${f(r)}" fill="#000" fill-opacity="0.12"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#ffffff"/><path d="M${f(x - a)} ${f(y)}H${f(x + a * 0.7)}M${f(x + a * 0.1)} ${f(y - a * 0.62)}L${f(x + a * 0.75)} ${f(y)}L${f(x + a * 0.1)} ${f(y + a * 0.62)}" stroke="${ink}" stroke-width="${f(s * 0.13)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}
