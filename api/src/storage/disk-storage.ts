import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type StoredFile, type StoredKey } from './file-storage.js';

/** A file being written: renamed to its key once complete, so a reader never sees half a file. */
const PARTIAL = '.partial-';

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Files in a folder of the API's data folder (`<ARENA_DATA_DIR>/uploads/`), the embedded default: `npm start` needs
 * no bucket. A key is a path below the folder (`public/{uuid}.png`). Every write goes to a temporary file first,
 * flushed to disk and then renamed over the key, so a crash leaves either the old file or the new one.
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';

  constructor(readonly directory: string) {}

  #file(key: string): string {
    assertStorageKey(key);
    return path.join(this.directory, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `${PARTIAL}${randomBytes(8).toString('hex')}`);
    const handle = await open(partial, 'w', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file).catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.#file(key);
    try {
      // Opened before answering, so a missing file is null here rather than a stream error later.
      const handle = await open(file, 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#file(key), { force: true });
  }

  async *list(): AsyncIterable<StoredKey> {
    yield* this.#walk('');
  }

  async *#walk(prefix: string): AsyncIterable<StoredKey> {
    let entries;
    try {
      entries = await readdir(path.join(this.directory, prefix), { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.#walk(key);
      else if (entry.isFile()) yield { key, size: (await stat(path.join(this.directory, key))).size };
    }
  }

  publicUrl(): string | null {
    return null;
  }

  async close(): Promise<void> {}
}
