import { type Kysely, sql } from 'kysely';

/*
 * Migrations that let uploads take a new purpose rebuild `uploads_purpose_check` from the purposes it allows at the
 * time, so two of them apply in either order (migrations land unordered, see index.ts).
 */

/** The purposes `uploads_purpose_check` allows now (`purpose in ('a', 'b')` in Postgres' words). */
async function allowedPurposes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'uploads_purpose_check' and conrelid = 'uploads'::regclass`.execute(db);
  return [...(rows[0]?.definition ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

async function replacePurposeCheck(db: Kysely<unknown>, purposes: string[]): Promise<void> {
  const list = [...new Set(purposes)].map((purpose) => `'${purpose.replace(/'/g, "''")}'`).join(', ');
  await sql`alter table uploads drop constraint if exists uploads_purpose_check`.execute(db);
  await sql
    .raw(`alter table uploads add constraint uploads_purpose_check check (purpose in (${list}))`)
    .execute(db);
}

/** Lets uploads take `purpose`, keeping every purpose allowed already. */
export async function allowUploadPurpose(db: Kysely<unknown>, purpose: string): Promise<void> {
  await replacePurposeCheck(db, [...(await allowedPurposes(db)), purpose]);
}

/** Deletes the uploads of `purpose` and stops allowing it (a migration's `down`). */
export async function disallowUploadPurpose(db: Kysely<unknown>, purpose: string): Promise<void> {
  await sql`delete from uploads where purpose = ${purpose}`.execute(db);
  await replacePurposeCheck(
    db,
    (await allowedPurposes(db)).filter((allowed) => allowed !== purpose),
  );
}
