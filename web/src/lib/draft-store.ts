import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { AdLanguage } from '@contract/language';
import type { CutoutHintDto } from '@contract/cutout-hint';
import type { ProductExtrasDto } from '@contract/generation';

/**
 * The buyer's draft between screens, in the browser's session storage under the keys of
 * docs/product.md ("Browser session storage"): Back and a reload find it again. Values are JSON;
 * an unreadable value reads as the atom's empty value.
 */

/**
 * Product photos as data URLs can exceed the storage quota: a value the browser refuses is kept in
 * memory for this tab, so the wizard still works within the page.
 */
const refused = new Map<string, string>();
const sessionWithFallback = {
  getItem: (key: string) => refused.get(key) ?? sessionStorage.getItem(key),
  setItem: (key: string, value: string) => {
    try {
      sessionStorage.setItem(key, value);
      refused.delete(key);
    } catch {
      refused.set(key, value);
    }
  },
  removeItem: (key: string) => {
    refused.delete(key);
    sessionStorage.removeItem(key);
  },
};

type Stored<T> = WritableAtom<T, [T], void>;

function stored<T>(key: string, empty: T): Stored<T> {
  return atomWithStorage<T>(
    key,
    empty,
    createJSONStorage<T>(() => sessionWithFallback),
    { getOnInit: true },
  );
}

/** One atom per id, so every screen reading `selectedAds_<id>` shares the same value. */
function perId<T>(prefix: string, empty: T): (id: string) => Stored<T> {
  const atoms = new Map<string, Stored<T>>();
  return (id) => {
    if (!atoms.has(id)) atoms.set(id, stored(`${prefix}${id}`, empty));
    return atoms.get(id)!;
  };
}

/** Step 2's details as POST /api/generate takes them (extras only when the buyer gave any). */
export type ProductInfo = {
  productName: string;
  productDescription: string;
  extras?: ProductExtrasDto;
  /** The ads' language as step 2 showed it (detected, or the buyer's choice), sent with the request. */
  language?: AdLanguage;
  /** The buyer's own choice of language, when they changed the detected one. */
  languageChoice?: AdLanguage;
};
export type CheckoutDraft = { firstName: string; lastName: string; email: string };

const storedStyles = stored<unknown>('selectedStyles', []);
/** Step 1's choice: style ids (anything else stored under the key is ignored). */
export const selectedStylesAtom = atom(
  (get) => {
    const value = get(storedStyles);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  },
  (_get, set, ids: number[]) => set(storedStyles, ids),
);
export const productInfoAtom = stored<ProductInfo | null>('productInfo', null);
export const productImagesAtom = stored<string[]>('productImages', []);
/**
 * Step 2's corrections of the cutout (a box, taps), one per photo in `productImages` (null where
 * none): sent with POST /api/generate as `cutoutHints`.
 */
export const cutoutHintsAtom = stored<Array<CutoutHintDto | null>>('cutoutHints', []);
/** The sample ads a visitor marked on the results page, per session. */
export const selectedAdsAtom = perId<string[]>('selectedAds_', []);
/** The checkout form as last submitted, per purchase (the thank-you page greets by first name). */
export const checkoutFormAtom = perId<CheckoutDraft | null>('checkoutForm_', null);
