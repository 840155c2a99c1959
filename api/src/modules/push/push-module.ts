import { setTimeout as delay } from 'node:timers/promises';
import { type ArenaModule, moduleJob } from '../../arena-module.js';
import { generateVapidKeys, DEFAULT_VAPID_SUBJECT, type PushConfig } from '../../config.js';
import { setNotifyFollowUp } from '../notifications/notifications-service.js';
import { queuePushAlerts, webPushJob } from './push-sender.js';
import { registerPushRoutes } from './push-routes.js';

/** How long alerts of notifications written before the job queue started wait for it, and how often they look. */
const QUEUE_START_WAIT_MS = 60_000;
const QUEUE_START_POLL_MS = 200;

/** Whether a base64url text is a key of `bytes` bytes. */
const isKey = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

/** Refuses the start with a wrong VAPID key, naming its variable (the environment takes any text). */
export function checkVapidKeys(push: PushConfig): void {
  if (!isKey(push.publicKey, 65) || Buffer.from(push.publicKey, 'base64url')[0] !== 4)
    throw new Error('VAPID_PUBLIC_KEY is not a P-256 public key (65 bytes, base64url)');
  if (!isKey(push.privateKey, 32))
    throw new Error('VAPID_PRIVATE_KEY is not a P-256 private key (32 bytes, base64url)');
}

/**
 * Web Push alerts (issue 32, DESIGN §10): devices register on /account/settings; every notification `notify` writes
 * is queued as a `web-push` job for the recipient's devices that take its kind, and the job sends it, encrypted and
 * signed with the API's VAPID keys. A configuration without keys (tests building one by hand) gets a pair for this
 * app, and `http:` push services are allowed.
 */
export const pushModule: ArenaModule = {
  name: 'push',
  parts: (context, host) => {
    const push: PushConfig = context.config.push ?? {
      ...generateVapidKeys(),
      subject: DEFAULT_VAPID_SUBJECT,
      allowHttpEndpoints: true,
    };
    setNotifyFollowUp(context.db, async (rows, event) => {
      if (host.jobs.isRunning()) {
        await queuePushAlerts(context, host.jobs, rows, event);
        return;
      }
      // Notified while the app gets ready (the first check-in pass runs before the queue starts): queued once it
      // runs, without holding the start up.
      void (async () => {
        for (let waited = 0; !host.jobs.isRunning(); waited += QUEUE_START_POLL_MS) {
          if (waited >= QUEUE_START_WAIT_MS) throw new Error('the job queue did not start');
          await delay(QUEUE_START_POLL_MS);
        }
        await queuePushAlerts(context, host.jobs, rows, event);
      })().catch((error: unknown) =>
        context.log.error({ err: error, kind: event.kind }, 'push alerts could not be queued'),
      );
    });
    return {
      routes: (app) => registerPushRoutes(app, context, push),
      jobs: [moduleJob(webPushJob(context, push))],
      ready: async () => checkVapidKeys(push),
    };
  },
};
