import { isApiError } from '../api/api-error';

/** Stored and shown when a ban comes without a reason (P1 §6); the banned page says it in the page's language. */
export const NO_BAN_REASON = 'No reason provided';

/**
 * The reason of a 1002 answer, as the session stores it (P1 §4): `details.reason` (the API gives it in the language
 * the portal asked in), else the message, else "No reason provided".
 *
 * @example sessionStore.getState().markBanned(banReasonOf(error));
 */
export function banReasonOf(error: unknown): string {
  if (!isApiError(error)) return NO_BAN_REASON;
  const reason = error.details?.reason;
  if (typeof reason === 'string' && reason.trim()) return reason;
  return error.message?.trim() ? error.message : NO_BAN_REASON;
}
