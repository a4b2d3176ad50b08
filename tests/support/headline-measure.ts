import { STYLES } from '../../engine/catalog/index.js';
import { buildCopy, readFacts } from '../../engine/copy/index.js';
import { type ProductExtras } from '../../contract/engine.js';

/**
 * How a marketer reads a catalogue's headlines (docs/decisions/081-headlines-that-sell-from-the-brief.md):
 * for every brief × 31 styles, which headlines are fragments that sell nothing, which quote a
 * number of the brief, and how many differ per product.
 *
 * A fragment is one of: an identity or filler frame ("Meet …", "This is …", "… at a glance",
 * "Up close: …"); two or more full stops (facts side by side); an amount without what it measures
 * ("10 g per scoop"); or a line that says no selling fact at all — only the name, what the
 * product is, an ingredient, its form, flavour, the pack's size, count or supply ("Bolsa de 150 g",
 * "Vitamine D3"). A selling fact is an amount of the brief with what it measures, a dietary or
 * quality flag, a standardisation, how to take it, the buyer's benefit statement or review.
 */
export type Brief = { id: string; name: string; description: string; extras?: ProductExtras; lang?: string };
export type FragmentKind = 'frame' | 'stops' | 'amount-alone' | 'no-selling-fact';
export type BriefMeasure = {
  id: string;
  headlines: string[];
  fragments: Array<{ styleId: number; headline: string; kind: FragmentKind }>;
  /** The brief states a selling fact a headline could carry. */
  sells: boolean;
  numbered: number;
  distinct: number;
  /** Ads whose drawn lines (headline, sub-line, badges, the offer style's sticker) say one fact twice. */
  repeats: Array<{ styleId: number; lines: string[] }>;
  /** Characters per headline, summed (the mean is this over the headlines). */
  chars: number;
  /** Headlines opening on a label of ours or a literal prefix ("Inside:", "Read the label:", "Avec …", "Why {name}? …"). */
  labelled: string[];
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}%'-]+/gu, ' ')
    .trim();
const has = (text: string, part: string) => !!fold(part) && ` ${fold(text)} `.includes(` ${fold(part)} `);
const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/gu;

