import type { Kysely } from 'kysely';
import type { Database, RegistrationStatus } from '../db/schema.js';
import {
  createTournamentBracket,
  MatchStatus,
  recordBracketMatchResult,
} from '../modules/brackets/brackets-service.js';
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
  }
  return created;
}
