import { francAll } from 'franc';
import { ingredientsIn } from './ingredients.js';

/**
 * The language of the buyer's product name and description (docs/decisions/041-language-from-evidence.md).
 * Two kinds of evidence are weighed: words only one of our four copy languages spells that way —
 * its function words and its supplement vocabulary ("hydrolysed", "unflavoured", "per serving"
 * are English even though "collagen peptides" could be French) and its accented letters — and
 * franc's trigram statistics (MIT), which need more text than a product name to be reliable and
 * decide alone only for the languages we have no words for. Scripts decide Greek and narrow
 * Cyrillic. The answer says whether the evidence was strong, so step 2 can ask the buyer.
 */
export type LanguageGuess = {
  /** ISO 639-1 code, or 'und' when the text has no words. */
  lang: string;
  /** Strong evidence: several words of that language and none that contradict it. */
  confident: boolean;
};

const ISO: Record<string, string> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  pol: 'pl',
  ces: 'cs',
  slk: 'sk',
  tur: 'tr',
  vie: 'vi',
  ron: 'ro',
  hun: 'hu',
  swe: 'sv',
  dan: 'da',
  nob: 'nb',
  fin: 'fi',
  hrv: 'hr',
  srp: 'sr',
  slv: 'sl',
  lit: 'lt',
  lav: 'lv',
  est: 'et',
  cat: 'ca',
  glg: 'gl',
  rus: 'ru',
  ukr: 'uk',
  bul: 'bg',
  bel: 'be',
  mkd: 'mk',
  ell: 'el',
  ind: 'id',
  tgl: 'tl',
};
const LATIN = Object.keys(ISO).filter((k) => !['rus', 'ukr', 'bul', 'bel', 'mkd', 'ell'].includes(k));
const CYRILLIC = ['rus', 'ukr', 'bul', 'bel', 'srp', 'mkd'];
type Voted = 'en' | 'de' | 'fr' | 'es';

/**
 * Words of each language, lower case with accents kept (an accent is evidence). A word two of the
 * lists share ("vegan", "magnesium", "portion", "dosis") is dropped from both below.
 */
const RAW: Record<Voted, string> = {
  en: `the and with for your of to is it our from you this that on by are be made daily supports support helps help sleep energy
    gummies capsules powder tablets softgels drops skin hair nails immune health healthy calm focus better deep formula blend boost each
    serving servings scoop scoops strength women men kids without every day night restful relax stress mood gut joint joints muscle
    recovery bones heart brain glow beauty clean pure plant based free per unflavoured unflavored flavour flavor flavoured flavored
    hydrolysed hydrolyzed micronised micronized dissolves dissolve drinks drink hot cold water tea coffee milk juice take mix stir
    into sugar added gelatin extract root leaf berry fish oil wild caught grass fed isolate collagen creatine tub pouch jar bottle
    bag box tube vitamins tested third party lab grams bovine marine pre workout contains contribute contributes maintenance normal
    function or an at before after meal meals taste chocolate vanilla strawberry raspberry lemon lime orange cherry capsule tablet
    gummy softgel stick sachet sticks caps iu oz lbs count pieces sodium potassium electrolytes effervescent chewable
    lozenges vitamin complex acid acids ascorbic hyaluronic folic citric amino billion million cfu strains live cultures shelf stable
    third-party`,
  de: `der die das und mit für fur ist ein eine einen den dem des zu von im auf nicht sie ihre unterstützt schlaf kapseln kapsel
    weichkapseln tabletten tablette pulver tropfen haut haare energie täglich gesund gesunde gesunden natürlich mehr ohne bei aus
    trägt tragen normalen zur zum immunsystem nahrungsergänzungsmittel erholsamen ruhe nacht abwehrkräfte gelenke muskeln knochen
    darm verdauung konzentration schönheit vegane kollagen gummibärchen pro geschmack zucker zuckerzusatz wasser einnehmen
    einrühren einrühren mischen messlöffel beutel enthält hochdosiert eiweiß molke fischöl weizengras kreatin je tag tage oder
    einer mahlzeit wildfang laborgeprüft vitamin zink eisen hergestellt deutschland sorte stück stk tagesdosis
    lutschtabletten brausetabletten kautabletten säure kbe milliarden stämme bakterienstämme`,
  fr: `le la les des du et pour avec sans une au aux est sommeil gélules gélule peau cheveux énergie quotidien votre vos notre nos
    complément alimentaire favorise contribue naturel naturelle plus qui dans sur ce cette son ses réparateur nuit défenses
    articulations muscles os intestin digestion beauté ongles bien être végétales par poudre gouttes goutte saveur goût sucre
    ajouté ajoutés collagène créatine protéine protéines huile poisson flacon compte-gouttes boîte pot maintien normale normal jour
    prendre mélanger diluer vitamine comprimés comprimé eau chaque environ fraise framboise citron mélatonine magnésium gommes
    dosette dosettes gélules végétale effervescents sublinguaux acide milliards souches ampoule ampoules`,
  es: `el los las del y con para sin por tu tus su sus sueño cápsulas cápsula piel cabello energía diario nuestro nuestra favorece
    contribuye más lo al noche reparador defensas articulaciones músculos huesos intestino digestión belleza uñas bienestar
    gomitas vegetales suplemento porción porciones polvo gotas sabor agua azúcar colágeno creatina proteína aceite pescado frasco
    bote mantenimiento día tomar mezclar vitamina comprimidos cada fresa frambuesa limón melatonina magnesio entrenar antes de
    minutos cafeína pre-entreno perlas cacito toma tomas comprimido efervescentes masticables ácido millones cepas ampolla
    ampollas`,
};
const SETS: Record<Voted, Set<string>> = (() => {
  const lists = Object.fromEntries(
    (Object.keys(RAW) as Voted[]).map((l) => [l, RAW[l].split(/\s+/).filter(Boolean)]),
  ) as Record<Voted, string[]>;
  const count = new Map<string, number>();
  for (const l of Object.values(lists)) for (const word of new Set(l)) count.set(word, (count.get(word) ?? 0) + 1);
  return Object.fromEntries(
    (Object.keys(lists) as Voted[]).map((l) => [l, new Set(lists[l].filter((x) => count.get(x) === 1))]),
  ) as Record<Voted, Set<string>>;
})();

