import { describe, expect, it, vi } from 'vitest';
import { ByteLru } from './byte-lru.js';

const bytes = (n: number) => Buffer.alloc(n);

function lru(maxBytes: number, maxEntries?: number) {
  return new ByteLru<Buffer>({ maxBytes, maxEntries, sizeOf: (b) => b.length });
}

/** Fills the cache with settled entries, oldest first. */
async function fill(cache: ByteLru<Buffer>, entries: Record<string, number>) {
  for (const [key, n] of Object.entries(entries)) await cache.get(key, async () => bytes(n));
}

async function cached(cache: ByteLru<Buffer>, key: string): Promise<boolean> {
  let made = false;
  await cache.get(key, async () => { made = true; return bytes(1); });
  return !made;
}

describe('ByteLru', () => {
  it('makes a value once and shares the pending promise', async () => {
    const cache = lru(100);
    const make = vi.fn(async () => bytes(10));
    const [a, b] = [cache.get('k', make), cache.get('k', make)];
    expect(a).toBe(b);
    expect(await a).toHaveLength(10);
    await cache.get('k', make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(cache.bytes).toBe(10);
  });

  /** a and b fill most of a 10-byte budget, a is used again, then c pushes one of them out. */
  async function evictAfterReuse() {
    const cache = lru(10);
    await fill(cache, { a: 4, b: 4 });
    await cache.get('a', async () => bytes(99)); // a is now the most recently used
    await fill(cache, { c: 4 });
    return cache;
  }

  it('evicts the least recently used entries once the settled bytes exceed the budget', async () => {
    const cache = await evictAfterReuse();
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
    expect(await cached(cache, 'b')).toBe(false);
  });

  it('keeps the survivors after an eviction', async () => {
    const cache = await evictAfterReuse();
    expect(await cached(cache, 'a')).toBe(true);
    expect(await cached(cache, 'c')).toBe(true);
  });

  it('honours a count limit as well', async () => {
    const cache = lru(1000, 2);
    await fill(cache, { a: 1, b: 1, c: 1 });
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2);
    expect(await cached(cache, 'a')).toBe(false);
  });

  it('returns a value larger than the budget without keeping it or flushing the rest', async () => {
    const cache = lru(10);
    await fill(cache, { a: 4, b: 4 });
    expect(await cache.get('big', async () => bytes(50))).toHaveLength(50);
    expect(cache.bytes).toBe(8);
    expect(await cached(cache, 'a')).toBe(true);
    expect(await cached(cache, 'b')).toBe(true);
    expect(await cached(cache, 'big')).toBe(false);
  });

  it('forgets a rejection so the next caller tries again', async () => {
    const cache = lru(100);
    await expect(cache.get('k', async () => { throw new Error('decode failed'); })).rejects.toThrow('decode failed');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => bytes(3))).toHaveLength(3);
    expect(cache.bytes).toBe(3);
  });

  it('does not count a value that was evicted while it was still pending', async () => {
    const cache = lru(1000, 1);
    let resolve!: (b: Buffer) => void;
    const slow = cache.get('slow', () => new Promise<Buffer>((r) => { resolve = r; }));
    await fill(cache, { fast: 5 });
    resolve(bytes(7));
    expect(await slow).toHaveLength(7);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(5);
  });
});
