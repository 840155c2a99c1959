import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The loyalty leaderboard's indexes over the one ledger (issue 13, DESIGN §8: served from an index, not by sorting
 * every player per request, for a million players).
 *
 * `loyalty_totals`: one row per player with ledger rows — the sum of their loyalty points, when they reached it
 * (their latest gain that carried points), whether they may be ranked (not banned, not deactivated) and the
 * lower-cased `game name#tag line` that search matches. `ranked` = points > 0 and active.
 * `loyalty_points_histogram`: how many ranked players hold each total, so a rank (1 + players with more points),
 * the total count and the start of any page are a sum over the distinct totals, never a count of players.
 *
 * Both are derived data, never written by application code: triggers keep them in the writer's transaction, for
 * every way a ledger row is written (the ledger module's `recordGain`, the seed's batch inserts, deletes, a
 * truncate on reseed) and for a user's ban, deactivation or new name. Inserts — the hot path — apply deltas
 * (`points = points + gain` under the row lock), which stay right under concurrent gains for the same player; the
 * rare paths (a deleted or changed ledger row, a user change) lock the player's row and recompute it from the
 * ledger. The histogram always moves with the row it counts.
 *
 * Search: a trigram index (pg_trgm; PGlite loads the extension in `createDatabase`) on the search key of ranked
 * players answers `like '%term%'`. *
 * Notifications: every change also `pg_notify`s the channel `loyalty_totals` (delivered at commit), so each API
 * instance's in-process ranking (`modules/loyalty/loyalty-board.ts`) follows without reading the tables per
 * request. The payload is `{"ids": [...], "rows": [[user_id, points, reached_at in µs, game_name, tag_line,
 * profile_image], ...]}` — the players' ranked rows after the change; an id without a row left the ranking —
 * or `{"resync": true}` when more than 20 players changed at once (a batch insert, a seed) or the payload would
 * pass Postgres' 8000-byte limit, or `{"reset": true}` after a truncate.
 */
