import type { ProductExtrasDto } from '@contract/generation';
import { AD_LANGUAGE_CODES, type AdLanguage } from '@contract/language';
import type { ProductInfo } from '@/lib/draft-store';
import type { ProductInfoForm } from './product-info-schema';

/** Form fields (flat strings) to what the browser stores under `productInfo` and POST /api/generate takes. */
export function toProductInfo(
  values: Partial<Record<keyof ProductInfoForm, string>>,
  detected?: AdLanguage | null,
): ProductInfo {
  const t = (s: string | undefined) => (s ?? '').trim();
  const extras: ProductExtrasDto = {};
  if (t(values.offer)) extras.offer = t(values.offer);
  const rating = Number(t(values.ratingValue).replace(',', '.'));
  const count = Number(t(values.ratingCount).replace(/[\s.,']/g, ''));
  if (rating >= 1 && rating <= 5 && Number.isInteger(count) && count >= 1)
    extras.rating = { value: Math.round(rating * 10) / 10, count };
  if (t(values.reviewQuote) && t(values.reviewAuthor))
    extras.review = { quote: t(values.reviewQuote), author: t(values.reviewAuthor) };
  const certifications = t(values.certifications)
    .split(/[,;\n]/)
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 6);
  if (certifications.length) extras.certifications = certifications;
  // The buyer's choice of language wins over the one read from the brief.
  const choice = AD_LANGUAGE_CODES.find((c) => c === t(values.language));
  const language = choice ?? detected ?? undefined;
  return {
    productName: values.productName ?? '',
    productDescription: values.productDescription ?? '',
    ...(Object.keys(extras).length ? { extras } : {}),
    ...(language ? { language } : {}),
    ...(choice ? { languageChoice: choice } : {}),
  };
}

/** What the browser stored back into the form's fields (Back and reloads keep every field). */
export function toFormValues(saved: ProductInfo | undefined): ProductInfoForm {
  const x = saved?.extras;
  return {
    productName: saved?.productName ?? '',
    productDescription: saved?.productDescription ?? '',
    offer: x?.offer ?? '',
    ratingValue: x?.rating ? String(x.rating.value) : '',
    ratingCount: x?.rating ? String(x.rating.count) : '',
    reviewQuote: x?.review?.quote ?? '',
    reviewAuthor: x?.review?.author ?? '',
    certifications: x?.certifications?.join(', ') ?? '',
    language: saved?.languageChoice ?? '',
  };
}
