import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Background jobs (DESIGN §5). The queue itself is pg-boss's: it installs and upgrades its own tables in the
 * `pgboss` schema when the API starts (`jobs/job-queue.ts`). This migration adds what the pass's match sync
 * reports: `pass_sync_jobs`, one row per sync under the id of its pg-boss job, with the status and counters the
 * panel polls. At most one sync per player is starting or processing (the partial unique index), so two starts
 * at once find the same job. `pass_mission_progress`: how far each player has come on each mission, advanced by
 * the sync in the same transaction as the match's ledger row (one mission per match, `missionAdvance`).
 */
const statements = [
  `create table pass_sync_jobs (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    status text not null default 'starting'
      check (status in ('starting', 'processing', 'completed', 'error', 'cancelled')),
    total_matches integer not null default 0,
    processed_matches integer not null default 0,
    new_matches integer not null default 0,
    xp_earned integer not null default 0,
    multipliers jsonb not null default '[]'::jsonb,
    current_level integer not null default 0,
    total_xp integer not null default 0,
    error text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create unique index pass_sync_jobs_one_running_idx on pass_sync_jobs (user_id)
    where status in ('starting', 'processing')`,
  `create index pass_sync_jobs_user_created_idx on pass_sync_jobs (user_id, created_at desc)`,
  `create table pass_mission_progress (
    user_id uuid not null references users (id) on delete cascade,
    mission_id uuid not null references pass_missions (id) on delete cascade,
    progress integer not null check (progress >= 0),
    updated_at timestamptz not null default now(),
    primary key (user_id, mission_id)
  )`,
];

export const jobsMigration: Migration = sqlMigration(statements, ['pass_mission_progress', 'pass_sync_jobs']);
