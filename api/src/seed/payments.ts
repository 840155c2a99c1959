import { sql, type Kysely } from 'kysely';
import { type Database, json, type LocalizedValue } from '../db/schema.js';
import { renderForRecipients } from '../modules/notifications/notification-events.js';
import { payEndedLadders } from '../modules/matchmaking/ladder-prizes.js';
import { relative, seedId } from './ids.js';
import { seedLadderStats } from './matchmaking.js';
import { seedPlayer } from './players.js';
import { SEED_TOURNAMENTS } from './tournaments.js';

/** A payout a seeded player received before the platform's tournaments (their tournaments are not on it). */
interface ArchivedPayout {
  key: string;
  player: string;
  description: LocalizedValue;
  amount: number;
  currency: string;
  status: 'Completed' | 'Rejected';
  position: number;
  daysAgo: number;
  reference: string | null;
  notes: string | null;
}

const ARCHIVED_PAYOUTS: ArchivedPayout[] = [
  {
    key: 'falcon-ramadan-nights',
    player: 'falcon',
    description: {
      en: 'Ramadan Nights Cup — 2nd place prize',
      ar: 'كأس ليالي رمضان — جائزة المركز الثاني',
    },
    amount: 750,
    currency: 'SAR',
    status: 'Completed',
    position: 2,
    daysAgo: 420,
    reference: 'TRF-SA-88213',
    notes: 'Paid to the saved bank account',
  },
  {
    key: 'falcon-gulf-showdown',
    player: 'falcon',
    description: { en: 'Gulf Showdown — 3rd place prize', ar: 'مواجهة الخليج — جائزة المركز الثالث' },
    amount: 300,
    currency: 'USD',
    status: 'Rejected',
    position: 3,
    daysAgo: 390,
    reference: null,
    notes: 'The IBAN on file was closed by the bank; save new banking details and contact support',
  },
  {
    key: 'layla-desert-duel',
    player: 'layla',
    description: { en: 'Desert Duel — 1st place prize', ar: 'مبارزة الصحراء — جائزة المركز الأول' },
    amount: 1000,
    currency: 'AED',
    status: 'Completed',
    position: 1,
    daysAgo: 200,
    reference: 'TRF-AE-10452',
    notes: null,
  },
];

/** Prize payouts the seed settles, by tournament and position: the rest of the real ones stay Pending. */
const SETTLED: { tournament: string; position: number; reference: string; notes: string | null }[] = [
  { tournament: 'founders-cup', position: 1, reference: 'TRF-SA-90117', notes: 'Congratulations, champion!' },
];

/** The ended ladder whose final leaderboard its description promises ("the prize winners are on the leaderboard"). */
const ENDED_LADDER_KEY = 'riyadh-rumble';

/** Its final standings, in registration order from first place down (Falcon won it). */
async function seedFinalLadderStandings(db: Kysely<Database>, now: Date): Promise<void> {
  const ladder = SEED_TOURNAMENTS.find((tournament) => tournament.key === ENDED_LADDER_KEY);
  if (!ladder || ladder.registrations.length === 0) return;
  await db
    .insertInto('matchmaking_players')
    .values(
      ladder.registrations.map((registration, index) => ({
        tournament_id: ladder.id,
        user_id: registration.player.id,
        ...seedLadderStats(index),
        last_search_at: null,
        registered_at: relative(now, { hours: registration.registeredAt }),
      })),
    )
    .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
    .execute();
}

/**
 * The prize reward codes the finished tournaments granted on the real path (`createPrizePayouts`, from the played
 * brackets) are dated at each tournament's end, and their holders were told then: the notification `notify` writes
 * for them (both languages, linked to the reward codes), read a day later. The API issues the codes themselves when
 * it starts (the seed has no secret).
 */
async function seedPrizeRewardCodeNotices(db: Kysely<Database>): Promise<void> {
  await sql`update reward_codes c set used_at = tr.ends_at, notified_at = tr.ends_at
    from tournaments tr where tr.id = c.tournament_id and c.source = 'tournament'`.execute(db);
  const groups = await db
    .selectFrom('reward_codes')
    .select(['user_id', 'tournament_id', 'type', 'used_at', (eb) => eb.fn.countAll<string>().as('count')])
    .where('source', '=', 'tournament')
    .where('tournament_id', 'is not', null)
    .$narrowType<{ tournament_id: string }>()
    .groupBy(['user_id', 'tournament_id', 'type', 'used_at'])
    .execute();
  for (const group of groups) {
    const event = {
      kind: 'reward_code' as const,
      rewardType: group.type,
      tournamentId: group.tournament_id,
      count: Number(group.count),
    };
    const note = (await renderForRecipients(db, event, [group.user_id])).get(group.user_id)!;
    await db
      .insertInto('notifications')
      .values({
        user_id: group.user_id,
        type: note.type,
        title: note.text.en.title,
        message: note.text.en.message,
        title_ar: note.text.ar.title,
        message_ar: note.text.ar.message,
        link: note.link,
        event_key: note.eventKey,
        created_at: group.used_at,
        read_at: new Date(group.used_at.getTime() + 24 * 3_600_000),
      })
      .execute();
  }
}

/**
 * Payouts in all three states. The prizes of the finished tournaments come from the real path — brackets played to
 * the end (seed/brackets.ts) and ended ladders (`payEndedLadders`) — dated at each tournament's end; one is settled,
 * and a few archived payouts from before the platform's tournaments complete the history.
 */
export async function seedPayments(db: Kysely<Database>, now: Date): Promise<void> {
  await seedFinalLadderStandings(db, now);
  await payEndedLadders(db, now);
  await sql`update payment_transactions t set created_at = tr.ends_at
    from tournaments tr where tr.id = t.tournament_id`.execute(db);
  await seedPrizeRewardCodeNotices(db);

  for (const settled of SETTLED) {
    const tournament = SEED_TOURNAMENTS.find((entry) => entry.key === settled.tournament);
    if (!tournament) continue;
    await db
      .updateTable('payment_transactions')
      .set({
        status: 'Completed',
        reference: settled.reference,
        notes: settled.notes,
        payment_method: 'bank_transfer',
        settled_at: sql<Date>`created_at + interval '3 days'`,
        settled_by: seedPlayer('admin').id,
      })
      .where('tournament_id', '=', tournament.id)
      .where('position', '=', settled.position)
      .execute();
  }

  await db
    .insertInto('payment_transactions')
    .values(
      ARCHIVED_PAYOUTS.map((payout) => ({
        id: seedId('payout', payout.key),
        user_id: seedPlayer(payout.player).id,
        tournament_id: null,
        position: payout.position,
        description: json(payout.description),
        amount: payout.amount,
        currency: payout.currency,
        status: payout.status,
        payment_method: 'bank_transfer' as const,
        reference: payout.reference,
        notes: payout.notes,
        created_at: relative(now, { days: -payout.daysAgo }),
        settled_at: relative(now, { days: -payout.daysAgo + 4 }),
        settled_by: seedPlayer('admin').id,
      })),
    )
    .execute();
}
