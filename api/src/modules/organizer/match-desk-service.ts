import {
  RefusalReason,
  type BracketMatchStatus,
  type Disqualification,
  type MatchActionBody,
  type OrganizerMatch,
} from '@arena/contract';
import { sql } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { BracketOpponentValue } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError, refusal } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { tournamentBracketMatches } from '../brackets/bracket-matches.js';
import { resetBracketMatch } from '../brackets/bracket-reset.js';
import {
  forfeitDisqualifiedMatches,
  MatchStatus,
  recordBracketMatchResult,
} from '../brackets/brackets-service.js';
import {
  DEFAULT_SLOT_DELAY_MS,
  isCodeRevealed,
  playersOfBracketMatch,
  providerTournamentCodes,
} from '../matches/match-players.js';
import { emitBracketResult } from '../matches/matches-service.js';
import { matchStreamOf } from '../matches/match-stream.js';
import { notify, type NotificationEvent } from '../notifications/notifications-service.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notifyPrizeRewardCodes } from '../reward-codes/reward-codes-service.js';
import { reopenPrizes } from './final-reversal.js';
import { lockedTournament, type OrganizerContext, prizesPaid, tournamentRow } from './organizer-service.js';
import { assertRunningBracket, tournamentCompletedRefusal } from './run-guards.js';

/*
 * Running a bracket's matches (issue 30): the organizer reschedules a match, gives it a result or a forfeit (the
 * bracket advances exactly as after a verified result), resets a result while nothing after it was played, and
 * disqualifies an entrant (its remaining matches are forfeited). Each write locks the tournament's row and writes its
 * audit row in the same transaction; the players are told once it has committed.
 */

/** What the match desk needs of the app: the organizer's, and the game-data provider for lobby codes. */
export type MatchDeskContext = OrganizerContext & Pick<AppContext, 'gameData' | 'log'>;

const MATCH_RECORD = 'bracket_matches';
const REGISTRATION_RECORD = 'registrations';

const STATUS_NAMES: readonly BracketMatchStatus[] = [
  'locked',
  'waiting',
  'ready',
  'running',
  'completed',
  'archived',
];

interface Seat {
  registrationId: string | null;
  name: string;
  disqualified: boolean;
}

/** The tournament's bracket participants: their registration, name and whether they were disqualified. */
async function seatsOf(db: Db, tournamentId: string): Promise<Map<number, Seat>> {
  const rows = await db
    .selectFrom('bracket_participants')
    .leftJoin('registrations', 'registrations.id', 'bracket_participants.registration_id')
    .select([
      'bracket_participants.id',
      'bracket_participants.name',
      'bracket_participants.registration_id',
      'registrations.disqualified_at',
    ])
    .where('bracket_participants.tournament_id', '=', tournamentId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { registrationId: row.registration_id, name: row.name, disqualified: Boolean(row.disqualified_at) },
    ]),
  );
}

