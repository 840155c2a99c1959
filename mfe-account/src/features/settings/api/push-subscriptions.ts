import { apiCall } from '@arena/shared-kit';
import type { PushKind, PushSubscription, PushSubscriptionBody } from '@arena/contract';

/** GET /v1/push/key: the API's public VAPID key (base64url), the browser's `applicationServerKey`. */
export async function getPushKey(): Promise<string> {
  const { data } = await apiCall('GET /v1/push/key');
  return data.publicKey;
}

/** This device as the API knows it for the signed-in player (by its push endpoint), or null. */
export async function getDeviceAlerts(endpoint: string): Promise<PushSubscription | null> {
  const { data } = await apiCall('GET /v1/user/me/push-subscriptions', { query: { endpoint } });
  return data[0] ?? null;
}

/** PUT /v1/user/me/push-subscriptions: registers this device (or updates its kinds and language). */
export async function saveDeviceAlerts(body: PushSubscriptionBody): Promise<PushSubscription> {
  const { data } = await apiCall('PUT /v1/user/me/push-subscriptions', { body });
  return data;
}

/** DELETE /v1/user/me/push-subscriptions: stops alerts on this device. */
export async function deleteDeviceAlerts(endpoint: string): Promise<void> {
  await apiCall('DELETE /v1/user/me/push-subscriptions', { query: { endpoint } });
}

export type { PushKind };
