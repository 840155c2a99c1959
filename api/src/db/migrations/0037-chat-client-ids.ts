import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Chat resends (issue 34): a chat message carries the id its client generated (a uuid), so a message sent again
 * after its acknowledgement was lost (the socket reconnected mid-send) is stored once. Unique per sender and
 * conversation (a match chat room, a support ticket); null for messages sent without one (older clients, staff
 * answers over HTTP), which unique indexes never compare.
 */
export const chatClientIdsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table match_chat_messages add column client_message_id uuid`.execute(db);
    await sql`create unique index match_chat_messages_client_id
      on match_chat_messages (match_key, user_id, client_message_id)`.execute(db);
    await sql`alter table support_messages add column client_message_id uuid`.execute(db);
    await sql`create unique index support_messages_client_id
      on support_messages (ticket_id, author_user_id, client_message_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists support_messages_client_id`.execute(db);
    await sql`alter table support_messages drop column if exists client_message_id`.execute(db);
    await sql`drop index if exists match_chat_messages_client_id`.execute(db);
    await sql`alter table match_chat_messages drop column if exists client_message_id`.execute(db);
  },
};
