/** Where product photos and rendered ads live; chosen once at start-up (docs/architecture.md, "Outside systems"). */
export type StoredFile = { body: Buffer; contentType: string };

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when no object has that key. */
  get(key: string): Promise<StoredFile | undefined>;
}

/**
 * Keys are made by the server only (random UUIDs inside), but they also arrive in URLs, so they are
 * checked before use: lower-case path segments, no dot-dot, no leading slash.
 */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part.startsWith('.'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
};

export function contentTypeForKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
