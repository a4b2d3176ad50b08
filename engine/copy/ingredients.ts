import { type Amount } from './fact-types.js';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Named ingredients in the four copy languages, found in the buyer's brief and shown in the
 * buyer's own spelling. A longer name wins over a shorter one at the same place ("magnesium
 * glycinate" over "magnesium"); a standardisation right before it stays with it ("KSM-66
 * ashwagandha"); what an amount measures ("25 g protein") counts as named too.
 */
const INGREDIENTS = `
magnesium bisglycinate|magnesium glycinate|magnesium citrate|magnesium|magnesio|magnésium|citrate de magnésium|
ashwagandha root extract|ashwagandha|collagen peptides|collagen|kollagen|collagène|colágeno|
vitamin d3|vitamine d3|vitamina d3|vitamin c|vitamine c|vitamina c|vitamin k2|vitamine k2|vitamina k2|vitamin b12|vitamine b12|
vitamina b12|vitamin b6|vitamin e|zinc|zink|selenium|selen|sélénium|selenio|biotin|biotine|biotina|omega-3|fish oil|fischöl|
huile de poisson|aceite de pescado|krill oil|epa|dha|probiotics|probiotic|probiotika|probiotiques|probiotique|probióticos|probiótico|live cultures|lactobacillus|bifidobacterium|inulin|inuline|inulina|
creatine monohydrate|creatine|kreatin|créatine|creatina|whey protein isolate|whey protein|whey isolate|whey|molkenprotein|
protéine de lactosérum|proteína de suero|pea protein|erbsenprotein|protein|protéine|proteína|bcaas|bcaa|eaa|l-glutamine|glutamine|
turmeric|kurkuma|curcuma|cúrcuma|curcumin|black pepper|piperine|elderberry|holunder|sureau|saúco|melatonin|mélatonine|melatonina|
l-theanine|theanine|l-théanine|l-teanina|lion's mane|reishi|cordyceps|chaga|electrolytes|elektrolyte|électrolytes|electrolitos|
sodium|natrium|sodio|potassium|kalium|potasio|spirulina|spiruline|espirulina|chlorella|wheatgrass|weizengras|herbe de blé|
hierba de trigo|matcha|chamomile|kamille|camomille|manzanilla|hyaluronic acid|hyaluronsäure|acide hyaluronique|ácido hialurónico|
glucosamine|glucosamin|glucosamina|chondroitin|msm|iron|eisen|fer|hierro|folate|folic acid|folsäure|acide folique|ácido fólico|
apple cider vinegar|green tea|grüntee|thé vert|té verde|ginger|ingwer|gingembre|jengibre|beetroot|rote bete|betterave|remolacha|
maca|valerian|baldrian|valériane|valeriana|glycine|glycin|glicina|gaba|5-htp|l-tyrosine|caffeine|koffein|caféine|cafeína|
citrulline malate|citrulline|citrullin|citrulina malato|citrulina|beta-alanine|beta-alanin|bêta-alanine|beta-alanina|taurine|
taurin|taurina|rhodiola|ginseng|moringa|mct oil|mct|huile mct|aceite mct|calcium|kalzium|calcio|iodine|jod|iode|yodo|
resveratrol|coq10|coenzyme q10|quercetin|nac|berberine|psyllium|flohsamen|lutein|astaxanthin|saffron|safran|azafrán`
  .split('|')
  .map((s) => s.trim())
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

const STANDARD_BEFORE = /(?:[A-Z]{2,}[A-Za-z]*-?\d+[A-Za-z]?)\s+$/u;

export function ingredientsIn(name: string, description: string, amounts: Amount[] = []): string[] {
  // The description's spelling first ("Magnesium glycinate", not the name's Title Case).
  const own = listed(description);
  const head = (s: string) => fold(s).split(/[\s-]+/)[0];
  const fromName = listed(name).filter((n) => !own.some((o) => head(o) === head(n) || fold(o).includes(fold(n))));
  let out = [...own, ...fromName];
  // What an amount measures, when the list does not know it ("Weizengras-Extrakt"), or names it more precisely.
  for (const a of amounts) {
    const what = a.what.replace(/^(de|d['’])\s*/iu, '').trim();
    const k = fold(what);
    if (what.length <= 2 || what.split(/\s+/).length > 5) continue;
    if (out.some((o) => fold(o).includes(k))) continue;
    const within = out.findIndex((o) => k.includes(fold(o)));
    // "elemental magnesium" beside "Magnesium bisglycinate" says the same ingredient again.
    if (
      within < 0 &&
      out.some((o) =>
        k.split(/\s+/).some(
          (x) =>
            x.length >= 4 &&
            fold(o)
              .split(/[\s-]+/)
              .includes(x),
        ),
      )
    )
      continue;
    const shown = what[0].toLocaleUpperCase() + what.slice(1);
    if (within >= 0) out[within] = shown;
    else out.push(shown);
  }
  out = out.filter((o, i) => out.findIndex((x) => x.toLocaleLowerCase() === o.toLocaleLowerCase()) === i);
  return out;
}

function listed(text: string): string[] {
  const found: Array<{ at: number; end: number; text: string }> = [];
  const lower = text.toLocaleLowerCase();
  const take = (at: number, end: number, shown: string) => {
    if (found.some((f) => at < f.end && end > f.at)) return;
    found.push({ at, end, text: shown });
  };
  for (const ing of INGREDIENTS) {
    const rx = new RegExp(`(?<![\\p{L}\\d-])${ing.replace(/[-'.]/g, '.')}(?![\\p{L}])`, 'gu');
    for (const m of lower.matchAll(rx)) {
      let at = m.index;
      const std = STANDARD_BEFORE.exec(text.slice(Math.max(0, at - 16), at));
      if (std) at -= std[0].length;
      const shown = text.slice(at, m.index + ing.length);
      take(at, m.index + ing.length, shown[0].toLocaleUpperCase() + shown.slice(1));
    }
  }
  const out = found.sort((a, b) => a.at - b.at).map((f) => f.text);
  const seen = new Set<string>();
  return out.filter((o) => {
    const k = o.toLocaleLowerCase();
    if ([...seen].some((s) => s.includes(k))) return false;
    seen.add(k);
    return true;
  });
}
