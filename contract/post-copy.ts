/**
 * The texts pasted into the ad platform beside an ad's image (docs/product.md section 11):
 * primary text, headline and description, in the ad's language, claim-checked, within the
 * platforms' recommended lengths.
 */
export const POST_COPY_LIMITS = { primary: 125, headline: 40, description: 30 } as const;
export type PostCopy = { primary: string; headline: string; description: string };
