import { BookOpen, HelpCircle, MessageCircle, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { FaqAccordion } from '../components/faq-accordion';
import { SUPPORT_CONTACT_URL } from '../lib/support-contact';

function HelpCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-start gap-3">
        <span className="grid size-11 place-items-center rounded-field bg-primary/10 text-primary">{icon}</span>
        <h2 className="card-title text-lg">{title}</h2>
        <p className="text-sm text-base-content/70">{text}</p>
        <div className="card-actions mt-1">{action}</div>
      </div>
    </div>
  );
}

export function HelpCenterPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Help Center</h1>
        <p className="mt-3 text-base-content/70">
          Answers about generating, buying and downloading your supplement ads.
        </p>
        {/* docs/product.md section 2: the search box is shown but has no search behaviour. */}
        <label className="input input-lg mx-auto mt-6 flex w-full max-w-xl items-center gap-2">
          <Search className="size-5 text-base-content/70" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Search for help topics..."
            aria-label="Search for help topics"
          />
        </label>
      </div>

      <div className="mt-10 grid gap-4 md:grid-cols-3">
        <HelpCard
          icon={<HelpCircle className="size-6" aria-hidden="true" />}
          title="FAQ"
          text="Quick answers to the questions we hear most."
          action={
            <a href="#faq" className="btn btn-sm btn-primary">
              Read the FAQ
            </a>
          }
        />
        <HelpCard
          icon={<MessageCircle className="size-6" aria-hidden="true" />}
          title="Contact Support"
          text="Message our team; we usually reply within one business day."
          action={
            <a href={SUPPORT_CONTACT_URL} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline">
              Message us
            </a>
          }
        />
        <HelpCard
          icon={<BookOpen className="size-6" aria-hidden="true" />}
          title="Documentation"
          text="Step-by-step guides for every part of AdForge."
          action={<span className="badge badge-ghost">Coming soon</span>}
        />
      </div>

      <section id="faq" className="mt-14 scroll-mt-24">
        <h2 className="mb-5 text-2xl font-bold">Frequently Asked Questions</h2>
        <FaqAccordion />
      </section>

      <section className="mt-14 rounded-box bg-primary px-6 py-10 text-center text-primary-content">
        <h2 className="text-2xl font-bold">Still Have Questions?</h2>
        <p className="mx-auto mt-2 max-w-xl opacity-90">
          Our support team is happy to help with anything about your ads, payments or downloads.
        </p>
        <a
          href={SUPPORT_CONTACT_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="btn mt-6 bg-base-100 text-base-content hover:bg-base-200 border-0"
        >
          Contact Support
        </a>
      </section>
    </div>
  );
}
