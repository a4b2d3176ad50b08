import { useState } from 'react';
import type { PublicStyleDto } from '@contract/catalog';
import { STYLES_PER_CATEGORY } from '../lib/selection';
import { StyleCard } from '@/components/style-card';

/** One category: the first six styles, with Show More / Show Less for the rest. */
export function CategorySection({
  title,
  styles,
  selected,
  onToggle,
  showTitle,
}: {
  title: string;
  styles: PublicStyleDto[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  showTitle: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? styles : styles.slice(0, STYLES_PER_CATEGORY);
  const hidden = styles.length - STYLES_PER_CATEGORY;
  return (
    <section aria-label={title} className="space-y-4">
      {showTitle && (
        <h2 className="flex items-baseline gap-2 text-lg font-semibold">
          {title}
          <span className="text-sm font-normal text-base-content/70">{styles.length} styles</span>
        </h2>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {visible.map((style) => (
          <StyleCard
            key={style.id}
            style={style}
            selected={selected.includes(style.id)}
            onSelect={() => onToggle(style.id)}
          />
        ))}
      </div>
      {hidden > 0 && (
        <div className="text-center">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
          >
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        </div>
      )}
    </section>
  );
}
