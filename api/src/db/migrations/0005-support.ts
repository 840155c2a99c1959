import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Live support chat (P1 §2, §3): a player's ticket for one tournament and its messages. The local relay keeps
 * both in the database (a real deployment would mirror them to a chat-community channel, whose id is
 * `channel_id`). Messages are ordered by `seq` (insertion order), which stays right even when two share a
 * timestamp. At most one open ticket per player and tournament, enforced by a partial unique index so two
 * racing requests cannot both create one.
 */
const statements = [
  `create table support_tickets (
    id uuid primary key default gen_random_uuid(),
    tournament_id uuid not null references tournaments (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    subject text not null check (char_length(subject) between 1 and 120),
    description text not null check (char_length(description) between 1 and 2000),
    channel_id text not null unique,
    status text not null default 'open' check (status in ('open', 'closed')),
    created_at timestamptz not null default now()
  )`,
  `create unique index support_tickets_one_open_key on support_tickets (tournament_id, user_id)
    where status = 'open'`,
  `create index support_tickets_open_created_idx on support_tickets (created_at) where status = 'open'`,

  `create table support_messages (
    id uuid primary key default gen_random_uuid(),
    seq bigint generated always as identity,
    ticket_id uuid not null references support_tickets (id) on delete cascade,
    author_user_id uuid not null references users (id) on delete cascade,
    content text not null check (char_length(content) <= 2000),
    embed jsonb,
    created_at timestamptz not null default now(),
    check (char_length(content) > 0 or embed is not null)
  )`,
  `create index support_messages_ticket_seq_idx on support_messages (ticket_id, seq)`,
];

export const supportMigration: Migration = sqlMigration(statements, ['support_messages', 'support_tickets']);
