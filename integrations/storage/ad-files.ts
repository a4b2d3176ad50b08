import { randomUUID } from 'node:crypto';
import { AD_SIZE_KEYS, type AdSize } from '../../contract/engine.js';
import type { Storage } from './types.js';

/**
 * Every stored image gets a fresh random key, so a URL never changes content (an edit writes new
 * keys) and the files route can send year-long immutable cache headers.
 */
export async function storeAdImages(
  storage: Storage,
  adId: string,
  images: Record<AdSize, Buffer>,
): Promise<Record<AdSize, string>> {
  const stamp = randomUUID().slice(0, 8);
  const keys = Object.fromEntries(AD_SIZE_KEYS.map((size) => [size, `ads/${adId}/${size}-${stamp}.png`])) as Record<
    AdSize,
    string
  >;
  await Promise.all(AD_SIZE_KEYS.map((size) => storage.put(keys[size], images[size], 'image/png')));
  return keys;
}

export function uploadKey(sessionId: string, format: 'png' | 'jpeg' | 'webp'): string {
  return `uploads/${sessionId}/${randomUUID()}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** The API path that serves a stored file (relative, for the web app). */
export const fileUrl = (key: string) => `/api/files/${key}`;
