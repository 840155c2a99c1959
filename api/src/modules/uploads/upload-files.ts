import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { uploadStorageKey } from './uploads-service.js';

/** Rows moved per query while files leave the database; a start moves at most `MOVE_PER_TURN`, the next turns the rest. */
const MOVE_BATCH = 20;
export const MOVE_PER_TURN = 2_000;

/**
 * Moves the files still kept in `uploads.bytes` (rows written before 0031) into the storage, row by row: the file is
 * written under its key, then the row gets the key and loses its bytes, only if it still has them. Idempotent and
 * safe on several instances at once (a file written twice is the same file under the same key; the second update
 * changes nothing). Until its turn, a row is served from its bytes. Gives how many rows it moved.
 */
export async function moveUploadsIntoStorage(
  db: Db,
  storage: FileStorage,
  options: { limit?: number } = {},
): Promise<number> {
  const limit = options.limit ?? MOVE_PER_TURN;
  let moved = 0;
  while (moved < limit) {
    const rows = await db
      .selectFrom('uploads')
      .select(['id', 'extension', 'content_type', 'purpose', 'bytes'])
      .where('bytes', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(Math.min(MOVE_BATCH, limit - moved))
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const key = uploadStorageKey(row);
      await storage.put(key, row.bytes!, row.content_type);
      await db
        .updateTable('uploads')
        .set({ storage_key: key, bytes: null })
        .where('id', '=', row.id)
        .where('bytes', 'is not', null)
        .execute();
      moved += 1;
    }
  }
  return moved;
}

/**
 * How long a deleted upload's file stays in the storage. A Postgres backup is taken live and its files copied after
 * the dump: a file deleted meanwhile would be missing from the backup while its row is in it. An hour covers the
 * copy.
 */
export const UPLOAD_DELETION_GRACE_MS = 60 * 60 * 1000;

const DELETE_BATCH = 100;

/**
 * Deletes the files of deleted uploads (queued in `upload_deletions` by trigger, 0031) once they are older than the
 * grace period, then their queue entries; a key a row holds again (a restored backup) is only dropped from the queue.
 * Gives how many files it deleted.
 */
export async function deleteQueuedUploads(
  db: Db,
  storage: FileStorage,
  options: { graceMs?: number } = {},
): Promise<number> {
  const graceSeconds = (options.graceMs ?? UPLOAD_DELETION_GRACE_MS) / 1000;
  let deleted = 0;
  for (;;) {
    const due = await db
      .selectFrom('upload_deletions as d')
      .select([
        'd.storage_key',
        (eb) =>
          eb
            .exists(
              eb.selectFrom('uploads as u').select('u.id').whereRef('u.storage_key', '=', 'd.storage_key'),
            )
            .as('in_use'),
      ])
      .where('d.deleted_at', '<=', sql<Date>`now() - make_interval(secs => ${graceSeconds})`)
      .orderBy('d.deleted_at')
      .limit(DELETE_BATCH)
      .execute();
    if (due.length === 0) return deleted;
    for (const entry of due) {
      if (!entry.in_use) {
        await storage.delete(entry.storage_key);
        deleted += 1;
      }
      await db.deleteFrom('upload_deletions').where('storage_key', '=', entry.storage_key).execute();
    }
  }
}
