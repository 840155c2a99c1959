/**
 * The browser's side of Web Push alerts (issue 32): whether this browser can take them, the permission, the
 * service worker's registration (the shell registers it at scope `/` once the page has settled) and its push
 * subscription. Every call here is made only after the player asked for alerts, except reading the current state.
 */

/** How long to wait for the shell's service worker to be active before saying alerts cannot be set up. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/** Why turning alerts on did not work, as the settings page says it. */
export type PushSetupProblem = 'blocked' | 'dismissed' | 'noWorker' | 'subscribeFailed';

export class PushSetupError extends Error {
  constructor(readonly problem: PushSetupProblem) {
    super(`Push alerts could not be set up: ${problem}`);
    this.name = 'PushSetupError';
  }
}

/** Whether this browser has the Push API, notifications and service workers (not in every browser or WebView). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The notification permission now: `denied` means the browser blocks alerts for the portal. */
export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** A base64url text (the VAPID public key) as bytes, the form `applicationServerKey` takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(left: ArrayBuffer | null | undefined, right: Uint8Array): boolean {
  if (!left || left.byteLength !== right.byteLength) return false;
  const view = new Uint8Array(left);
  return view.every((byte, index) => byte === right[index]);
}

/** The push subscription this browser already has for the portal, without asking for anything. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function activeRegistration(waitMs: number): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('noWorker')), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After the player's click: asks for the permission, waits for the service worker and subscribes with the API's
 * key (`publicKeyOf`, read once the permission is given; a subscription made for another key is replaced). Throws `PushSetupError` saying what stood in the way.
 */
export async function subscribeThisBrowser(
  publicKeyOf: () => Promise<string>,
  waitMs = SERVICE_WORKER_WAIT_MS,
): Promise<PushSubscription> {
  // First, while the click still counts as the player's gesture (some browsers ask only then).
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('blocked');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await activeRegistration(waitMs);
  const applicationServerKey = base64UrlBytes(await publicKeyOf());
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
    await existing?.unsubscribe();
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch {
    // No push service reachable (headless browsers, some privacy settings), or the browser refused.
    throw new PushSetupError('subscribeFailed');
  }
}