/** Letters only some of the four languages write. */
const LETTERS: Array<{ rx: RegExp; votes: Partial<Record<Voted, number>> }> = [
  { rx: /[äöüß]/g, votes: { de: 1 } },
  { rx: /[èêàçœùâîôë]/g, votes: { fr: 1 } },
  { rx: /é/g, votes: { fr: 0.5, es: 0.3 } },
  { rx: /[ñ¿¡áíóú]/g, votes: { es: 1 } },
];

/** Only words: URLs, markup, e-mail addresses, numbers and symbols say nothing about the language. */
export function languageText(text: string): string {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(/\S+@\S+/g, ' ')
      // "100 µg", "5 µl": the micro sign is a unit, not a Greek letter.
      .replace(/[µμ](?=[a-z])/gi, ' ')
      .replace(/[^\p{L}\s'’-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function languageGuess(name: string, description: string): LanguageGuess {
  const text = languageText(`${description} ${name}`);
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length < 2) return { lang: 'und', confident: false };
  const greek = letters.filter((c) => /\p{Script=Greek}/u.test(c)).length;
  const cyrillic = letters.filter((c) => /\p{Script=Cyrillic}/u.test(c)).length;
  if (greek > letters.length / 2) return { lang: 'el', confident: true };
  if (cyrillic > letters.length / 2) return { lang: cyrillicLanguage(text), confident: letters.length >= 20 };
  const lower = text.toLocaleLowerCase();
  const words = lower.split(/[\s'’]+/).flatMap((w) => [w, ...(w.includes('-') ? w.split('-') : [])]);
  const score: Record<Voted, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const w of words) for (const l of Object.keys(SETS) as Voted[]) if (SETS[l].has(w)) score[l] += 1;
  for (const { rx, votes } of LETTERS) {
    const n = Math.min(4, lower.match(rx)?.length ?? 0);
    for (const [l, v] of Object.entries(votes) as Array<[Voted, number]>) score[l] += n * v;
  }
  const ranked = (Object.keys(score) as Voted[]).map((lang) => ({ lang, n: score[lang] })).sort((a, b) => b.n - a.n);
  const [best, second] = ranked;
  // franc: trigram statistics, reliable from a sentence or two.
  // Unaccented ingredient names are shared by the languages and Latin ones read as Italian to trigrams.
  const trigramText = withoutIngredients(text);
  const trigramLetters = trigramText.replace(/[^\p{L}]/gu, '').length;
  const franc = trigramLetters >= 30 ? francAll(trigramText, { only: LATIN, minLength: 3 }) : [];
  const top = franc[0]?.[0];
  const topCode = top && top !== 'und' ? ISO[top] : undefined;
  const ours = topCode && topCode in score;
  if (best.n >= 2 && best.n >= second.n * 1.5) {
    // A language we have no words for that franc is sure of, with few words of ours: franc's.
    const mine = franc.find(([code]) => ISO[code] === best.lang)?.[1] ?? 0;
    // When our words make up a good part of the brief ("5 g creatine per scoop, micronised, 500 g tub"
    // under a German brand name), trigrams of the brand name do not outvote them.
    const plain = lower.split(/[\s'’-]+/).filter((w) => w.length >= 2);
    const share = plain.filter((w) => SETS[best.lang].has(w)).length / (plain.length || 1);
    if (topCode && !ours && letters.length >= 50 && share < 0.4 && (best.n < 4 || mine < 0.92))
      return { lang: topCode, confident: false };
    return { lang: best.lang, confident: best.n >= 3 && best.n >= second.n * 2 };
  }
  if (topCode && letters.length >= 40) {
    // Our words are split: franc breaks the tie among the contenders.
    if (ours && (score[topCode as Voted] >= best.n - 1 || best.n < 2)) return { lang: topCode, confident: false };
    if (!ours && best.n < 3) return { lang: topCode, confident: false };
  }
  if (best.n > second.n) return { lang: best.lang, confident: false };
  return { lang: letters.every((c) => /[a-z]/i.test(c)) ? 'en' : (topCode ?? 'und'), confident: false };
}

function withoutIngredients(text: string): string {
  let out = text;
  // An accented spelling ("mélatonine") is evidence and stays.
  for (const name of ingredientsIn('', text).filter((n) => /^[a-z0-9' -]+$/i.test(n)))
    out = out.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' ');
  return out.replace(/\s+/g, ' ').trim();
}

export function detectLanguage(name: string, description: string): string {
  return languageGuess(name, description).lang;
}

/** Letters only one Cyrillic language uses decide; franc's trigrams otherwise (Russian when unsure). */
function cyrillicLanguage(text: string): string {
  if (/[іїєґ]/i.test(text)) return 'uk';
  if (/[ў]/i.test(text)) return 'be';
  if (/[ыэ]/i.test(text)) return 'ru';
  if (/[јљњћђџ]/i.test(text)) return 'sr';
  const [top] = francAll(text, { only: CYRILLIC, minLength: 3 });
  return top && top[0] !== 'und' && top[0] !== 'ukr' ? ISO[top[0]] : 'ru';
}
