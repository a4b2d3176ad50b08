import * as v from 'valibot';

/**
 * POST /api/claims/check: the supplement claim check the renderer applies to every ad line, for
 * step 2 to show while the buyer types (docs/decisions/016-disease-claim-check.md).
 */
export const CLAIM_TEXT_MAX = 4000;

export const ClaimCheckRequestSchema = v.object({
  text: v.pipe(
    v.string('text must be a string'),
    v.maxLength(CLAIM_TEXT_MAX, `Must be at most ${CLAIM_TEXT_MAX} characters`),
  ),
});

export const ClaimWarningSchema = v.object({ phrase: v.string(), reason: v.string() });

/** `clean` is the text as an ad would carry it: flagged clauses left out. */
export const ClaimCheckResponseSchema = v.object({ clean: v.string(), warnings: v.array(ClaimWarningSchema) });
