import { sqlMigration } from './sql-migration.js';

/**
 * Web Push alerts (issue 32): the devices a player registered on /account/settings. A push service address belongs
 * to one browser profile, so `endpoint` is unique: registering it again (another player signed in on that browser)
 * moves it. `kinds` are the kinds of alerts chosen (`matches`, `tournaments`, `challenges`, `rewards`), `locale` the
 * language the alerts are written in. A device the push service reports gone (404, 410) is deleted by the sender.
 */
export const pushSubscriptionsMigration = sqlMigration(
  [
    `create table push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      kinds jsonb not null default '[]',
      locale text not null default 'ar' check (locale in ('ar', 'en')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_pushed_at timestamptz
    )`,
    `create index push_subscriptions_user_idx on push_subscriptions (user_id)`,
  ],
  ['push_subscriptions'],
);
