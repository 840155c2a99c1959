import { isApiError, NETWORK_ERROR_STATUS } from '@arena/shared-kit';

/**
 * The API's registration refusals (English, from the server) and the string keys that say the same in the
 * portal's language. A message not listed here is shown as the server sent it.
 */
const KNOWN_MESSAGES: Readonly<Record<string, string>> = {
  'Registration is closed by admin': 'refusals.closedByAdmin',
  'Registration has not opened yet': 'refusals.notOpenYet',
  'Registration has closed': 'refusals.registrationClosed',
  'You are already registered for this tournament': 'refusals.alreadyRegistered',
  'You are already registered for this tournament with your team': 'refusals.alreadyRegisteredWithTeam',
  'This team is already registered for this tournament': 'refusals.teamAlreadyRegistered',
  'Some members of this team are already registered for this tournament': 'refusals.membersAlreadyRegistered',
  'Only team owners and admins can register teams in tournaments': 'team.noPermissionText',
  'Check-in has not opened yet': 'refusals.checkInNotOpen',
  'Check-in has closed': 'refusals.checkInClosed',
  'Already checked in': 'refusals.alreadyCheckedIn',
  'Only registered players can check in': 'refusals.notRegistered',
  'This registration was rejected': 'refusals.rejected',
  'Team not found': 'refusals.teamNotFound',
  'Successfully checked in': 'toast.checkedIn',
  'Successfully registered for tournament': 'toast.registered',
  'Team successfully registered for tournament': 'toast.registered',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A server message in the portal's language when it is a known one, else as sent. */
export function localizeServerMessage(message: string, t: Translate): string {
  const key = KNOWN_MESSAGES[message];
  return key ? t(key) : message;
}

/**
 * What a failed registration call tells the player (P1 §8): the server's refusal, else `fallback`
 * ("Failed to register for tournament", "Failed to check in for tournament"). Network failures and server
 * faults get the fallback.
 */
export function refusalText(error: unknown, fallback: string, t: Translate): string {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500 || !error.message) {
    return fallback;
  }
  const required = error.details?.required;
  if (typeof required === 'number' && error.message.startsWith("This team doesn't have enough members")) {
    return notEnoughMembersText(required, t);
  }
  return localizeServerMessage(error.message, t);
}

/** "This team doesn't have enough members. You need at least N members…" in the portal's language. */
export function notEnoughMembersText(required: number, t: Translate): string {
  return t('team.notEnoughMembers', { count: required });
}
