import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Player moderation (issue 31): every ban is a row of `player_bans` — its reason in both languages (the banned
 * player reads it on /banned in theirs), an optional end, who banned and when, and how it stopped: `lifted_at` with
 * `lifted_by` and `lift_reason` when staff lifted it, `lifted_at` alone (its end) when it ended by itself. At most
 * one ban per player is open (`lifted_at` null), whatever the timing (a partial unique index).
 *
 * `users.banned_at` and `users.ban_reason` (0001) stay, kept in step with the open ban by the code that bans and
 * lifts (the English reason): the loyalty totals (0017), the sign-in stand-in and the chat read them. Bans already
 * recorded there become open bans with that reason in both languages, made by nobody.
 */
const statements = [
  `create table player_bans (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    reason_en text not null,
    reason_ar text not null,
    ends_at timestamptz,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    lifted_at timestamptz,
    lifted_by uuid references users (id) on delete set null,
    lift_reason text,
    check (ends_at is null or ends_at > created_at),
    check (lifted_at is not null or (lifted_by is null and lift_reason is null))
  )`,
  `create unique index player_bans_open_key on player_bans (user_id) where lifted_at is null`,
  `create index player_bans_user_idx on player_bans (user_id, created_at desc)`,
  `insert into player_bans (user_id, reason_en, reason_ar, created_at)
    select id, coalesce(nullif(trim(ban_reason), ''), 'No reason provided'),
      coalesce(nullif(trim(ban_reason), ''), 'No reason provided'), banned_at
    from users where banned_at is not null`,
];

export const playerBansMigration: Migration = sqlMigration(statements, ['player_bans']);
