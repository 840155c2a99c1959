import { assertStorageKey, type FileStorage, storedFileOf } from './file-storage.js';

/**
 * Files kept in this process's memory. Only for an app built by hand without a storage setting (tests over an
 * in-memory database, which have no data folder either): one store for the whole process, so several apps of one
 * test (two instances over one database) see the same files, and keys are random, so they never collide.
 */
export class MemoryStorage implements FileStorage {
  readonly kind = 'memory';
  readonly #files = new Map<string, { bytes: Buffer; contentType: string }>();

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    this.#files.set(key, { bytes: Buffer.from(bytes), contentType });
  }

  async get(key: string) {
    assertStorageKey(key);
    const file = this.#files.get(key);
    return file ? storedFileOf(file.bytes) : null;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    this.#files.delete(key);
  }

  async *list() {
    for (const [key, file] of [...this.#files]) yield { key, size: file.bytes.length };
  }

  publicUrl(): string | null {
    return null;
  }

  async close(): Promise<void> {}
}

let processStorage: MemoryStorage | null = null;

/** The one memory storage of this process (see `MemoryStorage`). */
export function processMemoryStorage(): MemoryStorage {
  processStorage ??= new MemoryStorage();
  return processStorage;
}
