/**
 * The address of a tournament's support chat (issue 32): the tournament page with `?support=chat` opens its chat
 * panel, so an alert of a support answer (the bell's notification, the device's push) lands in the conversation it
 * is about rather than on the page around it. The page drops the query once the chat is open.
 */

/** The query parameter the tournament page reads, and the value that opens the support chat. */
export const SUPPORT_CHAT_PARAM = 'support';
export const SUPPORT_CHAT_OPEN = 'chat';

/** The tournament page with its support chat open. */
export function supportChatLink(tournamentId: string): string {
  return `/tournaments/${encodeURIComponent(tournamentId)}?${SUPPORT_CHAT_PARAM}=${SUPPORT_CHAT_OPEN}`;
}
