import type { ModeratedPlayerDetail } from '@arena/contract';
import { MODERATION_LIMITS } from '@arena/contract/rules';
import {
  Alert,
  Button,
  Dialog,
  Muted,
  sayRefusal,
  TextareaField,
  TextField,
  toast,
  useLocale,
} from '@arena/shared-kit';
import {
  browserTimeZoneLabel,
  formatUtc,
  instantOfLocalInput,
  localInputOf,
} from '@arena/shared-kit/staff-desk';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBanPlayer } from '../api/ban-player';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { banBodyOf, endsAtProblem, reasonProblem, type BanFormValues } from '../utils/ban-form';
import { riotIdOf } from '../utils/staff-members';
import { MODERATION_REFUSALS } from './moderation-refusals';

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    min-block-size: 88px;
  }
  p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const EMPTY: BanFormValues = { reasonEn: '', reasonAr: '', endsAt: '' };

export interface BanDialogProps {
  /** The player to ban; null while the dialog is closed. */
  player: ModeratedPlayerDetail | null;
  onClose: () => void;
  onBanned: () => void;
}

/**
 * Bans a player after a confirmation: the reason in English and in Arabic (both required; the player reads the one
 * of their language on /banned) and an optional end, a date and time in the staff member's time zone with the same
 * moment in UTC beneath it. Refusals show in the dialog in the page's language; a ban says what it withdrew.
 */
export function BanDialog({ player, onClose, onBanned }: BanDialogProps) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const locale = useLocale();
  const ban = useBanPlayer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch, formState } = useForm<BanFormValues>({
    defaultValues: EMPTY,
  });

  // A new dialog for each player opened, not for each new copy of the same player: the page's data is read again in
  // the background, and what staff typed must survive it.
  const playerId = player?.player.id;
  useEffect(() => {
    reset(EMPTY);
    setRefusal(null);
  }, [playerId, reset]);

  if (!player) return <Dialog open={false} title="" onClose={onClose} />;
  const riotId = riotIdOf(player.player);
  const max = MODERATION_LIMITS.banReason;
  const problemText = (field: keyof BanFormValues) => {
    const type = formState.errors[field]?.message;
    return type ? t(`banDialog.errors.${type}`, { max }) : undefined;
  };
  const reasonRule = (value: string) => reasonProblem(value, max) ?? true;

  const endsAt = watch('endsAt');
  const endsAtInstant = instantOfLocalInput(endsAt);

  const send = (values: BanFormValues) => {
    if (ban.isPending) return;
    setRefusal(null);
    ban.mutate(
      { playerId: player.player.id, body: banBodyOf(values) },
      {
        onSuccess: (banned) => {
          toast.success(
            t('banDialog.banned', {
              player: riotId,
              queues: banned.effects.queuesLeft,
              registrations: banned.effects.registrationsWithdrawn,
            }),
          );
          onBanned();
        },
        onError: (error) =>
          setRefusal(sayRefusal(error, MODERATION_REFUSALS, { t, locale }, t('banDialog.failed'))),
      },
    );
  };

  return (
    <Dialog open title={t('banDialog.title', { player: riotId })} onClose={onClose}>
      <DialogForm noValidate onSubmit={handleSubmit(send)}>
        <Muted>{t('banDialog.message')}</Muted>
        <TextareaField
          label={t('banDialog.reasonEn')}
          hint={t('banDialog.reasonHint')}
          lang="en"
          dir="ltr"
          required
          maxLength={max}
          error={problemText('reasonEn')}
          {...register('reasonEn', { validate: reasonRule })}
        />
        <TextareaField
          label={t('banDialog.reasonAr')}
          hint={t('banDialog.reasonHint')}
          lang="ar"
          dir="rtl"
          required
          maxLength={max}
          error={problemText('reasonAr')}
          {...register('reasonAr', { validate: reasonRule })}
        />
        <TextField
          type="datetime-local"
          label={t('banDialog.endsAt')}
          hint={
            endsAtInstant
              ? t('banDialog.utc', { time: formatUtc(endsAtInstant, locale) })
              : t('banDialog.noEnd')
          }
          min={localInputOf(new Date())}
          error={problemText('endsAt')}
          {...register('endsAt', { validate: (value) => endsAtProblem(value, new Date()) ?? true })}
        />
        <Muted>{t('banDialog.zone', { zone: browserTimeZoneLabel() })}</Muted>
        {refusal && <Alert $tone="danger">{refusal}</Alert>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('banDialog.cancel')}
          </Button>
          <Button type="submit" $variant="danger" aria-disabled={ban.isPending || undefined}>
            {t('banDialog.confirm')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
