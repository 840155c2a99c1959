import { ErrorCodes, isApiError, sayRefusal, type RefusalSayings } from '@arena/shared-kit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The team refusals a player can meet on My Team (P1 §8), by the reason the API names in `details.reason`, and
 * what each says in the portal's language. The server's English `message` is never read: rewording it changes
 * nothing a player sees.
 */
const REFUSALS: RefusalSayings<Translate> = {
  alreadyInTeam: (t) => t('refusals.alreadyInTeam'),
  teamNameTaken: (t) => t('refusals.teamNameTaken'),
  teamNotFound: (t) => t('refusals.teamNotFound'),
  notTeamManager: (t) => t('refusals.notTeamManager'),
  notTeamOwner: (t) => t('refusals.notTeamOwner'),
  ownerCannotLeave: (t) => t('refusals.ownerCannotLeave'),
  ownerRoleFixed: (t) => t('refusals.ownerRoleFixed'),
  ownerNotRemovable: (t) => t('refusals.ownerNotRemovable'),
  memberNotFound: (t) => t('refusals.memberNotFound'),
  roleChanged: (t) => t('refusals.roleChanged'),
  removeSelf: (t) => t('refusals.removeSelf'),
};

/**
 * What a failed team call tells the player (P1 §8): the refusal's reason in their language, else `fallback`
 * ("Failed to create team") — for a reason this screen does not know, a refusal without one, network failures and
 * server faults.
 */
export function teamRefusalText(error: unknown, fallback: string, t: Translate): string {
  return sayRefusal(error, REFUSALS, t, fallback);
}

/**
 * What a failed team image upload tells the player: a file that is not an image or too large (by the error's
 * code, as the upload rules answer them), else the team refusals and `fallback`.
 */
export function imageRefusalText(error: unknown, fallback: string, t: Translate): string {
  if (isApiError(error) && error.code === ErrorCodes.unsupportedMediaType) return t('edit.notImage');
  if (isApiError(error) && error.code === ErrorCodes.payloadTooLarge) return t('edit.tooLarge');
  return teamRefusalText(error, fallback, t);
}
