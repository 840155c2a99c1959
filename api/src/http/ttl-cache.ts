/**
 * A small in-process cache for hot public reads (tournament and post lists, pass tiers), so a burst of visitors
 * does not turn into a burst of queries. Entries expire after their TTL (real time, which also bounds staleness
 * across several API instances); writers call `invalidate(prefix)` for immediate effect on this instance.
 * Concurrent misses for one key share a single load.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly maxEntries = 500) {}

  remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, { expiresAt: now + ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key starts with `prefix` (all entries for an empty prefix). */
  invalidate(prefix = ''): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/** Cache key prefixes, so writers know what to invalidate. */
export const CacheKeys = {
  tournaments: 'tournaments:',
  posts: 'posts:',
  passTiers: 'pass-tiers:',
  homeSlides: 'home-slides:',
} as const;
