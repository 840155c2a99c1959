import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Staff grants and revocations of XP and loyalty points (issue 31, `/staff/pass`):
 * - `xp_ledger.source_kind` takes `staff`: a grant is one ledger row like any gain, so the pass level, the profile,
 *   the loyalty leaderboard and its in-process board follow it through the same paths. A `staff` row alone may be
 *   negative (a revocation); every other source still only adds.
 * - `pass_grants`: what the ledger row does not say — who granted it and why. One row per `staff` ledger row (its
 *   id), removed with it; `seq` orders them as they were made (the desk lists the latest first).
 * - The loyalty totals' insert trigger (migration 0017) moved a player in the histogram only for a gain of points;
 *   a revocation moves them down, so it now does for any change of points.
 */
const INSERT_TRIGGER = (pointsChanged: string) => `
  create or replace function loyalty_totals_after_ledger_insert() returns trigger language plpgsql as $$
  begin
    with gains as (
      select user_id, sum(loyalty_points)::int as points,
        max(created_at) filter (where loyalty_points > 0) as reached_at
      from new_rows group by user_id
    ), changed as (
      insert into loyalty_totals as t (user_id, points, reached_at, active, search_key)
        select gains.user_id, gains.points, gains.reached_at,
          users.banned_at is null and users.deactivated_at is null,
          lower(users.game_name || '#' || users.tag_line)
        from gains join users on users.id = gains.user_id
        on conflict (user_id) do update set points = t.points + excluded.points,
          reached_at = greatest(t.reached_at, excluded.reached_at)
        returning t.user_id, t.points, t.active
    )
    insert into loyalty_points_histogram as h (points, players)
      select moves.points, sum(moves.delta)::int
      from changed join gains using (user_id)
        cross join lateral (values (changed.points - gains.points, -1), (changed.points, 1)) as moves (points, delta)
      where changed.active and ${pointsChanged} and moves.points > 0
      group by moves.points
      on conflict (points) do update set players = h.players + excluded.players;
    -- At most 21 ids are needed to tell a single gain from a batch.
    perform loyalty_totals_notify(array(select distinct user_id from new_rows limit 21));
    return null;
  end $$`;

export const passGrantsMigration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table xp_ledger drop constraint xp_ledger_source_kind_check`.execute(db);
    await sql`alter table xp_ledger drop constraint xp_ledger_xp_check`.execute(db);
    await sql`alter table xp_ledger drop constraint xp_ledger_loyalty_points_check`.execute(db);
    await sql`alter table xp_ledger
      add constraint xp_ledger_source_kind_check
        check (source_kind in ('match', 'mission', 'tournament', 'activity', 'staff')),
      add constraint xp_ledger_xp_check check (xp >= 0 or source_kind = 'staff'),
      add constraint xp_ledger_loyalty_points_check check (loyalty_points >= 0 or source_kind = 'staff')`.execute(
      db,
    );
    await sql`create table pass_grants (
      ledger_id uuid primary key references xp_ledger (id) on delete cascade,
      staff_id uuid references users (id) on delete set null,
      reason text not null check (char_length(reason) between 1 and 500),
      seq bigint generated always as identity unique
    )`.execute(db);
    await sql.raw(INSERT_TRIGGER('gains.points <> 0')).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(INSERT_TRIGGER('gains.points > 0')).execute(db);
    await sql`drop table if exists pass_grants`.execute(db);
    await sql`delete from xp_ledger where source_kind = 'staff'`.execute(db);
    await sql`alter table xp_ledger drop constraint xp_ledger_source_kind_check,
      drop constraint xp_ledger_xp_check, drop constraint xp_ledger_loyalty_points_check`.execute(db);
    await sql`alter table xp_ledger
      add constraint xp_ledger_source_kind_check
        check (source_kind in ('match', 'mission', 'tournament', 'activity')),
      add constraint xp_ledger_xp_check check (xp >= 0),
      add constraint xp_ledger_loyalty_points_check check (loyalty_points >= 0)`.execute(db);
  },
} satisfies Migration;
