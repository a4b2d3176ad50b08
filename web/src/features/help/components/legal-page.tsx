import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';

export type LegalSection = { title: string; body: ReactNode };

/** Shared frame of the Terms of Service and Privacy Policy: title, date, numbered sections, Back to Home. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <Link href="/" className="btn btn-ghost btn-sm -ml-3 mb-6 gap-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-base-content/70">Last updated: {updated}</p>
      <div className="mt-6 text-base-content/80 leading-relaxed">{intro}</div>
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.title} className="scroll-mt-24" id={`section-${index + 1}`}>
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-base-content/80 leading-relaxed">{section.body}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The fictional company's contact block, shared by both documents. */
export function CompanyContact() {
  return (
    <address className="not-italic rounded-box border border-base-300 bg-base-200/50 p-4 text-sm leading-6">
      <strong>AdForge, Inc.</strong>
      <br />
      1200 Brickell Avenue, Suite 1950
      <br />
      Miami, Florida 33131, USA
      <br />
      General:{' '}
      <a className="link link-primary" href="mailto:hello@adforge.app">
        hello@adforge.app
      </a>
      <br />
      Support:{' '}
      <a className="link link-primary" href="mailto:support@adforge.app">
        support@adforge.app
      </a>
      <br />
      Privacy:{' '}
      <a className="link link-primary" href="mailto:privacy@adforge.app">
        privacy@adforge.app
      </a>
    </address>
  );
}