const FRAMES = [
  /^(meet|this is|say (hi|hello) to|let's talk about|unboxing|just arrived|up close:|real talk:|spotlight on|remember:|your )/,
  /(at a glance|, up close|in real life|, the facts|, answered)$/,
  /^(das ist|hallo,|darf ich vorstellen|reden wir uber|gerade angekommen|ganz nah:|mal ehrlich:|im fokus|nicht vergessen:|deine? )/,
  /(auf einen blick|, ganz nah|im echten leben|, die fakten|, erklart|, ausgepackt)$/,
  /^(voici|decouvrez|faites connaissance|parlons de|deballage|recu aujourd|de pres:|franchement:|zoom sur|a ne pas oublier:|votre )/,
  /(en un coup d'œil|en un coup d'oeil|, de pres|dans la vraie vie|, les faits|, en bref)$/,
  /^(te presentamos|asi es|conoce |hablemos de|unboxing de|recien llegado|de cerca:|la verdad:|foco en|no olvides:|tu )/,
  /(de un vistazo|, de cerca|en la vida real|, los datos|, en breve)$/,
  /^pov: (?![«“„"])/,
];

const frameOf = (headline: string) => {
  const h = headline
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
    .replace(/[’]/g, "'");
  return FRAMES.some((rx) => rx.test(h));
};

/**
 * A label of ours before the fact ("Inside:", "Read the label:", "The facts:", "What you get:",
 * "L'étiquette:", "Die Fakten:"), a bare preposition before it ("Avec vitamine D3 …", "Mit 10 g …")
 * or a question on the product's name before the fact ("Why Bloom Hair Skin Nails Gummies? Biotin …"):
 * graders read all three as filler (docs/decisions/107-headline-angles-instead-of-label-frames.md).
 */
const LABELS = [
  /^(inside|the facts|what you get|read the label|compare the label|in the box):/,
  /^(das bekommst du|ein blick aufs etikett|vergleiche das etikett|die fakten|drin|das steckt drin):/,
  /^(au programme|l'etiquette|comparez l'etiquette|les faits|dedans|ce qu'il contient):/,
  /^(lo que obtienes|lee la etiqueta|compara la etiqueta|los datos|dentro|lo que lleva):/,
  /^(with|mit|avec|con) /,
  /^(¿)?(why|warum|pourquoi|por que) [^?]+\? \S/,
];
export const labelOf = (headline: string) => {
  const h = headline
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
    .replace(/[’]/g, "'");
  return LABELS.some((rx) => rx.test(h));
};

/** Full stops between or after sentences, not decimals ("3.2 g") or initials. */
const stops = (headline: string) => (headline.match(/(?<!\d)\.(?=\s|$)/g) ?? []).length;

/** Words that carry no fact of their own: units, bases, connectives. */
const FILLER = new Set(
  (
    'g mg µg μg mcg kg ml l iu ui ie per pro par por je each cada every in im dans en a an the de du des d la le les el ' +
    'los las del of von and und et y with mit avec con plus dose doses dosis portion portions porcion porciones serving ' +
    'servings scoop scoops messloffel tropfen drop drops goutte gouttes gota gotas stick sticks sachet sachets cuillere ' +
    'cucharadita capsule capsules kapsel kapseln gelule gelules capsula capsulas tablet tablets tablette tabletten ' +
    'comprime comprimes comprimido comprimidos gummy gummies softgel softgels jede jeder chaque'
  ).split(' '),
);

function sellingFacts(b: Brief) {
  const f = readFacts(b.name, b.description);
  const pack = [f.size ?? '', f.count?.text ?? '', f.supply ?? ''];
  const packNumbers = new Set(pack.flatMap((t) => t.match(NUMBER) ?? []));
  const amounts = f.amounts.filter((a) => !packNumbers.has(a.qty.match(NUMBER)?.[0] ?? ''));
  const quote = b.extras?.review?.quote ?? '';
  return { f, amounts, quote };
}

function kindOf(headline: string, s: ReturnType<typeof sellingFacts>): FragmentKind | undefined {
  if (frameOf(headline)) return 'frame';
  if (stops(headline) >= 2) return 'stops';
  const { f, amounts, quote } = s;
  if (quote && has(headline, quote.split(/\s+/).slice(0, 4).join(' '))) return undefined;
  const numbers: string[] = headline.match(NUMBER) ?? [];
  // What is left once numbers, units, bases and connectives are gone: an amount needs words of its own.
  const rest = fold(headline.replace(NUMBER, ' '))
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  const quantity = amounts.some((a) => numbers.includes(a.qty.match(NUMBER)?.[0] ?? '-'));
  const amount = quantity && rest.length > 0;
  const selling =
    amount ||
    f.flags.some((x) => has(headline, x.text)) ||
    f.standards.some((x) => has(headline, x)) ||
    f.usage.some((u) => has(headline, u) || has(u, headline)) ||
    f.benefits.some((x) => has(headline, x) || has(x, headline));
  if (selling) return undefined;
  // A quantity of an amount without the words of what it measures ("10 g per scoop", "1000 UI").
  if (quantity) return 'amount-alone';
  return 'no-selling-fact';
}

/**
 * What two lines of one ad both say, read without the copy room's own fact atoms: a quantity with
 * its unit ("25 g"), or a content word of five letters or more that is not a unit, basis or
 * connective ("bisglycinate", "vegan" is too short to count; "KSM-66" counts as its code).
 */
const QTY = /(\d+(?:[.,]\d+)?)\s?(mg|µg|μg|mcg|g|kg|ml|l|iu|ui|ie|%)(?![\p{L}\d])/giu;
function sayings(line: string): Set<string> {
  const out = new Set<string>();
  for (const m of line.matchAll(QTY)) out.add(`${m[1].replace(',', '.')}${m[2].toLowerCase().replace('μ', 'µ')}`);
  const words = fold(line.replace(QTY, ' ')).split(' ');
  for (const w of words) if ((w.length >= 5 || /\d/.test(w)) && !FILLER.has(w) && !/^\d+$/.test(w)) out.add(w);
  return out;
}
/** The pairs of an ad's drawn lines that say the same thing, as "a ~ b". */
export function repeatsIn(lines: string[], benefits: string[] = []): string[] {
  // The brief's benefit statement, said word for word, may name the headline's nutrient again
  // ("Biotin 2500 µg" over "Biotin contributes to …"): only its quantities count
  // (docs/decisions/218-lines-a-marketer-would-keep.md).
  const quantities = (l: string) => new Set([...sayings(l)].filter((x) => /\d/.test(x)));
  const stated = (l: string) => benefits.some((x) => has(l, x) || has(x, l.replace(/\.$/, '')));
  const said = lines.filter(Boolean).map((l) => ({ l, s: stated(l) ? quantities(l) : sayings(l) }));
  // A headline that lists the ingredients with no dose ("Biotin, zinc and vitamin C") and the
  // hero's dose under it ("Biotin 2500 µg.") say one ingredient twice, as the list and its number
  // (docs/decisions/223-the-sub-line-keeps-the-hero-dose.md): only the quantities count there.
  const list = (l: string) => !quantities(l).size && /,|\s(?:and|und|et|y)\s/u.test(l);
  const dosedUnder = (a: string, b: string) => list(a) && quantities(b).size > 0;
  const out: string[] = [];
  said.forEach((a, i) =>
    said.slice(i + 1).forEach((b) => {
      if (dosedUnder(a.l, b.l)) return;
      if ([...a.s].some((x) => b.s.has(x))) out.push(`${a.l} ~ ${b.l}`);
    }),
  );
  return out;
}

export function measureBrief(b: Brief): BriefMeasure {
  const s = sellingFacts(b);
  const briefNumbers = new Set(`${b.name} ${b.description}`.match(NUMBER) ?? []);
  const ads = STYLES.map((style) => {
    const r = buildCopy(
      style.copy,
      b.name,
      b.description,
      0,
      {},
      { extras: b.extras, styleId: style.id, lang: b.lang },
    );
    // The offer style draws the copy's sticker; the layouts draw the copy's badges.
    const sticker = style.layout === 'offer' ? r.facts.offer || r.facts.sticker : '';
    const drawn = [r.copy.headline, r.copy.subline, ...r.copy.badges, sticker];
    return { styleId: style.id, headline: r.copy.headline, repeats: repeatsIn(drawn, s.f.benefits) };
  });
  const headlines = ads.map((a) => a.headline);
  const fragments = ads.flatMap(({ styleId, headline }) => {
    const kind = kindOf(headline, s);
    return kind ? [{ styleId, headline, kind }] : [];
  });
  return {
    id: b.id,
    headlines,
    fragments,
    sells: !!(s.amounts.length || s.f.flags.length || s.f.standards.length || s.f.usage.length || s.f.benefits.length),
    numbered: headlines.filter((h) => (h.match(NUMBER) ?? []).some((n) => briefNumbers.has(n))).length,
    distinct: new Set(headlines.map((h) => h.toLocaleLowerCase())).size,
    repeats: ads.filter((a) => a.repeats.length).map((a) => ({ styleId: a.styleId, lines: a.repeats })),
    chars: headlines.reduce((n, h) => n + h.length, 0),
    labelled: headlines.filter(labelOf),
  };
}

export type SetMeasure = {
  briefs: number;
  headlines: number;
  fragments: number;
  /** Fragments on briefs that state a selling fact a headline could have carried. */
  avoidable: number;
  byKind: Record<FragmentKind, number>;
  numbered: number;
  /** The lowest share of distinct headlines on one product, and how many products are under 90 %. */
  minDistinct: number;
  under90: number;
  /** Ads whose drawn lines say one fact twice; the mean headline length in characters. */
  repeats: number;
  meanChars: number;
  /** Headlines opening on a label of ours, a bare preposition or a question on the name. */
  labelled: number;
  /** Headlines of 40 characters or fewer (they set large; the layouts shrink longer ones). */
  short: number;
};

export function measureSet(briefs: Brief[]): { set: SetMeasure; per: BriefMeasure[] } {
  const per = briefs.map(measureBrief);
  const byKind: Record<FragmentKind, number> = { frame: 0, stops: 0, 'amount-alone': 0, 'no-selling-fact': 0 };
  for (const m of per) for (const x of m.fragments) byKind[x.kind]++;
  return {
    per,
    set: {
      briefs: per.length,
      headlines: per.reduce((n, m) => n + m.headlines.length, 0),
      fragments: per.reduce((n, m) => n + m.fragments.length, 0),
      avoidable: per.filter((m) => m.sells).reduce((n, m) => n + m.fragments.length, 0),
      byKind,
      numbered: per.reduce((n, m) => n + m.numbered, 0),
      minDistinct: Math.min(...per.map((m) => m.distinct / m.headlines.length)),
      under90: per.filter((m) => m.distinct < Math.ceil(m.headlines.length * 0.9)).length,
      repeats: per.reduce((n, m) => n + m.repeats.length, 0),
      meanChars:
        per.reduce((n, m) => n + m.chars, 0) /
        Math.max(
          1,
          per.reduce((n, m) => n + m.headlines.length, 0),
        ),
      short: per.reduce((n, m) => n + m.headlines.filter((h) => h.length <= 40).length, 0),
      labelled: per.reduce((n, m) => n + m.labelled.length, 0),
    },
  };
}