const up = [
  `create extension if not exists pg_trgm`,
  `create table loyalty_totals (
    user_id uuid primary key,
    points integer not null,
    reached_at timestamptz,
    active boolean not null,
    search_key text not null,
    ranked boolean generated always as (points > 0 and active) stored
  )`,
  `create table loyalty_points_histogram (
    points integer primary key,
    players integer not null
  )`,
  // What changed, for the instances' in-process rankings (see above).
  `create function loyalty_totals_notify(ids uuid[]) returns void language plpgsql as $$
  declare
    payload text;
  begin
    if cardinality(ids) = 0 then
      return;
    end if;
    if cardinality(ids) > 20 then
      perform pg_notify('loyalty_totals', '{"resync":true}');
      return;
    end if;
    select json_build_object('ids', to_json(ids), 'rows', coalesce(json_agg(json_build_array(totals.user_id,
        totals.points, (extract(epoch from totals.reached_at) * 1000000)::bigint, users.game_name, users.tag_line,
        users.profile_image)), '[]'::json))::text
      into payload
      from loyalty_totals totals join users on users.id = totals.user_id
      where totals.user_id = any(ids) and totals.ranked;
    if octet_length(payload) > 7900 then
      payload := '{"resync":true}';
    end if;
    perform pg_notify('loyalty_totals', payload);
  end $$`,
  // The recompute path: lock the players' rows, take them out of the histogram, recompute them from the ledger
  // and the users table, put them back in.
  `create function loyalty_totals_recompute(ids uuid[]) returns void language plpgsql as $$
  begin
    perform 1 from loyalty_totals where user_id = any(ids) order by user_id for update;
    insert into loyalty_points_histogram as h (points, players)
      select points, -count(*) from loyalty_totals where user_id = any(ids) and ranked group by points
      on conflict (points) do update set players = h.players + excluded.players;
    insert into loyalty_totals as t (user_id, points, reached_at, active, search_key)
      select users.id, coalesce(sum(xp_ledger.loyalty_points), 0)::int,
        max(xp_ledger.created_at) filter (where xp_ledger.loyalty_points > 0),
        users.banned_at is null and users.deactivated_at is null,
        lower(users.game_name || '#' || users.tag_line)
      from users left join xp_ledger on xp_ledger.user_id = users.id
      where users.id = any(ids)
      group by users.id
      on conflict (user_id) do update set points = excluded.points, reached_at = excluded.reached_at,
        active = excluded.active, search_key = excluded.search_key;
    delete from loyalty_totals where user_id = any(ids) and not exists (select 1 from users where users.id = user_id);
    insert into loyalty_points_histogram as h (points, players)
      select points, count(*) from loyalty_totals where user_id = any(ids) and ranked group by points
      on conflict (points) do update set players = h.players + excluded.players;
    perform loyalty_totals_notify(ids);
  end $$`,
  // The hot path: gains add to the totals (and move their players in the histogram) as deltas.
  `create function loyalty_totals_after_ledger_insert() returns trigger language plpgsql as $$
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
      where changed.active and gains.points > 0 and moves.points > 0
      group by moves.points
      on conflict (points) do update set players = h.players + excluded.players;
    -- At most 21 ids are needed to tell a single gain from a batch.
    perform loyalty_totals_notify(array(select distinct user_id from new_rows limit 21));
    return null;
  end $$`,
  `create function loyalty_totals_after_ledger_change() returns trigger language plpgsql as $$
  begin
    perform loyalty_totals_recompute(array(select distinct user_id from old_rows));
    return null;
  end $$`,
  `create function loyalty_totals_after_ledger_update() returns trigger language plpgsql as $$
  begin
    perform loyalty_totals_recompute(array(
      select user_id from old_rows union select user_id from new_rows));
    return null;
  end $$`,
  `create function loyalty_totals_after_ledger_truncate() returns trigger language plpgsql as $$
  begin
    delete from loyalty_totals;
    delete from loyalty_points_histogram;
    perform pg_notify('loyalty_totals', '{"reset":true}');
    return null;
  end $$`,
  `create function loyalty_totals_after_user_change() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from loyalty_totals where user_id = new.id) then
      perform loyalty_totals_recompute(array[new.id]);
    end if;
    return null;
  end $$`,
  `create trigger loyalty_totals_ledger_insert after insert on xp_ledger
    referencing new table as new_rows for each statement execute function loyalty_totals_after_ledger_insert()`,
  `create trigger loyalty_totals_ledger_delete after delete on xp_ledger
    referencing old table as old_rows for each statement execute function loyalty_totals_after_ledger_change()`,
  `create trigger loyalty_totals_ledger_update after update on xp_ledger
    referencing old table as old_rows new table as new_rows
    for each statement execute function loyalty_totals_after_ledger_update()`,
  `create trigger loyalty_totals_ledger_truncate after truncate on xp_ledger
    for each statement execute function loyalty_totals_after_ledger_truncate()`,
  `create trigger loyalty_totals_user_change after update on users for each row
    when (old.banned_at is distinct from new.banned_at or old.deactivated_at is distinct from new.deactivated_at
      or old.game_name is distinct from new.game_name or old.tag_line is distinct from new.tag_line
      or old.profile_image is distinct from new.profile_image)
    execute function loyalty_totals_after_user_change()`,
  // Backfill from the ledger as it stands.
  `insert into loyalty_totals (user_id, points, reached_at, active, search_key)
    select users.id, sum(xp_ledger.loyalty_points)::int,
      max(xp_ledger.created_at) filter (where xp_ledger.loyalty_points > 0),
      users.banned_at is null and users.deactivated_at is null,
      lower(users.game_name || '#' || users.tag_line)
    from xp_ledger join users on users.id = xp_ledger.user_id
    group by users.id`,
  `insert into loyalty_points_histogram (points, players)
    select points, count(*) from loyalty_totals where ranked group by points`,
  // Pages in leaderboard order; search by substring. Both only over ranked players.
  `create index loyalty_totals_order_idx on loyalty_totals (points desc, reached_at, user_id) where ranked`,
  `create index loyalty_totals_search_idx on loyalty_totals using gin (search_key gin_trgm_ops) where ranked`,
];

const down = [
  `drop trigger loyalty_totals_user_change on users`,
  `drop trigger loyalty_totals_ledger_truncate on xp_ledger`,
  `drop trigger loyalty_totals_ledger_update on xp_ledger`,
  `drop trigger loyalty_totals_ledger_delete on xp_ledger`,
  `drop trigger loyalty_totals_ledger_insert on xp_ledger`,
  `drop function loyalty_totals_after_user_change()`,
  `drop function loyalty_totals_after_ledger_truncate()`,
  `drop function loyalty_totals_after_ledger_update()`,
  `drop function loyalty_totals_after_ledger_change()`,
  `drop function loyalty_totals_after_ledger_insert()`,
  `drop function loyalty_totals_recompute(uuid[])`,
  `drop function loyalty_totals_notify(uuid[])`,
  `drop table loyalty_points_histogram`,
  `drop table loyalty_totals`,
];

export const loyaltyTotalsMigration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
