import { lazy } from 'react';
import type { RenderMatchChat } from '../../components/chat/match-chat-slot';

// The chat (and its socket client) loads with a match, not with the overview.
const MatchChatPanel = lazy(() =>
  import('../../features/match-chat/components/match-chat-panel').then((m) => ({
    default: m.MatchChatPanel,
  })),
);

/** The match chat panel of a match, for the match box and the matchmaking panel. */
export const renderMatchChat: RenderMatchChat = (target) => <MatchChatPanel {...target} />;
