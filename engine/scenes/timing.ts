/**
 * When the brief says the product is taken: "take two in the evening", "vor dem Schlafengehen",
 * "por la noche" (English, German, French, Spanish, Polish). Morning Snapshot's counter follows it,
 * its sun low and amber at the end of the day for an evening product, where a bright morning sun
 * read as "a 'morning' style for an evening product" (docs/decisions/170-scenes-chosen-for-the-product.md).
 * The earliest mention wins ("in the morning or evening" is a morning product).
 */
const WHEN: Array<['evening' | 'morning', RegExp]> = [
  [
    'evening',
    /\b(evenings?|at night|nightly|night-?time|bed-?time|before (bed|sleep)|abends?|am abend|vor dem (schlafen\w*|zubettgehen)|le soir|au coucher|avant (le coucher|de dormir)|por la noche|antes de dormir|wieczorem|przed snem)\b/,
  ],
  [
    'morning',
    /\b(mornings?|breakfast|morgens|am morgen|fr[üu]hst[üu]ck\w*|le matin|petit-d[ée]jeuner|por la ma[ñn]ana|desayuno|rano|[śs]niadani\w*)\b/,
  ],
];

export function timeOfUse(description: string): 'evening' | 'morning' | undefined {
  const text = description.toLowerCase().normalize('NFC');
  let best: { when: 'evening' | 'morning'; at: number } | undefined;
  for (const [when, rx] of WHEN) {
    const at = text.search(rx);
    if (at >= 0 && (!best || at < best.at)) best = { when, at };
  }
  return best?.when;
}
