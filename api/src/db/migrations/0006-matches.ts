import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Match schedules (P1 §2 "Match box", §9): when a bracket match is to be played and the tournament code its
 * players join the lobby with. One row per bracket match, created when the match first becomes playable (the
 * seed schedules its matches; later ones get a slot when first read). Cascades with the match, so reseeding or
 * deleting a tournament clears it.
 */
const statements = [
  `create table bracket_match_schedules (
    match_id integer primary key references bracket_matches (id) on delete cascade,
    tournament_id uuid not null references tournaments (id) on delete cascade,
    scheduled_time timestamptz not null,
    tournament_code text not null unique,
    verified_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index bracket_match_schedules_tournament_idx on bracket_match_schedules (tournament_id)`,
];

export const matchesMigration: Migration = sqlMigration(statements, ['bracket_match_schedules']);
