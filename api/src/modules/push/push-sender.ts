import type { Locale, PushPayload } from '@arena/contract';
import webpush from 'web-push';
import type { PushConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { NotificationRow, PushSubscriptionRow } from '../../db/schema.js';
import { JobInterrupted, type JobDefinition, type JobQueue } from '../../jobs/job-queue.js';
import type { NotificationEvent } from '../notifications/notifications-service.js';
import { PUSH_RULES, type PushRule } from './push-kinds.js';
import { subscriptionsTaking } from './push-service.js';

/** The job queue of Web Push alerts: one job per notification, its id the notification's. */
export const WEB_PUSH_JOB = 'web-push';

/** How long one push service may take to answer before the delivery counts as failed (and is retried). */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;

export interface WebPushJobData {
  notificationId: string;
  rule: PushRule;
}

/** What the push services answered for one notification's devices. */
export interface PushOutcome {
  delivered: number;
  /** Devices the push service reported gone (404, 410): deleted. */
  gone: number;
  /** Devices that refused the message for good (another 4xx): logged, not retried. */
  refused: number;
  /** Devices not reached now (a network failure, 429, 5xx): the job runs again. */
  failed: number;
}

/** The alert of a notification in a device's language, opening the screen it concerns in that language. */
export function pushPayloadOf(row: NotificationRow, locale: Locale): PushPayload {
  const arabic = locale === 'ar' && row.title_ar !== null && row.message_ar !== null;
  const path = row.link ?? '/';
  // Arabic is the portal's default language; English pages carry `lang=en` (as the English manifest's start_url).
  const url = locale === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;
  return {
    title: arabic ? row.title_ar! : row.title,
    body: arabic ? row.message_ar! : row.message,
    url,
    tag: row.id,
    lang: arabic ? 'ar' : 'en',
  };
}

/**
 * Queues the alerts of notifications just written (`notify`'s follow-up): one `web-push` job per notification whose
 * recipient has a device taking the event's kind, in the database, so any instance sends it and a restart loses
 * none. A notification written again (its id reused) is not queued twice.
 */
export async function queuePushAlerts(
  context: Pick<AppContext, 'db'>,
  jobs: JobQueue,
  rows: readonly NotificationRow[],
  event: NotificationEvent,
): Promise<number> {
  const rule = PUSH_RULES[event.kind];
  const devices = await subscriptionsTaking(
    context.db,
    [...new Set(rows.map((row) => row.user_id))],
    rule.kind,
  );
  const withDevices = new Set(devices.map((device) => device.user_id));
  let queued = 0;
  for (const row of rows) {
    if (!withDevices.has(row.user_id)) continue;
    const data: WebPushJobData = { notificationId: row.id, rule };
    await jobs.send(WEB_PUSH_JOB, data, { id: row.id });
    queued += 1;
  }
  if (queued > 0) jobs.wake(WEB_PUSH_JOB);
  return queued;
}

/** Sends one encrypted message to one device; answers the push service's status (0: not reached). */
async function sendToDevice(
  push: PushConfig,
  device: PushSubscriptionRow,
  payload: PushPayload,
  options: { ttlSeconds: number; urgency: PushRule['urgency']; signal: AbortSignal },
): Promise<number> {
  // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes through fetch, which also speaks to a
  // local http push service in tests (web-push's own sender only speaks https).
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? null,
      redirect: 'error',
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    if (options.signal.aborted) throw new JobInterrupted();
    void error;
    return 0;
  }
}

/**
 * Delivers one notification's alert to each of its recipient's devices that take its kind (read again now: a device
 * turned off since is skipped), in each device's language. A device the push service reports gone (404, 410) is
 * deleted; one not reached (network, 429, 5xx) makes the job run again — a device that already has the message
 * shows it once, by its `tag`. An alert past its time to live (a match found more than 100 s ago) is not sent.
 */
export async function deliverPushAlert(
  context: Pick<AppContext, 'db' | 'clock' | 'log'>,
  push: PushConfig,
  data: WebPushJobData,
  signal: AbortSignal,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { delivered: 0, gone: 0, refused: 0, failed: 0 };
  const row = await context.db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', data.notificationId)
    .executeTakeFirst();
  if (!row) return outcome;
  const ageSeconds = Math.max(0, (context.clock().getTime() - row.created_at.getTime()) / 1000);
  const ttlSeconds = Math.floor(data.rule.ttlSeconds - ageSeconds);
  if (ttlSeconds <= 0) return outcome;
  const devices = await subscriptionsTaking(context.db, [row.user_id], data.rule.kind);
  for (const device of devices) {
    const status = await sendToDevice(push, device, pushPayloadOf(row, device.locale), {
      ttlSeconds,
      urgency: data.rule.urgency,
      signal,
    });
    if (status >= 200 && status < 300) {
      outcome.delivered += 1;
      await context.db
        .updateTable('push_subscriptions')
        .set({ last_pushed_at: context.clock() })
        .where('id', '=', device.id)
        .execute();
    } else if (status === 404 || status === 410) {
      outcome.gone += 1;
      await context.db
        .deleteFrom('push_subscriptions')
        .where('id', '=', device.id)
        .where('endpoint', '=', device.endpoint)
        .execute();
    } else if (status === 0 || status === 429 || status >= 500) {
      outcome.failed += 1;
    } else {
      outcome.refused += 1;
      context.log.warn(
        { status, notification: row.id, push: new URL(device.endpoint).host },
        'a push service refused an alert',
      );
    }
  }
  return outcome;
}

/** The `web-push` job: delivers, and runs again (up to 3 times) while some device could not be reached. */
export function webPushJob(
  context: Pick<AppContext, 'db' | 'clock' | 'log'>,
  push: PushConfig,
): JobDefinition<WebPushJobData> {
  return {
    name: WEB_PUSH_JOB,
    retryLimit: 3,
    expireInSeconds: 120,
    run: async ({ data, signal }) => {
      const outcome = await deliverPushAlert(context, push, data, signal);
      if (outcome.failed > 0)
        throw new Error(`${outcome.failed} device(s) not reached; the alert will be sent again`);
    },
  };
}
