import { Compass } from 'lucide-react';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden>
        <Compass className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 text-base-content/70">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
