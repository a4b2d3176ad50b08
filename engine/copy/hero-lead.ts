import { type Line, lineKey } from './lines.js';
import { type Slots } from './lines.js';

/**
 * How far a hero line falls short of "the hero fact, said plainly" as graders read it
 * (docs/decisions/114-headlines-lead-with-the-hero.md): 0 for a line that leads with the primary
 * active and its dose and adds at most one fact in words ("… with 100 mg L-theanine", "… in vegan
 * capsules"), more for each flaw of the tenth round: the pack, a flag or how to take it tacked on
 * after a comma ("…, 300 g", "…, vegan"), anything but what the product is before the hero
 * ("240 g jar, 8 g …", "Vegan, 200 mg …", "Tablets with …"), a second amount before the first
 * (K2 before D3), three facts side by side, a word said twice ("per gummy, 60 raspberry gummies").
 * A line without the hero scores 0: the tiers rank it already.
 */
const HERO = /^(amount|amountShort|hero\w+|benefit|quote)$/;
const PACK = /^(count|size|supply|pack)$/;
const FLAG = /^(flag|flags|flag2)$/;
const SECOND = /^amount[23]/;
/** Slots that name nothing of their own beside the hero: the name, the form. */
const NEUTRAL = /^(name|short|form|units|per|heroWhat|heroDose|heroEvery|heroOf|heroQty)$/;

export function heroLineFlaws(l: Line, slots: Slots, lang: string): number {
  const uses = l.uses.filter((u) => !/^(name|short|heroNamed)$/.test(u));
  const heroAt = uses.findIndex((u) => HERO.test(u));
  if (heroAt < 0) return 0;
  let out = 0;
  const before = uses.slice(0, heroAt);
  const after = uses.slice(heroAt + 1);
  // One fact after the hero is the mildest flaw; a weaker fact first or a second amount first the worst.
  if (before.some((u) => SECOND.test(u))) out += 5;
  else if (before.some((u) => u !== 'identity' && u !== 'ingredient')) out += 3.5;
  if (after.some((u) => PACK.test(u))) out += 1.3;
  // A flag tacked on after a comma ("200 mg magnesium, vegan") was graded clunky in 43 eval
  // headlines of the sixteenth round: it ranks after every hero line that says the flag in words
  // ("… in vegan capsules") or leaves it to the chips (docs/decisions/175-flags-and-usage-read-as-sentences.md).
  if (after.some((u) => FLAG.test(u) || /^flag2?Adj$/.test(u))) out += tacked(l.text, after, slots, lang) ? 3.5 : 1;
  // How to take it after a comma is a comma splice ("10 g collagen peptides, stir into coffee");
  // after a colon it reads as the instruction it is.
  const usage = slots.usage ? l.text.toLocaleLowerCase(lang).indexOf(slots.usage.toLocaleLowerCase(lang)) : -1;
  if (after.includes('usage') && usage > 0 && /,\s*$/.test(l.text.slice(0, usage))) out += 1.2;
  const facts = new Set(uses.filter((u) => !NEUTRAL.test(u)).map((u) => (HERO.test(u) ? 'hero' : u)));
  // "vegan and gelatin-free" is two flags.
  // Three items glued with commas read as a list, the product's name counted ("Ironform, 25 g protein, 5.5 g BCAAs").
  const commas = (l.text.match(/,\s/g) ?? []).length;
  if (facts.size + (facts.has('flags') ? 1 : 0) > 2 || commas >= 2) out += 2.5;
  if (repeatsWord(l.text)) out += 4;
  // Any of these ranks a line below a clean one that sets smaller (a long line is shrunk, a flaw stays).
  return out ? out + 2 : 0;
}

