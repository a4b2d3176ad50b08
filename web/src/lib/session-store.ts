import type { ProductExtrasDto } from '@contract/generation';

/**
 * The browser session-storage keys of SPEC.md section 3 (the wizard's state between screens).
 * Values are JSON; unreadable or missing values read as undefined.
 */
export const STORAGE_KEYS = {
  selectedStyles: 'selectedStyles',
  productInfo: 'productInfo',
  productImages: 'productImages',
  selectedAds: (sessionId: string) => `selectedAds_${sessionId}`,
  checkoutForm: (purchaseId: string) => `checkoutForm_${purchaseId}`,
} as const;

/**
 * Product photos as data URLs can exceed the browser's storage quota; this in-memory copy keeps the
 * wizard working within the tab when sessionStorage refuses a value.
 */
const memory = new Map<string, unknown>();

export function readSession<T>(key: string): T | undefined {
  if (memory.has(key)) return memory.get(key) as T;
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSession(key: string, value: unknown): void {
  memory.set(key, value);
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the wizard still works within this page.
  }
}

export function removeSession(key: string): void {
  memory.delete(key);
  sessionStorage.removeItem(key);
}

/** Step 2's details as POST /api/generate takes them (extras only when the buyer gave any). */
export type ProductInfo = { productName: string; productDescription: string; extras?: ProductExtrasDto };

export function readSelectedStyles(): number[] {
  const value = readSession<unknown>(STORAGE_KEYS.selectedStyles);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}
