import { acceptsRegistrations, queuePhase } from '@arena/contract/rules';
import type { MatchmakingMatch, MatchmakingStatus, MatchResult, Tournament } from '@arena/shared-kit';

const SECOND = 1000;

/** P1 §9: the acceptance countdown runs 100 s from match creation. */
export const ACCEPTANCE_MS = 100 * SECOND;
/** P1 §5, §9: match screenshots are images of at most 5 MB. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** P1 §9: after an action the status is read again 0.5 s later. */
export const POST_ACTION_REFRESH_MS = 500;

type WindowDates = Pick<Tournament, 'starting_time' | 'registration_closed_time' | 'registration_open'>;
/** What the queue button reads of the ladder: its dates, whether an admin closed registration, and its type. */
type QueueButtonLadder = WindowDates &
  Pick<Tournament, 'registration_start_time' | 'checking_time' | 'tournament_type'>;

/** "mm:ss" of the time left until `target` (00:00 once reached). */
export function formatMinutesSeconds(target: number, now: number): string {
  const total = Math.max(0, Math.ceil((target - now) / SECOND));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Seconds left to accept the match (100 s from creation); 0 means the expired flag shows. */
export function acceptanceSecondsLeft(match: Pick<MatchmakingMatch, 'createdAt'>, now: number): number {
  const expiresAt = Date.parse(match.createdAt) + ACCEPTANCE_MS;
  return Math.max(0, Math.ceil((expiresAt - now) / SECOND));
}

/** The caller's report of a match, if they have sent any part of it. */
export function ownReport(result: MatchResult | undefined, userId: string | null) {
  if (!result || !userId) return null;
  return [result.player1_report, result.player2_report].find((report) => report?.user_id === userId) ?? null;
}

/** A report counts once both the winner and the screenshot are in (the server then sets `reported_at`). */
export function hasReported(result: MatchResult | undefined, userId: string | null): boolean {
  return Boolean(ownReport(result, userId)?.reported_at);
}

/** The panel's one queue button (P1 §2) and whether it can be pressed. */
export type QueueButton =
  | { kind: 'signIn' }
  | { kind: 'register'; enabled: boolean }
  | { kind: 'join'; enabled: boolean }
  | { kind: 'leave'; enabled: boolean }
  | { kind: 'none' };

export function queueButton(
  tournament: QueueButtonLadder,
  status: Pick<MatchmakingStatus, 'status' | 'cooldown_until'> | null,
  signedIn: boolean,
  busy: boolean,
  now: number,
): QueueButton {
  if (!signedIn) return { kind: 'signIn' };
  if (!status) return { kind: 'none' };
  const phase = queuePhase(tournament, now);
  switch (status.status) {
    case 'not_registered':
      return {
        kind: 'register',
        // A ladder takes registrations until its starting time, unless an admin closed them (P1 §5).
        enabled: !busy && acceptsRegistrations(tournament, now),
      };
    case 'ready': {
      const coolingDown = status.cooldown_until !== null && now < Date.parse(status.cooldown_until);
      return {
        kind: 'join',
        enabled: !busy && phase === 'open' && !coolingDown && tournament.registration_open,
      };
    }
    case 'searching':
      return { kind: 'leave', enabled: !busy };
    default:
      return { kind: 'none' };
  }
}

/**
 * Where the player stands in the queue (P1 §4 "Sub-states of queueing"): not registered, ready, starting (the join
 * call is under way), searching, canceling (the leave call is under way), in a match, or in game (the match's game
 * has started). "Not started" is the countdown the panel shows before the starting time.
 */
export type QueueSubState =
  'not_registered' | 'ready' | 'starting' | 'searching' | 'canceling' | 'in_match' | 'in_game';

export function queueSubState(
  status: Pick<MatchmakingStatus, 'status' | 'current_match'>,
  pending: 'search' | 'leave' | null,
): QueueSubState {
  switch (status.status) {
    case 'ready':
      return pending === 'search' ? 'starting' : 'ready';
    case 'searching':
      return pending === 'leave' ? 'canceling' : 'searching';
    case 'in_match':
      return status.current_match?.game_started ? 'in_game' : 'in_match';
    default:
      return status.status;
  }
}

/**
 * The closed-by-admin state (P1 §5: registration closed by an admin is a separate closed state), or null while an
 * admin has not closed it: a player who is not registered can no longer register ("Registration is closed by
 * admin"); a registered player can no longer join the queue ("Tournament registration is closed").
 */
export function adminClosure(
  tournament: Pick<Tournament, 'registration_open'>,
  status: Pick<MatchmakingStatus, 'status'> | null,
): 'registration' | 'queue' | null {
  if (tournament.registration_open) return null;
  return !status || status.status === 'not_registered' ? 'registration' : 'queue';
}

/** Why a screenshot is refused before upload (P1 §5), or null when it is fine. */
export function screenshotProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** P1 §5: submitting needs a winner and a screenshot, and is disabled while submitting. */
export function canSubmitResult(
  winnerId: string | null,
  screenshot: File | null,
  submitting: boolean,
): boolean {
  return Boolean(winnerId) && screenshot !== null && !submitting;
}

/** The other player of the match, seen from `userId`. */
export function opponentOf(match: MatchmakingMatch, userId: string | null) {
  return onSide1(match, userId) ? match.player2 : match.player1;
}

/** The caller's own side of the match (its first player, who names the side as a winner). */
export function selfOf(match: MatchmakingMatch, userId: string | null) {
  return onSide1(match, userId) ? match.player1 : match.player2;
}

/** Whether the caller plays on the side of `player1` (themselves or, in a duo match, as its partner). */
function onSide1(match: MatchmakingMatch, userId: string | null): boolean {
  return match.player1.user_id === userId || match.player1_partner?.user_id === userId;
}

/**
 * The players of both sides as the caller sees them (issue 33): their own side with themselves first, then the
 * other side; one player each, or two in a duo match.
 */
export function matchSides(match: MatchmakingMatch, userId: string | null) {
  const side1 = [match.player1, ...(match.player1_partner ? [match.player1_partner] : [])];
  const side2 = [match.player2, ...(match.player2_partner ? [match.player2_partner] : [])];
  const [own, other] = onSide1(match, userId) ? [side1, side2] : [side2, side1];
  const self = own.find((player) => player.user_id === userId) ?? own[0];
  return { self, partner: own.find((player) => player !== self) ?? null, opponents: other };
}
