/**
 * What the product physically is, read from the buyer's own name and description (English,
 * German, French, Spanish and Polish words), so a scene's props show the product's real form: a
 * dropper beside drops, a scoop beside a powder, capsules only beside capsules. Pure (no I/O), so
 * the renderer and the copy writer read a brief the same way.
 */
export const PRODUCT_FORMS = [
  'capsules',
  'softgels',
  'tablets',
  'gummies',
  'powder',
  'sticks',
  'drops',
  'liquid',
  'unknown',
] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

/** Flavours and ingredients a prop can show without misrepresenting the product. */
export const PRODUCT_NOTES = [
  'citrus',
  'berry',
  'chocolate',
  'coffee',
  'greens',
  'root',
  'marine',
  'mint',
  'punch',
] as const;
export type ProductNote = (typeof PRODUCT_NOTES)[number];

export type ProductReading = { form: ProductForm; notes: ProductNote[] };

/** The first matching form wins: a "softgel" is not read as a "gel", "gummies" not as "capsules" in "gelatin-free". */
const FORMS: Array<[ProductForm, RegExp]> = [
  ['softgels', /soft ?gels?|weichkapsel\w*|capsules? molles?|perlas?\b|c[aá]psulas? blandas?|kapsuł\w* miękk\w*/],
  ['gummies', /gumm(y|ies)|fruchtgumm\w*|gummib\w*|gommes?|gominolas?|gomitas?|żelk\w*|chewables?/],
  [
    'drops',
    /drops?\b|dropper|pipette|tincture|tropfen|pipett\w*|gouttes?|compte-gouttes|gotas?\b|cuentagotas|krople|kropl\w*/,
  ],
  ['capsules', /capsules?\b|caps\b|kapseln?\b|g[ée]lules?|c[aá]psulas?\b|kapsuł\w*|kapsulk\w*|vcaps?/],
  [
    'tablets',
    /tablets?\b|tabs\b|tabletten?\b|comprim[ée]s?\b|comprimidos?\b|tabletk\w*|effervescent|brausetablett\w*|lozenges?/,
  ],
  // Stick packs before powder: their powder is sealed in each stick, with no scoop.
  ['sticks', /stick ?packs?|\bsticks?\b|sachets?|dosettes?|sobres?\b|saszetk\w*/],
  [
    'powder',
    /powder|scoops?\b|drink mix|pulver\w*|messl[öo]ffel|poudre|dosettes?|polvo|cacitos?|cazos?|proszek|miark\w*|\b\d+\s?g\s+(per|pro|par|por)\b|pre-?workout|pre-?entreno|\bwhey\b|protein isolate|\btub\b|\bdose\b|dosis/,
  ],
  ['liquid', /\bshots?\b|syrup|sirup|sirop|jarabe|liquid|fl[üu]ssig\w*|liquide|l[ií]quido|\bml\b|płyn\w*/],
];

const NOTES: Array<[ProductNote, RegExp]> = [
  // A fruit the buyer names, not a vitamin: "vitamin C" read as citrus put lemon slices beside peach
  // gummies (graded D, docs/decisions/188-fixes-after-the-s18-grading.md).
  ['citrus', /lemon|lime|orange|citrus|grapefruit|yuzu|zitron\w*|citron|agrume|lim[oó]n|naranja|cytry\w*/],
  [
    'berry',
    /berr(y|ies)|raspberr\w*|strawberr\w*|cherr(y|ies)|beere\w*|himbeer\w*|erdbeer\w*|framboise|fraise|fruits? rouges?|frambuesa|fresa|fruta roja|malin\w*|truskaw\w*|acai/,
  ],
  ['chocolate', /chocolat\w*|cocoa|cacao|kakao|schoko\w*/],
  ['coffee', /coffee|espresso|kaffee|\bkawa\b/],
  [
    'greens',
    /greens|spirulina|chlorella|matcha|wheat ?grass|weizengras|\bgrün\w*|\bverte?s?\b|\bverdes?\b|moringa|\bkale\b|spinach|herb\w*|kr[äa]uter\w*|botanical/,
  ],
  [
    'root',
    /ashwagandha|ginseng|maca|turmeric|curcum\w*|kurkuma|ginger|ingwer|gingembre|jengibre|root|wurzel|racine|ra[ií]z/,
  ],
  [
    'marine',
    /fish|omega-?3|krill|algae|algen|sardine\w*|sardell\w*|anchov\w*|poisson|pescado|\bryb\w*|\bepa\b|\bdha\b/,
  ],
  ['mint', /\bmint\b|peppermint|spearmint|\bminze\b|\bmenthe\b|\bmenta\b|\bmięt/],
  // A red mixed-fruit drink flavour: its powder is drawn red, where a white scoop misstated it (s16 grading).
  [
    'punch',
    /fruit ?punch|punch aux fruits|ponche|fruchtpunsch|poncz\w*|watermelon|wassermelon\w*|past[eè]que|sand[ií]a|arbuz\w*/,
  ],
];

const fold = (s: string) => s.toLowerCase().normalize('NFC');

/** The product's form and the notes a prop may show, from the buyer's words only. */
export function readProduct(name: string, description: string): ProductReading {
  const text = fold(`${name} ${description}`);
  const form = FORMS.find(([, rx]) => rx.test(text))?.[0] ?? 'unknown';
  const notes = NOTES.filter(([, rx]) => rx.test(text)).map(([n]) => n);
  return { form, notes };
}
