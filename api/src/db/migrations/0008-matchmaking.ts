import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Matchmaking ladders (P1 §3 "Matchmaking status", "Current match", "Match result", "Leaderboard entry"; §4):
 * - `matchmaking_players`: a player's registration in one ladder with points and stats (1000 points to start)
 *   and the time of the last queue attempt (the 15 s cooldown).
 * - `matchmaking_queue`: who is searching; the primary key allows one entry per player per ladder, whatever the
 *   number of tabs or API instances.
 * - `matchmaking_matches`: a pairing with its tournament code, the points both had at pairing time, the two
 *   reports (winner + screenshot each) and how it ended.
 * - `matchmaking_seats`: one row per player of a match that is still open; its primary key is the guarantee that
 *   a player is in at most one open match per ladder (a second pairing fails on the key, inside the pairing
 *   transaction, even when two instances pair at once). Rows go when the match ends.
 */
const statements = [
  `create table matchmaking_players (
    tournament_id uuid not null references tournaments (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    points integer not null default 1000,
    games_played integer not null default 0 check (games_played >= 0),
    wins integer not null default 0 check (wins >= 0),
    losses integer not null default 0 check (losses >= 0),
    last_search_at timestamptz,
    registered_at timestamptz not null default now(),
    primary key (tournament_id, user_id)
  )`,
  `create index matchmaking_players_rank_idx on matchmaking_players (tournament_id, points desc, wins desc)`,

  `create table matchmaking_queue (
    tournament_id uuid not null,
    user_id uuid not null,
    points integer not null,
    joined_at timestamptz not null,
    primary key (tournament_id, user_id),
    foreign key (tournament_id, user_id) references matchmaking_players (tournament_id, user_id) on delete cascade
  )`,

  `create table matchmaking_matches (
    id uuid primary key default gen_random_uuid(),
    tournament_id uuid not null references tournaments (id) on delete cascade,
    player1_id uuid not null references users (id) on delete cascade,
    player2_id uuid not null references users (id) on delete cascade,
    player1_points integer not null,
    player2_points integer not null,
    tournament_code text not null unique,
    status text not null default 'open'
      check (status in ('open', 'disputed', 'verified', 'forfeited', 'no_show', 'resolved')),
    winner_id uuid references users (id) on delete set null,
    player1_winner_id uuid,
    player1_screenshot text,
    player1_reported_at timestamptz,
    player2_winner_id uuid,
    player2_screenshot text,
    player2_reported_at timestamptz,
    created_at timestamptz not null,
    closed_at timestamptz,
    check (player1_id <> player2_id)
  )`,
  `create index matchmaking_matches_tournament_idx on matchmaking_matches (tournament_id, created_at desc)`,
  `create index matchmaking_matches_player1_idx on matchmaking_matches (player1_id, created_at desc)`,
  `create index matchmaking_matches_player2_idx on matchmaking_matches (player2_id, created_at desc)`,

  `create table matchmaking_seats (
    tournament_id uuid not null,
    user_id uuid not null references users (id) on delete cascade,
    match_id uuid not null references matchmaking_matches (id) on delete cascade,
    primary key (tournament_id, user_id)
  )`,
];

export const matchmakingMigration: Migration = sqlMigration(statements, [
  'matchmaking_seats',
  'matchmaking_matches',
  'matchmaking_queue',
  'matchmaking_players',
]);
