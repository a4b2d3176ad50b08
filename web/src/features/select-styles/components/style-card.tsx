import { Check } from 'lucide-react';
import type { PublicStyleDto } from '@contract/catalog';

/** Placeholder colours for a style without a thumbnail, picked from its id so they stay stable. */
const PLACEHOLDER_CLASSES = ['bg-primary/15 text-primary', 'bg-secondary/15 text-secondary', 'bg-accent/20 text-accent-content', 'bg-info/15 text-info', 'bg-success/15 text-success'];

export function StyleCard({ style, selected, onToggle }: { style: PublicStyleDto; selected: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={selected}
      className={`group relative flex flex-col overflow-hidden rounded-box border bg-base-100 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
        selected ? 'border-primary ring-2 ring-primary' : 'border-base-300 hover:border-primary/50 hover:shadow-md'
      }`}
    >
      {/* Fixed 4:5 box (the catalog thumbnails' shape): no layout shift while they load. */}
      <div className="aspect-[4/5] w-full overflow-hidden bg-base-200">
        {style.imageUrl ? (
          <img src={style.imageUrl} alt={`${style.name} style example`} loading="lazy" width={432} height={540} className="size-full object-cover transition group-hover:scale-[1.02]" />
        ) : (
          <div className={`flex size-full items-center justify-center p-4 text-center font-semibold ${PLACEHOLDER_CLASSES[style.id % PLACEHOLDER_CLASSES.length]}`}>
            {style.name}
          </div>
        )}
      </div>
      <div className="p-3">
        <p className="line-clamp-1 text-sm font-semibold">{style.name}</p>
        <p className="line-clamp-2 text-xs text-base-content/60">{style.description}</p>
      </div>
      <span
        className={`absolute right-2 top-2 grid size-7 place-items-center rounded-full border-2 shadow ${
          selected ? 'border-primary bg-primary text-primary-content' : 'border-white/90 bg-base-100/80 text-transparent'
        }`}
        aria-hidden="true"
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </button>
  );
}
