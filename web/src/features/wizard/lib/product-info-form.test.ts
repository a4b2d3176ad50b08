import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFormValues, toProductInfo } from './product-info-form';
import { ProductInfoFormSchema } from './product-info-schema';

const base = {
  productName: 'Lunaria',
  productDescription: 'Supports restful sleep.',
  offer: '',
  ratingValue: '',
  ratingCount: '',
  reviewQuote: '',
  reviewAuthor: '',
  certifications: '',
  language: '',
};

describe('step 2 ad language', () => {
  it('sends the detected language, or the one the buyer chose instead, and keeps only the choice in the form', () => {
    expect(toProductInfo(base, 'en')).toMatchObject({ language: 'en' });
    expect(toProductInfo(base, 'en').languageChoice).toBeUndefined();
    const chosen = toProductInfo({ ...base, language: 'de' }, 'en');
    expect(chosen).toMatchObject({ language: 'de', languageChoice: 'de' });
    expect(toFormValues(chosen).language).toBe('de');
    expect(toFormValues(toProductInfo(base, 'fr')).language).toBe('');
    expect(toProductInfo({ ...base, language: 'xx' }, null).language).toBeUndefined();
  });
});

describe('step 2 optional fields', () => {
  it('sends no extras when the buyer gave none', () => {
    expect(toProductInfo(base)).toEqual({ productName: 'Lunaria', productDescription: 'Supports restful sleep.' });
  });

  it('sends what was given, trimmed, and reads it back into the fields', () => {
    const values = {
      ...base,
      offer: ' 20 % off with code SLEEP20 ',
      ratingValue: '4,8',
      ratingCount: '1,284',
      reviewQuote: 'I sleep through the night.',
      reviewAuthor: 'Maya R.',
      certifications: 'NSF Certified, Vegan,',
    };
    const info = toProductInfo(values);
    expect(info.extras).toEqual({
      offer: '20 % off with code SLEEP20',
      rating: { value: 4.8, count: 1284 },
      review: { quote: 'I sleep through the night.', author: 'Maya R.' },
      certifications: ['NSF Certified', 'Vegan'],
    });
    expect(toProductInfo(toFormValues(info))).toEqual(info);
  });

  it('keeps the spec messages and checks the pairs', () => {
    const issues = (values: Record<string, string>) =>
      v.safeParse(ProductInfoFormSchema, { ...base, ...values }).issues?.map((i) => i.message) ?? [];
    expect(issues({ productName: ' ' })).toEqual(['Product name is required']);
    expect(issues({ productDescription: '' })).toEqual(['Product description is required']);
    expect(issues({ ratingValue: '6', ratingCount: '3' })).toEqual(['Rating must be between 1 and 5']);
    expect(issues({ ratingValue: '4.5' })).toEqual(['Please enter how many reviews the rating is based on']);
    expect(issues({ reviewQuote: 'Great.' })).toEqual(['Please enter who wrote the review']);
    expect(issues({})).toEqual([]);
  });
});
