import { format, isValid, parseISO } from 'date-fns';

/** docs/product.md section 2: "MMM dd, yyyy HH:mm"; an invalid date shows the raw value. */
export function formatOrderDate(raw: string | null | undefined): string {
  if (!raw) return '-';
  const date = parseISO(raw);
  return isValid(date) ? format(date, 'MMM dd, yyyy HH:mm') : raw;
}

/** Cents to dollars with 2 decimals. */
export function formatAmount(cents: number | null | undefined): string {
  return typeof cents === 'number' ? `$${(cents / 100).toFixed(2)}` : '-';
}

/** Badge colours: completed green, processing yellow, refunded red, cancelled (and anything else) grey. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case 'completed':
      return 'badge-success';
    case 'processing':
      return 'badge-warning';
    case 'refunded':
      return 'badge-error';
    default:
      return 'badge-neutral';
  }
}

const STATUS_LABELS: Record<string, string> = {
  processing: 'Processing',
  completed: 'Completed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** Known statuses get a label; any other value is shown raw. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** The row warning for ads that failed for good ("1 ad failed", "2 ads failed"), or null when none did. */
export function failedAdsLabel(errors: ReadonlyArray<{ message: string }>): { text: string; detail: string } | null {
  if (errors.length === 0) return null;
  return {
    text: `${errors.length} ad${errors.length === 1 ? '' : 's'} failed`,
    detail: errors.map((e) => e.message).join('\n'),
  };
}
