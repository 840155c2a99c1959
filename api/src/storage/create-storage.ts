import type { UploadStorageConfig } from '../config.js';
import { DiskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';
import { processMemoryStorage } from './memory-storage.js';

/**
 * The storage a configuration names: the bucket (`S3_BUCKET`...), else the data folder's `uploads/`. A configuration
 * built by hand without one (tests over an in-memory database, with no data folder) gets the process's memory
 * storage. The S3 client is loaded only when a bucket is configured, so the embedded default never loads it.
 */
export async function createFileStorage(
  config: UploadStorageConfig | null | undefined,
): Promise<FileStorage> {
  if (!config) return processMemoryStorage();
  if (config.kind === 'disk') return new DiskStorage(config.directory);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config);
}
