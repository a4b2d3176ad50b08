import type { PublicStyleDto } from '@contract/catalog';
import { Check } from 'lucide-react';

/** A style in the catalog grids of step 1 and of the post-purchase picker. Placeholder colours for a style without a thumbnail, stable per style id. */
const PLACEHOLDERS = [
  'bg-primary/15 text-primary',
  'bg-secondary/15 text-secondary',
  'bg-accent/25 text-accent-content',
  'bg-info/15 text-info',
  'bg-success/15 text-success',
];

/** "review or rating", "offer": what the buyer gives at step 2 for this style (docs/product.md section 11). */
function needsWords(needs: NonNullable<PublicStyleDto['needs']>): string {
  return needs.join(' or ');
}

export function StyleCard({
  style,
  selected,
  onSelect,
}: {
  style: PublicStyleDto;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={`group relative flex flex-col overflow-hidden rounded-box border bg-base-100 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
        selected
          ? 'border-primary shadow-lg ring-2 ring-primary'
          : 'border-base-300 hover:border-primary/50 hover:shadow-md'
      }`}
    >
      {/* Thumbnails are 4:5; a fixed ratio keeps the grid from shifting while they load. */}
      <div className="aspect-[4/5] w-full overflow-hidden bg-base-200">
        {style.imageUrl ? (
          <img
            src={style.imageUrl}
            alt=""
            width={432}
            height={540}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div
            className={`flex size-full items-center justify-center p-4 text-center text-lg font-bold ${PLACEHOLDERS[style.id % PLACEHOLDERS.length]}`}
          >
            {style.name}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <p className="line-clamp-1 text-sm font-semibold">{style.name}</p>
        <p className="line-clamp-2 text-xs text-base-content/70">{style.description}</p>
        {style.needs?.length ? (
          <p className="mt-1 text-xs" data-testid="style-needs">
            <span className="badge badge-info badge-sm mr-1 whitespace-nowrap">
              Needs your {needsWords(style.needs)}
            </span>
            <span className="text-base-content/70">{style.instead}</span>
          </p>
        ) : null}
        {/* The button's name is its visible text, then "style" for screen readers ("Bold Hero … style"). */}
        <span className="sr-only"> style</span>
      </div>
      <span
        aria-hidden
        className={`absolute right-2 top-2 grid size-7 place-items-center rounded-full border-2 shadow transition ${selected ? 'border-primary bg-primary text-primary-content' : 'border-white/90 bg-base-100/80 text-transparent'}`}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </button>
  );
}