function matchesOf(db: Db, tournamentId: string) {
  return tournamentBracketMatches(db, tournamentId)
    .innerJoin('bracket_groups', 'bracket_groups.id', 'bracket_matches.group_id')
    .leftJoin('bracket_match_schedules', 'bracket_match_schedules.match_id', 'bracket_matches.id')
    .leftJoin('bracket_match_streams', 'bracket_match_streams.match_id', 'bracket_matches.id')
    .select([
      'bracket_matches.number',
      'bracket_match_streams.stream_url',
      'bracket_stages.number as stage_number',
      'bracket_groups.number as group_number',
      'bracket_match_schedules.scheduled_time',
      'bracket_match_schedules.no_show_forfeit_at',
      'bracket_match_schedules.no_show_absent_side',
      'bracket_match_schedules.both_absent_at',
      'bracket_match_schedules.no_show_reversed_at',
    ])
    .orderBy('bracket_stages.number')
    .orderBy('bracket_groups.number')
    .orderBy('bracket_rounds.number')
    .orderBy('bracket_matches.number');
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchesOf>['execute']>>[number];

function toSide(side: BracketOpponentValue | null, seats: Map<number, Seat>): OrganizerMatch['opponent1'] {
  if (side === null) return null;
  const seat = side.id === null ? undefined : seats.get(side.id);
  return {
    registrationId: seat?.registrationId ?? null,
    name: seat?.name ?? null,
    result: side.result ?? null,
    score: side.score ?? null,
    forfeit: side.forfeit === true,
    disqualified: seat?.disqualified ?? false,
  };
}

/** What the no-show pass did to the match (issue 33), and whether staff reversed it. */
function noShowOf(row: MatchRow): OrganizerMatch['noShow'] {
  const absentSide = row.no_show_absent_side ?? null;
  if (row.no_show_reversed_at) {
    return { state: 'reversed', absentSide, at: row.no_show_reversed_at.toISOString() };
  }
  if (row.no_show_forfeit_at) {
    return { state: 'forfeited', absentSide, at: row.no_show_forfeit_at.toISOString() };
  }
  if (row.both_absent_at)
    return { state: 'bothAbsent', absentSide: null, at: row.both_absent_at.toISOString() };
  return null;
}

function toOrganizerMatch(row: MatchRow, seats: Map<number, Seat>): OrganizerMatch {
  return {
    id: row.id,
    stage: row.stage_number === 1 ? 'main' : 'next',
    group: row.group_number,
    round: row.round,
    number: row.number,
    status: STATUS_NAMES[row.status] ?? 'locked',
    opponent1: toSide(row.opponent1, seats),
    opponent2: toSide(row.opponent2, seats),
    scheduledTime: row.scheduled_time?.toISOString() ?? null,
    noShow: noShowOf(row),
    stream: matchStreamOf(row.stream_url),
  };
}

/** GET /v1/admin/tournaments/{id}/matches: every match of the bracket, stage by stage; none before the start. */
export async function listTournamentMatches(
  context: OrganizerContext,
  tournamentId: string,
): Promise<OrganizerMatch[]> {
  const row = await tournamentRow(context.db, tournamentId);
  if (row.tournament_type !== 'bracket') {
    throw refusal('conflict', 'A matchmaking ladder has no bracket', { reason: RefusalReason.notABracket });
  }
  const [matches, seats] = await Promise.all([
    matchesOf(context.db, row.id).execute(),
    seatsOf(context.db, row.id),
  ]);
  return matches.map((match) => toOrganizerMatch(match, seats));
}

const matchNotFound = () => apiError('notFound', { message: 'Match not found' });

/** The tournament a bracket match belongs to. */
async function tournamentOfMatch(db: Db, matchId: number): Promise<string> {
  const row = await db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .select('bracket_stages.tournament_id')
    .where('bracket_matches.id', '=', matchId)
    .executeTakeFirst();
  if (!row) throw matchNotFound();
  return row.tournament_id;
}

/** The participant of a match side named by its registration, or a 400 naming `field`. */
function sideOfRegistration(
  match: MatchRow,
  seats: Map<number, Seat>,
  registrationId: string,
  field: 'winner' | 'loser',
): { participantId: number; other: number } {
  const sides = [match.opponent1?.id ?? null, match.opponent2?.id ?? null];
  const index = sides.findIndex((id) => id !== null && seats.get(id)?.registrationId === registrationId);
  if (index === -1)
    throw invalidFields('body', { [field]: 'must be the registration of a side of this match' });
  const other = sides[1 - index];
  if (other === null) throw matchNotPlayableRefusal();
  return { participantId: sides[index]!, other };
}

const matchNotPlayableRefusal = () =>
  refusal('conflict', 'This match cannot be played yet', { reason: RefusalReason.matchNotPlayable });

/** 409 unless the match can be decided now: no result yet, both sides known. */
function assertDecidable(match: MatchRow): void {
  if (match.status >= MatchStatus.Completed) {
    throw refusal('conflict', 'This match already has a result', { reason: RefusalReason.matchDecided });
  }
  if (match.opponent1?.id == null || match.opponent2?.id == null || match.status < MatchStatus.Ready) {
    throw matchNotPlayableRefusal();
  }
}

/**
 * 409 `laterMatchStarted` when a match either side of `match` went on to (a later elimination round, a double
 * elimination's losers bracket, the next swiss round) has started: it is running, or its lobby code is revealed, so
 * its players may be in its lobby now. A round robin's other games do not follow from this one and are not asked.
 */
async function assertNextMatchesNotStarted(
  trx: Db,
  tournamentId: string,
  match: MatchRow,
  now: Date,
): Promise<void> {
  const bracket = await trx
    .selectFrom('tournament_brackets')
    .select('format')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (match.stage_type === 'round_robin' && bracket?.format !== 'swiss_bracket') return;
  const sides = [match.opponent1?.id, match.opponent2?.id].filter((id): id is number => id != null);
  if (sides.length === 0) return;
  const later = await tournamentBracketMatches(trx, tournamentId)
    .leftJoin('bracket_match_schedules', 'bracket_match_schedules.match_id', 'bracket_matches.id')
    .select(['bracket_match_schedules.scheduled_time'])
    .where('bracket_matches.id', '!=', match.id)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .where(
      sql<boolean>`((bracket_matches.opponent1->>'id')::int in (${sql.join(sides)})
        or (bracket_matches.opponent2->>'id')::int in (${sql.join(sides)}))`,
    )
    .execute();
  const started = later.some(
    (next) =>
      next.status === MatchStatus.Running ||
      (next.scheduled_time !== null && isCodeRevealed(next.scheduled_time, now)),
  );
  if (started) {
    throw refusal('conflict', 'A match that follows from this one has started', {
      reason: RefusalReason.laterMatchStarted,
    });
  }
}

/** What a match action changes, as its audit row keeps it. */
function auditView(match: MatchRow) {
  return {
    status: STATUS_NAMES[match.status] ?? 'locked',
    opponent1: match.opponent1,
    opponent2: match.opponent2,
    scheduled_time: match.scheduled_time?.toISOString() ?? null,
  };
}

/** What to do once the action has committed: tell the players, send the result events, issue prize codes. */
interface AfterCommit {
  tell: { players: string[]; event: NotificationEvent }[];
  result?: { players: { userId: string }[]; winner: { side: 1 | 2; name: string } };
  prizeCodes?: boolean;
}

async function afterCommit(
  context: MatchDeskContext,
  tournamentId: string,
  matchId: number | null,
  after: AfterCommit,
): Promise<void> {
  for (const { players, event } of after.tell) {
    if (players.length > 0) await notify(context, players, event);
  }
  if (after.result && matchId !== null)
    emitBracketResult(context, { tournamentId, matchId, ...after.result });
  // A final result (or the last forfeit) completes the tournament: its prize codes go to their holders now.
  if (after.prizeCodes) await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));
}

