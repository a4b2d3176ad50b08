import { Undo2 } from 'lucide-react';
import type { AdminOrder } from '../api/get-orders';
import { formatAmount, formatOrderDate } from '../lib/format';

/**
 * Money after the sale (decision 062): what was refunded, the dispute's state, the notes Stripe and
 * the admins left, and the refund button for a paid order not yet refunded in full.
 */
export function OrderMoney({
  order,
  busy,
  onRefund,
}: {
  order: AdminOrder;
  busy: boolean;
  onRefund: (order: AdminOrder) => void;
}) {
  const refundable = order.paid && order.refundedAmount < order.amount;
  if (!refundable && order.notes.length === 0 && !order.refundedAmount && !order.disputeStatus) return null;
  return (
    <div className="mt-1 flex flex-col gap-1 text-xs">
      {order.refundedAmount > 0 && (
        <span className="whitespace-nowrap text-base-content/70">Refunded {formatAmount(order.refundedAmount)}</span>
      )}
      {order.disputeStatus && (
        <span className="badge badge-sm badge-outline whitespace-nowrap">
          Dispute: {order.disputeStatus.replace(/_/g, ' ')}
        </span>
      )}
      {order.notes.length > 0 && (
        <details data-testid="order-notes">
          <summary className="cursor-pointer whitespace-nowrap text-base-content/70">
            {order.notes.length} {order.notes.length === 1 ? 'note' : 'notes'}
          </summary>
          <ul className="mt-1 max-w-xs space-y-1">
            {order.notes.map((note, i) => (
              <li key={i}>
                <span className="text-base-content/70">
                  {formatOrderDate(note.at)} · {note.author}:
                </span>{' '}
                {note.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      {refundable && (
        <div>
          <button type="button" className="btn btn-xs btn-ghost" disabled={busy} onClick={() => onRefund(order)}>
            <Undo2 className="size-3" aria-hidden="true" /> Refund
          </button>
        </div>
      )}
    </div>
  );
}
