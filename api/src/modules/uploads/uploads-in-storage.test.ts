import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { S3Storage } from '../../storage/s3-storage.js';
import { readStoredFile } from '../../storage/file-storage.js';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.js';
import { seedPlayer } from '../../seed/players.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GIF_1X1, imageBody, PNG_1X1 } from '../../testing/test-images.js';
import { deleteQueuedUploads, moveUploadsIntoStorage } from './upload-files.js';
import { parseUploadPath } from './uploads-service.js';

/**
 * Uploads in an S3-compatible bucket (issue 34), against s3rver started here: the file goes to the bucket and only
 * its metadata to Postgres; it is served back identical with the same headers; a replaced image's file is deleted
 * after the grace period; rows from before 0031 move into the bucket; a CDN address redirects public files only.
 */
describe('uploads in an S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let bucket: S3Storage;
  let token: string;

  before(async () => {
    s3 = await startS3TestServer(['arena-uploads']);
    t = await createTestApp({ config: { uploadStorage: s3.bucket('arena-uploads') } });
    bucket = new S3Storage(s3.bucket('arena-uploads'));
    token = await t.tokenFor('nour');
  });
  after(async () => {
    await t?.close();
    await bucket?.close();
    await s3?.stop();
  });

  const row = (id: string) =>
    t.db
      .selectFrom('uploads')
      .select(['storage_key', 'bytes', 'byte_size', 'content_type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const uploadAvatar = async (body: ReturnType<typeof imageBody>) => {
    const response = await t.request({ method: 'POST', url: '/v1/user/me/profile/image', token, ...body });
    assert.equal(response.statusCode, 200, response.body);
    const path = new URL((response.json() as { user: { profileImage: string } }).user.profileImage).pathname;
    return { path, id: parseUploadPath(path)!.id };
  };

  test('an upload is stored in the bucket, not in Postgres, and served back identical', async () => {
    const { path, id } = await uploadAvatar(imageBody(PNG_1X1));
    const stored = await row(id);
    assert.equal(stored.bytes, null, 'no bytes in the database');
    assert.equal(stored.storage_key, `public/${id}.png`);
    const object = await readStoredFile(bucket, stored.storage_key!);
    assert.ok(object, 'the file is in the bucket');
    assert.equal(object.length, stored.byte_size);
    assert.equal((await sharp(object).metadata()).format, 'png');

    const served = await t.request({ method: 'GET', url: path });
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals(object), 'served byte for byte');
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['content-length'], String(object.length));
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['content-security-policy'], "default-src 'none'; sandbox");
    const head = await t.request({ method: 'HEAD', url: path });
    assert.equal(head.statusCode, 200);
  });

  test('a replaced image: the row goes at once, its file after the grace period', async () => {
    const first = await uploadAvatar(imageBody(PNG_1X1));
    const key = (await row(first.id)).storage_key!;
    await uploadAvatar(imageBody(GIF_1X1, 'b.gif', 'image/gif'));
    assert.equal((await t.request({ method: 'GET', url: first.path })).statusCode, 404);
    const queued = await t.db
      .selectFrom('upload_deletions')
      .selectAll()
      .where('storage_key', '=', key)
      .execute();
    assert.equal(queued.length, 1, 'the deletion queued its file, by trigger');

    assert.equal(await deleteQueuedUploads(t.db, t.app.context.storage), 0, 'kept during the grace period');
    assert.ok(await bucket.get(key));
    assert.ok((await deleteQueuedUploads(t.db, t.app.context.storage, { graceMs: 0 })) >= 1);
    assert.equal(await bucket.get(key), null, 'deleted from the bucket');
    const left = await t.db
      .selectFrom('upload_deletions')
      .selectAll()
      .where('storage_key', '=', key)
      .execute();
    assert.equal(left.length, 0);
  });

  test('a refused upload (over the quota) leaves no file in the bucket', async () => {
    const omar = seedPlayer('omar').id;
    await t.db
      .insertInto('uploads')
      .values({
        owner_user_id: omar,
        content_type: 'image/png',
        extension: 'png',
        bytes: PNG_1X1,
        byte_size: 100 * 1024 * 1024 - 10,
      })
      .execute();
    const before = await keys();
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/banner',
      token: await t.tokenFor('omar'),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 403, response.body);
    assert.deepEqual(await keys(), before);
    await t.db.deleteFrom('uploads').where('owner_user_id', '=', omar).execute();
  });

  async function keys(): Promise<string[]> {
    const listed: string[] = [];
    for await (const entry of bucket.list()) listed.push(entry.key);
    return listed.sort();
  }

  test('a row from before 0031 (bytes in Postgres) is served, then moved into the bucket, once', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const legacy = await t.db
      .insertInto('uploads')
      .values({
        owner_user_id: seedPlayer('falcon').id,
        content_type: 'image/png',
        extension: 'png',
        bytes: png,
        byte_size: png.length,
        purpose: 'profile-image',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `/uploads/${legacy.id}.png`;
    const before = await t.request({ method: 'GET', url: path });
    assert.equal(before.statusCode, 200);
    assert.ok(before.rawPayload.equals(png), 'served from its bytes until moved');

    assert.equal(await moveUploadsIntoStorage(t.db, t.app.context.storage), 1);
    const moved = await row(legacy.id);
    assert.equal(moved.bytes, null);
    assert.equal(moved.storage_key, `public/${legacy.id}.png`);
    assert.ok(
      (await readStoredFile(bucket, moved.storage_key!))?.equals(png),
      'the same bytes in the bucket',
    );
    const after = await t.request({ method: 'GET', url: path });
    assert.ok(after.rawPayload.equals(png));
    assert.equal(after.headers['content-type'], 'image/png');
    assert.equal(await moveUploadsIntoStorage(t.db, t.app.context.storage), 0, 'nothing left to move');
  });

  test('a bug-report attachment is stored under private/ and served only at its signed address', async () => {
    const report = await t.request({
      method: 'POST',
      url: '/v1/bug-report',
      token,
      payload: {
        bugType: 'technical-issue',
        title: 'A screenshot',
        description: 'See the screenshot.',
        email: 'nour@example.com',
        userName: 'Nour',
        deviceInfo: { os: 'Windows 11', browser: 'Chrome 131' },
        screenshot: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
      },
    });
    assert.equal(report.statusCode, 201, report.body);
    const signed = new URL((report.json().data as { screenshotUrl: string }).screenshotUrl).pathname;
    const file = signed.split('/').pop()!;
    const id = file.split('.')[0]!;
    assert.equal((await row(id)).storage_key, `private/${file}`);
    const served = await t.request({ method: 'GET', url: signed });
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals((await readStoredFile(bucket, `private/${file}`))!));
    assert.equal(served.headers['referrer-policy'], 'no-referrer');
    assert.equal((await t.request({ method: 'GET', url: `/uploads/${file}` })).statusCode, 404);
  });

  test('a file the bucket lost answers 404, not 500', async () => {
    const { path, id } = await uploadAvatar(imageBody(PNG_1X1));
    await bucket.delete((await row(id)).storage_key!);
    assert.equal((await t.request({ method: 'GET', url: path })).statusCode, 404);
  });
});

