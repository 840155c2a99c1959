import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Support tickets and bug reports (P2 §3 "Bug report or ticket", §7 "Support and bug reports"): one record for
 * both, `user_id` null for an anonymous bug report, and its conversation (`sender` admin for support staff, user
 * for the ticket's player; `author_id` says which account wrote it). `closed_at` is set while it is closed.
 *
 * Attachments go to `uploads` like every upload, which therefore now also holds MP4 videos (the bug-report form
 * accepts them, P2 §9) and files without an owner (anonymous reports).
 */
const statements = [
  `create table bug_reports (
    id uuid primary key default gen_random_uuid(),
    user_id uuid references users (id) on delete set null,
    bug_type text not null check (bug_type in ('technical-issue', 'account-issue', 'billing-question',
      'website-bug', 'battle-pass-bug', 'tournament-bug', 'other')),
    title text not null,
    description text not null,
    status text not null default 'open' check (status in ('open', 'in-progress', 'closed', 'fixed', 'rejected',
      'duplicate', 'pending')),
    user_name text,
    email text,
    device_os text,
    device_browser text,
    screenshot_url text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    closed_at timestamptz
  )`,
  `create index bug_reports_user_idx on bug_reports (user_id, created_at desc)`,
  `create index bug_reports_status_idx on bug_reports (status, created_at desc)`,
  `create table bug_report_messages (
    id uuid primary key default gen_random_uuid(),
    -- Insertion order: breaks ties between messages written in the same instant.
    seq bigint generated always as identity,
    report_id uuid not null references bug_reports (id) on delete cascade,
    sender text not null check (sender in ('admin', 'user')),
    author_id uuid references users (id) on delete set null,
    content text not null,
    created_at timestamptz not null default now()
  )`,
  `create index bug_report_messages_report_idx on bug_report_messages (report_id, created_at, seq)`,

  `alter table uploads alter column owner_user_id drop not null`,
  `alter table uploads drop constraint if exists uploads_content_type_check`,
  `alter table uploads add constraint uploads_content_type_check
    check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4'))`,
  `alter table uploads drop constraint if exists uploads_extension_check`,
  `alter table uploads add constraint uploads_extension_check
    check (extension in ('png', 'jpg', 'gif', 'webp', 'mp4'))`,
];

export const bugReportsMigration: Migration = sqlMigration(statements, [
  'bug_report_messages',
  'bug_reports',
]);
