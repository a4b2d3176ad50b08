import { FOREIGN_COLOURS } from './foreign-colours.js';
import { LEXICON_EN } from './lexicon-en.js';
import { MARKETING_COLOURS } from './marketing-colours.js';
import { LEXICON_FOREIGN } from './lexicon-foreign.js';
import { type Lang } from './plan-types.js';

/** German written without umlauts ("groesser", "dunkelgruen") → the folded umlaut form. */
export function deUmlaut(s: string): string {
  return s.replace(/ue/g, 'u').replace(/oe/g, 'o').replace(/ae/g, 'a');
}

/** Lower case, accents removed, ß → ss, typographic apostrophes made plain, hyphens as spaces. */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2019\u2018`\u00b4]/g, "'")
    .replace(/[-\u2010\u2011]/g, ' ')
    .trim();
}

export type Lexicon = { map: Map<string, string[]>; maxWords: number; words: string[] };

function compile(source: string): Lexicon {
  const map = new Map<string, string[]>();
  let maxWords = 1;
  for (const entry of source.split(';')) {
    const eq = entry.lastIndexOf('=');
    if (eq < 0) continue;
    const value = entry.slice(eq + 1).trim();
    const canon = value.startsWith('mood ') ? [`mood:${value.slice(5).trim()}`] : value.split(/\s+/);
    for (const alias of entry.slice(0, eq).split('|')) {
      const key = fold(alias).replace(/\s+/g, ' ');
      if (!key || map.has(key)) continue;
      map.set(key, canon);
      maxWords = Math.max(maxWords, key.split(' ').length);
    }
  }
  const words = [...map.keys()].filter((k) => !k.includes(' ') && /^[a-z']+$/.test(k));
  return { map, maxWords, words };
}

const compiled = new Map<Lang, Lexicon>();

export function lexicon(lang: Lang): Lexicon {
  let lex = compiled.get(lang);
  if (!lex) {
    lex = compile(lang === 'en' ? LEXICON_EN : LEXICON_FOREIGN[lang]);
    compiled.set(lang, lex);
  }
  return lex;
}

/**
 * Marker words of each language (folded). The language with the most markers wins; English when
 * none or tied, so English prompts never pick up a foreign meaning of a word such as "fond".
 */
const MARKERS: Record<Exclude<Lang, 'en'>, Set<string>> = {
  de: new Set(
    'der die das den dem des und mit nicht ist bitte mach mache macht ein eine einen auf zu fur fuer ich oder aber auch hintergrund uberschrift ueberschrift schrift schriftart grosser groesser kleiner dunkler heller farbe produkt flasche entferne alles etwas bisschen knopf schlagzeile titel ohne siegel hinzu mehr weniger andere aendere links rechts mittig zentrieren edler schlichter rabatt angebot verwende sollte soll kein keine keinen bitte'.split(
      ' ',
    ),
  ),
  fr: new Set(
    "le la les des du et avec pas est un une pour sur plus moins fond titre police bouton produit couleur rends mets fais ajoute supprime tout peu s'il svp vous plait enleve retire changer mettre gauche droite centre majuscules gras offre remise ecriture au aux l' d' flacon".split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las del y con por para es un una mas menos fondo titulo titular boton producto haz pon cambia agrega anade quita todo poco favor letra fuente izquierda derecha centro mayusculas negrita oferta descuento quiero elimina al frasco'.split(
      ' ',
    ),
  ),
};

export function detectLang(foldedWords: string[]): Lang {
  let best: Lang = 'en';
  let bestScore = 0;
  let tie = false;
  for (const lang of ['de', 'fr', 'es'] as const) {
    const score = foldedWords.filter(
      (w) => MARKERS[lang].has(w) || (w.length > 3 && w in FOREIGN_COLOURS[lang] && !(w in MARKETING_COLOURS)),
    ).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) {
      tie = true;
    }
  }
  if (tie) best = resolveTie(foldedWords);
  // English words outnumbering the markers ("change", "plus" in an English sentence) keep it English.
  const english = foldedWords.filter((w) => ENGLISH_MARKERS.has(w)).length;
  return english > bestScore || bestScore === 0 ? 'en' : best;
}

/** French and Spanish share "la", "es", "un": decide by the words only one of them has. */
function resolveTie(words: string[]): Lang {
  const only = { fr: 0, es: 0, de: 0 };
  for (const w of words) {
    for (const lang of ['de', 'fr', 'es'] as const) {
      const others = (['de', 'fr', 'es'] as const).filter((l) => l !== lang);
      if (MARKERS[lang].has(w) && !others.some((o) => MARKERS[o].has(w))) only[lang]++;
    }
  }
  const ranked = (Object.entries(only) as Array<[Lang, number]>).sort((a, b) => b[1] - a[1]);
  return ranked[0][1] > ranked[1][1] ? ranked[0][0] : 'en';
}

const ENGLISH_MARKERS = new Set(
  'the and make to of with please it background headline button bigger smaller colour color add remove can you could would more less my our this that be is'.split(
    ' ',
  ),
);
