import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Ranks (issue 33):
 * - `player_ranks`: each player's solo queue rank and account level as last read from the game-data provider
 *   (league-v4 entries by puuid, summoner-v4 by puuid), refreshed at sign-in and before a bracket is seeded or
 *   started; a failed read keeps the row. `tier` null: unranked (then `division` and `league_points` are null
 *   too); `division` null also for the apex tiers.
 * - `tournaments.min_rank`, `max_rank` (`{ tier, division }` or null) and `min_account_level`: what a player needs
 *   to register, checked by the API at registration.
 * - `tournament_seedings.method` takes `rank`.
 */
export const playerRanksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table player_ranks (
      user_id uuid primary key references users (id) on delete cascade,
      tier text check (tier in ('IRON', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'EMERALD', 'DIAMOND', 'MASTER',
        'GRANDMASTER', 'CHALLENGER')),
      division text check (division in ('I', 'II', 'III', 'IV')),
      league_points integer check (league_points >= 0),
      account_level integer check (account_level >= 0),
      fetched_at timestamptz not null,
      check ((tier is null) = (league_points is null)),
      check (tier is not null or division is null)
    )`.execute(db);
    await sql`alter table tournaments
      add column min_rank jsonb,
      add column max_rank jsonb,
      add column min_account_level integer check (min_account_level >= 1)`.execute(db);
    await sql`alter table tournament_seedings drop constraint if exists tournament_seedings_method_check`.execute(
      db,
    );
    await sql`alter table tournament_seedings add constraint tournament_seedings_method_check
      check (method in ('points', 'random', 'manual', 'rank'))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from tournament_seedings where method = 'rank'`.execute(db);
    await sql`alter table tournament_seedings drop constraint if exists tournament_seedings_method_check`.execute(
      db,
    );
    await sql`alter table tournament_seedings add constraint tournament_seedings_method_check
      check (method in ('points', 'random', 'manual'))`.execute(db);
    await sql`alter table tournaments drop column if exists min_rank, drop column if exists max_rank,
      drop column if exists min_account_level`.execute(db);
    await sql`drop table if exists player_ranks`.execute(db);
  },
};
