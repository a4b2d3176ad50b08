import type { AdState } from '@contract/generation';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';

export type AdProgressItem = { styleId: number; style: string; state: AdState; reason: string | null };

const LOOK: Record<AdState, { label: string; className: string; icon: React.ReactNode }> = {
  queued: { label: 'Queued', className: 'text-base-content/70', icon: <Clock className="size-4" aria-hidden="true" /> },
  rendering: {
    label: 'Rendering',
    className: 'text-primary',
    icon: <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />,
  },
  ready: { label: 'Ready', className: 'text-success', icon: <CircleCheck className="size-4" aria-hidden="true" /> },
  failed: { label: 'Failed', className: 'text-error', icon: <CircleAlert className="size-4" aria-hidden="true" /> },
};

/** Each ad of the batch with its state from the read model; a failed one says why. */
export function AdStates({ ads }: { ads: AdProgressItem[] }) {
  if (ads.length === 0) return null;
  return (
    <ul
      aria-label="Your ads"
      className="mt-6 w-full divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 text-left text-sm"
    >
      {ads.map((ad) => {
        const look = LOOK[ad.state];
        return (
          <li key={ad.styleId} className="flex flex-col gap-0.5 px-4 py-2" data-state={ad.state}>
            <div className="flex items-center justify-between gap-3">
              <span className="truncate">{ad.style}</span>
              <span className={`flex shrink-0 items-center gap-1.5 font-medium ${look.className}`}>
                {look.icon}
                {look.label}
              </span>
            </div>
            {ad.state === 'failed' && ad.reason && <p className="text-xs text-base-content/70">{ad.reason}</p>}
          </li>
        );
      })}
    </ul>
  );
}
