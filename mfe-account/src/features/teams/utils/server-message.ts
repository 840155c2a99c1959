import { isApiError, NETWORK_ERROR_STATUS } from '@arena/shared-kit';

/**
 * The message the API sent with a refusal, for the screens that show it (P1 §8: join, team image, name taken);
 * undefined for network failures and server faults, where the screen's own text reads better.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500) return undefined;
  return error.message || undefined;
}
