import type { Kysely } from 'kysely';
import type { Database, RegistrationStatus } from '../db/schema.js';
import {
  createTournamentBracket,
  MatchStatus,
  recordBracketMatchResult,
} from '../modules/brackets/brackets-service.js';
import { SeededRandom } from '../providers/game-data/random.js';
import { currentMatchOf } from '../modules/matches/match-players.js';
import { seedPlayer } from './players.js';
import { seedTeam } from './teams.js';

/** How far a seeded tournament's bracket has been played: a number of results, or to the end. */
interface SeedBracketProgress {
  results: number | 'all';
  /** Wins every match it plays; every other match goes to the better seed. */
  champion?: string;
}

/** Seeded tournaments that have started show results; the finished ones are played to their told winners. */
export const SEED_BRACKET_PROGRESS: Record<string, SeedBracketProgress> = {
  // Live double elimination: the first two rounds of the winners' bracket are played.
  'nile-legends-cup': { results: 4 },
  // Live swiss: round one is over (round two is paired from it) and three games of round two are in.
  'sands-of-valor': { results: 11 },
  // Finished: "Congratulations to Rhine Wolves, who won the final".
  'winter-clash': { results: 'all', champion: seedTeam('rhine-wolves').name },
  // Finished: "Falcon took the trophy without dropping a game" (round robin, then the final).
  'founders-cup': { results: 'all', champion: seedPlayer('falcon').gameName },
};

async function nextPlayableMatch(db: Kysely<Database>, tournamentId: string) {
  return db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .select(['bracket_matches.id', 'bracket_matches.opponent1', 'bracket_matches.opponent2'])
    .where('bracket_stages.tournament_id', '=', tournamentId)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .orderBy('bracket_stages.number')
    .orderBy('bracket_matches.round_id')
    .orderBy('bracket_matches.number')
    .executeTakeFirst();
}

async function playSeedResults(db: Kysely<Database>, tournamentId: string, progress: SeedBracketProgress) {
  const champion = progress.champion
    ? await db
        .selectFrom('bracket_participants')
        .select('id')
        .where('tournament_id', '=', tournamentId)
        .where('name', '=', progress.champion)
        .executeTakeFirst()
    : undefined;
  const limit = progress.results === 'all' ? Number.POSITIVE_INFINITY : progress.results;
  for (let played = 0; played < limit; played += 1) {
    const match = await nextPlayableMatch(db, tournamentId);
    if (!match?.opponent1?.id || !match.opponent2?.id) return;
    const sides = [match.opponent1.id, match.opponent2.id];
    // Participants are created in seeding order, so the smaller id is the better seed.
    const winner = champion && sides.includes(champion.id) ? champion.id : Math.min(...sides);
    await recordBracketMatchResult(db, { tournamentId, matchId: match.id, winnerParticipantId: winner });
  }
}

const MINUTE = 60_000;

/**
 * Match slots the seed sets on purpose (minutes after the seed), by the player whose current match it is: Falcon's
 * (Desert Falcons, Nile Legends Cup) and Khalid's (Sands of Valor, against Tariq) start two minutes after seeding, so their codes
 * show at once (P1 §9: from 5 minutes before); Nour's (against Hamza) starts in three hours, so the match box counts down.
 */
export const SEED_MATCH_SLOTS: { tournament: string; player: string; minutes: number }[] = [
  { tournament: 'nile-legends-cup', player: 'falcon', minutes: 2 },
  { tournament: 'sands-of-valor', player: 'community-khalid', minutes: 2 },
  { tournament: 'sands-of-valor', player: 'nour', minutes: 180 },
];

/** A seeded lobby code in the platform's shape, the same on every seed of the same bracket. */
function seedCode(random: SeededRandom): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => random.pick([...alphabet])).join('');
  return `MENA-${group()}-${group()}`;
}

/**
 * Gives every playable match of a started seeded tournament a slot and a code: those of `SEED_MATCH_SLOTS` first,
 * the others every 20 minutes from 40 minutes after the seed.
 */
async function scheduleSeedMatches(db: Kysely<Database>, tournamentId: string, slug: string, now: Date) {
  for (const slot of SEED_MATCH_SLOTS.filter((entry) => entry.tournament === slug)) {
    const match = await currentMatchOf(db, tournamentId, seedPlayer(slot.player).id, now);
    if (!match) continue;
    await db
      .updateTable('bracket_match_schedules')
      .set({ scheduled_time: new Date(now.getTime() + slot.minutes * MINUTE) })
      .where('match_id', '=', match.id)
      .execute();
  }
  const playable = await db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .leftJoin('bracket_match_schedules', 'bracket_match_schedules.match_id', 'bracket_matches.id')
    .select(['bracket_matches.id', 'bracket_match_schedules.match_id as scheduled'])
    .where('bracket_stages.tournament_id', '=', tournamentId)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .orderBy('bracket_matches.id')
    .execute();
  const random = new SeededRandom(`seed-codes:${slug}`);
  let index = 0;
  for (const match of playable) {
    const code = seedCode(random);
    if (match.scheduled !== null) {
      await db
        .updateTable('bracket_match_schedules')
        .set({ tournament_code: code })
        .where('match_id', '=', match.id)
        .execute();
      continue;
    }
    await db
      .insertInto('bracket_match_schedules')
      .values({
        match_id: match.id,
        tournament_id: tournamentId,
        scheduled_time: new Date(now.getTime() + (40 + 20 * index) * MINUTE),
        tournament_code: code,
      })
      .execute();
    index += 1;
  }
}

/**
 * Gives every seeded bracket tournament that has already started its bracket (as the API does at start, from its
 * approved and checked-in registrations) and plays the results of `SEED_BRACKET_PROGRESS`, inside the seed's
 * transaction. Returns how many brackets were created.
 */
export async function seedBrackets(trx: Kysely<Database>, now: Date): Promise<number> {
  const started = await trx
    .selectFrom('tournaments')
    .select(['id', 'slug'])
    .where('tournament_type', '=', 'bracket')
    .where('starting_time', '<=', now)
    .orderBy('starting_time')
    .execute();
  let created = 0;
  for (const tournament of started) {
    // Seeded tournaments that started before anybody could check in play with their approved players too.
    const statuses: RegistrationStatus[] = ['approved', 'checked-in'];
    if (!(await createTournamentBracket(trx, tournament.id, { statuses }))) continue;
    created += 1;
    const progress = SEED_BRACKET_PROGRESS[tournament.slug];
    if (progress) await playSeedResults(trx, tournament.id, progress);
    await scheduleSeedMatches(trx, tournament.id, tournament.slug, now);
  }
  return created;
}
