import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * What several API instances over one Postgres share beyond the feature tables:
 * - `socket_io_attachments`: the socket.io Postgres adapter's store for packets too large for a NOTIFY payload
 *   (the adapter relays events between instances; see `realtime/cluster-adapter.ts`).
 * - `simulated_lobby_joins`: the simulated game-data provider's lobby joins (`POST /v1/dev/lobby/{code}/join`),
 *   so a join recorded by one instance is evidence for a no-show claim answered by another.
 */
const statements = [
  `create table socket_io_attachments (
    id bigserial unique,
    created_at timestamptz default now(),
    payload bytea
  )`,
  `create table simulated_lobby_joins (
    tournament_code text not null,
    account text not null,
    joined_at timestamptz not null default now(),
    primary key (tournament_code, account)
  )`,
];

export const severalInstancesMigration: Migration = sqlMigration(statements, [
  'simulated_lobby_joins',
  'socket_io_attachments',
]);
