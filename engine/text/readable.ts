/**
 * The smallest size a text of each role reads at on the contact sheet and on a phone, as a share of
 * the canvas width (every size is seen at the phone's width, so the width is what a reader's eye
 * scales against; docs/decisions/126-readable-type-floor-and-clean-breaks.md). Graded "tiny" or
 * "small" lines in docs/grades/s11-*.tsv sat at or under these; the rows called fine sat above.
 */
const SHARE: Record<string, number> = {
  // A headline inside a card, tag or bubble is still the ad's headline: about 56 px at 1080.
  headline: 0.048,
  // Sub-lines, list items, answers, quotes.
  subline: 0.037,
  review: 0.037,
  // Dense labels: buttons, badges, the offer, the rating.
  cta: 0.0315,
  badge: 0.0315,
  offer: 0.0315,
  rating: 0.0315,
};

/** The floor in px for a text of this role on a w x h canvas (0: no floor, as for legal lines). */
export function readableFloor(role: string, w: number, h: number): number {
  void h;
  return Math.round((SHARE[role] ?? 0) * w);
}
