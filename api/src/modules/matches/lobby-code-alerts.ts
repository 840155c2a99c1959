import type { Db } from '../../db/database.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { MatchStatus } from '../brackets/brackets-service.js';
import { lobbyCodeKey } from '../notifications/notification-events.js';
import { notify, type NotifyContext } from '../notifications/notifications-service.js';
import { CODE_REVEAL_MS, playersOfBracketMatch } from './match-players.js';

/** How often every instance looks for bracket matches whose lobby code has just been revealed. */
export const LOBBY_CODE_SCAN_INTERVAL_MS = 30_000;

/**
 * A code revealed longer ago than this (the match is under way or over) is not told any more: an API that was down
 * at the reveal does not send stale alerts when it comes back.
 */
export const LOBBY_CODE_ALERT_WINDOW_MS = 15 * 60_000;

/** At most this many slots are told per turn; the next turn takes the rest. */
const SLOTS_PER_TURN = 200;

interface RevealedSlot {
  match_id: number;
  tournament_id: string;
  scheduled_time: Date;
}

/** Slots of playable matches of public bracket tournaments whose code is revealed now, recently. */
function revealedSlots(db: Db, now: Date): Promise<RevealedSlot[]> {
  return db
    .selectFrom('bracket_match_schedules')
    .innerJoin('bracket_matches', 'bracket_matches.id', 'bracket_match_schedules.match_id')
    .innerJoin('tournaments', 'tournaments.id', 'bracket_match_schedules.tournament_id')
    .select([
      'bracket_match_schedules.match_id',
      'bracket_match_schedules.tournament_id',
      'bracket_match_schedules.scheduled_time',
    ])
    .where('bracket_match_schedules.scheduled_time', '<=', new Date(now.getTime() + CODE_REVEAL_MS))
    .where(
      'bracket_match_schedules.scheduled_time',
      '>',
      new Date(now.getTime() + CODE_REVEAL_MS - LOBBY_CODE_ALERT_WINDOW_MS),
    )
    .where('bracket_match_schedules.verified_at', 'is', null)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .where('tournaments.tournament_type', '=', 'bracket')
    .where('tournaments.starting_time', '<=', now)
    .where(isPublicTournament)
    .orderBy('bracket_match_schedules.scheduled_time')
    .orderBy('bracket_match_schedules.match_id')
    .limit(SLOTS_PER_TURN)
    .execute();
}

/**
 * The lobby code of a bracket match is shown from 5 minutes before its time (P1 §9), a moment no request marks: a
 * periodic pass on every API instance tells the players of each match whose code has been revealed (every member of
 * a team side) and who have not been told for that time yet — a notification, and a push alert to their devices
 * that take lobby codes (issue 32). The slot's key (`lobbyCodeKey`) and the notifications' unique index make it once
 * per player and time, even with several instances. Answers how many notifications were written.
 */
export async function notifyRevealedLobbyCodes(context: NotifyContext): Promise<number> {
  const now = context.clock();
  let written = 0;
  for (const slot of await revealedSlots(context.db, now)) {
    const eventKey = lobbyCodeKey(slot.match_id, slot.scheduled_time);
    const players = new Set(
      (await playersOfBracketMatch(context.db, slot.tournament_id, slot.match_id)).map(
        (player) => player.userId,
      ),
    );
    if (players.size === 0) continue;
    const told = await context.db
      .selectFrom('notifications')
      .select('user_id')
      .where('event_key', '=', eventKey)
      .where('user_id', 'in', [...players])
      .execute();
    for (const row of told) players.delete(row.user_id);
    if (players.size === 0) continue;
    const minutes = Math.max(0, Math.ceil((slot.scheduled_time.getTime() - now.getTime()) / 60_000));
    written += await notify(context, [...players], {
      kind: 'lobby_code_ready',
      tournamentId: slot.tournament_id,
      matchId: slot.match_id,
      scheduledTime: slot.scheduled_time,
      minutes,
    });
  }
  return written;
}
