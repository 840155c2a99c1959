// The capacity bench's players, made the fast way: inserted straight into the database the API will serve (after
// the migrations and the demo seed the API itself would run), with tokens signed by the API's own token service
// (api/dist/auth/tokens.js) and the JWT secret the bench gives the API. The API cannot tell them from players who
// signed in through the stand-in: a token is checked against the same secret, its user row and the revocation
// table on every call and socket handshake. Creating 10,000 players through POST /auth/signin instead takes
// minutes and measures the sign-in form, not the pages; `signInPlayers` does it that way for a running API whose
// database and secret the bench does not have.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PUUID_PREFIX = 'capacity-';
/** Share of players registered for the pass (their pass page also asks for games XP and history). */
export const MEMBER_SHARE = 0.6;
/** Notifications per player (copies of the demo seed's, so both languages), a few unread. */
const NOTIFICATIONS_PER_PLAYER = 8;

async function apiDist(root, file) {
  return import(pathToFileURL(path.join(root, 'api', 'dist', file)).href);
}

/**
 * Opens `target` (`{ kind: 'pglite', dataDir }` or `{ kind: 'postgres', url }`), prepares it as the API's start
 * does (migrations, demo seed when empty), adds `count` players `Cap<n>#C<n % 997>` with loyalty ledger rows (so
 * the leaderboard ranks them), pass registrations for MEMBER_SHARE of them and NOTIFICATIONS_PER_PLAYER
 * notifications each, then closes it. Answers the players (id, name, member) in a stable order.
 */
export async function seedPlayers(root, target, count) {
  const { createDatabase } = await apiDist(root, 'db/database.js');
  const { prepareDatabase } = await apiDist(root, 'seed/prepare.js');
  const { sql } = await import('kysely');
  const db = createDatabase(target);
  try {
    await prepareDatabase(db);
    const existing =
      await sql`select count(*)::int as n from users where puuid like ${`${PUUID_PREFIX}%`}`.execute(db);
    const have = existing.rows[0].n;
    if (have < count) {
      await sql`insert into users (display_name, game_name, tag_line, region, puuid)
        select 'Capacity ' || n, 'Cap' || n, 'C' || (n % 997), 'me1', ${PUUID_PREFIX} || n
        from generate_series(${have + 1}::int, ${count}::int) n`.execute(db);
      await sql`insert into xp_ledger (user_id, source_kind, source_id, xp, loyalty_points, created_at)
        select users.id, 'activity', 'capacity-' || gain, 100, 10 * (1 + abs(hashtext(users.id::text || gain)) % 167),
          now() - make_interval(mins => abs(hashtext(users.id::text)) % 100000 + gain)
        from users cross join generate_series(1, 2) gain
        where users.puuid like ${`${PUUID_PREFIX}%`}
          and not exists (select 1 from xp_ledger where xp_ledger.user_id = users.id)`.execute(db);
      await sql`insert into pass_registrations (user_id, registered_at)
        select id, now() from users
        where puuid like ${`${PUUID_PREFIX}%`} and abs(hashtext(id::text)) % 100 < ${Math.round(MEMBER_SHARE * 100)}
        on conflict (user_id) do nothing`.execute(db);
      await sql`insert into notifications (user_id, type, title, message, title_ar, message_ar, link, read_at, created_at)
        select users.id, template.type, template.title, template.message, template.title_ar, template.message_ar,
          template.link, case when template.n > 2 then now() end, now() - make_interval(hours => (template.n * 7)::int)
        from users
        cross join (
          select type, title, message, title_ar, message_ar, link, row_number() over (order by created_at desc) as n
          from notifications where event_key is null limit ${NOTIFICATIONS_PER_PLAYER}
        ) template
        where users.puuid like ${`${PUUID_PREFIX}%`}
          and not exists (select 1 from notifications mine where mine.user_id = users.id)`.execute(db);
      // Planner statistics, as autovacuum gives a real server after a bulk load (PGlite runs no autovacuum).
      await sql`analyze`.execute(db);
    }
    const rows = await sql`select users.id, users.game_name, users.tag_line,
        exists (select 1 from pass_registrations where user_id = users.id) as member
      from users where puuid like ${`${PUUID_PREFIX}%`}
      order by substr(puuid, ${PUUID_PREFIX.length + 1})::int limit ${count}`.execute(db);
    return rows.rows.map((row) => ({
      id: row.id,
      name: row.game_name,
      tagLine: row.tag_line,
      member: row.member,
    }));
  } finally {
    await db.destroy();
  }
}

/** Tokens for `players`, signed as the API signs them (7-day HS256 with a `jti`), with `secret`. */
export async function signTokens(root, secret, players) {
  const { createTokenService } = await apiDist(root, 'auth/tokens.js');
  const tokens = createTokenService(secret);
  return Promise.all(players.map((player) => tokens.sign(player.id)));
}

/**
 * Players made through the sign-in stand-in's create form (POST /auth/signin, as e2e/support/players.ts
 * `createPlayerToken` does), for a running API: it needs the stand-in on and SIGNIN_RATE_LIMIT_PER_MINUTE raised.
 */
export async function signInPlayers(url, origin, count, { concurrency = 16, prefix = 'Cap' } = {}) {
  const run = Date.now().toString(36).slice(-4);
  const players = new Array(count);
  let next = 0;
  const one = async (index) => {
    const name = `${prefix}${run}x${index}`;
    const form = new URLSearchParams({
      redirect_url: `${origin}/`,
      game_name: name,
      tag_line: `C${index % 997}`,
      region: 'me1',
    });
    const response = await fetch(`${url}/auth/signin`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    const token = location ? new URL(location, url).searchParams.get('token') : null;
    if (!token) throw new Error(`the sign-in stand-in answered ${response.status} for ${name}`);
    players[index] = { id: null, name, tagLine: `C${index % 997}`, member: false, token };
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  return players;
}
