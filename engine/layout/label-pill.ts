import { type Block, floorPx, inkFor, lineX, rect, textItem } from './parts.js';
import { type LayoutCtx } from './types.js';
import { fitText } from '../text/index.js';
import { type BoxRole } from '../../contract/engine.js';

/** A small label pill (BEFORE / AFTER over the buyer's own pair, engine/layout/static2.ts). */
export function labelPill(ctx: LayoutCtx, words: string, fill: string, role: BoxRole = 'subline'): Block {
  const font = { ...ctx.fonts.label, weight: 800 as const };
  const sized = (w: number) => {
    const f = fitText(words, font, {
      maxWidth: w - 60,
      maxLines: 1,
      maxSize: Math.max(30, floorPx(ctx, true, font)),
      minSize: floorPx(ctx, true, font),
      upper: true,
      letterSpacingEm: 0.14,
    });
    return { f, pw: f.width + 56, ph: Math.round(f.size * 2) };
  };
  return {
    key: 'label',
    gap: 0,
    // A label cut short ("IN THE...") is no label: the column is too narrow for it.
    measure(w) {
      const s = sized(w);
      return s.f.overflow ? undefined : { w: s.pw, h: s.ph };
    },
    place(x, y, w, _k, align) {
      const s = sized(w);
      const px = lineX(x, w, s.pw, align);
      const box = { x: px, y, w: s.pw, h: s.ph };
      return {
        texts: [
          textItem(role, s.f, font, px, y + (s.ph - s.f.size * 1.1) / 2, s.pw, 'center', inkFor(fill), {
            lh: 1.1,
            ls: 0.14,
            canBack: false,
            record: box,
          }),
        ],
        panels: [{ svg: rect(box, fill, { r: s.ph / 2 }), box }],
        w: s.pw,
        h: s.ph,
      };
    },
  };
}
