import type { GeneratedAdDto } from '@contract/generation';
import { Check } from 'lucide-react';

export function SampleAdCard({
  ad,
  index,
  selected,
  onToggle,
}: {
  ad: GeneratedAdDto;
  index: number;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={selected}
      className={`group relative overflow-hidden rounded-box border bg-base-100 text-left shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
        selected ? 'border-primary ring-2 ring-primary' : 'border-base-300 hover:shadow-md'
      }`}
    >
      {/* The button's name is its content: this alt text ("Sample ad 1 in the … style: …"), the style
          and "Select", so what is seen is what is read (WCAG 2.5.3); aria-pressed says whether it is chosen. */}
      <img
        src={ad.imageUrl}
        alt={`Sample ad ${index + 1} in the ${ad.style} style: ${ad.text}`}
        width={1080}
        height={1080}
        className="aspect-square w-full bg-base-200 object-cover"
      />
      <div className="flex items-center justify-between gap-2 p-3">
        <span className="line-clamp-1 text-sm font-medium">{ad.style}</span>
        <span className={`badge badge-sm ${selected ? 'badge-primary' : 'badge-ghost'}`}>
          {selected ? 'Selected' : 'Select'}
        </span>
      </div>
      <span
        aria-hidden
        className={`absolute right-2 top-2 grid size-7 place-items-center rounded-full border-2 shadow ${selected ? 'border-primary bg-primary text-primary-content' : 'border-white/90 bg-base-100/80 text-transparent'}`}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </button>
  );
}
