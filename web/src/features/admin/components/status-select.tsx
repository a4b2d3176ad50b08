import { ORDER_STATUSES, type OrderStatus } from '../api/update-order-status';
import { statusLabel } from '../lib/format';

/** docs/product.md section 4: any of the four statuses; disabled while an update is pending. */
export function StatusSelect({
  orderId,
  value,
  disabled,
  onChange,
}: {
  orderId: string;
  value: string;
  disabled: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  const known = (ORDER_STATUSES as readonly string[]).includes(value);
  return (
    <select
      className="select select-sm w-32"
      value={value}
      disabled={disabled}
      aria-label={`Status of order #${orderId}`}
      onChange={(e) => onChange(e.target.value as OrderStatus)}
    >
      {!known && (
        <option value={value} disabled>
          {value}
        </option>
      )}
      {ORDER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </select>
  );
}
