import { francAll } from 'franc';

/**
 * The language of the buyer's product name and description (docs/decisions/
 * 017-copy-in-the-buyers-language.md). franc (MIT, trigram statistics) decides on longer text;
 * short supplement text ("Deep Sleep Gummies") has too few trigrams for it, so function words and
 * the supplement vocabulary of the four languages we write copy in vote first. Scripts decide
 * Greek and narrow Cyrillic to its languages. Answers an ISO 639-1 code, or 'und'.
 */
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

/** Words that only one of the four copy languages uses (accents folded). */
const VOTES: Record<'en' | 'de' | 'fr' | 'es', Set<string>> = {
  en: new Set(
    (
      'the and with for your of to is it our from you this that on by are be made daily supports support helps help sleep energy gummies ' +
      'capsules powder tablets skin hair nails immune health healthy calm focus better deep formula blend boost each serving servings strength women men ' +
      'kids without every day night restful relax stress mood gut joint joints muscle recovery bones heart brain glow beauty clean pure plant based free'
    ).split(' '),
  ),
  de: new Set(
    (
      'der die das und mit fur ist ein eine einen den dem des zu von im auf nicht sie ihre unterstutzt schlaf kapseln pulver haut haare energie ' +
      'taglich gesund gesunde gesunden naturlich mehr ohne bei aus tragt normalen zur zum immunsystem nahrungserganzungsmittel erholsamen ruhe nacht ' +
      'abwehrkrafte gelenke muskeln knochen darm verdauung konzentration schonheit vegane kollagen gummibarchen tabletten'
    ).split(' '),
  ),
  fr: new Set(
    (
      'le la les des du et pour avec sans une au aux est sommeil gelules peau cheveux energie quotidien votre vos notre nos complement ' +
      'alimentaire favorise contribue naturel naturelle plus qui dans sur ce cette son ses reparateur nuit defenses articulations muscles os intestin ' +
      'digestion beaute ongles bien etre vegetales'
    ).split(' '),
  ),
  es: new Set(
    (
      'el los las del y con para sin por tu tus su sus sueno capsulas piel cabello energia diario nuestro nuestra favorece contribuye mas ' +
      'lo al noche reparador defensas articulaciones musculos huesos intestino digestion belleza unas bienestar gomitas vegetales suplemento'
    ).split(' '),
  ),
};

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** Only words: URLs, markup, e-mail addresses, numbers and symbols say nothing about the language. */
export function languageText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function detectLanguage(name: string, description: string): string {
  const text = languageText(`${description} ${name}`);
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length < 2) return 'und';
  const greek = letters.filter((c) => /\p{Script=Greek}/u.test(c)).length;
  const cyrillic = letters.filter((c) => /\p{Script=Cyrillic}/u.test(c)).length;
  if (greek > letters.length / 2) return 'el';
  if (cyrillic > letters.length / 2) return cyrillicLanguage(text);
  const words = fold(text)
    .split(/[\s'-]+/)
    .filter(Boolean);
  const votes = (Object.keys(VOTES) as Array<keyof typeof VOTES>)
    .map((lang) => ({ lang, n: words.filter((w) => VOTES[lang].has(w)).length }))
    .sort((a, b) => b.n - a.n);
  const [best, second] = votes;
  // Short text: the votes decide; longer text also has franc's statistics (Portuguese shares words with Spanish).
  if (best.n >= (letters.length < 40 ? 2 : 4) && best.n >= second.n * 2) return best.lang;
  const ranked = francAll(text, { only: LATIN, minLength: 3 });
  const top = ranked[0]?.[0];
  // franc is unreliable below ~25 letters; there the votes (or English, the usual case) decide.
  if (top && top !== 'und' && letters.length >= 40) {
    const code = ISO[top];
    const vote = votes.find((v) => v.lang === code);
    if (vote) return vote.n * 2 >= best.n || best.n < 2 ? code : best.lang;
    return best.n >= 3 && best.n >= second.n * 2 ? best.lang : code;
  }
  if (best.n > second.n) return best.lang;
  return letters.every((c) => /[a-z]/i.test(c)) ? 'en' : (ISO[top ?? ''] ?? 'und');
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
