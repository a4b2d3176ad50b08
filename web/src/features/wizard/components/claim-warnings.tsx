import { ShieldAlert } from 'lucide-react';
import { useClaimCheck } from '../api/check-claims';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Claim-check warnings under the description, before any sample is made: these phrases stay out of the ads. */
export function ClaimWarnings({ text }: { text: string }) {
  const settled = useDebouncedValue(text, 500);
  const { data } = useClaimCheck(settled);
  if (!settled.trim() || !data?.warnings.length) return null;
  return (
    <div role="status" aria-live="polite" className="alert alert-warning mt-1 items-start text-sm">
      <ShieldAlert className="size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">These phrases will be left out of your ads:</p>
        <ul className="mt-1 list-disc pl-4">
          {data.warnings.map((w) => (
            <li key={w.phrase}>
              <span className="font-medium">&ldquo;{w.phrase}&rdquo;</span> — {w.reason}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs">
          Supplements may say how they support the body (&ldquo;supports restful sleep&rdquo;), not that they treat,
          cure or prevent a disease.
        </p>
      </div>
    </div>
  );
}
