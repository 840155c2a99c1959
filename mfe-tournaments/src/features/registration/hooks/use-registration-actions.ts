import { toast } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkIn } from '../api/check-in';
import { NOT_REGISTERED, registrationStateQueryKey } from '../api/get-registration-state';
import { registerSolo } from '../api/register-solo';
import { registerTeam } from '../api/register-team';
import { unregister } from '../api/unregister';
import { REGISTRATION_NAMESPACE } from '../i18n';
import { refusalText } from '../utils/server-messages';

/** P1 §4, §9: after registering or checking in, the status is read again after this delay. */
export const STATUS_REREAD_DELAY_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Register (solo or team), check in and unregister for one tournament, with the spec's messages. Every change
 * re-reads the `['tournaments', …]` queries: the player's status here, and the list's chips and counts.
 */
export function useRegistrationActions(tournamentId: string, userId: string | null) {
  const { t } = useTranslation(REGISTRATION_NAMESPACE);
  const queryClient = useQueryClient();

  const rereadAfterDelay = async () => {
    await wait(STATUS_REREAD_DELAY_MS);
    await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
  };

  const registration = useMutation({
    mutationFn: (teamId: string | null) =>
      teamId === null ? registerSolo(tournamentId) : registerTeam(tournamentId, teamId),
    onSuccess: async () => {
      toast.success(t('toast.registered'));
      await rereadAfterDelay();
    },
    onError: (error) => toast.error(refusalText(error, t('toast.registerFailed'), t)),
  });

  const checkingIn = useMutation({
    mutationFn: (teamId: string | null) => checkIn(tournamentId, teamId),
    onSuccess: async () => {
      toast.success(t('toast.checkedIn'));
      await rereadAfterDelay();
    },
    onError: (error) => toast.error(refusalText(error, t('toast.checkInFailed'), t)),
  });

  const unregistering = useMutation({
    mutationFn: () => unregister(tournamentId),
    onSuccess: async () => {
      // P1 §4: unregistering clears the local registration at once.
      if (userId) queryClient.setQueryData(registrationStateQueryKey(tournamentId, userId), NOT_REGISTERED);
      await queryClient.invalidateQueries({
        queryKey: ['tournaments'],
        predicate: (query) => query.queryKey[1] !== 'registration',
      });
    },
    // P1 §8: unregister failures are only logged.
    onError: (error) => console.error('[tournaments] Failed to unregister', error),
  });

  return { registration, checkingIn, unregistering };
}
