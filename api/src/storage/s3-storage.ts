import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config.js';
import { assertStorageKey, type FileStorage, type StoredFile, type StoredKey } from './file-storage.js';

/** A stored file never changes (a new upload gets a new key), so whoever caches it may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, the tests' s3rver): what several API instances
 * share (DESIGN §9). Objects carry their content type and a year's caching, so a CDN in front of the bucket
 * (`UPLOADS_PUBLIC_URL`) serves them as the API would.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #publicUrl: string | null;

  constructor(config: S3StorageConfig) {
    this.#bucket = config.bucket;
    this.#publicUrl = config.publicUrl;
    this.#client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertStorageKey(key);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!object.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredKey> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string | null {
    return this.#publicUrl ? `${this.#publicUrl}/${key}` : null;
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}
