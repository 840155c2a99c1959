// What a push message shows and where a click on it leads, as pure functions (sw.ts applies them).
import type { Language } from './routing';

/** The icon of every notification (deploy/public, served at the site's root). */
export const NOTIFICATION_ICON = '/icon-192.png';

/** What the server sends (the API's push sender): `{ title, body, url, tag?, lang? }` as JSON. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang?: Language;
}

export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The notification a push payload asks for, or null when the payload is not one the server sends (not an object,
 * an empty title, a missing body or address): nothing is shown for it.
 */
export function notificationFromPush(payload: unknown): NotificationToShow | null {
  if (!payload || typeof payload !== 'object') return null;
  const { title, body, url, tag, lang } = payload as Record<string, unknown>;
  if (!isText(title) || !title.trim() || !isText(body) || !isText(url)) return null;
  const language: Language = lang === 'en' ? 'en' : 'ar';
  return {
    title,
    options: {
      body,
      ...(isText(tag) && tag ? { tag } : {}),
      dir: language === 'ar' ? 'rtl' : 'ltr',
      lang: language,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url },
    },
  };
}

/**
 * The address a click on a notification opens: its `url` when that is a path of the portal's own origin, else the
 * home page (a payload cannot send the player elsewhere).
 */
export function notificationTarget(url: unknown, origin: string): string {
  const home = `${origin}/`;
  if (!isText(url) || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return home;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : home;
  } catch {
    return home;
  }
}
