import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A migration written as SQL: `up` runs the statements in order; `down` drops the tables it created, in the
 * order given (children first).
 */
export function sqlMigration(
  statements: readonly string[],
  tablesChildrenFirst: readonly string[],
): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of tablesChildrenFirst) await sql.raw(`drop table if exists ${table}`).execute(db);
    },
  };
}
