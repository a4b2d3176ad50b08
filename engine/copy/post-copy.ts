import { lineKey, midCase, printable, upperFirst } from './lines.js';
import { type AnalysedProduct } from './product.js';
import { type AdCopy, type PostCopy, POST_COPY_LIMITS } from '../../contract/engine.js';

/**
 * The texts a marketer pastes into the ad platform beside the image (docs/product.md section 11):
 * primary text, headline and description, within the platforms' recommended lengths, in the ad's
 * language, from the same facts and the same claim check as the ad itself. Sentences are added
 * whole while they fit; nothing is cut mid-word.
 */
const sentence = (t: string) => (/[.!?…»”“"]$/u.test(t) ? t : `${t}.`);

function fitting(parts: string[], max: number, join = ' '): string {
  let out = '';
  for (const part of parts) {
    const next = out ? `${out}${join}${part}` : part;
    if (next.length <= max) out = next;
  }
  return out;
}

export function postCopyOf(p: AnalysedProduct, copy: AdCopy, offer: string): PostCopy {
  const f = p.facts;
  const s = p.slots;
  const ok = (t: string | undefined, max: number): t is string => !!t && t.length <= max && printable(t, max);
  // Headline: the ad's own when it fits, else its shortest strong fact, else the name.
  const headline =
    [copy.headline, s.amountShort, s.identity, s.benefit, p.short, p.name].find((t) =>
      ok(t, POST_COPY_LIMITS.headline),
    ) ?? p.short.slice(0, POST_COPY_LIMITS.headline);
  // Description: one more fact than the headline says, short.
  const description =
    [f.count?.text, s.flags, s.flag && upperFirst(s.flag, p.lang), s.size, s.amountShort, p.short]
      .map((t) => (t ? upperFirst(t, p.lang) : t))
      .find((t) => ok(t, POST_COPY_LIMITS.description) && lineKey(t) !== lineKey(headline)) ?? '';
  // Primary text: the name and what it is, then the facts in order of weight, then the buyer's offer.
  const lead = s.identity ? `${p.name}: ${midCase(s.identity, p.lang, p.keep)}` : p.name;
  const facts = [
    s.benefitLong,
    f.amounts[0]?.text,
    f.amounts[1]?.text,
    f.usage[0],
    s.flags || (s.flag && upperFirst(s.flag, p.lang)),
    f.count?.text,
  ]
    .filter((t): t is string => !!t && printable(t, 120))
    .map((t) => sentence(upperFirst(t, p.lang)));
  // Each fact once: "Sugar-free" is not said again after "sugar-free electrolyte drink mix".
  const parts: string[] = [];
  for (const t of [sentence(lead), ...(offer && printable(offer, 80) ? [sentence(offer)] : []), ...facts])
    if (!parts.some((x) => lineKey(x).includes(lineKey(t)))) parts.push(t);
  const primary = fitting(parts, POST_COPY_LIMITS.primary);
  return { primary: primary || p.name.slice(0, POST_COPY_LIMITS.primary), headline, description };
}
