import { CompiledQuery, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { splitSqlScript } from './sql-script.js';

/** pg-boss's bring-your-own-database interface, with a way to wait for the statements still running. */
export interface JobDatabase extends PgBoss.Db {
  /** Resolves once every statement started so far has finished (pg-boss does not await all of its own). */
  drain(): Promise<void>;
}

const TRANSACTION_CONTROL = /^(begin|commit)$/i;

/**
 * Runs pg-boss's SQL through our Kysely instance, so the queue lives in the API's own database: the embedded
 * PGlite (one connection, which Kysely serializes) or the Postgres pool. pg-boss sends one statement per call,
 * except its schema install and upgrade scripts (`BEGIN; ...; COMMIT;`), which PGlite's extended protocol cannot
 * take in one call: those run statement by statement in one Kysely transaction.
 */
export function jobDatabase(db: Db): JobDatabase {
  const running = new Set<Promise<unknown>>();
  const execute = async (text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> => {
    const statements = values.length === 0 ? splitSqlScript(text) : [text];
    if (statements.length <= 1) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    }
    return db.transaction().execute(async (trx) => {
      let rows: unknown[] = [];
      for (const statement of statements) {
        if (TRANSACTION_CONTROL.test(statement)) continue;
        rows = [...(await trx.executeQuery(CompiledQuery.raw(statement))).rows];
      }
      return { rows };
    });
  };
  return {
    executeSql(text, values) {
      const statement = execute(text, values);
      running.add(statement);
      void statement.finally(() => running.delete(statement)).catch(() => {});
      return statement;
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/** The same interface over a transaction: `send` inside it commits or rolls back with the caller's writes. */
export function transactionJobDatabase(trx: Transaction<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows],
    }),
  };
}
