import { Readable } from 'node:stream';

/** One stored file as it is read back: its bytes as a stream, and how many there are. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/** One entry of a storage's listing (backups walk it). */
export interface StoredKey {
  key: string;
  size: number;
}

/**
 * Where uploaded files live (DESIGN §9): a folder of the API's data folder in the embedded default
 * (`disk-storage.ts`), an S3-compatible bucket in production (`s3-storage.ts`), memory for tests that build an app by
 * hand (`memory-storage.ts`). Postgres keeps only what a file is (`uploads`: owner, purpose, type, size, key).
 *
 * A key is a relative path of plain segments (`public/{uuid}.png`); writing a key again replaces the file. Reading or
 * deleting a key that is not there is not an error: `get` answers null, `delete` does nothing.
 */
export interface FileStorage {
  /** What backs it, for logs and `/health`-like reports. */
  readonly kind: 'disk' | 's3' | 'memory';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every stored file, in no promised order. */
  list(): AsyncIterable<StoredKey>;
  /**
   * Where a browser may load the file from instead of the API (a CDN in front of the bucket, `UPLOADS_PUBLIC_URL`),
   * or null when the API serves it itself.
   */
  publicUrl(key: string): string | null;
  /** Releases connections (the S3 client's sockets); the storage is not used afterwards. */
  close(): Promise<void>;
}

const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Throws unless `key` is a relative path of plain segments, none starting with a dot (no `..`, no absolute path, no
 * hidden file): a key is joined to a folder on disk, so it must never leave it.
 */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Reads a stored file whole (a backup, an image's size), or null when it is not there. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored file from bytes already in memory. */
export function storedFileOf(bytes: Buffer): StoredFile {
  return { body: Readable.from([bytes]), size: bytes.length };
}
