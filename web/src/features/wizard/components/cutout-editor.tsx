import type { CutoutHintDto } from '@contract/cutout-hint';
import { Crosshair, Loader2, RotateCcw, SquareDashed, X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { addTap, type Point, setBox, type TapMode, toPhotoPixels } from '../lib/cutout-hint';
import { highlight } from '../lib/highlight';

const MODES: Array<{ mode: TapMode; label: string; Icon: typeof Crosshair }> = [
  { mode: 'include', label: 'Tap your product', Icon: Crosshair },
  { mode: 'exclude', label: 'Tap what is not yours', Icon: X },
  { mode: 'box', label: 'Drag a box around it', Icon: SquareDashed },
];

/**
 * The buyer's photo with what the cutout keeps highlighted. A tap marks the product (or, in the
 * second mode, what is not theirs); a drag in the third mode draws a box around the product. Each
 * change asks for the corrected cutout at once (docs/product.md, step 2).
 */
export function CutoutEditor({
  image,
  mask,
  hint,
  busy,
  onHint,
}: {
  image: string;
  mask?: string;
  hint: CutoutHintDto | null;
  busy: boolean;
  onHint: (hint: CutoutHintDto | null) => void;
}) {
  const [mode, setMode] = useState<TapMode>('include');
  const [shown, setShown] = useState<string>();
  const [drag, setDrag] = useState<{ from: Point; to: Point }>();
  const [natural, setNatural] = useState<{ w: number; h: number }>();
  const photo = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!mask) return;
    let url: string | undefined;
    let live = true;
    highlight(image, mask)
      .then((u) => {
        url = u;
        if (live) setShown(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, mask]);

  const at = (e: PointerEvent) => {
    const img = photo.current!;
    return toPhotoPixels(e, img.getBoundingClientRect(), { width: img.naturalWidth, height: img.naturalHeight });
  };
  const down = (e: PointerEvent<HTMLImageElement>) => {
    if (mode !== 'box') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = at(e);
    setDrag({ from: p, to: p });
  };
  const move = (e: PointerEvent<HTMLImageElement>) => {
    if (drag) setDrag({ ...drag, to: at(e) });
  };
  const up = (e: PointerEvent<HTMLImageElement>) => {
    if (mode === 'box') {
      if (!drag) return;
      onHint(setBox(hint, drag.from, at(e), { width: photo.current!.naturalWidth }));
      setDrag(undefined);
      return;
    }
    onHint(addTap(hint, mode, at(e)));
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  const box = drag
    ? {
        x: Math.min(drag.from.x, drag.to.x),
        y: Math.min(drag.from.y, drag.to.y),
        w: Math.abs(drag.to.x - drag.from.x),
        h: Math.abs(drag.to.y - drag.from.y),
      }
    : hint?.box;
  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label="Correct the cutout" className="join">
        {MODES.map(({ mode: m, label, Icon }) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => setMode(m)}
            className={`btn join-item btn-xs gap-1 ${mode === m ? 'btn-primary' : 'btn-outline'}`}
          >
            <Icon className="size-3" aria-hidden />
            {label}
          </button>
        ))}
        {hint && (
          <button type="button" className="btn join-item btn-xs btn-ghost gap-1" onClick={() => onHint(null)}>
            <RotateCcw className="size-3" aria-hidden />
            Start over
          </button>
        )}
      </div>
      <div className="flex justify-center rounded-box border border-base-300 bg-base-200 p-2">
        {/* Sized by the photo itself, so a point on it maps straight to the photo's pixels. */}
        <div className="relative inline-block">
          <img
            ref={photo}
            src={shown ?? image}
            alt="Your photo: tap your product"
            draggable={false}
            onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            className="block max-h-96 max-w-full cursor-crosshair touch-none select-none"
          />
          {natural &&
            (['include', 'exclude'] as const).flatMap((kind) =>
              (hint?.[kind] ?? []).map((p, i) => (
                <span
                  key={`${kind}-${i}`}
                  aria-hidden
                  className={`pointer-events-none absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ${kind === 'include' ? 'bg-success' : 'bg-error'}`}
                  style={{ left: pct(p.x, natural.w), top: pct(p.y, natural.h) }}
                />
              )),
            )}
          {natural && box && (
            <span
              aria-hidden
              className="pointer-events-none absolute border-2 border-dashed border-primary"
              style={{
                left: pct(box.x, natural.w),
                top: pct(box.y, natural.h),
                width: pct(box.w, natural.w),
                height: pct(box.h, natural.h),
              }}
            />
          )}
          {busy && (
            <span
              role="status"
              className="absolute right-2 top-2 flex items-center gap-1 rounded bg-base-100/90 px-2 py-1 text-xs"
            >
              <Loader2 className="size-3 animate-spin" aria-hidden />
              Cutting out again…
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
