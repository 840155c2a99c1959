import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Tournament prize reward codes (P1 §6: a team's owner receives the tournament's codes to hand out). A prize of the
 * pool may carry codes (`tournaments.prizepool[].rewardCodes`); when the tournament completes, its winner receives
 * them in the transaction that creates the payouts. `prize_position` and `prize_slot` (the code's place among its
 * prize's codes) make each code of a prize exist once, whatever runs twice; `notified_at` is set when the holder
 * has been told (the payments module's check notifies codes granted in a transaction it could not follow).
 */
export const prizeRewardCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table reward_codes add column prize_position integer, add column prize_slot integer,
      add column notified_at timestamptz`.execute(db);
    await sql`create unique index reward_codes_prize_slot_idx on reward_codes (tournament_id, prize_position, prize_slot)
      where prize_position is not null`.execute(db);
    await sql`create index reward_codes_unnotified_idx on reward_codes (used_at)
      where source = 'tournament' and notified_at is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists reward_codes_unnotified_idx`.execute(db);
    await sql`drop index if exists reward_codes_prize_slot_idx`.execute(db);
    await sql`alter table reward_codes drop column if exists prize_position, drop column if exists prize_slot,
      drop column if exists notified_at`.execute(db);
  },
};
