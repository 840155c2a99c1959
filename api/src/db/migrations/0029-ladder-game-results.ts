import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Ladder results from the game itself (issue 33): a ladder match settled by the publisher's game-end callback keeps
 * the game that settled it (`game_id`, the publisher's match id) and when (`game_settled_at`). Its status is
 * `verified`, as agreeing reports make it, so every reader of results (standings, payouts, the dispute desk) is
 * unchanged; the two columns are what a later report is checked against.
 */
export const ladderGameResultsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table matchmaking_matches add column game_id text,
      add column game_settled_at timestamptz,
      add constraint matchmaking_matches_game_check check ((game_id is null) = (game_settled_at is null))`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table matchmaking_matches drop constraint if exists matchmaking_matches_game_check,
      drop column if exists game_id, drop column if exists game_settled_at`.execute(db);
  },
};
