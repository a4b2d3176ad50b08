import { checkClaims, warningText } from '../../engine/index.js';
import { type ProductExtrasDto } from '../../contract/generation.js';
import { type ProductExtras } from '../../contract/engine.js';

/** Empty optional fields are no extras: an ad shows only what the buyer really gave. */
export function withoutEmpty(extras: ProductExtrasDto | undefined): ProductExtras {
  if (!extras) return {};
  const certifications = extras.certifications?.filter(Boolean) ?? [];
  return {
    ...(extras.offer ? { offer: extras.offer } : {}),
    ...(extras.rating ? { rating: extras.rating } : {}),
    ...(extras.review ? { review: extras.review } : {}),
    ...(certifications.length ? { certifications } : {}),
  };
}

/** What the claim check leaves out of the buyer's words, as the session shows it (docs/decisions/016-disease-claim-check.md). */
export function claimWarnings(texts: string[]): string[] {
  return texts.flatMap((t) => checkClaims(t).warnings).map(warningText);
}
