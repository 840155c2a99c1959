import { connectSocket, type ChannelSocket, type Locale, type ReconnectPolicy } from '@arena/shared-kit';

/** The notifications channel of the API (query `lang`: the language pushed notifications come in). */
export const NOTIFICATIONS_CHANNEL = '/notifications' as const;

/** The bell's socket is a convenience (the 60 s refetch stays): retry calmly, for as long as the page is open. */
const NOTIFICATIONS_RECONNECT: ReconnectPolicy = { delayMs: 5000, maxDelayMs: 60_000, attempts: Infinity };

/** Opens the signed-in player's notifications socket, in their language. */
export function openNotificationsSocket(lang: Locale): Promise<ChannelSocket<typeof NOTIFICATIONS_CHANNEL>> {
  return connectSocket(NOTIFICATIONS_CHANNEL, { lang }, NOTIFICATIONS_RECONNECT);
}
