import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Brackets. `brackets-manager` keeps its data in six tables (participant, stage, group, round, match,
 * match_game); each has a table here with the same columns, typed (ids are serials, the opponents of a match and
 * a stage's settings are jsonb), and `PostgresBracketStorage` maps the library's CRUD calls onto them. Every row
 * hangs off a tournament through foreign keys with `on delete cascade`, so deleting or reseeding tournaments
 * clears their brackets too.
 *
 * `tournament_brackets` is ours: one row per tournament that has a bracket, naming the main stage, the stage it
 * leads to (if any) and how they are played (`single_elimination`, `double_elimination`, `round_robin` or
 * `swiss_bracket`, which brackets-manager does not have: it is stored as a round-robin-shaped stage whose
 * rounds are added one at a time).
 */
const statements = [
  `create table bracket_participants (
    id serial primary key,
    tournament_id uuid not null references tournaments (id) on delete cascade,
    name text not null,
    registration_id uuid references registrations (id) on delete set null
  )`,
  `create index bracket_participants_tournament_idx on bracket_participants (tournament_id)`,
  `create index bracket_participants_registration_idx on bracket_participants (registration_id)`,

  `create table bracket_stages (
    id serial primary key,
    tournament_id uuid not null references tournaments (id) on delete cascade,
    name text not null,
    type text not null check (type in ('single_elimination', 'double_elimination', 'round_robin')),
    number integer not null,
    settings jsonb not null default '{}'
  )`,
  `create index bracket_stages_tournament_idx on bracket_stages (tournament_id)`,

  `create table bracket_groups (
    id serial primary key,
    stage_id integer not null references bracket_stages (id) on delete cascade,
    number integer not null
  )`,
  `create index bracket_groups_stage_idx on bracket_groups (stage_id)`,

  `create table bracket_rounds (
    id serial primary key,
    stage_id integer not null references bracket_stages (id) on delete cascade,
    group_id integer not null references bracket_groups (id) on delete cascade,
    number integer not null
  )`,
  `create index bracket_rounds_stage_idx on bracket_rounds (stage_id)`,
  `create index bracket_rounds_group_idx on bracket_rounds (group_id)`,

  `create table bracket_matches (
    id serial primary key,
    stage_id integer not null references bracket_stages (id) on delete cascade,
    group_id integer not null references bracket_groups (id) on delete cascade,
    round_id integer not null references bracket_rounds (id) on delete cascade,
    number integer not null,
    child_count integer not null default 0,
    status integer not null,
    opponent1 jsonb,
    opponent2 jsonb
  )`,
  `create index bracket_matches_stage_idx on bracket_matches (stage_id)`,
  `create index bracket_matches_round_idx on bracket_matches (round_id)`,
  `create index bracket_matches_group_idx on bracket_matches (group_id)`,

  `create table bracket_match_games (
    id serial primary key,
    stage_id integer not null references bracket_stages (id) on delete cascade,
    parent_id integer not null references bracket_matches (id) on delete cascade,
    number integer not null,
    status integer not null,
    opponent1 jsonb,
    opponent2 jsonb
  )`,
  `create index bracket_match_games_parent_idx on bracket_match_games (parent_id)`,
  `create index bracket_match_games_stage_idx on bracket_match_games (stage_id)`,

  `create table tournament_brackets (
    tournament_id uuid primary key references tournaments (id) on delete cascade,
    format text not null
      check (format in ('single_elimination', 'double_elimination', 'round_robin', 'swiss_bracket')),
    main_stage_id integer not null references bracket_stages (id) on delete cascade,
    swiss_rounds integer,
    next_format text check (next_format in ('single_elimination', 'double_elimination')),
    next_stage_id integer references bracket_stages (id) on delete cascade,
    next_size integer,
    next_seeded_at timestamptz,
    created_at timestamptz not null default now()
  )`,
];

export const bracketsMigration: Migration = sqlMigration(statements, [
  'tournament_brackets',
  'bracket_match_games',
  'bracket_matches',
  'bracket_rounds',
  'bracket_groups',
  'bracket_stages',
  'bracket_participants',
]);
