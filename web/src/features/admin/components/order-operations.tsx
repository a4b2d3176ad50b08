import { ExternalLink, Mail, RotateCcw } from 'lucide-react';
import type { AdminOrder } from '../api/get-orders';

const STATE_CLASS: Record<string, string> = {
  ready: 'text-success',
  failed: 'text-error',
  rendering: 'text-info',
  queued: 'text-base-content/70',
};

/**
 * What an operator needs per order (docs/operators.md): each ad's state with the cause in words,
 * the purchase's workflow in the Temporal UI, and the two idempotent actions.
 */
export function OrderOperations({
  order,
  busy,
  onRetry,
  onResend,
}: {
  order: AdminOrder;
  busy: boolean;
  onRetry: (orderId: string) => void;
  onResend: (orderId: string) => void;
}) {
  const ready = order.ads.filter((a) => a.state === 'ready').length;
  return (
    <div className="mt-1 flex flex-col gap-1 text-xs">
      {order.ads.length > 0 && (
        <details data-testid="ad-states">
          <summary className="cursor-pointer whitespace-nowrap text-base-content/70">
            {ready} of {order.ads.length} ads ready
          </summary>
          <ul className="mt-1 max-w-xs space-y-0.5">
            {order.ads.map((ad) => (
              <li key={ad.styleId}>
                <span className="font-medium">{ad.style}</span>:{' '}
                <span className={STATE_CLASS[ad.state] ?? ''}>{ad.state}</span>
                {ad.reason && ad.state !== 'ready' && <span className="text-base-content/70"> — {ad.reason}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="flex flex-wrap gap-1">
        {order.failedAds > 0 && (
          <button type="button" className="btn btn-xs btn-warning" disabled={busy} onClick={() => onRetry(order.id)}>
            <RotateCcw className="size-3" aria-hidden="true" /> Retry failed ads
          </button>
        )}
        {order.paid && (
          <button type="button" className="btn btn-xs btn-ghost" disabled={busy} onClick={() => onResend(order.id)}>
            <Mail className="size-3" aria-hidden="true" /> Resend e-mail
          </button>
        )}
        {order.workflowUrl && (
          <a href={order.workflowUrl} target="_blank" rel="noopener noreferrer" className="btn btn-xs btn-ghost">
            Workflow <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        )}
      </div>
    </div>
  );
}
