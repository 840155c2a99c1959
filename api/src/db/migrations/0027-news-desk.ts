import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { allowUploadPurpose, disallowUploadPurpose } from './upload-purposes.js';

/**
 * The news desk (issue 31, `/staff/news`):
 * - `posts.publish_at`: when the post is (or was) to be public; null for a draft. `posts.published_at`: when it was
 *   made public (the desk's save for a time passed, else the publishing job); null until then. Both default to the
 *   moment of insert, so a post written by anything but the desk (the seed, a test, an older instance during a
 *   rolling deploy) is public as before; the desk writes them itself. Existing posts are published as of their
 *   creation. Only a post with a publish time may be published.
 * - `posts.updated_by`: the staff member who last saved it. `posts.cover_image` (the English cover) may be null: a
 *   draft may have none yet.
 * - `post_translations.cover_image`: that language's cover (null: the post's), `source`: the Markdown the editor
 *   wrote (null for a post written as HTML); `content` stays the sanitized HTML readers get.
 * - uploads gain the purpose `news-cover` (`allowUploadPurpose`: kept beside the purposes other migrations add, in
 *   either order).
 */
const NEWS_COVER = 'news-cover';

export const newsDeskMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table posts
      add column publish_at timestamptz default now(),
      add column published_at timestamptz default now(),
      add column updated_by uuid references users (id) on delete set null,
      alter column cover_image drop not null`.execute(db);
    await sql`update posts set publish_at = created_at, published_at = created_at`.execute(db);
    await sql`alter table posts add constraint posts_published_check
      check (published_at is null or publish_at is not null)`.execute(db);
    await sql`create index posts_published_at_idx on posts (published_at desc, id)
      where published_at is not null`.execute(db);
    await sql`create index posts_due_idx on posts (publish_at)
      where published_at is null and publish_at is not null`.execute(db);
    await sql`create index posts_updated_at_idx on posts (updated_at desc, id)`.execute(db);
    await sql`alter table post_translations add column cover_image text, add column source text`.execute(db);
    await allowUploadPurpose(db, NEWS_COVER);
  },
  async down(db: Kysely<unknown>) {
    // Without the columns nothing would hide them: drafts, scheduled posts and posts without a cover go.
    await sql`delete from posts where published_at is null or cover_image is null`.execute(db);
    await disallowUploadPurpose(db, NEWS_COVER);
    await sql`alter table post_translations drop column if exists cover_image, drop column if exists source`.execute(
      db,
    );
    await sql`drop index if exists posts_updated_at_idx`.execute(db);
    await sql`drop index if exists posts_due_idx`.execute(db);
    await sql`drop index if exists posts_published_at_idx`.execute(db);
    await sql`alter table posts drop constraint if exists posts_published_check`.execute(db);
    await sql`alter table posts alter column cover_image set not null, drop column if exists publish_at,
      drop column if exists published_at, drop column if exists updated_by`.execute(db);
  },
};
