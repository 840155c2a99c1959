import type { CrudInterface, DataTypes, OmitId, Table } from 'brackets-manager';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Id = number | string;
type Row = Record<string, unknown>;

interface TableSpec {
  /** Our table holding the library's table. */
  name: string;
  /** Every column but `id`, named as the library names the field. */
  columns: readonly string[];
  /** Columns stored as jsonb. */
  json: readonly string[];
}

/** brackets-manager's six tables and ours (migration 0004-brackets). */
const TABLES: Record<Table, TableSpec> = {
  participant: {
    name: 'bracket_participants',
    columns: ['tournament_id', 'name', 'registration_id'],
    json: [],
  },
  stage: {
    name: 'bracket_stages',
    columns: ['tournament_id', 'name', 'type', 'number', 'settings'],
    json: ['settings'],
  },
  group: { name: 'bracket_groups', columns: ['stage_id', 'number'], json: [] },
  round: { name: 'bracket_rounds', columns: ['stage_id', 'group_id', 'number'], json: [] },
  match: {
    name: 'bracket_matches',
    columns: [
      'stage_id',
      'group_id',
      'round_id',
      'number',
      'child_count',
      'status',
      'opponent1',
      'opponent2',
    ],
    json: ['opponent1', 'opponent2'],
  },
  match_game: {
    name: 'bracket_match_games',
    columns: ['stage_id', 'parent_id', 'number', 'status', 'opponent1', 'opponent2'],
    json: ['opponent1', 'opponent2'],
  },
};

function spec(table: Table): TableSpec {
  const found = TABLES[table];
  if (!found) throw new Error(`brackets storage: unknown table "${table}"`);
  return found;
}

function isIdArgument(argument: unknown): argument is Id {
  return typeof argument === 'number' || typeof argument === 'string';
}

/** A value for a column: jsonb columns take JSON text (SQL null for null), other columns the value itself. */
function columnValue(table: TableSpec, column: string, value: unknown): RawBuilder<unknown> {
  if (table.json.includes(column)) {
    return value === null || value === undefined ? sql`null` : sql`${JSON.stringify(value)}::jsonb`;
  }
  return sql`${value ?? null}`;
}

function checkedColumn(table: TableSpec, column: string): string {
  if (column !== 'id' && !table.columns.includes(column)) {
    throw new Error(`brackets storage: "${table.name}" has no column "${column}"`);
  }
  return column;
}

/** `where a = $1 and b is null ...` for a filter object (an empty filter matches every row). */
function whereClause(table: TableSpec, filter: Row): RawBuilder<unknown> {
  const conditions = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      const ref = sql.ref(checkedColumn(table, column));
      if (value === null) return sql`${ref} is null`;
      return sql`${ref} = ${columnValue(table, column, value)}`;
    });
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The numeric id, or null when the argument cannot be one of our serial ids. */
function numericId(id: Id): number | null {
  const value = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * brackets-manager's storage (`CrudInterface`) over our Postgres: each of the library's tables is a table of its
 * own with typed columns (migration 0004-brackets), ids are serials, results come back in insertion (id) order,
 * which the library relies on (`selectLast`). Give it a transaction to make a whole library operation atomic:
 *
 * @example
 *   await db.transaction().execute((trx) => new BracketsManager(new PostgresBracketStorage(trx)).update.match(...));
 *
 * Two things the library's in-memory storage allows are refused on purpose: emptying a whole table (only its
 * `import()` does that, across every tournament) and inserting rows with their own ids (`import()` again).
 */
export class PostgresBracketStorage implements CrudInterface {
  constructor(private readonly db: Kysely<Database>) {}

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(
    table: T,
    value: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[],
  ): Promise<Id | boolean> {
    const target = spec(table);
    const rows = (Array.isArray(value) ? value : [value]) as Row[];
    if (rows.length === 0) return true;
    const columns = target.columns;
    const tuples = rows.map(
      (row) =>
        sql`(${sql.join(
          columns.map((column) => columnValue(target, column, row[column])),
          sql`, `,
        )})`,
    );
    const result = await sql<{ id: number }>`insert into ${sql.table(target.name)} (${sql.join(
      columns.map((column) => sql.ref(column)),
      sql`, `,
    )}) values ${sql.join(tuples, sql`, `)} returning id`.execute(this.db);
    return Array.isArray(value) ? true : result.rows[0].id;
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select<T extends Table>(
    table: T,
    argument?: Id | Partial<DataTypes[T]>,
  ): Promise<DataTypes[T] | Array<DataTypes[T]> | null> {
    const target = spec(table);
    if (isIdArgument(argument)) {
      const id = numericId(argument);
      if (id === null) return null;
      const result = await sql<
        DataTypes[T]
      >`select * from ${sql.table(target.name)} where id = ${id}`.execute(this.db);
      return result.rows[0] ?? null;
    }
    const filter = (argument ?? {}) as Row;
    const result = await sql<DataTypes[T]>`select * from ${sql.table(target.name)} where ${whereClause(
      target,
      filter,
    )} order by id`.execute(this.db);
    return result.rows;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(
    table: T,
    filter: Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean>;
  async update<T extends Table>(
    table: T,
    argument: Id | Partial<DataTypes[T]>,
    value: DataTypes[T] | Partial<DataTypes[T]>,
  ): Promise<boolean> {
    const target = spec(table);
    const changes = Object.entries(value as Row).filter(
      ([column, changed]) => column !== 'id' && changed !== undefined && target.columns.includes(column),
    );
    if (changes.length === 0) return true;

    if (isIdArgument(argument)) {
      const id = numericId(argument);
      if (id === null) return false;
      const assignments = changes.map(
        ([column, changed]) => sql`${sql.ref(column)} = ${columnValue(target, column, changed)}`,
      );
      const result = await sql`update ${sql.table(target.name)} set ${sql.join(
        assignments,
        sql`, `,
      )} where id = ${id}`.execute(this.db);
      return Number(result.numAffectedRows ?? 0) > 0;
    }

    // A partial update by filter merges objects one level deep, as the library's own storages do: updating
    // `opponent1: { result }` keeps the opponent's id.
    const assignments = changes.map(([column, changed]) => {
      const ref = sql.ref(column);
      if (target.json.includes(column) && changed !== null && typeof changed === 'object') {
        return sql`${ref} = coalesce(${ref}, '{}'::jsonb) || ${JSON.stringify(changed)}::jsonb`;
      }
      return sql`${ref} = ${columnValue(target, column, changed)}`;
    });
    await sql`update ${sql.table(target.name)} set ${sql.join(assignments, sql`, `)} where ${whereClause(
      target,
      argument as Row,
    )}`.execute(this.db);
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    const target = spec(table);
    const conditions = Object.entries((filter ?? {}) as Row).filter(([, value]) => value !== undefined);
    if (conditions.length === 0) {
      throw new Error(
        `brackets storage: refusing to empty "${target.name}" (it holds every tournament's rows)`,
      );
    }
    await sql`delete from ${sql.table(target.name)} where ${whereClause(target, filter as Row)}`.execute(
      this.db,
    );
    return true;
  }
}