/**
 * PATCH /v1/admin/matches/{id}: one action on a bracket match, audited as `match.schedule`, `match.result`,
 * `match.forfeit` or `match.reset` with the match before and after, and told to its players.
 */
export async function actOnMatch(
  context: MatchDeskContext,
  staffId: string,
  matchId: number,
  action: MatchActionBody,
): Promise<OrganizerMatch> {
  const now = context.clock();
  const tournamentId = await tournamentOfMatch(context.db, matchId);
  // A new slot needs a lobby code: asked of the publisher before the transaction, never while it holds locks.
  let code: string | null = null;
  if (action.action === 'schedule') {
    const slot = await context.db
      .selectFrom('bracket_match_schedules')
      .select('match_id')
      .where('match_id', '=', matchId)
      .executeTakeFirst();
    if (!slot) {
      const { format } = await tournamentRow(context.db, tournamentId);
      code = await providerTournamentCodes(context, format)();
    }
  }
  const after: AfterCommit = { tell: [] };
  const answer = await lockedTournament(context, tournamentId, async (trx, row) => {
    assertRunningBracket(row);
    const seats = await seatsOf(trx, row.id);
    const find = async () => {
      const match = await matchesOf(trx, row.id).where('bracket_matches.id', '=', matchId).executeTakeFirst();
      if (!match) throw matchNotFound();
      return match;
    };
    const before = await find();
    const players = await playersOfBracketMatch(trx, row.id, matchId);
    const everyone = [...new Set(players.map((player) => player.userId))];
    let audit: { action: string; extra: Record<string, unknown> };

    switch (action.action) {
      case 'schedule': {
        if (before.status >= MatchStatus.Completed) {
          throw refusal('conflict', 'This match already has a result', {
            reason: RefusalReason.matchDecided,
          });
        }
        if (before.opponent1 === null || before.opponent2 === null) throw matchNotPlayableRefusal();
        const at = new Date(action.at);
        // A new slot is a new lobby deadline: the no-show pass decides it afresh.
        const moved = await trx
          .updateTable('bracket_match_schedules')
          .set({ scheduled_time: at, lobby_checked_at: null, both_absent_at: null })
          .where('match_id', '=', matchId)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          if (!code)
            throw apiError('serviceUnavailable', { message: 'No lobby code could be had; try again' });
          await trx
            .insertInto('bracket_match_schedules')
            .values({ match_id: matchId, tournament_id: row.id, scheduled_time: at, tournament_code: code })
            .execute();
        }
        audit = { action: 'match.schedule', extra: {} };
        after.tell.push({ players: everyone, event: { kind: 'match_scheduled', tournamentId: row.id } });
        break;
      }
      case 'result':
      case 'forfeit': {
        assertDecidable(before);
        const forfeit = action.action === 'forfeit';
        const named =
          action.action === 'result'
            ? sideOfRegistration(before, seats, action.winner, 'winner')
            : sideOfRegistration(before, seats, action.loser, 'loser');
        const winnerParticipantId = forfeit ? named.other : named.participantId;
        await recordBracketMatchResult(trx, {
          tournamentId: row.id,
          matchId,
          winnerParticipantId,
          forfeit,
          ...(action.action === 'result' && action.scores ? { scores: action.scores } : {}),
          now,
        });
        await trx
          .updateTable('bracket_match_schedules')
          .set({ verified_at: now })
          .where('match_id', '=', matchId)
          .execute();
        const side = before.opponent1?.id === winnerParticipantId ? 1 : 2;
        const winnerIds = players.filter((player) => player.side === side).map((player) => player.userId);
        after.tell.push({
          players: everyone,
          event: { kind: 'match_decided', tournamentId: row.id, winnerIds, forfeit, note: action.note },
        });
        after.result = {
          players,
          winner: { side, name: seats.get(winnerParticipantId)?.name ?? '' },
        };
        after.prizeCodes = true;
        audit = {
          action: forfeit ? 'match.forfeit' : 'match.result',
          extra: {
            winner: seats.get(winnerParticipantId)?.registrationId ?? null,
            ...(action.action === 'result' && action.scores ? { scores: action.scores } : {}),
            note: action.note,
          },
        };
        break;
      }
      case 'reset': {
        await resetBracketMatch(trx, { tournamentId: row.id, matchId });
        // A reset of an automatic forfeit is a reversal too: the pass leaves the match to staff from now on.
        await trx
          .updateTable('bracket_match_schedules')
          .set({ no_show_reversed_at: now })
          .where('match_id', '=', matchId)
          .where('no_show_forfeit_at', 'is not', null)
          .where('no_show_reversed_at', 'is', null)
          .execute();
        after.tell.push({
          players: everyone,
          event: { kind: 'match_reset', tournamentId: row.id, note: action.note },
        });
        audit = { action: 'match.reset', extra: { note: action.note } };
        break;
      }
      case 'reverseForfeit': {
        const slot = await trx
          .selectFrom('bracket_match_schedules')
          .select(['no_show_forfeit_at', 'no_show_absent_side', 'no_show_reversed_at'])
          .where('match_id', '=', matchId)
          .forUpdate()
          .executeTakeFirst();
        if (!slot?.no_show_forfeit_at || slot.no_show_reversed_at || before.status < MatchStatus.Completed) {
          throw refusal('conflict', 'This match has no automatic forfeit to reverse', {
            reason: RefusalReason.noAutoForfeit,
          });
        }
        await assertNextMatchesNotStarted(trx, row.id, before, now);
        const replayAt = new Date(now.getTime() + DEFAULT_SLOT_DELAY_MS);
        // A final's result paid the prizes: they are taken back first (or the reversal refused), then it reopens.
        const reopened = await reopenPrizes(trx, row, replayAt, now);
        await resetBracketMatch(trx, { tournamentId: row.id, matchId });
        // Played again in a new slot, its code revealed again 5 minutes before; the pass leaves it to staff.
        await trx
          .updateTable('bracket_match_schedules')
          .set({ scheduled_time: replayAt, no_show_reversed_at: now })
          .where('match_id', '=', matchId)
          .execute();
        after.tell.push({
          players: everyone,
          event: { kind: 'no_show_reversed', tournamentId: row.id, note: action.note },
        });
        after.tell.push({
          players: reopened.holders,
          event: { kind: 'prize_withdrawn', tournamentId: row.id, note: action.note },
        });
        audit = {
          action: 'match.reverse_forfeit',
          extra: { note: action.note, absent_side: slot.no_show_absent_side, ...reopened.audit },
        };
        break;
      }
    }
    const changed = await find();
    await recordStaffAction(trx, {
      staffId,
      action: audit.action,
      record: { type: MATCH_RECORD, id: String(matchId) },
      before: auditView(before),
      after: { ...auditView(changed), ...audit.extra },
      at: now,
    });
    return toOrganizerMatch(changed, await seatsOf(trx, row.id));
  });
  await afterCommit(context, tournamentId, matchId, after);
  return answer;
}

