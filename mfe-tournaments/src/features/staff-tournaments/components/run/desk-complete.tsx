import type { OrganizerTournament } from '@arena/contract';
import { Alert, Button, ConfirmDialog, localized, Muted, toast, useLocale } from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCompleteTournament } from '../../api/complete-tournament';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { sayDeskRefusal } from './desk-refusals';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
`;

/**
 * Completing the tournament once its bracket is played out: a confirmation that says the prizes are paid, then a
 * toast that says whether they were. While matches are left, the button is off and says how many.
 */
export function CompleteTournament({
  tournament,
  matchesLeft,
  onCompleted,
}: {
  tournament: OrganizerTournament;
  matchesLeft: number;
  /** After the completion, when this button leaves the page: where focus goes. */
  onCompleted: () => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const hintId = useId();
  const complete = useCompleteTournament(tournament.id);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The desk turns read-only as soon as the completed tournament is stored, while the mutation still waits for the
  // refetch it starts: this button (and its hook) may have left the page by then, and `mutate`'s own callbacks would
  // not run. The call's promise settles whatever is mounted, so the toast and the focus always follow.
  const confirm = async () => {
    try {
      const { prizesPaid } = await complete.mutateAsync();
      setConfirming(false);
      onCompleted();
      toast.success(t(prizesPaid ? 'run.desk.complete.donePaid' : 'run.desk.complete.doneUnpaid'));
    } catch (error) {
      setConfirming(false);
      setRefusal(sayDeskRefusal(t, error, 'run.desk.complete.failed'));
    }
  };

  return (
    <Box>
      {refusal && <Alert $tone="danger">{refusal}</Alert>}
      <Button
        $variant="primary"
        disabled={matchesLeft > 0 || complete.isPending}
        aria-describedby={matchesLeft > 0 ? hintId : undefined}
        onClick={() => {
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {t('run.desk.complete.button')}
      </Button>
      {matchesLeft > 0 && <Muted id={hintId}>{t('run.desk.complete.left', { count: matchesLeft })}</Muted>}
      <ConfirmDialog
        open={confirming}
        title={t('run.desk.complete.title', { name: localized(tournament.name, locale) })}
        message={t('run.desk.complete.message')}
        confirmLabel={t('run.desk.complete.button')}
        busy={complete.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
