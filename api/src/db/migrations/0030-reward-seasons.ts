import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Pass seasons that end and start (issue 31). `pass_seasons` stays what it is — the calendar of XP promotions
 * (the religious month's 5x), several rows that may fall inside one pass season — so the pass's own seasons are a
 * new table, `reward_seasons`: a name in both languages, planned dates, a status (`upcoming`, `current`, `ended`;
 * at most one current and one upcoming, by partial unique indexes).
 *
 * Tiers and missions belong to a season (`season_id`; tiers keyed by season and level, a mission's tier by both);
 * ledger rows carry the season they were earned in. A `before insert` trigger stamps the current season on any of
 * the three rows written without one (the ledger's `recordGain`, the seed's batch inserts), so no writer has to
 * know about seasons. The ledger's uniqueness per (player, source kind, source id) is unchanged: a source is
 * credited once across all seasons. The loyalty totals' triggers (0017) still sum every row.
 *
 * `reward_season_results`: when a season ends, each player's final season XP, level, missions completed and the
 * season's loyalty points, so a finished season stays readable after the tiers of later seasons change.
 *
 * Everything that exists goes into one current season made here.
 */
/** "Season 1" in both languages (the Arabic escaped: the API's own words live in its resources). */
const FIRST_SEASON_NAME = JSON.stringify({
  en: 'Season 1',
  ar: '\u0627\u0644\u0645\u0648\u0633\u0645 \u0661',
});

const up = [
  `create table reward_seasons (
    id uuid primary key default gen_random_uuid(),
    name jsonb not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    status text not null check (status in ('upcoming', 'current', 'ended')),
    created_at timestamptz not null default now(),
    started_at timestamptz,
    ended_at timestamptz,
    check (ends_at > starts_at)
  )`,
  `create unique index reward_seasons_one_current on reward_seasons ((true)) where status = 'current'`,
  `create unique index reward_seasons_one_upcoming on reward_seasons ((true)) where status = 'upcoming'`,
  `insert into reward_seasons (name, starts_at, ends_at, status, started_at)
    values ('${FIRST_SEASON_NAME}'::jsonb, '2025-01-27T00:00:00+03:00',
      '2027-01-27T00:00:00+03:00', 'current', '2025-01-27T00:00:00+03:00')`,
  `create function reward_seasons_stamp() returns trigger language plpgsql as $$
  begin
    if new.season_id is null then
      select id into new.season_id from reward_seasons where status = 'current';
    end if;
    return new;
  end $$`,
  // Tiers: keyed by season and level.
  `alter table pass_missions drop constraint pass_missions_level_fkey`,
  `alter table pass_missions drop constraint pass_missions_level_position_key`,
  `alter table pass_tiers add column season_id uuid references reward_seasons (id) on delete cascade`,
  `update pass_tiers set season_id = (select id from reward_seasons)`,
  `alter table pass_tiers alter column season_id set not null`,
  `alter table pass_tiers drop constraint pass_tiers_pkey`,
  `alter table pass_tiers add primary key (season_id, level)`,
  // Missions: in a season, on one of its tiers.
  `alter table pass_missions add column season_id uuid`,
  `update pass_missions set season_id = (select id from reward_seasons)`,
  `alter table pass_missions alter column season_id set not null`,
  `alter table pass_missions add constraint pass_missions_tier_fkey foreign key (season_id, level)
    references pass_tiers (season_id, level) on delete cascade`,
  `alter table pass_missions add constraint pass_missions_season_level_position_key unique (season_id, level, position)`,
  // Ledger rows: the season they were earned in.
  `alter table xp_ledger add column season_id uuid references reward_seasons (id)`,
  `update xp_ledger set season_id = (select id from reward_seasons)`,
  `alter table xp_ledger alter column season_id set not null`,
  `create index xp_ledger_user_season_idx on xp_ledger (user_id, season_id)`,
  `create trigger reward_seasons_stamp_tiers before insert on pass_tiers
    for each row execute function reward_seasons_stamp()`,
  `create trigger reward_seasons_stamp_missions before insert on pass_missions
    for each row execute function reward_seasons_stamp()`,
  `create trigger reward_seasons_stamp_ledger before insert on xp_ledger
    for each row execute function reward_seasons_stamp()`,
  `create table reward_season_results (
    season_id uuid not null references reward_seasons (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    xp integer not null,
    level integer not null,
    loyalty_points integer not null,
    missions_completed integer not null,
    primary key (season_id, user_id)
  )`,
];

/** Back to one season: the current one's tiers, missions and every ledger row stay. */
const down = [
  `drop table reward_season_results`,
  `drop trigger reward_seasons_stamp_ledger on xp_ledger`,
  `drop trigger reward_seasons_stamp_missions on pass_missions`,
  `drop trigger reward_seasons_stamp_tiers on pass_tiers`,
  `drop index xp_ledger_user_season_idx`,
  `alter table xp_ledger drop column season_id`,
  `delete from pass_tiers where season_id is distinct from (select id from reward_seasons where status = 'current')`,
  `alter table pass_missions drop constraint pass_missions_season_level_position_key`,
  `alter table pass_missions drop constraint pass_missions_tier_fkey`,
  `alter table pass_missions drop column season_id`,
  `alter table pass_tiers drop constraint pass_tiers_pkey`,
  `alter table pass_tiers drop column season_id`,
  `alter table pass_tiers add primary key (level)`,
  `alter table pass_missions add constraint pass_missions_level_position_key unique (level, position)`,
  `alter table pass_missions add constraint pass_missions_level_fkey foreign key (level)
    references pass_tiers (level) on delete cascade`,
  `drop function reward_seasons_stamp()`,
  `drop table reward_seasons`,
];

export const rewardSeasonsMigration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