/**
 * POST /v1/admin/tournaments/{id}/disqualify/{registrationId}: marks the registration disqualified (it is seeded
 * no more, wins no prize), forfeits its playable matches and those it reaches later, and tells its players (and
 * the opponents who win by it); audited as `registration.disqualify`.
 */
export async function disqualifyEntrant(
  context: MatchDeskContext,
  staffId: string,
  tournamentId: string,
  registrationId: string,
  note: string,
): Promise<Disqualification> {
  const now = context.clock();
  const after: AfterCommit = { tell: [], prizeCodes: true };
  const answer = await lockedTournament(context, tournamentId, async (trx, row) => {
    assertRunningBracket(row);
    if (await prizesPaid(trx, row.id)) throw tournamentCompletedRefusal();
    const registration = isUuid(registrationId)
      ? await trx
          .selectFrom('registrations')
          .select(['id', 'user_id', 'team_id', 'status', 'disqualified_at'])
          .where('id', '=', registrationId)
          .where('tournament_id', '=', row.id)
          .executeTakeFirst()
      : undefined;
    if (!registration) {
      throw refusal('notFound', 'No such registration in this tournament', {
        reason: RefusalReason.registrationNotFound,
      });
    }
    if (registration.disqualified_at) {
      throw refusal('conflict', 'This entrant was disqualified already', {
        reason: RefusalReason.entrantDisqualified,
      });
    }
    await trx
      .updateTable('registrations')
      .set({ disqualified_at: now, disqualified_by: staffId, disqualify_note: note })
      .where('id', '=', registration.id)
      .execute();
    const forfeitedMatches = await forfeitDisqualifiedMatches(trx, row.id, now);
    await recordStaffAction(trx, {
      staffId,
      action: 'registration.disqualify',
      record: { type: REGISTRATION_RECORD, id: registration.id },
      before: { status: registration.status, disqualified_at: null },
      after: {
        status: registration.status,
        disqualified_at: now.toISOString(),
        note,
        forfeited_matches: forfeitedMatches,
      },
      at: now,
    });

    const members = registration.team_id
      ? await trx
          .selectFrom('team_members')
          .select('user_id')
          .where('team_id', '=', registration.team_id)
          .execute()
      : [];
    const own = new Set(
      registration.team_id ? members.map((member) => member.user_id) : [registration.user_id],
    );
    after.tell.push({
      players: [...own],
      event: { kind: 'registration_disqualified', tournamentId: row.id, note },
    });
    for (const matchId of forfeitedMatches) {
      const opponents = (await playersOfBracketMatch(trx, row.id, matchId))
        .map((player) => player.userId)
        .filter((userId) => !own.has(userId));
      after.tell.push({
        players: [...new Set(opponents)],
        event: { kind: 'match_decided', tournamentId: row.id, winnerIds: opponents, forfeit: true, note },
      });
    }
    return { registrationId: registration.id, disqualifiedAt: now.toISOString(), forfeitedMatches };
  });
  await afterCommit(context, tournamentId, null, after);
  return answer;
}