/** A flag of the line that follows a comma, not one that reads before its noun ("in vegan capsules"). */
function tacked(text: string, after: string[], slots: Slots, lang: string): boolean {
  const low = text.toLocaleLowerCase(lang);
  return after.some((u) => {
    const v = (slots as Record<string, string | undefined>)[u];
    if (!/^flag/.test(u) || !v) return false;
    const at = low.indexOf(v.toLocaleLowerCase(lang));
    return at > 0 && /,\s*$/.test(low.slice(0, at));
  });
}

/** Words any label says twice in a line and a reader does not mind ("Vitamin D3 and vitamin K2"). */
const FREE = new Set(
  (
    'vitamin vitamine vitamina and und with mit avec con per pro par por the der die das den dem des les los las del ' +
    'pour para dans une una ein eine for your jede jeder chaque cada every each'
  ).split(' '),
);
const stem = (w: string) =>
  w
    .replace(/ies$/, 'y')
    .replace(/(?<=\p{L}{3})(e?s|n)$/u, '')
    .slice(0, 7);

/** A content word said twice ("gummy … gummies", "Bio … und Bio", "dosis, 30 dosis", the brand twice). */
export function repeatsWord(text: string): boolean {
  const words = lineKey(text)
    .split(' ')
    .filter((w) => (w.length >= 3 && !/\d/.test(w) && !FREE.has(w)) || /^\d{3,}$/.test(w))
    .map(stem);
  return new Set(words).size < words.length;
}

/**
 * Questions that misread their answer: "How much collagen peptides?" (a plural wants "how many",
 * so the line goes), "How to take it? For your evening routine" (a purpose is no instruction).
 */
const HOW_TO =
  /^(¿)?(how to take it|how do you take it|wie nimmt man es|wie nimmst du das|comment le prendre|tu le prends comment|cómo se toma|cómo lo tomas)\?/iu;
const PURPOSE = /^(for|für|zur|zum|pour|para)\s/iu;
/**
 * A question or a name answered by a bare quantity ("How much magnesium glycinate? 400 mg",
 * "Lunaria Deep Sleep Magnesium: 400 mg"): graded awkward, the headline "just 400 mg" in the
 * twelfth round; the same answer with its basis ("… 25 g per 30 g scoop") reads. A thin brief's
 * last resort only (docs/decisions/132-an-angle-per-style.md).
 */
const BARE_ANSWER = /[?:]\s*\d+(?:[.,]\d+)?\s?\p{L}{1,3}\.?$/u;
export const bareAnswer = (text: string) => BARE_ANSWER.test(text.trim());
export function misreads(text: string, slots: Slots): boolean {
  const much = /^How much ([^?]+)\?/u.exec(text)?.[1];
  if (much && /[^s]s$/u.test(much.trim().split(/\s+/).at(-1) ?? '')) return true;
  return HOW_TO.test(text.trim()) && PURPOSE.test(slots.usage ?? '');
}

/**
 * A slot that reads as a sentence of its own ("Our most complete evening formula", "Unsere beste
 * Formel") stands at the head of a line, after a colon, question or full stop, and ends at a
 * punctuation mark: set inside a phrase it made "Vegan our most complete evening formula" and
 * "Our most complete evening formula two a day" (the linter's long brief, s17 review).
 */
const DETERMINER =
  /^(our|the|your|this|a|an|unser\w*|ihr\w*|die|der|das|dein\w*|ein\w*|notre|nos|votre|vos|le|la|les|un|une|nuestr\w*|su|sus|el|los|las|un|una)\s/iu;
export function embedsSentence(template: string, slots: Slots): boolean {
  for (const m of template.matchAll(/\{\??(\w+)\}/g)) {
    const v = slots[m[1] as keyof Slots];
    if (typeof v !== 'string' || !DETERMINER.test(v)) continue;
    const before = template.slice(0, m.index);
    const after = template.slice(m.index + m[0].length);
    if (!(before === '' || /[:?.!]\s$/u.test(before)) || !(after === '' || /^[.,:;!?]/u.test(after))) return true;
  }
  return false;
}
