import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import PgBoss from 'pg-boss';
import { splitSqlScript } from './sql-script.js';

describe('splitSqlScript', () => {
  test('splits on semicolons outside strings, quoted names, dollar quotes and comments', () => {
    const script = `
      BEGIN;
      -- a comment; with a semicolon
      INSERT INTO "odd;name" VALUES ('it''s; fine', 'a;b');
      /* block; comment */ CREATE FUNCTION f() RETURNS void AS $$
        BEGIN PERFORM 1; END;
      $$ LANGUAGE plpgsql;
      CREATE FUNCTION g() RETURNS text AS $body$ SELECT 'x;y'; $body$ LANGUAGE sql;
      SELECT $1::int;
      COMMIT;
    `;
    assert.deepEqual(splitSqlScript(script), [
      'BEGIN',
      `-- a comment; with a semicolon
      INSERT INTO "odd;name" VALUES ('it''s; fine', 'a;b')`,
      `/* block; comment */ CREATE FUNCTION f() RETURNS void AS $$
        BEGIN PERFORM 1; END;
      $$ LANGUAGE plpgsql`,
      "CREATE FUNCTION g() RETURNS text AS $body$ SELECT 'x;y'; $body$ LANGUAGE sql",
      'SELECT $1::int',
      'COMMIT',
    ]);
  });

  test('a single statement stays whole; blank statements are dropped', () => {
    assert.deepEqual(splitSqlScript('select 1'), ['select 1']);
    assert.deepEqual(splitSqlScript(' ; select 1;; '), ['select 1']);
  });

  test("splits pg-boss's own install script into its statements", () => {
    const statements = splitSqlScript(PgBoss.getConstructionPlans('pgboss'));
    assert.equal(statements[0], 'BEGIN');
    assert.equal(statements.at(-1), 'COMMIT');
    assert.ok(statements.some((statement) => statement.startsWith('CREATE FUNCTION pgboss.create_queue')));
  });
});
