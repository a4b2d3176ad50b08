import type { GeneratedAdDto } from '@contract/generation';
import { Copy } from 'lucide-react';
import { toast } from '@/components/ui/toast';

type PostCopy = NonNullable<GeneratedAdDto['postCopy']>;

const FIELDS: Array<{ key: keyof PostCopy; label: string }> = [
  { key: 'primary', label: 'Primary text' },
  { key: 'headline', label: 'Headline' },
  { key: 'description', label: 'Description' },
];

/**
 * The texts a marketer pastes into the ad platform beside this ad's image (docs/product.md
 * section 11), each with a copy button. The ZIP carries the same texts as a CSV.
 */
export function PostCopyPanel({ post, index }: { post: PostCopy; index: number }) {
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: `${label} copied`, variant: 'success' });
    } catch {
      toast({ title: 'Could not copy. Select the text and copy it instead.', variant: 'destructive' });
    }
  };
  return (
    <details className="rounded-box border border-base-300 text-sm" data-testid="post-copy">
      <summary className="cursor-pointer px-3 py-2 font-medium">Post copy</summary>
      <dl className="flex flex-col gap-2 px-3 pb-3">
        {FIELDS.filter((f) => post[f.key]).map((f) => (
          <div key={f.key} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-base-content/70">{f.label}</dt>
              <button
                type="button"
                className="btn btn-ghost btn-xs gap-1"
                aria-label={`Copy ${f.label.toLowerCase()} of ad ${index + 1}`}
                onClick={() => void copy(f.label, post[f.key])}
              >
                <Copy className="size-3" aria-hidden="true" />
                Copy
              </button>
            </div>
            <dd className="select-all break-words" data-field={f.key}>
              {post[f.key]}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
