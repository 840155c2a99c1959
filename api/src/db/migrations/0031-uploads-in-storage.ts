import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Uploaded files leave Postgres for the file storage (issue 34, DESIGN §9): the data folder's `uploads/` by default,
 * an S3-compatible bucket in production. `uploads` keeps what a file is (owner, purpose, type, size) and, in
 * `storage_key`, where it is; `bytes` stays only for rows written before this, until the API moves them at start
 * (`moveUploadsIntoStorage`, row by row: the file is written, then the row gets its key and loses its bytes). A
 * migration cannot do the move itself: the storage is the running API's configuration, not the database's.
 *
 * Every row has exactly one of the two. A deleted row — a replaced image, a cascade from its player or team —
 * queues its file in `upload_deletions` by trigger, in the deleting transaction, whoever deletes it; the API deletes
 * the queued files after a grace period (`deleteQueuedUploads`), so a backup taken meanwhile still finds them.
 */
const statements = [
  `alter table uploads add column storage_key text`,
  `alter table uploads alter column bytes drop not null`,
  `alter table uploads add constraint uploads_storage_key_key unique (storage_key)`,
  `alter table uploads add constraint uploads_stored_check check ((bytes is null) <> (storage_key is null))`,
  `create index uploads_unmoved_idx on uploads (created_at) where bytes is not null`,

  `create table upload_deletions (
    storage_key text primary key,
    deleted_at timestamptz not null default now()
  )`,
  `create index upload_deletions_deleted_idx on upload_deletions (deleted_at)`,
  `create function uploads_queue_deletion() returns trigger language plpgsql as $$
    begin
      if old.storage_key is not null then
        insert into upload_deletions (storage_key) values (old.storage_key) on conflict do nothing;
      end if;
      return old;
    end
  $$`,
  `create trigger uploads_queue_deletion after delete on uploads
    for each row execute function uploads_queue_deletion()`,
];

export const uploadsInStorageMigration: Migration = {
  up: sqlMigration(statements, []).up,
  async down(db) {
    await sqlMigration(
      [
        'drop trigger if exists uploads_queue_deletion on uploads',
        'drop function if exists uploads_queue_deletion()',
        'drop table if exists upload_deletions',
        'drop index if exists uploads_unmoved_idx',
        'alter table uploads drop constraint if exists uploads_stored_check',
        'alter table uploads drop constraint if exists uploads_storage_key_key',
        // Rows stored outside the database have no bytes to go back to: the migration down is for an empty table.
        'alter table uploads alter column bytes set not null',
        'alter table uploads drop column if exists storage_key',
      ],
      [],
    ).up(db);
  },
};
