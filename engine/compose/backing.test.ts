import { describe, expect, it } from 'vitest';
import { buttonUnder, clearOfAll, mergeBackings } from './backing.js';
import { type LayoutCtx, type TextItem } from '../layout/index.js';

const ctx = { pal: { panel: '#ffffff' } } as unknown as LayoutCtx;
const text = (x: number, y: number, w: number, h: number, size = 80) =>
  ({ box: { x, y, w, h }, size }) as unknown as TextItem;

describe('a backed text and its button', () => {
  it('holds a button set just under the text, not one beside it or far below', () => {
    const t = text(78, 313, 506, 346);
    expect(buttonUnder(t, { x: 163, y: 666, w: 336, h: 101 })).toBe(true);
    expect(buttonUnder(t, { x: 640, y: 400, w: 300, h: 100 })).toBe(false);
    expect(buttonUnder(t, { x: 163, y: 760, w: 336, h: 101 })).toBe(false);
  });

  it('stops a panel short of the product on the side where it stands, never inside its text', () => {
    const box = clearOfAll({ x: 40, y: 280, w: 600, h: 520 }, { x: 78, y: 313, w: 506, h: 346 }, [
      [{ x: 620, y: 262, w: 375, h: 732 }, 4],
    ]);
    expect(box.x + box.w).toBe(616);
    expect(box.y).toBe(280);
  });

  it('joins touching panels into one behind the group, and leaves a panel apart alone', () => {
    const product = { x: 100, y: 700, w: 300, h: 300 };
    const a = { svg: '', box: { x: 20, y: 100, w: 500, h: 120 }, size: 60 };
    const b = { svg: '', box: { x: 80, y: 215, w: 380, h: 60 }, size: 30 };
    const far = { svg: '', box: { x: 20, y: 500, w: 200, h: 60 }, size: 30 };
    const out = mergeBackings(ctx, [a, b, far], product);
    expect(out).toHaveLength(2);
    expect(out[0].box).toEqual({ x: 20, y: 100, w: 500, h: 175 });
    expect(out[0].size).toBe(60);
    expect(out[1]).toBe(far);
  });
});
