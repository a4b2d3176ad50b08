/**
 * What a product is for, read from the buyer's name and description in English, German, French
 * or Spanish, for the light and palette of its scenes (docs/decisions/050-a-distinct-idea-per-style.md): calm and dark for
 * sleep, bright for energy. Only the scene reads it; the copy never says a purpose the brief does
 * not (docs/decisions/040-copy-from-the-brief-s-facts.md). An evening routine is a sleep product's
 * (an evening brief in a morning-coffee scene read as wrong). The earliest match in the text wins,
 * so "magnesium for sleep with B12" is a sleep product.
 */
const PURPOSES: Array<[string, RegExp]> = [
  [
    'sleep',
    /\b(sleep\w*|melatonin\w*|night\w*|evenings?|bedtime|restful|abends?|abendroutine|soir|soiree|\w*schlaf\w*|nacht\w*|sommeil|dormir|nuits?|endormissement|sueno|noches?|descanso)\b/,
  ],
  [
    'calm',
    /\b(stress\w*|calm\w*|ashwagandha|relax\w*|theanin\w*|ruhe|gelassen\w*|entspann\w*|detente|apais\w*|serenite|estres|calma|relaj\w*|tranquil\w*)\b/,
  ],
  [
    'energy',
    /\b(energy|energi\w*|tired\w*|b12|b-12|vitality|stamina|caffeine|koffein|cafeine|cafeina|vitalitat|vitalite|vitalidad|pre-?workout|pre-?entreno|pre-?entrainement)\b/,
  ],
  [
    'focus',
    /\b(focus\w*|brain|nootropic\w*|memory|cognit\w*|concentrat\w*|fokus|gehirn|gedachtnis|memoire|cerveau|memoria|cerebro)\b/,
  ],
  ['immune', /\b(immun\w*|inmun\w*|elderberry|vitamin[ae]? c|zinc|zink|defen[cs]es?|abwehr\w*|defensas)\b/],
  ['gut', /\b(gut|probiotic\w*|probioti\w*|prebiotic\w*|digest\w*|darm\w*|verdauung\w*|intestin\w*)\b/],
  [
    'beauty',
    /\b(collagen\w*|kollagen|colageno|skin|hair|nails?|biotin\w*|beauty|hyaluron\w*|haut|haare?|peau|cheveux|ongles|piel|cabello)\b/,
  ],
  ['joint', /\b(joints?|turmeric|curcum\w*|kurkuma|glucosamin\w*|gelenk\w*|articulation\w*|articulacion\w*)\b/],
  [
    'muscle',
    /\b(protein\w*|whey|creatin\w*|kreatin|muscle\w*|muskel\w*|musculo\w*|workout\w*|gym|strength|bcaas?|eiweiss|proteine\w*|proteina\w*)\b/,
  ],
  ['hydration', /\b(electrolyt\w*|elektrolyt\w*|electrolito\w*|hydrat\w*|hidrat\w*)\b/],
  ['heart', /\b(omega\w*|fish oil|fischol|epa|dha|krill|heart|herz\w*|coeur|corazon)\b/],
  ['greens', /\b(greens|superfood\w*|spirulin\w*|espirulina|chlorella|wheatgrass|weizengras)\b/],
];

export function purposeOf(name: string, description: string): string | undefined {
  const text = `${name} ${description}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let best: string | undefined;
  let at = Infinity;
  for (const [id, rx] of PURPOSES) {
    const m = rx.exec(text);
    if (m && m.index < at) {
      best = id;
      at = m.index;
    }
  }
  return best;
}
