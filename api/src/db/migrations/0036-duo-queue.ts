import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The duo queue of the ladders (issue 33): two registered players of one ladder queue together.
 * - `matchmaking_duos`: an invite from one player to another (`pending`), then the duo itself once accepted
 *   (`active`), or how it ended (`declined`, `cancelled` by the inviter, `dissolved` when a member left it).
 * - `matchmaking_players.duo_id`: the player's active duo; one column, so a player is in at most one duo per ladder.
 * - `matchmaking_queue.duo_id`: both members' queue rows carry their duo: the pairing reads them as one unit, and
 *   leaving the queue deletes both.
 * - `matchmaking_matches.player1_partner_id`, `player2_partner_id`: a duo match is two sides of two players (the
 *   ladder's matches are played side against side); `player1_id` and `player2_id` stay each side's first player,
 *   so every reader of results (reports, winners, standings, the dispute desk) keeps its meaning.
 */
export const duoQueueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table matchmaking_duos (
      id uuid primary key default gen_random_uuid(),
      tournament_id uuid not null references tournaments (id) on delete cascade,
      inviter_id uuid not null,
      invitee_id uuid not null,
      status text not null default 'pending'
        check (status in ('pending', 'active', 'declined', 'cancelled', 'dissolved')),
      created_at timestamptz not null,
      answered_at timestamptz,
      ended_at timestamptz,
      check (inviter_id <> invitee_id),
      foreign key (tournament_id, inviter_id) references matchmaking_players (tournament_id, user_id) on delete cascade,
      foreign key (tournament_id, invitee_id) references matchmaking_players (tournament_id, user_id) on delete cascade
    )`.execute(db);
    await sql`create unique index matchmaking_duos_pending_idx
      on matchmaking_duos (tournament_id, inviter_id, invitee_id) where status = 'pending'`.execute(db);
    await sql`create index matchmaking_duos_invitee_idx
      on matchmaking_duos (tournament_id, invitee_id) where status = 'pending'`.execute(db);
    // A player's partners (the pass's premade bonus), whichever of the two invited.
    await sql`create index matchmaking_duos_inviter_idx on matchmaking_duos (inviter_id)`.execute(db);
    await sql`create index matchmaking_duos_invitee_any_idx on matchmaking_duos (invitee_id)`.execute(db);
    await sql`alter table matchmaking_players
      add column duo_id uuid references matchmaking_duos (id) on delete set null`.execute(db);
    await sql`alter table matchmaking_queue
      add column duo_id uuid references matchmaking_duos (id) on delete cascade`.execute(db);
    await sql`alter table matchmaking_matches
      add column player1_partner_id uuid references users (id) on delete set null,
      add column player2_partner_id uuid references users (id) on delete set null,
      add constraint matchmaking_matches_duo_check
        check ((player1_partner_id is null) = (player2_partner_id is null))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table matchmaking_matches drop constraint if exists matchmaking_matches_duo_check,
      drop column if exists player1_partner_id, drop column if exists player2_partner_id`.execute(db);
    await sql`alter table matchmaking_queue drop column if exists duo_id`.execute(db);
    await sql`alter table matchmaking_players drop column if exists duo_id`.execute(db);
    await sql`drop table if exists matchmaking_duos`.execute(db);
  },
};
