/**
 * The buyer's e-mail when money is given back (decision 062): how much, in full or in part, and
 * that the ads stay theirs. A plain layout like the attention e-mails; every value is escaped.
 */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function renderRefundEmail(input: {
  customerName: string;
  productName: string;
  /** This refund, in cents. */
  refunded: number;
  /** Everything refunded so far and the order's amount, in cents. */
  totalRefunded: number;
  orderAmount: number;
  resultsUrl: string;
}) {
  const first = input.customerName.trim().split(/\s+/)[0] || 'there';
  const full = input.totalRefunded >= input.orderAmount;
  const subject = full
    ? `Your order for ${input.productName} has been refunded`
    : `${dollars(input.refunded)} of your order for ${input.productName} has been refunded`;
  const line = full
    ? `We refunded your order in full: ${dollars(input.totalRefunded)} goes back to the card you paid with.`
    : `We refunded ${dollars(input.refunded)} of your ${dollars(input.orderAmount)} order to the card you paid with.`;
  const timing = 'Your bank usually shows it within 5 to 10 business days.';
  const text = [
    `Hi ${first},`,
    '',
    line,
    timing,
    '',
    `Your ads stay available: ${input.resultsUrl}`,
    '',
    '— AdForge',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5">${[
    `Hi ${esc(first)},`,
    `${esc(line)} ${esc(timing)}`,
    `<a href="${esc(input.resultsUrl)}">Your ads stay available</a>`,
    '— AdForge',
  ]
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
  return { subject, text, html };
}
