import * as v from 'valibot';

/**
 * The languages an ad can be written in (docs/product.md section 11). The first four get our
 * reviewed phrases and calls to action; the others the buyer's own words with a call to action
 * and labels in that language. Step 2 shows the language detected from the brief and lets the
 * buyer change it; the generate request carries the choice.
 */
export const AD_LANGUAGES = [
  { code: 'en', label: 'English', phrases: true },
  { code: 'de', label: 'Deutsch', phrases: true },
  { code: 'fr', label: 'Français', phrases: true },
  { code: 'es', label: 'Español', phrases: true },
  { code: 'it', label: 'Italiano', phrases: false },
  { code: 'pt', label: 'Português', phrases: false },
  { code: 'nl', label: 'Nederlands', phrases: false },
  { code: 'pl', label: 'Polski', phrases: false },
  { code: 'cs', label: 'Čeština', phrases: false },
  { code: 'sk', label: 'Slovenčina', phrases: false },
  { code: 'sv', label: 'Svenska', phrases: false },
  { code: 'da', label: 'Dansk', phrases: false },
  { code: 'nb', label: 'Norsk', phrases: false },
  { code: 'fi', label: 'Suomi', phrases: false },
  { code: 'ro', label: 'Română', phrases: false },
  { code: 'hu', label: 'Magyar', phrases: false },
  { code: 'tr', label: 'Türkçe', phrases: false },
  { code: 'el', label: 'Ελληνικά', phrases: false },
  { code: 'ru', label: 'Русский', phrases: false },
  { code: 'uk', label: 'Українська', phrases: false },
] as const;
export type AdLanguage = (typeof AD_LANGUAGES)[number]['code'];
export const AD_LANGUAGE_CODES = AD_LANGUAGES.map((l) => l.code) as [AdLanguage, ...AdLanguage[]];

export function languageLabel(code: string): string {
  return AD_LANGUAGES.find((l) => l.code === code)?.label ?? code;
}

/** POST /api/product-language: the language step 2 shows for the name and description typed so far. */
export const ProductLanguageRequestSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(120)),
  description: v.pipe(v.string(), v.maxLength(2000)),
});
export const ProductLanguageResponseSchema = v.object({
  /** A code of AD_LANGUAGES, or null when the text says too little (step 2 then asks). */
  language: v.nullable(v.picklist(AD_LANGUAGE_CODES)),
  /** Strong evidence; step 2 words its line more tentatively without it. */
  confident: v.boolean(),
});
