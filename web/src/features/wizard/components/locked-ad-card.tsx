import { Lock } from 'lucide-react';

/** A blurred teaser of the ads a package unlocks; clicking it scrolls to the pricing section. */
export function LockedAdCard({ imageUrl, onClick }: { imageUrl?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group relative overflow-hidden rounded-box border border-base-300 bg-base-200 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="locked-ad"
    >
      <div className="aspect-square w-full overflow-hidden">
        {imageUrl && (
          <img src={imageUrl} alt="" width={1080} height={1080} className="size-full scale-110 object-cover blur-xl" />
        )}
      </div>
      <div className="absolute inset-x-0 top-0 flex aspect-square flex-col items-center justify-center gap-2 bg-base-100/30 p-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-base-100 text-primary shadow" aria-hidden>
          <Lock className="size-5" />
        </span>
        <span className="text-sm font-semibold">
          Unlock more ads<span className="sr-only">: see the packages</span>
        </span>
      </div>
      <div className="flex items-center justify-between gap-2 p-3">
        <span className="line-clamp-1 text-sm font-medium text-base-content/70">Locked</span>
        <Lock className="size-3.5 text-base-content/70" aria-hidden />
      </div>
    </button>
  );
}
