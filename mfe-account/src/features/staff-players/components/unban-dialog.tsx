import type { ModeratedPlayerDetail } from '@arena/contract';
import { MODERATION_LIMITS } from '@arena/contract/rules';
import { Alert, Button, Dialog, Muted, sayRefusal, TextareaField, toast, useLocale } from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnbanPlayer } from '../api/unban-player';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { reasonProblem } from '../utils/ban-form';
import { riotIdOf } from '../utils/staff-members';
import { DialogActions, DialogForm } from './ban-dialog';
import { MODERATION_REFUSALS } from './moderation-refusals';

export interface UnbanDialogProps {
  /** The banned player; null while the dialog is closed. */
  player: ModeratedPlayerDetail | null;
  onClose: () => void;
  onUnbanned: () => void;
}

/**
 * Lifts a player's ban after a confirmation, with staff's reason (staff read it in the ban history and the audit
 * log; the player does not). Refusals show in the dialog in the page's language.
 */
export function UnbanDialog({ player, onClose, onUnbanned }: UnbanDialogProps) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const locale = useLocale();
  const unban = useUnbanPlayer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });

  // A new dialog for each player opened, not for each new copy of the same player: the page's data is read again in
  // the background (after a ban, on focus), and what staff typed must survive it.
  const playerId = player?.player.id;
  useEffect(() => {
    reset({ reason: '' });
    setRefusal(null);
  }, [playerId, reset]);

  if (!player) return <Dialog open={false} title="" onClose={onClose} />;
  const riotId = riotIdOf(player.player);
  const max = MODERATION_LIMITS.liftReason;
  const problem = formState.errors.reason?.message;

  const send = ({ reason }: { reason: string }) => {
    if (unban.isPending) return;
    setRefusal(null);
    unban.mutate(
      { playerId: player.player.id, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(t('unbanDialog.unbanned', { player: riotId }));
          onUnbanned();
        },
        onError: (error) =>
          setRefusal(sayRefusal(error, MODERATION_REFUSALS, { t, locale }, t('unbanDialog.failed'))),
      },
    );
  };

  return (
    <Dialog open title={t('unbanDialog.title', { player: riotId })} onClose={onClose}>
      <DialogForm noValidate onSubmit={handleSubmit(send)}>
        <Muted>{t('unbanDialog.message')}</Muted>
        <TextareaField
          label={t('unbanDialog.reason')}
          hint={t('unbanDialog.reasonHint')}
          required
          maxLength={max}
          error={problem ? t(`banDialog.errors.${problem}`, { max }) : undefined}
          {...register('reason', { validate: (value) => reasonProblem(value, max) ?? true })}
        />
        {refusal && <Alert $tone="danger">{refusal}</Alert>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('unbanDialog.cancel')}
          </Button>
          <Button type="submit" aria-disabled={unban.isPending || undefined}>
            {t('unbanDialog.confirm')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
