import { ExternalLink, TriangleAlert } from 'lucide-react';
import type { AdminOrder } from '../api/get-orders';
import type { OrderStatus } from '../api/update-order-status';
import { failedAdsLabel, formatAmount, formatOrderDate, statusBadgeClass, statusLabel } from '../lib/format';
import { OrderMoney } from './order-money';
import { OrderOperations } from './order-operations';
import { StatusSelect } from './status-select';

const COLUMNS = ['Order ID', 'Customer', 'Product', 'Quantity', 'Amount', 'Date', 'Status', 'Actions', 'Results'];

/** The order table of docs/product.md section 2, with its three list states. */
export function OrdersTable({
  orders,
  state,
  updating,
  onStatusChange,
  acting,
  onRetry,
  onResend,
  onRefund,
}: {
  orders: AdminOrder[];
  state: 'loading' | 'error' | 'ready';
  updating: boolean;
  onStatusChange: (orderId: string, status: OrderStatus) => void;
  acting: boolean;
  onRetry: (orderId: string) => void;
  onResend: (orderId: string) => void;
  onRefund: (order: AdminOrder) => void;
}) {
  const message =
    state === 'loading'
      ? 'Loading orders...'
      : state === 'error'
        ? 'Failed to load orders. Please try again.'
        : orders.length === 0
          ? 'No orders found'
          : null;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm sm:table-md">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message ? (
            <tr>
              <td
                colSpan={COLUMNS.length}
                className={`py-12 text-center ${state === 'error' ? 'text-error' : 'text-base-content/70'}`}
              >
                {state === 'loading' && (
                  <span className="loading loading-spinner loading-sm mr-2 align-middle" aria-hidden="true" />
                )}
                {message}
              </td>
            </tr>
          ) : (
            orders.map((order) => {
              const failed = failedAdsLabel(order.generationErrors);
              return (
                <tr key={order.id} className="hover:bg-base-200/50">
                  <td className="max-w-[8.5rem] break-all font-mono text-xs leading-snug">#{order.id}</td>
                  <td className="whitespace-nowrap">
                    {order.user ? (
                      <div>
                        <div className="font-medium">{order.user.username}</div>
                        <div className="text-xs text-base-content/70">{order.user.email}</div>
                      </div>
                    ) : (
                      <div>
                        <div className="text-base-content/70">Unknown</div>
                        {/* A guest checkout has no account; its checkout e-mail still helps the admin. */}
                        {order.customerEmail && (
                          <div className="text-xs text-base-content/70">{order.customerEmail}</div>
                        )}
                      </div>
                    )}
                  </td>
                  <td>
                    <div className="max-w-[200px] truncate" title={order.product?.productName ?? undefined}>
                      {order.product?.productName ?? 'N/A'}
                    </div>
                  </td>
                  <td>{order.quantity ?? '-'}</td>
                  <td className="whitespace-nowrap tabular-nums">{formatAmount(order.amount)}</td>
                  <td className="whitespace-nowrap">{formatOrderDate(order.createdAt)}</td>
                  <td>
                    <span className={`badge badge-sm whitespace-nowrap ${statusBadgeClass(order.status)}`}>
                      {statusLabel(order.status)}
                    </span>
                    {/* Ads that failed for good wait for the operator (docs/operators.md): say so in the row. */}
                    {order.needsAttention && (
                      <div className="badge badge-sm badge-error mt-1 whitespace-nowrap">Needs attention</div>
                    )}
                    {failed && (
                      <div
                        className="mt-1 flex items-center gap-1 whitespace-nowrap text-xs text-error"
                        title={failed.detail}
                        data-testid="generation-errors"
                      >
                        <TriangleAlert className="size-3.5" aria-hidden="true" />
                        {failed.text}
                      </div>
                    )}
                  </td>
                  <td>
                    <StatusSelect
                      orderId={order.id}
                      value={order.status}
                      disabled={updating}
                      onChange={(s) => onStatusChange(order.id, s)}
                    />
                    <OrderOperations order={order} busy={acting} onRetry={onRetry} onResend={onResend} />
                    <OrderMoney order={order} busy={acting} onRefund={onRefund} />
                  </td>
                  <td>
                    {order.completed ? (
                      <a
                        href={`/final-results/${order.id}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="link link-primary inline-flex items-center gap-1 whitespace-nowrap"
                      >
                        View Results <ExternalLink className="size-3.5" aria-hidden="true" />
                      </a>
                    ) : (
                      <span className="text-base-content/70">-</span>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
