import { DEFAULT_PACKAGE, formatDollars, PACKAGES, pricePerAd } from '@contract/packages';
import { Check } from 'lucide-react';
import { Link } from 'wouter';

const PERKS = ['No subscriptions', 'Commercial usage rights included', 'Download in 1:1, 4:5 and 9:16'];

/** The landing page's pricing: the three packages, the default one marked "Best Value". */
export function PricingBox() {
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="pricing-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Simple, pay-per-ad pricing
        </h2>
        <p className="mt-3 text-base-content/70">Ads start at $0.99 per ad. Pay once, only for the ads you get.</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PACKAGES.map((pkg) => {
          const best = pkg.name === DEFAULT_PACKAGE;
          return (
            <div
              key={pkg.name}
              className={`card relative border bg-base-100 ${best ? 'border-primary shadow-xl ring-2 ring-primary md:-translate-y-2' : 'border-base-300 shadow-sm'}`}
            >
              {best && (
                <span className="badge badge-primary absolute -top-3 left-1/2 -translate-x-1/2 font-semibold shadow">
                  Best Value
                </span>
              )}
              <div className="card-body">
                <h3 className="text-lg font-bold">{pkg.label}</h3>
                <p>
                  <span className="text-4xl font-extrabold">{formatDollars(pkg.amount)}</span>
                </p>
                <p className="text-sm text-base-content/70">
                  {pkg.quantity} ads · {pricePerAd(pkg)} per ad
                </p>
                <ul className="my-4 flex flex-col gap-2 text-sm">
                  {PERKS.map((perk) => (
                    <li key={perk} className="flex gap-2">
                      <Check className="size-4 text-success" aria-hidden />
                      {perk}
                    </li>
                  ))}
                </ul>
                <Link href="/select-style" className={`btn ${best ? 'btn-primary' : 'btn-outline'}`}>
                  Start Generating
                </Link>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
