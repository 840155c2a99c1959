import type { MatchResultEvent } from '@arena/shared-kit';

/** The tournament channel's result events (P1 §4). */
export const MATCH_RESULT_EVENTS = ['MATCH_RESULT_UPDATED', 'MATCH_RESULT', 'MATCH_COMPLETED'] as const;

/** P1 §4: channel events are used only when `targetUserId` is the signed-in user (and, here, this tournament). */
export function isOwnMatchEvent(
  payload: unknown,
  userId: string | null,
  tournamentId: string,
): payload is MatchResultEvent {
  if (!userId || typeof payload !== 'object' || payload === null) return false;
  const event = payload as Partial<MatchResultEvent>;
  return event.targetUserId === userId && (event.tournamentId ?? tournamentId) === tournamentId;
}
