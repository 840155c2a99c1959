import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Reward codes (DESIGN §5 "Reward codes", P2 §3 "Redeemed reward code"): the codes a player holds, from pass
 * missions (`source` other) and, later, tournament prizes (`source` tournament, with the tournament). `code` is
 * the code encrypted under its holder's key (hex IV `:` hex ciphertext, AES-256-CBC; the key is derived from the
 * server's reward-code secret and the player id), so the database never holds a readable code; it is null only
 * for a seeded reward whose code the API issues when it starts (the seed has no secret). One code per player and
 * mission.
 */
const statements = [
  `create table reward_codes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    type text not null check (type in ('hextech_chest', 'hextech_key', 'mystery_skin', 'hextech_chest_key')),
    source text not null check (source in ('other', 'tournament')),
    mission_id uuid references pass_missions (id) on delete set null,
    tournament_id uuid references tournaments (id) on delete set null,
    code text check (code ~ '^[0-9a-f]{32}:([0-9a-f]{32})+$'),
    used_at timestamptz not null default now(),
    check (mission_id is null or source = 'other'),
    check (tournament_id is null or source = 'tournament'),
    unique (user_id, mission_id)
  )`,
  `create index reward_codes_user_idx on reward_codes (user_id, used_at desc)`,
  `create index reward_codes_unissued_idx on reward_codes (used_at) where code is null`,
];

export const rewardCodesMigration: Migration = sqlMigration(statements, ['reward_codes']);
