import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DiskStorage } from './disk-storage.js';
import { assertStorageKey, type FileStorage, readStoredFile } from './file-storage.js';
import { MemoryStorage } from './memory-storage.js';
import { S3Storage } from './s3-storage.js';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.js';

/** What every storage must do alike: the uploads module and the backups rely on exactly this. */
function behavesAsAFileStorage(name: string, open: () => Promise<FileStorage>) {
  describe(name, () => {
    let storage: FileStorage;
    before(async () => {
      storage = await open();
    });
    after(() => storage.close());

    test('a file put under a key reads back identical, and replaces what was there', async () => {
      const bytes = randomBytes(300_000);
      await storage.put('public/a.png', bytes, 'image/png');
      const file = await storage.get('public/a.png');
      assert.ok(file);
      assert.equal(file.size, bytes.length);
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      assert.ok(Buffer.concat(chunks).equals(bytes));

      await storage.put('public/a.png', Buffer.from('second'), 'image/png');
      assert.equal((await readStoredFile(storage, 'public/a.png'))?.toString(), 'second');
    });

    test('an unknown key reads as null; deleting it is no error', async () => {
      assert.equal(await storage.get('public/none.png'), null);
      assert.equal(await readStoredFile(storage, 'private/none.mp4'), null);
      await storage.delete('public/none.png');
    });

    test('delete removes the file; list gives every key with its size', async () => {
      await storage.put('public/b.gif', Buffer.from('bb'), 'image/gif');
      await storage.put('private/c.mp4', Buffer.from('ccc'), 'video/mp4');
      const listed = new Map<string, number>();
      for await (const entry of storage.list()) listed.set(entry.key, entry.size);
      assert.equal(listed.get('public/b.gif'), 2);
      assert.equal(listed.get('private/c.mp4'), 3);

      await storage.delete('public/b.gif');
      assert.equal(await storage.get('public/b.gif'), null);
      const keys: string[] = [];
      for await (const entry of storage.list()) keys.push(entry.key);
      assert.ok(!keys.includes('public/b.gif'));
      assert.ok(keys.includes('private/c.mp4'));
    });

    test('a key that could leave its folder is refused', async () => {
      for (const key of ['../x.png', 'public/../../x', '/etc/passwd', 'public/.hidden', 'a//b', '', 'a\\b']) {
        await assert.rejects(storage.put(key, Buffer.from('x'), 'image/png'), /Invalid storage key/, key);
        await assert.rejects(storage.get(key), /Invalid storage key/, key);
      }
    });
  });
}

const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const created = mkdtempSync(path.join(tmpdir(), 'arena-storage-'));
  folders.push(created);
  return created;
};

behavesAsAFileStorage('memory storage', async () => new MemoryStorage());
behavesAsAFileStorage('disk storage', async () => new DiskStorage(path.join(folder(), 'uploads')));

let s3: S3TestServer;
before(async () => {
  s3 = await startS3TestServer(['contract']);
});
after(() => s3?.stop());
behavesAsAFileStorage('S3 storage (s3rver)', async () => new S3Storage(s3.bucket('contract')));

test('disk storage: a write lands whole under its key, with no partial file left beside it', async () => {
  const directory = path.join(folder(), 'uploads');
  const storage: FileStorage = new DiskStorage(directory);
  await storage.put('public/x.webp', Buffer.from('webp'), 'image/webp');
  assert.deepEqual(readdirSync(path.join(directory, 'public')), ['x.webp']);
  assert.ok(existsSync(path.join(directory, 'public', 'x.webp')));
  for await (const entry of new DiskStorage(path.join(folder(), 'none')).list()) assert.fail(entry.key);
});

test('storage keys: relative paths of plain segments only', () => {
  assertStorageKey('public/0b6c6f0e-8a9b-4c59-9d7e-3d1c2b1a0f9e.png');
  assertStorageKey('file.txt');
  assert.throws(() => assertStorageKey('x'.repeat(600)), /Invalid storage key/);
});

test('S3 storage: a CDN address only when UPLOADS_PUBLIC_URL is set; an unknown access key fails', async () => {
  const plain = new S3Storage(s3.bucket('contract'));
  assert.equal(plain.publicUrl('public/a.png'), null);
  const cdn = new S3Storage(s3.bucket('contract', { publicUrl: 'https://cdn.example' }));
  assert.equal(cdn.publicUrl('public/a.png'), 'https://cdn.example/public/a.png');
  // s3rver checks the access key (not SigV4 signatures): a refused request must surface as a failed put.
  const wrong = new S3Storage({ ...s3.bucket('contract'), accessKeyId: 'NOT-A-KEY' });
  await assert.rejects(wrong.put('public/z.png', Buffer.from('z'), 'image/png'), /Access Key Id/);
  await Promise.all([plain.close(), cdn.close(), wrong.close()]);
});
