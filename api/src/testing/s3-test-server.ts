import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config.js';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

/** A throwaway S3-compatible server for tests: its buckets' settings and how to stop it (nothing is kept). */
export interface S3TestServer {
  endpoint: string;
  /** The settings of one of its buckets, as `loadConfig` builds them from `S3_*`. */
  bucket: (name: string, options?: { publicUrl?: string }) => S3StorageConfig;
  stop: () => Promise<void>;
}

/**
 * Starts s3rver (DESIGN §7) in this process on a free port of 127.0.0.1 (the OS picks it, so test processes running
 * side by side never collide), its objects in a temporary folder, with the given buckets.
 */
export async function startS3TestServer(buckets: readonly string[]): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'arena-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: (name, options = {}) => ({
      kind: 's3',
      bucket: name,
      endpoint,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
      publicUrl: options.publicUrl ?? null,
    }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
