import {
  BENEFIT,
  CONTAINERS,
  FLAGS,
  FLAVOURS,
  formOf,
  PER_WORDS,
  SERVING_COUNT,
  SERVING_NOUNS,
  TIMING,
  UNIT,
  UNSAID,
  USAGE,
} from './fact-words.js';
import { type Amount, type ProductFacts } from './fact-types.js';
import { ingredientsIn } from './ingredients.js';
import { isCleanLine } from './text.js';

/**
 * The brief read into facts, each in the buyer's own words (docs/decisions/040-copy-from-the-brief-s-facts.md):
 * the product's form, amounts with their units and what they are counted per, the pack's count
 * and size, named ingredients and their standardisation, dietary and quality flags, flavour, how
 * to take it and when, what the product is, and the buyer's own benefit statements. An ad's
 * words come from these, the buyer's extras, or the reviewed phrases of its language.
 */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
const cap = (s: string) => (s ? s[0].toLocaleUpperCase() + s.slice(1) : s);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORDS_RX = (list: string[]) =>
  new RegExp(
    `^(?:${[...list]
      .sort((a, b) => b.length - a.length)
      .map(esc)
      .join('|')})(?![\\p{L}])`,
    'iu',
  );
const SERVING_RX = WORDS_RX(SERVING_NOUNS);
const CONTAINER_RX = WORDS_RX(CONTAINERS);
const PER_RX = new RegExp(`(?:^|\\s)(${PER_WORDS.map(esc).join('|')})\\s+$`, 'iu');
const QTY_RX = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s?(${UNIT.source})`, 'giu');
/** Words that end a name next to an amount. */
const STOP =
  /^(per|pro|par|por|pour|je|each|cada|and|und|et|y|e|or|oder|ou|o|with|mit|avec|con|plus|from|aus|de|du|des|in|im|dans|en|for|für|para|to|zu|à|a|of|the|der|die|das|le|la|les|el|los|las|un|une|ein|eine|is|ist|est|es|\d.*)$/iu;
const NAME_STOP =
  /^(per|pro|par|por|pour|je|each|cada|and|und|et|y|or|oder|ou|o|with|mit|avec|con|plus|from|aus|in|im|dans|en|for|für|para|to|zu|of|is|ist|est|es|take|nimm|prendre|tomar|\d.*)$/iu;

/** What one serving is called, when the brief gives its size ("dose de 15 g", "scoop of 30 g"). */
const SERVING_WORD =
  /^(doses?|dosis|portions?|porci[oó]n|servings?|scoops?|messl[oö]ffel|cuill[eè]res?|cucharadas?|cucharaditas?|sticks?|sachets?)$/iu;

/** Sentences, then clauses at commas, colons and semicolons (not inside numbers like "3,2 g"). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}¿¡"'])|\s*[\n;•|]\s*/u)
    .map((s) => s.trim().replace(/[.!?…]+$/u, ''))
    .filter(Boolean);
}
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/\s*(?<!\d)[,:](?!\d)\s*|\s*,\s+(?=\D)|\s+[–—]\s+|\s+-\s+/u)
    .map((c) => c.trim())
    .filter(Boolean);
}

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/** The per-phrase right after position `at`: "per 30 g scoop", "pro Kapsel", "par portion de deux gélules". */
function perAfter(sentence: string, at: number): { text: string; end: number } | undefined {
  const rest = sentence.slice(at);
  const m = /^\s*\)?\s*(per|pro|par|por|pour|je|each|a|cada|en cada)\s+/iu.exec(rest);
  if (!m) return undefined;
  let tail = rest.slice(m[0].length);
  let taken = m[0];
  // An optional quantity ("30 g", "2", "deux") before the serving noun.
  const q = /^(\d+(?:[.,]\d+)?\s?(?:g|ml|mg)?|one|two|three|zwei|drei|une|deux|trois|dos|tres|una)(?:\s+|$)/iu.exec(
    tail,
  );
  if (q) {
    taken += q[0];
    tail = tail.slice(q[0].length);
  }
  const noun = SERVING_RX.exec(tail);
  // "pro 10 ml", "per 100 g": a quantity with its unit is a basis of its own.
  if (!noun && q && /\d\s?(?:g|ml|mg)\s*$/iu.test(q[0]))
    return { text: taken.replace(/^\s*\)?\s*/, '').trim(), end: at + taken.length };
  if (!noun) return undefined;
  taken += noun[0];
  tail = tail.slice(noun[0].length);
  // "par portion de deux gélules", "pro Tagesdosis (2 Kapseln)".
  const more =
    /^\s+(de|of|von|à)\s+(\d+|one|two|three|zwei|drei|une|deux|trois|dos|tres)\s+\p{L}+/iu.exec(tail) ??
    /^\s*\((\d+|one|two|zwei|deux|dos)\s+\p{L}+\)/iu.exec(tail);
  if (more && SERVING_RX.test(more[0].replace(/^\s*\(?\s*\S+\s+\S+\s+/u, '').replace(/\)$/, ''))) taken += more[0];
  else if (more && /\)$/.test(more[0])) taken += more[0];
  return { text: taken.replace(/^\s*\)?\s*/, '').trim(), end: at + taken.length };
}

/** Amounts in one sentence, each with the name beside it and the per-phrase that follows its list. */
function amountsIn(sentence: string, sizeOut: { size?: string }): Amount[] {
  const found: Array<Amount & { at: number; end: number }> = [];
  for (const m of sentence.matchAll(QTY_RX)) {
    const at = m.index;
    const end = at + m[0].length;
    const before = sentence.slice(0, at);
    const after = sentence.slice(end);
    // Part of a per-phrase ("per 30 g scoop") or of an instruction ("into 500 ml of water").
    if (PER_RX.test(before) || /(?:^|\s)(into|in|dans|en)\s+$/iu.test(before)) continue;
    // A quantity alone in its clause after the amounts ("…, unflavoured, 300 g") is the pack's size.
    if (/(^|,)\s*$/.test(before) && /^\s*(,|$)/.test(after) && (found.length || /,\s*$/.test(before))) {
      if (!perAfter(sentence, end)) {
        sizeOut.size ??= m[0];
        continue;
      }
    }
    const container = CONTAINER_RX.exec(after.trimStart());
    if (container && /^\s/.test(after)) {
      sizeOut.size ??= `${m[0]} ${container[0]}`;
      continue;
    }
    if (/(?:^|\s)(de|of|von)\s+$/iu.test(before) && CONTAINER_RX.test(words(before).slice(-3).join(' ') || '')) {
      sizeOut.size ??= sentence.slice(0, end).split(/,\s*/).pop();
      continue;
    }
    // The name after the quantity: "25 g protein", "200 mg de cafeína", "500 mg EPA".
    const next = words(after.split(/[,;:()]/)[0]);
    const nameAfter: string[] = [];
    for (const [i, word] of next.entries()) {
      const bare = word.replace(/[.!?]+$/u, '');
      if (i === 0 && /^(de|d['’]\S*)$/iu.test(bare)) {
        nameAfter.push(bare);
        continue;
      }
      if (STOP.test(bare) || nameAfter.length >= 4) break;
      nameAfter.push(bare);
      if (bare !== word) break;
    }
    if (nameAfter.length && /^(de|d['’])/iu.test(nameAfter[0]) && nameAfter.length === 1) nameAfter.length = 0;
    // "10 ml unverdünnt einnehmen": a dose in an instruction, not an amount of the product.
    if (nameAfter.length && USAGE.test(nameAfter.join(' '))) continue;
    let what = nameAfter.join(' ');
    let whatFirst = false;
    const clauseStart = /(^|[,:])\s*$/.test(before);
    if (!what && clauseStart) {
      // "KSM-66 ashwagandha root extract, 300 mg per gummy": the clause before names it.
      const prev = before
        .replace(/[,:]\s*$/, '')
        .split(/[,;:]/)
        .pop()!
        .trim();
      // "spirulina, chlorella, barley grass and wheatgrass, 8 g per serving": after a list the amount
      // is the serving's, not the last item's.
      const listBefore =
        before.replace(/[,:]\s*$/, '').split(/[,;:]/).length > 1 && /\s(and|und|et|y|e|&)\s/iu.test(prev);
      if (
        prev &&
        !listBefore &&
        words(prev).length <= 5 &&
        !new RegExp(QTY_RX.source, 'iu').test(prev) &&
        !USAGE.test(prev) &&
        !BENEFIT.test(prev)
      ) {
        const short = `${prev}, ${m[0]}`;
        found.push({ qty: m[0], what: prev, whatFirst: true, per: '', short, text: short, at, end });
        continue;
      }
    }
    if (!what) {
      // The name before it: "Vitamine D3 1000 UI", "Citrate de magnésium 300 mg"; a code in
      // brackets between them belongs to the name ("Vitamin K2 (MK-7) 50 µg" is "Vitamin K2 MK-7 50 µg").
      const bare = before.replace(/\(([\p{L}\p{N}-]{1,12})\)\s*$/u, '$1 ');
      const prev = words(bare.split(/[,;:()]/).pop() ?? '');
      const name: string[] = [];
      for (let i = prev.length - 1; i >= 0 && name.length < 4; i--) {
        if (NAME_STOP.test(prev[i])) break;
        name.unshift(prev[i]);
      }
      while (name.length && /^(de|du|des|la|le|von|of)$/iu.test(name[0])) name.shift();
      // "comprimés de 500 mg": the form is what is measured, not an ingredient.
      const shown = name.join(' ');
      while (name.length && /^(de|d['’]|of|von|à|a)$/iu.test(name.at(-1)!)) name.pop();
      // "par dose de 15 g", "per scoop of 30 g": the serving is what is measured, not an ingredient.
      if (name.length === 1 && (formOf(name[0]) || SERVING_WORD.test(name[0]))) {
        const short = `${shown} ${m[0]}`;
        found.push({ qty: m[0], what: '', whatFirst: false, per: '', short, text: short, at, end });
        continue;
      }
      what = name.join(' ');
      whatFirst = !!what;
    }
    const short = whatFirst ? `${what} ${m[0]}` : what ? `${m[0]} ${what}` : m[0];
    const nameEnd = whatFirst
      ? end
      : end + (what ? after.indexOf(nameAfter[nameAfter.length - 1]) + nameAfter.at(-1)!.length : 0);
    found.push({ qty: m[0], what, whatFirst, per: '', short, text: short, at, end: nameEnd });
  }
  // A per-phrase applies to every amount of the list before it ("X, Y and Z per stick").
  let from = 0;
  for (let i = 0; i < found.length; i++) {
    const per = perAfter(sentence, found[i].end);
    if (!per) continue;
    for (let j = from; j <= i; j++) {
      // "95 % de curcuminoïdes" is a standardisation, not an amount per capsule.
      if (found[j].qty.endsWith('%')) continue;
      found[j].per = per.text;
      found[j].text = `${found[j].short} ${per.text}`;
    }
    from = i + 1;
  }
  return found.map(({ at: _at, end: _end, ...a }) => a);
}

/** "60 raspberry gummies", "30 servings", "90 Weichkapseln", "environ 900 gouttes", "für 30 Tage". */
function countIn(sentence: string): ProductFacts['count'] | undefined {
  for (const m of sentence.matchAll(
    /(?<![\p{L}\d.,-])(\d{1,4})\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?(?:\s+([\p{L}-]+))?/gu,
  )) {
    // "per 2 capsules", "par dose de 2 comprimés" is a serving, not the pack.
    if (/(?:^|\s)(per|pro|par|por|pour|je|each|cada)\s+(?:[^\s,.;]+\s+){0,2}$/iu.test(sentence.slice(0, m.index)))
      continue;
    const ws = [m[2], m[3], m[4]].filter(Boolean);
    for (let i = 0; i < ws.length; i++) {
      const noun = ws[i];
      if (i > 0 && /^(per|pro|par|por|pour|je|each|cada|de|of|von|à|a|from|aus|with|mit|avec|con)$/iu.test(noun)) break;
      if (formOf(noun) || SERVING_COUNT.test(noun)) {
        const servings = SERVING_COUNT.test(noun) && !formOf(noun);
        // "für 30 Tage", "for 30 days": a supply, said with its preposition.
        const prep = /(?:^|\s)(for|für|pour|para)\s+$/iu.exec(sentence.slice(0, m.index))?.[1];
        // "etwa 600 Tropfen", "environ 900 gouttes": an approximate count keeps its word (the pack
        // does not promise exactly 600).
        const about =
          /(?:^|\s)(about|around|approx\.|approximately|roughly|ca\.|circa|etwa|rund|environ|aproximadamente|unas?|unos)\s+$/iu.exec(
            sentence.slice(0, m.index),
          )?.[1];
        const text = `${prep && DAYS.test(noun) ? `${prep} ` : ''}${about ? `${about} ` : ''}${m[1]} ${ws.slice(0, i + 1).join(' ')}`;
        return { n: Number(m[1]), noun, text, servings };
      }
      if (i === 0 && UNIT.exec(`${noun} `)?.index === 0) break;
    }
  }
  return undefined;
}

function formIn(text: string): ProductFacts['form'] {
  for (const m of text.matchAll(/[\p{L}-]+/gu)) {
    const kind = formOf(m[0]);
    if (kind) return { kind, word: m[0] };
  }
  return undefined;
}

/** A flavour is a fact ("Chocolate flavour", "Geschmack Erdnuss-Karamell", "sabor naranja"); how it tastes is not. */
function flavourIn(clauses: string[]): string | undefined {
  const rx = new RegExp(`(?<![\\p{L}])(${FLAVOURS.map(esc).join('|')})(?![\\p{L}])`, 'iu');
  const word = '[\\p{L}][\\p{L}-]*';
  const after = new RegExp(
    // "Sabor ponche de frutas": a connector takes the word after it, never ends the flavour.
    `(?<![\\p{L}])(?:geschmack|goût|saveur|sabor|aroma)\\s+(?:de\\s+)?${word}(?:\\s+(?:de|del|des|du|di|à|au|aux|of)\\s+${word}|\\s+${word})?`,
    'iu',
  );
  const before = new RegExp(`${word}(?:\\s+${word})?\\s+flavou?r(?![\\p{L}])`, 'iu');
  for (const c of clauses) {
    const m = after.exec(c) ?? (rx.test(c) ? before.exec(c) : null);
    if (m) return cap(m[0].replace(/^(with|mit|avec|con)\s+/iu, ''));
    if (words(c).length <= 2 && !/\d/.test(c) && rx.exec(c)?.[0].length === c.length) return cap(c);
  }
  return undefined;
}

const DAYS = /^(days?|tage?n?|jours?|días?|dias?)$/iu;
const STANDARD =
  /\b(?:[A-Z]{2,}[A-Za-z]*-?\d+[A-Za-z]?|[Tt]yp[e]? (?:I{1,3}|[1-3])(?: (?:and|und|et|y|&) (?:I{1,3}|[1-3]))?)\b/gu;

export function readFacts(name: string, description: string): ProductFacts {
  const sentences = sentencesOf(description);
  const all = `${name}. ${description}`;
  const facts: ProductFacts = {
    amounts: [],
    ingredients: [],
    standards: [],
    flags: [],
    usage: [],
    timing: [],
    benefits: [],
    other: [],
  };
  const size: { size?: string } = {};
  for (const s of sentences) facts.amounts.push(...amountsIn(s, size));
  facts.size = size.size;
  for (const s of sentences) {
    const c = countIn(s);
    if (!c) continue;
    if (DAYS.test(c.noun)) {
      facts.supply ??= c.text;
      continue;
    }
    if (c.servings && facts.count && !facts.count.servings) facts.supply ??= c.text;
    else if (!facts.count) facts.count = c;
  }
  facts.form = formIn(facts.count?.noun ?? '') ?? formIn(name) ?? formIn(description);
  facts.standards = [...new Set([...all.matchAll(STANDARD)].map((m) => m[0]))].filter((s) => !/^omega/i.test(s));
  for (const f of FLAGS) {
    const m = f.rx.exec(all);
    // A flag the brief gives as a noun ("Wildfang", "pêche sauvage") reads as a fragment after a
    // comma ("1000 mg Fischöl pro Kapsel, Wildfang"): it says where from ("aus Wildfang").
    const text = m?.[0]
      .trim()
      .replace(/^(wildfang|weidehaltung)$/iu, 'aus $1')
      .replace(/^(pêche sauvage|pesca salvaje)$/iu, 'de $1');
    if (m && text && !facts.flags.some((x) => x.id === f.id)) facts.flags.push({ id: f.id, text });
  }
  const clauses = sentences.flatMap((s) => clausesOf(s).map((c) => ({ c, s })));
  facts.flavour = flavourIn(clauses.map((x) => x.c));
  for (const s of sentences) {
    const parts = clausesOf(s);
    const i = parts.findIndex((c) => USAGE.test(c));
    if (i < 0 || UNSAID.test(s)) continue;
    // From the first instruction to the end of the sentence ("Stir into coffee, tea or a smoothie").
    // "Magnesium glycinate 400 mg for your evening routine": the instruction starts mid-clause.
    const at = new RegExp(QTY_RX.source, 'iu').test(parts[i]) ? (USAGE.exec(parts[i])?.index ?? 0) : 0;
    const tail = s.slice(s.indexOf(parts[i]) + at);
    const text = tail.length <= 70 && !new RegExp(QTY_RX.source, 'iu').test(tail) ? tail : parts[i].slice(at);
    if (text && isCleanLine(text)) facts.usage.push(cap(text));
  }
  for (const t of TIMING) if (t.rx.test(all)) facts.timing.push(t.id);
  for (const { c } of clauses) {
    if (BENEFIT.test(c) && !UNSAID.test(c) && isCleanLine(c) && c.length <= 90) facts.benefits.push(cap(c));
  }
  // What the product is: the first clause of the brief when it names no amount and makes no claim.
  // "Vitamin D3 50 µg (2000 IU) per softgel": what comes before the first number.
  const first = (clausesOf(sentences[0] ?? '')[0] ?? '').split(/\s+(?:à|a|with|mit|con|avec|de)?\s*(?=\d)/u)[0];
  const identity = first
    .split(/\s+(?:with|mit|avec|con|from|aus|de la|made with)\s+(?=\d)/iu)[0]
    .split(/\s+(?:with|mit|avec|con)\s+/iu)[0]
    .trim();
  // One word before "with" is what the product is too ("Bio-Grünpulver mit Weizengras, …").
  const named = words(identity).length >= 2 || (identity !== first.trim() && /^\p{L}[\p{L}-]{5,}$/u.test(identity));
  if (
    identity &&
    named &&
    !new RegExp(QTY_RX.source, 'iu').test(identity) &&
    !BENEFIT.test(identity) &&
    !USAGE.test(identity)
  )
    facts.identity = cap(identity.length <= 48 ? identity : identity.split(/\s+(?:from|aus|de|del|du|des)\s+/iu)[0]);
  // Ingredients are named outside the benefit statements ("normal collagen formation" names none).
  const plain = sentences.filter((s) => !BENEFIT.test(s)).join('. ');
  facts.ingredients = ingredientsIn(name, plain, facts.amounts);
  // Whole sentences the facts above do not already say, for styles that quote the buyer.
  const said = [...facts.usage, ...facts.benefits].map(fold);
  for (const s of sentences) {
    if (UNSAID.test(s) || !isCleanLine(s) || s.length > 60 || words(s).length < 2) continue;
    if (said.some((x) => x.includes(fold(s)) || fold(s).includes(x))) continue;
    facts.other.push(cap(s));
  }
  return facts;
}

/** Every number the brief states (for "quotes a number from the brief"). */
export function briefNumbers(f: ProductFacts): string[] {
  return [
    ...f.amounts.map((a) => a.qty),
    ...(f.count ? [String(f.count.n)] : []),
    ...(f.size ? [f.size] : []),
    ...(f.supply ? [f.supply] : []),
  ];
}
