import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Match chat (P1 §2, §3): the messages of one match's room, keyed by `match_key` (`{matchType}:{matchId}`, so a
 * bracket match and a matchmaking match with the same id never share a room), and the images uploaded for a
 * room, so an image message can only point at an upload this API issued for that match. Messages are ordered by
 * `seq` (insertion order), which stays right when two share a timestamp.
 */
const statements = [
  `create table match_chat_messages (
    id uuid primary key default gen_random_uuid(),
    seq bigint generated always as identity,
    match_key text not null check (char_length(match_key) between 3 and 120),
    user_id uuid not null references users (id) on delete cascade,
    message_type text not null check (message_type in ('text', 'image')),
    content text not null default '' check (char_length(content) <= 1000),
    image_url text,
    created_at timestamptz not null default now(),
    check ((message_type = 'text' and char_length(content) > 0 and image_url is null)
      or (message_type = 'image' and image_url is not null))
  )`,
  `create index match_chat_messages_key_seq_idx on match_chat_messages (match_key, seq)`,

  `create table match_chat_uploads (
    upload_id uuid primary key references uploads (id) on delete cascade,
    match_key text not null,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
];

export const matchChatMigration: Migration = sqlMigration(statements, [
  'match_chat_uploads',
  'match_chat_messages',
]);
