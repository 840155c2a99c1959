import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Accounts, teams, tournaments and registrations, news, the reward pass, notifications and referrals.
 * Tournament status is not stored: it is derived from the dates at request time (see tournament-status.ts),
 * so it can never drift from the schedule.
 */
const statements = [
  `create table users (
    id uuid primary key default gen_random_uuid(),
    display_name text not null,
    game_name text not null,
    tag_line text not null,
    puuid text unique,
    cpid text,
    region text not null,
    location text,
    email text,
    role text not null default 'player',
    profile_image text,
    banner_image text,
    is_profile_visible boolean not null default true,
    notification_preferences integer not null default 3 check (notification_preferences between 0 and 3),
    completed_games integer not null default 0,
    xp_earned integer not null default 0,
    loyalty_points integer not null default 0,
    banned_at timestamptz,
    ban_reason text,
    deactivated_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index users_riot_id_key on users (lower(game_name), lower(tag_line))`,
  `create index users_loyalty_points_idx on users (loyalty_points desc)`,

  `create table teams (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    short_name text not null check (char_length(short_name) between 1 and 4),
    profile_img text,
    vanity text not null unique,
    vanity_enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table team_members (
    id uuid primary key default gen_random_uuid(),
    team_id uuid not null references teams (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    role text not null check (role in ('owner', 'admin', 'member')),
    joined_at timestamptz not null default now(),
    unique (team_id, user_id)
  )`,
  `create index team_members_user_idx on team_members (user_id)`,
  `create unique index team_members_one_owner_key on team_members (team_id) where role = 'owner'`,

  `create table tournaments (
    id uuid primary key default gen_random_uuid(),
    slug text not null unique,
    name jsonb not null,
    description jsonb not null,
    poster jsonb not null,
    format text not null,
    game_mode text not null,
    type text not null,
    tournament_type text not null check (tournament_type in ('bracket', 'matchmaking')),
    region text not null,
    skill_level jsonb not null default '[]',
    prizepool jsonb not null default '[]',
    prizepool_format text not null,
    registration_open boolean not null default true,
    registration_start_time timestamptz not null,
    registration_closed_time timestamptz not null,
    checking_time timestamptz not null,
    starting_time timestamptz not null,
    ends_at timestamptz not null,
    additional_info text,
    requirements jsonb not null default '[]',
    rules jsonb not null default '[]',
    faqs jsonb not null default '[]',
    support_live_chat boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (checking_time <= starting_time and starting_time <= ends_at)
  )`,
  `create index tournaments_created_at_idx on tournaments (created_at desc, id)`,
  `create index tournaments_starting_time_idx on tournaments (starting_time, id)`,
  `create index tournaments_region_idx on tournaments (region)`,

  `create table registrations (
    id uuid primary key default gen_random_uuid(),
    tournament_id uuid not null references tournaments (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    team_id uuid references teams (id) on delete cascade,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'checked-in')),
    checked_in_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index registrations_tournament_idx on registrations (tournament_id) where status <> 'rejected'`,
  `create index registrations_user_idx on registrations (user_id)`,
  `create unique index registrations_solo_key on registrations (tournament_id, user_id) where team_id is null`,
  `create unique index registrations_team_key on registrations (tournament_id, team_id) where team_id is not null`,

  `create table posts (
    id uuid primary key default gen_random_uuid(),
    slug text not null unique,
    cover_image text not null,
    tags jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index posts_created_at_idx on posts (created_at desc, id)`,
  `create table post_translations (
    post_id uuid not null references posts (id) on delete cascade,
    language text not null check (language in ('en', 'ar')),
    title text not null,
    summary text not null,
    content text not null,
    primary key (post_id, language)
  )`,

  `create table pass_tiers (
    level integer primary key check (level > 0),
    xp_needed integer not null check (xp_needed >= 0),
    is_milestone boolean not null default false,
    reward_type text not null,
    reward_amount integer not null
  )`,
  `create table pass_missions (
    id uuid primary key default gen_random_uuid(),
    level integer not null references pass_tiers (level) on delete cascade,
    position integer not null,
    name jsonb not null,
    description jsonb not null,
    requirements jsonb not null,
    xp_reward integer not null,
    target integer not null check (target > 0),
    reward_type text not null,
    reward integer,
    unique (level, position)
  )`,
  `create table pass_buffs (
    id uuid primary key default gen_random_uuid(),
    type text not null check (type in ('squad', 'weekend', 'seasonal', 'other')),
    phase text not null check (phase in ('active', 'upcoming')),
    position integer not null,
    name jsonb not null,
    description jsonb not null
  )`,
  `create table pass_registrations (
    user_id uuid primary key references users (id) on delete cascade,
    total_xp integer not null default 0,
    loyalty_points integer not null default 0,
    registered_at timestamptz not null default now()
  )`,
  `create table pass_completed_missions (
    user_id uuid not null references users (id) on delete cascade,
    mission_id uuid not null references pass_missions (id) on delete cascade,
    reward_code text,
    completed_at timestamptz not null default now(),
    primary key (user_id, mission_id)
  )`,

  `create table notifications (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    type text not null check (type in ('team_invite', 'tournament_update', 'message', 'other')),
    title text not null,
    message text not null,
    read_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index notifications_user_created_idx on notifications (user_id, created_at desc)`,

  `create table referrals (
    id uuid primary key default gen_random_uuid(),
    ref_code text not null,
    ip_hash text not null,
    user_id uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create index referrals_ref_code_idx on referrals (ref_code, created_at)`,
];

const tables = [
  'referrals',
  'notifications',
  'pass_completed_missions',
  'pass_registrations',
  'pass_buffs',
  'pass_missions',
  'pass_tiers',
  'post_translations',
  'posts',
  'registrations',
  'tournaments',
  'team_members',
  'teams',
  'users',
];

export const initialMigration: Migration = sqlMigration(statements, tables);
