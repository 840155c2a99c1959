import { sayRefusal, type RefusalSayings } from '@arena/shared-kit';
import { rankStepText, type RankStepLike } from '../../../components/rank-label';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The registration refusals a player can meet here (P1 §8), by the reason the API names in `details.reason`, and
 * what each says in the portal's language. The server's English `message` is never read: rewording it changes
 * nothing a player sees.
 */
const REFUSALS: RefusalSayings<Translate> = {
  closedByAdmin: (t) => t('refusals.closedByAdmin'),
  registrationNotOpen: (t) => t('refusals.notOpenYet'),
  registrationClosed: (t) => t('refusals.registrationClosed'),
  alreadyRegistered: (t) => t('refusals.alreadyRegistered'),
  alreadyRegisteredWithTeam: (t) => t('refusals.alreadyRegisteredWithTeam'),
  teamAlreadyRegistered: (t) => t('refusals.teamAlreadyRegistered'),
  membersAlreadyRegistered: (t) => t('refusals.membersAlreadyRegistered'),
  notTeamManager: (t) => t('team.noPermissionText'),
  notEnoughMembers: (t, { required }) =>
    typeof required === 'number' ? notEnoughMembersText(required, t) : null,
  teamNotFound: (t) => t('refusals.teamNotFound'),
  notRegistered: (t) => t('refusals.notRegistered'),
  checkInNotOpen: (t) => t('refusals.checkInNotOpen'),
  checkInClosed: (t) => t('refusals.checkInClosed'),
  alreadyCheckedIn: (t) => t('refusals.alreadyCheckedIn'),
  registrationRejected: (t) => t('refusals.rejected'),
  // Rank requirements (issue 33): the player (a team's first member who misses one), what is needed and what they have.
  rankBelowMinimum: (t, { required, actual, player }) =>
    isStep(required) && typeof player === 'string'
      ? isStep(actual)
        ? t('refusals.rankBelowMinimum', {
            player,
            required: rankStepText(t, required),
            actual: rankStepText(t, actual),
          })
        : t('refusals.rankBelowMinimumUnranked', { player, required: rankStepText(t, required) })
      : null,
  rankAboveMaximum: (t, { required, actual, player }) =>
    isStep(required) && isStep(actual) && typeof player === 'string'
      ? t('refusals.rankAboveMaximum', {
          player,
          required: rankStepText(t, required),
          actual: rankStepText(t, actual),
        })
      : null,
  accountLevelTooLow: (t, { required, actual, player }) =>
    typeof required === 'number' && typeof player === 'string'
      ? typeof actual === 'number'
        ? t('refusals.accountLevelTooLow', { player, required, actual })
        : t('refusals.accountLevelUnknown', { player, required })
      : null,
};

/** A rank step of a refusal's details (`{ tier, division }`). */
function isStep(value: unknown): value is RankStepLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RankStepLike).tier === 'string' &&
    ((value as RankStepLike).division === null || typeof (value as RankStepLike).division === 'string')
  );
}

/**
 * What a failed registration call tells the player (P1 §8): the refusal's reason in their language, else
 * `fallback` ("Failed to register for tournament", "Failed to check in for tournament") — for a reason this
 * screen does not know, a refusal without one, network failures and server faults.
 */
export function refusalText(error: unknown, fallback: string, t: Translate): string {
  return sayRefusal(error, REFUSALS, t, fallback);
}

/** "This team doesn't have enough members. You need at least N members…" in the portal's language. */
export function notEnoughMembersText(required: number, t: Translate): string {
  return t('team.notEnoughMembers', { count: required });
}
