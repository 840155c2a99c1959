import { connectSocket, RECONNECT_POLICIES, type ChannelSocket, type Locale } from '@arena/shared-kit';

/** The notifications channel of the API (query `lang`: the language pushed notifications come in). */
export const NOTIFICATIONS_CHANNEL = '/notifications' as const;

/**
 * Opens the signed-in player's notifications socket, in their language. It reconnects as every socket of the kit
 * does (first retry within 1 s, jittered, capped), for as long as the page is open; the bell's 60 s refetch stays.
 */
export function openNotificationsSocket(lang: Locale): Promise<ChannelSocket<typeof NOTIFICATIONS_CHANNEL>> {
  return connectSocket(NOTIFICATIONS_CHANNEL, { lang }, RECONNECT_POLICIES.notifications);
}
