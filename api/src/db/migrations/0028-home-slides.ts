import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';
import { allowUploadPurpose, disallowUploadPurpose } from './upload-purposes.js';

/**
 * The home carousel's slides (P1 §1, issue 31), written by editors at `/staff/home`: texts in both languages (jsonb
 * `{en, ar}`), the link, the image (one path for both languages, or an Arabic one beside it; null: the drawn
 * artwork) with the English image's size, the artwork, the order (`position`, 1 first) and an optional window of
 * dates. The seed writes the spec's three slides. Uploads gain the purpose `slide-image`.
 */
const statements = [
  `create table home_slides (
    id uuid primary key default gen_random_uuid(),
    position integer not null check (position > 0),
    title jsonb not null,
    description jsonb not null,
    badge jsonb not null,
    cta jsonb not null,
    link text not null,
    image_en text,
    image_ar text,
    image_width integer,
    image_height integer,
    artwork text not null check (artwork in ('pass', 'tournaments', 'prizes')),
    starts_at timestamptz,
    ends_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    updated_by uuid references users (id) on delete set null,
    check (image_ar is null or image_en is not null),
    check ((image_en is null) = (image_width is null) and (image_width is null) = (image_height is null)),
    check (ends_at is null or starts_at is null or ends_at > starts_at)
  )`,
  `create index home_slides_position_idx on home_slides (position)`,
];

const tables = sqlMigration(statements, ['home_slides']);

export const homeSlidesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await tables.up(db);
    await allowUploadPurpose(db, 'slide-image');
  },
  async down(db: Kysely<unknown>) {
    await disallowUploadPurpose(db, 'slide-image');
    await tables.down!(db);
  },
};
