import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Signed-out tokens (`POST /auth/logout`): a token is refused from the moment its `jti` is here, on every API
 * instance (they share the database), until it would have expired anyway; rows past `expires_at` are pruned
 * (each logout removes the expired ones).
 */
const statements = [
  `create table revoked_tokens (
    jti text primary key,
    expires_at timestamptz not null
  )`,
  `create index revoked_tokens_expires_idx on revoked_tokens (expires_at)`,
];

export const revokedTokensMigration: Migration = sqlMigration(statements, ['revoked_tokens']);
