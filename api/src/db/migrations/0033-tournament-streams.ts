import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Live streams (issue 32): the Twitch or YouTube address an organizer attaches to a tournament, shown on its page
 * as a player loaded on the visitor's click. Null: no stream. The address is checked by the API
 * (`parseStreamUrl`), not here.
 */
export const tournamentStreamsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table tournaments add column stream_url text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table tournaments drop column if exists stream_url`.execute(db);
  },
};
