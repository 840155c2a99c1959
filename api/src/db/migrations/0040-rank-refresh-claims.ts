import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The periodic rank refresh (issue 33): `player_rank_refresh_claims` holds, per player, when a refresh pass last
 * claimed their rank for a read from the game-data provider. A claim is written (under the pass's advisory lock)
 * before the provider is called, so a pass on another instance skips the player instead of reading it again, and
 * the claims of the last rate window count the calls the passes made in it (every instance's).
 */
export const rankRefreshClaimsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table player_rank_refresh_claims (
      user_id uuid primary key references users (id) on delete cascade,
      claimed_at timestamptz not null
    )`.execute(db);
    await sql`create index player_rank_refresh_claims_claimed_at on player_rank_refresh_claims (claimed_at)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists player_rank_refresh_claims`.execute(db);
  },
};
