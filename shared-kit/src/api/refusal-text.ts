import type { RefusalReason } from '@arena/contract';
import { isApiError, NETWORK_ERROR_STATUS } from './api-error';

/** The `details` of a refusal: its reason and that reason's parameters. */
export type RefusalDetails = Readonly<Record<string, unknown>>;

/**
 * What a screen says for each refusal it knows, by the reason the API names in `details.reason`: a sentence in the
 * portal's language, or null when the reason's parameters are missing.
 */
export type RefusalSayings<Context> = Partial<
  Record<RefusalReason, (context: Context, details: RefusalDetails) => string | null>
>;

/**
 * What a refused call tells the player (P1 §8, issue 29): the refusal's reason in their language, else
 * `fallback` — for a reason the screen does not know, a refusal without one, network failures and server faults.
 * The server's English `message` is never read: rewording it changes nothing a player sees.
 */
export function sayRefusal<Context>(
  error: unknown,
  sayings: RefusalSayings<Context>,
  context: Context,
  fallback: string,
): string {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500) return fallback;
  const details: RefusalDetails = error.details ?? {};
  const { reason } = details;
  const say =
    typeof reason === 'string' && Object.hasOwn(sayings, reason) ? sayings[reason as RefusalReason] : null;
  return say?.(context, details) ?? fallback;
}
