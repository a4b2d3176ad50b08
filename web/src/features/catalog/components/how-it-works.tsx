import { Palette, Rocket, Upload } from 'lucide-react';
import { Link } from 'wouter';

const STEPS = [
  {
    icon: Palette,
    title: 'Choose Your Ad Style',
    text: 'Browse proven layouts for static ads, product photoshoots and UGC, and pick the one you like.',
  },
  {
    icon: Upload,
    title: 'Upload Your Product',
    text: 'Add your product name, a short description and one front-facing photo of your bottle or tub.',
  },
  {
    icon: Rocket,
    title: 'Get Winning Ads',
    text: 'Preview sample ads in a minute or two, pick a package, and download ready-to-run creatives.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-base-200/70 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body">
                <div className="flex items-center gap-3">
                  <span
                    className="grid size-10 place-items-center rounded-full bg-primary text-primary-content"
                    aria-hidden
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-base-content/70">Step {i + 1}</span>
                </div>
                <h3 className="card-title mt-2">{title}</h3>
                <p className="text-base-content/70">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Link href="/select-style" className="btn btn-secondary btn-lg">
            Try It Now
          </Link>
        </div>
      </div>
    </section>
  );
}
