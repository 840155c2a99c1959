import zlib from 'node:zlib';

/** The synchronous compressors @fastify/compress uses for a buffered reply, by the name it looks them up by. */
const SYNC_COMPRESSORS = ['brotliCompressSync', 'gzipSync', 'deflateSync'] as const;
type SyncCompressor = (typeof SYNC_COMPRESSORS)[number];

export interface CompressionMemo {
  /** zlib with memoized synchronous compressors: give it to @fastify/compress as its `zlib` option. */
  zlib: typeof zlib;
  /** Bodies answered from the memo, and compressed anew, since the start. */
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

/**
 * Remembers the compressed form of recent reply bodies, so a body that many players get alike (the tournament list,
 * a news page, the pass tiers of a player without progress, a leaderboard page) is compressed once, not at every
 * call: brotli of a 50 KB list costs about a millisecond of the API's thread. A reply whose body differs (another
 * language, a player's own data) is compressed as before. The memo is keyed by the body's exact text and the
 * compressor with its options, so it answers the bytes the compressor would produce; it holds at most `maxBytes` of
 * bodies and their compressed forms, the least recently used forgotten first.
 *
 * Used through @fastify/compress's `zlib` option: the plugin still negotiates the encoding, sets the headers and
 * streams what is not a buffered body; only its synchronous path (bodies up to its `syncThreshold`) goes through here.
 */
export function createCompressionMemo(maxBytes = 16 * 1024 * 1024): CompressionMemo {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // Keys are one-byte strings (the body's bytes as latin1, after a short prefix): a byte each.
  const sizeOf = (key: string, value: Buffer) => key.length + value.length;
  const optionKeys = new WeakMap<object, string>();
  const optionKey = (options: object | undefined) => {
    if (!options) return '';
    let key = optionKeys.get(options);
    if (key === undefined) optionKeys.set(options, (key = JSON.stringify(options)));
    return key;
  };

  const memoized = (name: SyncCompressor) => {
    const compress = zlib[name] as (input: zlib.InputType, options?: object) => Buffer;
    return (input: zlib.InputType, options?: object): Buffer => {
      // Bodies the plugin buffered (it hands them over as Buffers) are remembered by their exact bytes; the options
      // are fixed per plugin instance, but are part of the key so two settings never share an entry.
      if (!Buffer.isBuffer(input) || input.length > maxBytes / 8) return compress(input, options);
      const key = `${name}\u0000${optionKey(options)}\u0000${input.toString('latin1')}`;
      const known = entries.get(key);
      if (known) {
        hits += 1;
        // Most recently used last: eviction takes the first.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      misses += 1;
      const compressed = compress(input, options);
      entries.set(key, compressed);
      bytes += sizeOf(key, compressed);
      for (const [oldKey, oldValue] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= sizeOf(oldKey, oldValue);
      }
      return compressed;
    };
  };

  // zlib itself underneath: the stream constructors and constants the plugin also reads come through unchanged.
  const memoZlib = Object.create(zlib) as Record<SyncCompressor, unknown>;
  for (const name of SYNC_COMPRESSORS) memoZlib[name] = memoized(name);
  return { zlib: memoZlib as typeof zlib, stats: () => ({ hits, misses, entries: entries.size, bytes }) };
}
