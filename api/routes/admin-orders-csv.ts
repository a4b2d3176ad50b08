import type { AdminOrderDto } from '../../contract/admin.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The CSV export's columns (GET /api/admin/orders/export): the table's, plus what a bookkeeper needs. */
export const CSV_COLUMNS = [
  'Order ID',
  'Date (UTC)',
  'Status',
  'Paid',
  'Customer name',
  'Customer email',
  'Account username',
  'Account email',
  'Product',
  'Package',
  'Quantity',
  'Amount (USD)',
  'Refunded (USD)',
  'Dispute',
  'Ads ready',
  'Ads failed',
  'Needs attention',
];

export function csvCells(order: AdminOrderDto) {
  return [
    order.id,
    order.createdAt,
    order.status,
    order.paid ? 'yes' : 'no',
    order.customerName,
    order.customerEmail,
    order.user?.username ?? '',
    order.user?.email ?? '',
    order.product?.productName ?? '',
    order.packageName,
    order.quantity,
    dollars(order.amount),
    dollars(order.refundedAmount),
    order.disputeStatus ?? '',
    order.ads.filter((a) => a.state === 'ready').length,
    order.failedAds,
    order.needsAttention ? 'yes' : 'no',
  ];
}
