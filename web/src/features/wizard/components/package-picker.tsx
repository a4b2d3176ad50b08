import { DEFAULT_PACKAGE, formatDollars, PACKAGES, pricePerAd, type PackageName } from '@contract/packages';
import { ArrowRight, Check } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useLocation } from 'wouter';

/** The results page's pricing: three packages, "BEST VALUE" on the default (standard). */
export const PackagePicker = forwardRef<HTMLElement, { sessionId: string; selectedCount: number }>(
  function PackagePicker({ sessionId, selectedCount }, ref) {
    const [, navigate] = useLocation();
    const [chosen, setChosen] = useState<PackageName>(DEFAULT_PACKAGE);
    const pkg = PACKAGES.find((p) => p.name === chosen)!;

    const checkout = () => {
      const query = new URLSearchParams({
        package: pkg.name,
        quantity: String(pkg.quantity),
        price: (pkg.amount / 100).toFixed(2),
      });
      navigate(`/checkout/${encodeURIComponent(sessionId)}?${query}`);
    };

    return (
      <section
        ref={ref}
        id="pricing"
        aria-labelledby="pricing-title"
        className="scroll-mt-20 rounded-box border border-base-300 bg-base-200/60 p-4 sm:p-8"
      >
        <div className="text-center">
          <h2 id="pricing-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Choose your package
          </h2>
          <p className="mt-2 text-base-content/70">
            Get full-resolution ads in the styles you choose after checkout.
            {selectedCount > 0 && ` You marked ${selectedCount} sample${selectedCount === 1 ? '' : 's'} as favourites.`}
          </p>
        </div>
        <div role="radiogroup" aria-label="Packages" className="mt-8 grid gap-4 md:grid-cols-3">
          {PACKAGES.map((p) => {
            const active = p.name === chosen;
            const best = p.name === DEFAULT_PACKAGE;
            return (
              <button
                key={p.name}
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => setChosen(p.name)}
                className={`card relative border-2 bg-base-100 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${active ? 'border-primary shadow-xl' : 'border-base-300 hover:border-primary/40'}`}
              >
                {best && (
                  <span className="badge badge-secondary absolute -top-3 left-1/2 -translate-x-1/2 font-bold tracking-wide shadow">
                    BEST VALUE
                  </span>
                )}
                <div className="card-body gap-1">
                  <div className="flex items-center justify-between">
                    <h3 className="text-lg font-bold">{p.label}</h3>
                    <span
                      aria-hidden
                      className={`grid size-6 place-items-center rounded-full border-2 ${active ? 'border-primary bg-primary text-primary-content' : 'border-base-300'}`}
                    >
                      {active && <Check className="size-3.5" strokeWidth={3} />}
                    </span>
                  </div>
                  <p className="text-3xl font-extrabold">{formatDollars(p.amount)}</p>
                  <p className="text-sm text-base-content/70">
                    {p.quantity} ads · {pricePerAd(p)} per ad
                  </p>
                </div>
              </button>
            );
          })}
        </div>
        <div className="mt-8 flex justify-center">
          <button type="button" className="btn btn-primary w-full gap-2 sm:btn-lg sm:w-auto" onClick={checkout}>
            Continue with {pkg.label} — {formatDollars(pkg.amount)} <ArrowRight className="size-5" aria-hidden />
          </button>
        </div>
      </section>
    );
  },
);
