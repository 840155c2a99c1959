import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CurrentMatch, MatchPlayerSummary, MatchTeamSide } from '@arena/contract';
import type { AppContext } from '../../context.js';
import type { BracketOpponentValue, Database } from '../../db/schema.js';
import { providerFailure } from '../../providers/game-data/provider-failure.js';
import { tournamentBracketMatch, tournamentBracketMatches } from '../brackets/bracket-matches.js';
import { MatchStatus } from '../brackets/brackets-service.js';
import { teamSizeOf } from '@arena/contract/rules';
import { matchStreamAddress, matchStreamOf } from './match-stream.js';

type Executor = Kysely<Database>;

/** The match code is shown from this long before the scheduled time (P1 §9). */
export const CODE_REVEAL_MS = 5 * 60_000;
/** A playable match that has no slot yet is scheduled this long after it is first read. */
export const DEFAULT_SLOT_DELAY_MS = 15 * 60_000;

export interface BracketMatchPlayer {
  userId: string;
  participantId: number;
  side: 1 | 2;
}

/** The registrations behind participants: a solo player's user, or the team's current members. */
async function playersOfParticipants(
  db: Executor,
  sides: { participantId: number; side: 1 | 2 }[],
): Promise<BracketMatchPlayer[]> {
  if (sides.length === 0) return [];
  const rows = await db
    .selectFrom('bracket_participants')
    .innerJoin('registrations', 'registrations.id', 'bracket_participants.registration_id')
    .leftJoin('team_members', 'team_members.team_id', 'registrations.team_id')
    .select([
      'bracket_participants.id as participantId',
      'registrations.user_id as registrantId',
      'registrations.team_id as teamId',
      'team_members.user_id as memberId',
    ])
    .where(
      'bracket_participants.id',
      'in',
      sides.map((entry) => entry.participantId),
    )
    .orderBy('bracket_participants.id')
    .orderBy('team_members.joined_at')
    .execute();
  const sideOf = new Map(sides.map((entry) => [entry.participantId, entry.side]));
  const players: BracketMatchPlayer[] = [];
  for (const row of rows) {
    const userId = row.teamId ? row.memberId : row.registrantId;
    if (!userId) continue;
    players.push({ userId, participantId: row.participantId, side: sideOf.get(row.participantId)! });
  }
  return players.sort((a, b) => a.side - b.side);
}

function sidesOf(match: {
  opponent1: BracketOpponentValue | null;
  opponent2: BracketOpponentValue | null;
}): { participantId: number; side: 1 | 2 }[] {
  const sides: { participantId: number; side: 1 | 2 }[] = [];
  if (match.opponent1?.id != null) sides.push({ participantId: match.opponent1.id, side: 1 });
  if (match.opponent2?.id != null) sides.push({ participantId: match.opponent2.id, side: 2 });
  return sides;
}

/**
 * The users who play a bracket match, side by side: a solo participant's player, or every current member of a
 * team participant. Empty when the match is not one of the tournament's or its sides are not decided yet.
 *
 * @example const players = await playersOfBracketMatch(db, tournamentId, 12);
 *          const allowed = players.some((player) => player.userId === userId);
 */
export async function playersOfBracketMatch(
  db: Executor,
  tournamentId: string,
  matchId: number,
): Promise<BracketMatchPlayer[]> {
  if (!Number.isSafeInteger(matchId)) return [];
  const match = await tournamentBracketMatch(db, tournamentId, matchId);
  if (!match) return [];
  return playersOfParticipants(db, sidesOf(match));
}

