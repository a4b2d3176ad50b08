import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { FAQ_ITEMS } from '../lib/faq-items';

/** One item open at a time; clicking the open item collapses it (docs/product.md section 2, Help Center). */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {FAQ_ITEMS.map((item, index) => {
        const isOpen = open === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-base-200/60 focus-visible:outline-2 focus-visible:outline-primary"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {item.question}
                <ChevronDown
                  className={`size-5 shrink-0 text-base-content/70 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-base-content/75 leading-relaxed"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