describe('uploads behind a CDN (UPLOADS_PUBLIC_URL)', () => {
  let s3: S3TestServer;
  let t: TestApp;

  before(async () => {
    s3 = await startS3TestServer(['arena-cdn']);
    t = await createTestApp({
      config: { uploadStorage: s3.bucket('arena-cdn', { publicUrl: 'https://cdn.example/files' }) },
    });
  });
  after(async () => {
    await t?.close();
    await s3?.stop();
  });

  test('a public upload redirects to the CDN address of its key; the address handed out stays the API one', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/image',
      token: await t.tokenFor('nour'),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 200, response.body);
    const url = (response.json() as { user: { profileImage: string } }).user.profileImage;
    const path = new URL(url).pathname;
    assert.match(path, /^\/uploads\//);
    const served = await t.request({ method: 'GET', url: path });
    assert.equal(served.statusCode, 302);
    assert.equal(
      served.headers.location,
      `https://cdn.example/files/public/${path.slice('/uploads/'.length)}`,
    );
    assert.equal(
      (await t.request({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.png' }))
        .statusCode,
      404,
    );
  });
});

describe('uploads in the data folder (the embedded default)', () => {
  let t: TestApp;
  let directory: string;

  before(async () => {
    directory = mkdtempSync(nodePath.join(tmpdir(), 'arena-uploads-'));
    t = await createTestApp({ config: { uploadStorage: { kind: 'disk', directory } } });
  });
  after(async () => {
    await t?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  test('the file is written under <data>/uploads/public, the row has no bytes, the API streams it back', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/banner',
      token: await t.tokenFor('nour'),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 200, response.body);
    const path = new URL((response.json() as { user: { bannerImage: string } }).user.bannerImage).pathname;
    const id = parseUploadPath(path)!.id;
    const stored = await t.db
      .selectFrom('uploads')
      .select(['storage_key', 'bytes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.bytes, null);
    const onDisk = readFileSync(nodePath.join(directory, 'public', `${id}.png`));
    const served = await t.request({ method: 'GET', url: path });
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals(onDisk));
  });
});
