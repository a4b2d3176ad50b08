import { format, parseISO } from 'date-fns';
import type { AdminOrdersSummary } from '@contract/admin';
import { formatAmount } from '../lib/format';

const W = 640;
const H = 160;
const PAD = { top: 10, right: 0, bottom: 2, left: 0 };

/**
 * Orders (bars) and revenue (line) per day over the last two weeks, as the server counted them in
 * the admin's time zone over every matching order: hand-made SVG, no chart library.
 */
export function OrdersChart({ daily }: { daily: AdminOrdersSummary['daily'] }) {
  const DAYS = Math.max(1, daily.length);
  const totals = daily.map((d) => ({ ...d, label: format(parseISO(d.day), 'MMM d') }));
  const maxOrders = Math.max(1, ...totals.map((t) => t.orders));
  const maxRevenue = Math.max(1, ...totals.map((t) => t.revenueCents));
  const sumOrders = totals.reduce((n, t) => n + t.orders, 0);
  const sumRevenue = totals.reduce((n, t) => n + t.revenueCents, 0);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / DAYS;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yOrders = (n: number) => PAD.top + innerH - (n / maxOrders) * innerH;
  const yRevenue = (c: number) => PAD.top + innerH - (c / maxRevenue) * innerH;
  const line = totals
    .map((t, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yRevenue(t.revenueCents).toFixed(1)}`)
    .join(' ');

  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="orders-chart-title">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="orders-chart-title" className="font-semibold">
            Last {DAYS} days
          </h2>
          <p className="flex flex-wrap gap-4 text-sm">
            <span className="flex items-center gap-1.5">
              <span className="inline-block size-2.5 rounded-sm bg-primary" aria-hidden="true" />
              {sumOrders} orders
            </span>
            <span className="flex items-center gap-1.5">
              <span className="inline-block h-0.5 w-4 bg-secondary" aria-hidden="true" />
              {formatAmount(sumRevenue)} revenue
            </span>
          </p>
        </div>
        {/* Stretched to the card's width; the day labels are HTML below so text never distorts. */}
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-36 w-full"
          role="img"
          aria-label={`Orders and revenue per day: ${sumOrders} orders, ${formatAmount(sumRevenue)} in the last ${DAYS} days`}
          preserveAspectRatio="none"
        >
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + innerH}
            y2={PAD.top + innerH}
            className="stroke-base-300"
            strokeWidth={1}
          />
          {totals.map((t, i) => (
            <g key={t.day}>
              <rect
                x={x(i) - slot * 0.3}
                width={slot * 0.6}
                y={yOrders(t.orders)}
                height={PAD.top + innerH - yOrders(t.orders)}
                rx={2}
                className="fill-primary/70"
              >
                <title>{`${t.label}: ${t.orders} orders, ${formatAmount(t.revenueCents)}`}</title>
              </rect>
            </g>
          ))}
          <path d={line} fill="none" className="stroke-secondary" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        </svg>
        <div
          className="grid text-center text-[10px] text-base-content/70 sm:text-xs"
          style={{ gridTemplateColumns: `repeat(${DAYS}, minmax(0, 1fr))` }}
          aria-hidden="true"
        >
          {totals.map((t, i) => (
            <span key={t.day} className="truncate">
              {(DAYS - 1 - i) % 3 === 0 ? t.label : ''}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
