import type { CutoutHintDto } from '@contract/cutout-hint';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCutoutPreview } from '../api/cutout-preview';
import { applyMask } from '../lib/apply-mask';
import { CutoutEditor } from './cutout-editor';

const CHECKERBOARD = 'repeating-conic-gradient(#e5e7eb 0% 25%, #ffffff 0% 50%) 50% / 20px 20px';
const SAMPLE_BACKGROUND = 'radial-gradient(120% 80% at 50% 18%, #fdf2e9 0%, #f6d7c3 55%, #e7b79b 100%)';

/**
 * Step 2's preview: as soon as a photo is chosen, the product as the ads will cut it out, on a
 * checkerboard and on a sample background, with what the buyer should know about the photo, so
 * a better photo can be picked before any sample is made. A photo shown whole appears framed.
 * On the photo itself the buyer taps their product (or what is not theirs, or drags a box) and
 * sees the corrected cutout at once; the ads use it (docs/product.md, step 2).
 */
export function CutoutPreview({
  image,
  hint,
  onHint,
}: {
  image: string;
  hint: CutoutHintDto | null;
  onHint: (hint: CutoutHintDto | null) => void;
}) {
  const preview = useCutoutPreview(image, hint);
  const [cutout, setCutout] = useState<string>();

  useEffect(() => {
    setCutout(undefined);
    if (!preview.data || preview.data.fallback) return;
    let url: string | undefined;
    let live = true;
    applyMask(image, preview.data.mask)
      .then((u) => {
        url = u;
        if (live) setCutout(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, preview.data]);

  if (preview.isPending) {
    return (
      <div
        role="status"
        className="flex items-center gap-2 rounded-box bg-base-200/60 p-4 text-sm text-base-content/70"
      >
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Cutting out your product…
      </div>
    );
  }
  if (preview.isError) {
    return (
      <p role="status" className="text-sm text-base-content/70">
        The preview is unavailable right now; you can still generate your ads.
      </p>
    );
  }
  const { fallback, warnings, mask } = preview.data;
  return (
    <section aria-label="Cutout preview" aria-busy={preview.isPlaceholderData} className="flex flex-col gap-3">
      <p className="text-sm font-medium">
        {fallback ? 'Your ads will show the whole photo' : 'How your product will look in the ads'}
      </p>
      <CutoutEditor
        image={image}
        mask={fallback ? undefined : mask}
        hint={hint}
        busy={preview.isFetching}
        onHint={onHint}
      />
      <div className="grid grid-cols-2 gap-3">
        <figure
          className="flex aspect-square items-center justify-center overflow-hidden rounded-box border border-base-300 p-3"
          style={{ background: CHECKERBOARD }}
        >
          <Shown image={fallback ? image : cutout} fallback={fallback} alt="Your product cut out, on a checkerboard" />
        </figure>
        <figure
          className="flex aspect-square items-end justify-center overflow-hidden rounded-box border border-base-300 p-4"
          style={{ background: SAMPLE_BACKGROUND }}
        >
          <Shown
            image={fallback ? image : cutout}
            fallback={fallback}
            alt="Your product on a sample background"
            shadow
          />
        </figure>
      </div>
      {warnings.length > 0 && (
        <ul aria-label="Photo warnings" className="flex flex-col gap-2">
          {warnings.map((w) => (
            <li key={w} className="alert alert-warning py-2 text-sm">
              <AlertTriangle className="size-4 shrink-0" aria-hidden />
              <span>{w}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Shown({ image, fallback, alt, shadow }: { image?: string; fallback: boolean; alt: string; shadow?: boolean }) {
  if (!image) return <Loader2 className="size-5 animate-spin text-base-content/70" aria-hidden />;
  if (fallback) {
    // The designed whole-photo treatment: a white frame, like a print.
    return (
      <img src={image} alt={alt} className="max-h-full max-w-full rounded-md bg-white object-contain p-2 shadow-md" />
    );
  }
  return (
    <img
      src={image}
      alt={alt}
      className="max-h-full max-w-full object-contain"
      style={shadow ? { filter: 'drop-shadow(0 12px 14px rgba(0,0,0,0.25))' } : undefined}
    />
  );
}
