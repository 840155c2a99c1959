import type { ChatMatchType } from '@arena/shared-kit';
import type { ReactNode } from 'react';

/** The match a match chat is for. */
export interface MatchChatTarget {
  tournamentId: string;
  matchId: string | number;
  matchType: ChatMatchType;
}

/**
 * Draws the chat of a match. Features that show a match (the match box, the matchmaking panel) take one as a
 * prop instead of importing the match-chat feature; `src/app` composes them (features never import each other).
 */
export type RenderMatchChat = (target: MatchChatTarget) => ReactNode;
