import { formatDollars, pricePerAd, type Package } from '@contract/packages';
import { Check, ShieldCheck } from 'lucide-react';

type Props = { pkg: Package; productName?: string; thumbnailUrl?: string };

export function OrderSummary({ pkg, productName, thumbnailUrl }: Props) {
  return (
    <aside
      aria-labelledby="summary-title"
      className="card order-first border border-base-300 bg-base-100 shadow-sm lg:order-none lg:sticky lg:top-24"
    >
      <div className="card-body gap-4">
        <h2 id="summary-title" className="card-title">
          Order Summary
        </h2>
        <div className="flex items-center gap-3">
          <div className="size-16 shrink-0 overflow-hidden rounded-field bg-base-200">
            {thumbnailUrl && (
              <img
                src={thumbnailUrl}
                alt={productName ? `Sample ad for ${productName}` : 'Sample ad'}
                width={64}
                height={64}
                className="size-full object-cover"
              />
            )}
          </div>
          <div className="min-w-0">
            <p className="font-semibold">{pkg.label} Package</p>
            <p className="truncate text-sm text-base-content/70">{productName ?? '\u00a0'}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt className="text-base-content/70">Ads</dt>
          <dd className="text-right font-medium">{pkg.quantity}</dd>
          <dt className="text-base-content/70">Price per ad</dt>
          <dd className="text-right font-medium">{pricePerAd(pkg)}</dd>
          <dt className="border-t border-base-300 pt-3 font-semibold">Total</dt>
          <dd className="border-t border-base-300 pt-3 text-right text-lg font-extrabold" data-testid="order-total">
            {formatDollars(pkg.amount)}
          </dd>
        </dl>
        <ul className="flex flex-col gap-1.5 text-xs text-base-content/70">
          <li className="flex gap-2">
            <Check className="size-4 text-success" aria-hidden />
            Choose {pkg.quantity} styles after payment
          </li>
          <li className="flex gap-2">
            <Check className="size-4 text-success" aria-hidden />
            Commercial usage rights included
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="size-4 text-success" aria-hidden />
            One-time payment, no subscription
          </li>
        </ul>
      </div>
    </aside>
  );
}
