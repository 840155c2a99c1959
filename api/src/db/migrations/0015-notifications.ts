import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Notifications from events (DESIGN §5 "Notifications come from events"): each is written in both languages when
 * the event happens (`title`/`message` in English, `title_ar`/`message_ar` in Arabic; the list answers the
 * reader's language, English when an older row has no Arabic), with the screen it concerns (`link`). `event_key`
 * makes an event notify a player once even when several API instances see it (check-in open is noticed by a
 * periodic check on every instance): a second insert with the same key for the same player does nothing.
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table notifications add column title_ar text, add column message_ar text,
      add column link text, add column event_key text`.execute(db);
    await sql`create unique index notifications_user_event_key_idx on notifications (user_id, event_key)
      where event_key is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists notifications_user_event_key_idx`.execute(db);
    await sql`alter table notifications drop column if exists title_ar, drop column if exists message_ar,
      drop column if exists link, drop column if exists event_key`.execute(db);
  },
};
