import type { Tournament } from '@arena/shared-kit';

/** Placeholder: the live support chat widget (issue 4) lands here. */
export function SupportChatWidget(_props: { tournament: Tournament }) {
  return null;
}
