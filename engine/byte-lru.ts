/**
 * A least-recently-used cache of promised values bounded by the bytes the settled values hold
 * (and optionally by a count). The engine caches native pixel buffers: a count alone let a
 * thread keep hundreds of megabytes, since one entry can be anything from a few kB to 4 MB.
 */
export type ByteLruOptions<V> = {
  maxBytes: number;
  maxEntries?: number;
  sizeOf: (value: V) => number;
};

type Entry<V> = { promise: Promise<V>; bytes: number };

export class ByteLru<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private held = 0;

  constructor(private readonly options: ByteLruOptions<V>) {}

  /** Bytes held by settled entries (pending ones are not counted until they resolve). */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached promise for key, or make()'s, which is cached. Concurrent callers share one
   * pending promise, so a value is never made twice at once; a rejection is not kept, so the
   * next caller tries again.
   */
  get(key: string, make: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.promise;
    }
    const entry: Entry<V> = { promise: make(), bytes: 0 };
    this.entries.set(key, entry);
    this.trim();
    entry.promise.then(
      (value) => {
        // Evicted or replaced while pending: the value goes to its awaiters only.
        if (this.entries.get(key) !== entry) return;
        entry.bytes = this.options.sizeOf(value);
        this.held += entry.bytes;
        this.trim(key);
      },
      () => { if (this.entries.get(key) === entry) this.entries.delete(key); },
    );
    return entry.promise;
  }

  /**
   * Oldest first. The entry that just settled (`fresh`) is dropped only when it alone exceeds
   * the budget, so one oversized value cannot flush everything else for nothing.
   */
  private trim(fresh?: string): void {
    const { maxBytes, maxEntries = Infinity } = this.options;
    if (fresh !== undefined && this.entries.get(fresh)!.bytes > maxBytes) {
      this.drop(fresh);
      return;
    }
    for (const key of this.entries.keys()) {
      if (this.held <= maxBytes && this.entries.size <= maxEntries) break;
      if (key !== fresh) this.drop(key);
    }
  }

  private drop(key: string): void {
    this.held -= this.entries.get(key)?.bytes ?? 0;
    this.entries.delete(key);
  }
}
