import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ENV_VARIABLES, loadConfig } from '../config.js';
import { createFileStorage } from './create-storage.js';
import { DiskStorage } from './disk-storage.js';
import { processMemoryStorage } from './memory-storage.js';
import { configRefusal, PRODUCTION_ENV } from '../testing/production-env.js';

/** The upload storage settings of `config.ts` (issue 34): the data folder by default, a bucket when configured. */

const BUCKET_ENV: Record<string, string> = {
  S3_BUCKET: 'arena-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

test('without a bucket, uploads live in the data folder', () => {
  const config = loadConfig({ ARENA_DATA_DIR: '/srv/arena' });
  assert.deepEqual(config.uploadStorage, { kind: 'disk', directory: path.join('/srv/arena', 'uploads') });
  assert.equal(loadConfig(PRODUCTION_ENV).uploadStorage?.kind, 'disk');
});

test('a bucket with its keys: the S3 settings, defaults for the rest', () => {
  assert.deepEqual(loadConfig({ ...PRODUCTION_ENV, ...BUCKET_ENV }).uploadStorage, {
    kind: 's3',
    bucket: 'arena-uploads',
    endpoint: null,
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
    forcePathStyle: false,
    publicUrl: null,
  });
  const minio = loadConfig({
    ...BUCKET_ENV,
    S3_ENDPOINT: 'http://minio:9000/',
    S3_REGION: 'me-central-1',
    S3_FORCE_PATH_STYLE: '1',
    UPLOADS_PUBLIC_URL: 'https://cdn.arena.example/uploads/',
  }).uploadStorage;
  assert.equal(minio?.kind, 's3');
  if (minio?.kind !== 's3') return;
  assert.equal(minio.endpoint, 'http://minio:9000');
  assert.equal(minio.region, 'me-central-1');
  assert.equal(minio.forcePathStyle, true);
  assert.equal(minio.publicUrl, 'https://cdn.arena.example/uploads');
});

test('an incomplete bucket setting is refused, naming what is missing, in production as elsewhere', () => {
  for (const env of [PRODUCTION_ENV, {}]) {
    assert.match(
      configRefusal(() => loadConfig({ ...env, S3_BUCKET: 'arena-uploads' })),
      /S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are missing/,
    );
    assert.match(
      configRefusal(() => loadConfig({ ...env, ...BUCKET_ENV, S3_SECRET_ACCESS_KEY: '' })),
      /S3_SECRET_ACCESS_KEY/,
    );
    assert.match(
      configRefusal(() => loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'x' })),
      /S3_BUCKET is missing: S3_ENDPOINT, S3_ACCESS_KEY_ID configure a bucket/,
    );
    assert.match(
      configRefusal(() => loadConfig({ ...env, UPLOADS_PUBLIC_URL: 'https://cdn.example' })),
      /S3_BUCKET is missing: UPLOADS_PUBLIC_URL/,
    );
  }
  assert.match(
    configRefusal(() => loadConfig({ ...BUCKET_ENV, S3_ENDPOINT: 'minio:9000' })),
    /S3_ENDPOINT/,
  );
  assert.match(
    configRefusal(() => loadConfig({ ...BUCKET_ENV, S3_FORCE_PATH_STYLE: 'yes' })),
    /S3_FORCE_PATH_STYLE/,
  );
});

test('ENV_VARIABLES lists the storage settings (the deploy manifests are checked against it)', () => {
  for (const name of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'UPLOADS_PUBLIC_URL',
  ]) {
    assert.ok(ENV_VARIABLES.includes(name), name);
  }
});

test('the storage a configuration names: disk, bucket, or (built by hand without one) the process memory', async () => {
  const disk = await createFileStorage({ kind: 'disk', directory: '/tmp/arena-uploads-x' });
  assert.ok(disk instanceof DiskStorage);
  assert.equal(disk.directory, '/tmp/arena-uploads-x');
  assert.equal(await createFileStorage(undefined), processMemoryStorage());
  const bucket = await createFileStorage(loadConfig(BUCKET_ENV).uploadStorage);
  assert.equal(bucket.kind, 's3');
  await bucket.close();
});
