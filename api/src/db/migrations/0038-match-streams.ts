import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Live streams of bracket matches (issue 32): the Twitch or YouTube address an organizer attaches to one match,
 * shown in its players' match box as a player loaded on their click. A table of its own rather than a column of
 * `bracket_matches`, which is brackets-manager's (its storage reads and writes whole rows); one row per match with a
 * stream, removed when the stream is. Cascades with the match and the tournament, so reseeding or deleting clears
 * it. The address is checked by the API (`parseStreamUrl`), not here.
 */
const statements = [
  `create table bracket_match_streams (
    match_id integer primary key references bracket_matches (id) on delete cascade,
    tournament_id uuid not null references tournaments (id) on delete cascade,
    stream_url text not null,
    updated_at timestamptz not null default now()
  )`,
  `create index bracket_match_streams_tournament_idx on bracket_match_streams (tournament_id)`,
];

export const matchStreamsMigration: Migration = sqlMigration(statements, ['bracket_match_streams']);
