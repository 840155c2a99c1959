import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One ledger for XP and loyalty points (DESIGN §5): every gain is a row, unique per (player, source kind,
 * source id), so a re-sync or a retried request never counts twice. The separate counters it replaces
 * (`users.completed_games`, `xp_earned`, `loyalty_points`, `pass_registrations.total_xp`, `loyalty_points`)
 * are dropped; a balance they held is carried over as one `activity` row per player (the pass's numbers for
 * pass members, whose level came from them, else the profile's).
 *
 * `pass_seasons`: the date ranges of the seasonal promotion (the religious month's 5x XP for the first levels).
 * `pass_missions.kind`: what a mission counts, so a match advances the one mission it fits (`missionAdvance`).
 */
const up = [
  `create table xp_ledger (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    source_kind text not null check (source_kind in ('match', 'mission', 'tournament', 'activity')),
    source_id text not null,
    xp integer not null check (xp >= 0),
    loyalty_points integer not null check (loyalty_points >= 0),
    multipliers jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    unique (user_id, source_kind, source_id)
  )`,
  `insert into xp_ledger (user_id, source_kind, source_id, xp, loyalty_points, multipliers)
    select users.id, 'activity', 'balance-before-ledger',
      coalesce(pass_registrations.total_xp, users.xp_earned),
      coalesce(pass_registrations.loyalty_points, users.loyalty_points),
      '{"carriedOver": 1}'::jsonb
    from users left join pass_registrations on pass_registrations.user_id = users.id
    where coalesce(pass_registrations.total_xp, users.xp_earned) > 0
      or coalesce(pass_registrations.loyalty_points, users.loyalty_points) > 0`,
  `alter table users drop column completed_games, drop column xp_earned, drop column loyalty_points`,
  `alter table pass_registrations drop column total_xp, drop column loyalty_points`,
  `alter table pass_missions add column kind text not null default 'play'
    check (kind in ('play', 'win', 'takedowns', 'premade', 'damage', 'tournament'))`,
  `create table pass_seasons (
    id uuid primary key default gen_random_uuid(),
    name jsonb not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    xp_multiplier integer not null check (xp_multiplier >= 1),
    max_level integer not null check (max_level >= 0),
    check (ends_at > starts_at)
  )`,
];

/** Back to the counters, summed from the ledger (what the ledger knew is kept as totals). */
const down = [
  `drop table pass_seasons`,
  `alter table pass_missions drop column kind`,
  `alter table users
    add column completed_games integer not null default 0,
    add column xp_earned integer not null default 0,
    add column loyalty_points integer not null default 0`,
  `create index users_loyalty_points_idx on users (loyalty_points desc)`,
  `alter table pass_registrations
    add column total_xp integer not null default 0,
    add column loyalty_points integer not null default 0`,
  `update users set
    completed_games = totals.matches, xp_earned = totals.xp, loyalty_points = totals.points
    from (select user_id, count(*) filter (where source_kind = 'match')::int as matches,
      sum(xp)::int as xp, sum(loyalty_points)::int as points from xp_ledger group by user_id) as totals
    where totals.user_id = users.id`,
  `update pass_registrations set total_xp = users.xp_earned, loyalty_points = users.loyalty_points
    from users where users.id = pass_registrations.user_id`,
  `drop table xp_ledger`,
];

export const passLedgerMigration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