/** The participant the user plays for in a tournament's bracket (solo, or through their team), if any. */
export async function participantOfUser(
  db: Executor,
  tournamentId: string,
  userId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('bracket_participants')
    .innerJoin('registrations', 'registrations.id', 'bracket_participants.registration_id')
    .select('bracket_participants.id')
    .where('bracket_participants.tournament_id', '=', tournamentId)
    .where((eb) =>
      eb.or([
        eb.and([eb('registrations.team_id', 'is', null), eb('registrations.user_id', '=', userId)]),
        eb(
          'registrations.team_id',
          'in',
          eb
            .selectFrom('team_members')
            .select('team_members.team_id')
            .where('team_members.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('bracket_participants.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A lobby code in the publisher's style: `MENA-` and two groups of four letters and digits. */
export function newTournamentCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `MENA-${group()}-${group()}`;
}

/**
 * Creates a match's lobby code: the game-data provider's (tournament-v5 with the publisher), or a local one; null
 * when none can be had now (the provider failed).
 */
export type TournamentCodeSource = () => Promise<string | null>;

const localTournamentCode: TournamentCodeSource = async () => newTournamentCode();

/**
 * Lobby codes from the game-data provider, sized for the tournament's teams (`format`). A provider failure is
 * logged (its kind and status only) and gives no code: the match is answered without one and the next read asks
 * again, so a publisher outage never fails the page.
 */
export function providerTournamentCodes(
  context: Pick<AppContext, 'gameData' | 'log'>,
  format: string,
): TournamentCodeSource {
  return async () => {
    try {
      return await context.gameData.createTournamentCode({ teamSize: teamSizeOf(format) });
    } catch (error) {
      context.log.warn(
        { provider: context.gameData.name, failure: providerFailure(error) },
        'bracket match: no lobby code from the game-data provider; asking again on the next read',
      );
      return null;
    }
  };
}

/**
 * The match's slot, created (scheduled `DEFAULT_SLOT_DELAY_MS` from `now`) when it has none yet. Without a code
 * (`createCode` answered null) nothing is stored: the slot answered is provisional, without a code, and the next
 * read tries again.
 */
export async function scheduleOf(
  db: Executor,
  tournamentId: string,
  matchId: number,
  now: Date,
  createCode: TournamentCodeSource = localTournamentCode,
): Promise<{ scheduledTime: Date; tournamentCode: string | null }> {
  const existing = await db
    .selectFrom('bracket_match_schedules')
    .select(['scheduled_time', 'tournament_code'])
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (existing) return { scheduledTime: existing.scheduled_time, tournamentCode: existing.tournament_code };
  const tournamentCode = await createCode();
  if (tournamentCode === null) {
    return { scheduledTime: new Date(now.getTime() + DEFAULT_SLOT_DELAY_MS), tournamentCode: null };
  }
  await db
    .insertInto('bracket_match_schedules')
    .values({
      match_id: matchId,
      tournament_id: tournamentId,
      scheduled_time: new Date(now.getTime() + DEFAULT_SLOT_DELAY_MS),
      tournament_code: tournamentCode,
    })
    .onConflict((oc) => oc.column('match_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('bracket_match_schedules')
    .select(['scheduled_time', 'tournament_code'])
    .where('match_id', '=', matchId)
    .executeTakeFirstOrThrow();
  return { scheduledTime: row.scheduled_time, tournamentCode: row.tournament_code };
}

/** Whether the code may be shown: from `CODE_REVEAL_MS` before the scheduled time (P1 §9). */
export function isCodeRevealed(scheduledTime: Date, now: Date): boolean {
  return now.getTime() >= scheduledTime.getTime() - CODE_REVEAL_MS;
}

async function describeSides(
  db: Executor,
  participantIds: [number, number],
): Promise<{
  teams: [MatchTeamSide, MatchTeamSide] | null;
  players: [MatchPlayerSummary, MatchPlayerSummary];
}> {
  const registrations = await db
    .selectFrom('bracket_participants')
    .innerJoin('registrations', 'registrations.id', 'bracket_participants.registration_id')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id')
    .select([
      'bracket_participants.id as participantId',
      'bracket_participants.name as participantName',
      'registrations.team_id as teamId',
      'teams.name as teamName',
      'teams.profile_img as teamLogo',
      'users.id as userId',
      'users.game_name as gameName',
      'users.profile_image as profileImage',
    ])
    .where('bracket_participants.id', 'in', participantIds)
    .execute();
  const byId = new Map(registrations.map((row) => [row.participantId, row]));
  const first = byId.get(participantIds[0]);
  const second = byId.get(participantIds[1]);
  const soloOf = (row: typeof first): MatchPlayerSummary => ({
    userId: row?.userId ?? '',
    gameName: row?.gameName ?? row?.participantName ?? '',
    profileImage: row?.profileImage ?? null,
  });
  if (!first?.teamId && !second?.teamId) return { teams: null, players: [soloOf(first), soloOf(second)] };

  const teamIds = [first?.teamId, second?.teamId].filter((id): id is string => Boolean(id));
  const members = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.team_id as teamId',
      'users.id as userId',
      'users.game_name as gameName',
      'users.profile_image as profileImage',
    ])
    .where('team_members.team_id', 'in', teamIds)
    .orderBy('team_members.joined_at')
    .execute();
  const teamOf = (row: typeof first): MatchTeamSide => ({
    id: row?.teamId ?? '',
    name: row?.teamName ?? row?.participantName ?? '',
    logo: row?.teamLogo ?? null,
    players: members
      .filter((member) => member.teamId === row?.teamId)
      .map(({ userId, gameName, profileImage }) => ({ userId, gameName, profileImage })),
  });
  return { teams: [teamOf(first), teamOf(second)], players: [soloOf(first), soloOf(second)] };
}

/**
 * The user's current match in a started bracket tournament (P1 §3 "Match (bracket)"): the earliest playable
 * match (ready or running, both sides known) of the participant they play for, solo or through their team. Gives
 * the match a slot and code (from `createCode`) if it has none; the code is null until 5 minutes before the slot. Null when the user
 * plays in no match now (not in the bracket, waiting for the next round, or out).
 */
export async function currentMatchOf(
  db: Executor,
  tournamentId: string,
  userId: string,
  now: Date = new Date(),
  createCode: TournamentCodeSource = localTournamentCode,
): Promise<CurrentMatch | null> {
  const participantId = await participantOfUser(db, tournamentId, userId);
  if (participantId === null) return null;
  const match = await tournamentBracketMatches(db, tournamentId)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .where(
      sql<boolean>`((bracket_matches.opponent1->>'id')::int = ${participantId}
        or (bracket_matches.opponent2->>'id')::int = ${participantId})`,
    )
    .orderBy('bracket_stages.number')
    .orderBy('bracket_matches.round_id')
    .orderBy('bracket_matches.number')
    .executeTakeFirst();
  const first = match?.opponent1?.id ?? null;
  const second = match?.opponent2?.id ?? null;
  if (!match || first === null || second === null) return null;

  const schedule = await scheduleOf(db, tournamentId, match.id, now, createCode);
  const sides = await describeSides(db, [first, second]);
  return {
    id: match.id,
    round: match.round,
    scheduled_time: schedule.scheduledTime.toISOString(),
    tournament_code: isCodeRevealed(schedule.scheduledTime, now) ? schedule.tournamentCode : null,
    status: match.status === MatchStatus.Running ? 'running' : 'ready',
    team1: sides.teams?.[0] ?? null,
    team2: sides.teams?.[1] ?? null,
    player1: sides.teams ? null : sides.players[0],
    player2: sides.teams ? null : sides.players[1],
    stream: matchStreamOf(await matchStreamAddress(db, match.id)),
  };
}
