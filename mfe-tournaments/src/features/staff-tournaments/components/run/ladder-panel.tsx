import type { OrganizerTournament } from '@arena/contract';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  formatDateTime,
  localized,
  SectionTitle,
  toast,
  useLocale,
  type BadgeTone,
} from '@arena/shared-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEndLadder } from '../../api/end-ladder';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { refusalReason, sayDeskRefusal } from './desk-refusals';

/** Where a ladder stands. */
type LadderState = 'cancelled' | 'notStarted' | 'running' | 'ended';

const STATE_TONE: Record<LadderState, BadgeTone> = {
  cancelled: 'danger',
  notStarted: 'neutral',
  running: 'success',
  ended: 'info',
};

/** A ladder's state from its lifecycle and its status (derived by the API from its dates). */
function ladderState(tournament: Pick<OrganizerTournament, 'lifecycle' | 'status'>): LadderState {
  if (tournament.lifecycle === 'cancelled') return 'cancelled';
  if (tournament.status === 'completed') return 'ended';
  if (tournament.status === 'in-progress') return 'running';
  return 'notStarted';
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Refusal = styled(Alert)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** A ladder's state (its dates, whether it runs) and ending it early (issue 30). */
export function LadderPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const end = useEndLadder(tournament.id);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<{ text: string; disputes: boolean } | null>(null);
  const state = ladderState(tournament);
  const name = localized(tournament.name, locale);

  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: ({ prizesPaid }) => {
        setConfirming(false);
        // The button leaves the page with the ladder's end: focus goes to the panel's heading.
        heading.current?.focus();
        toast.success(t(prizesPaid ? 'run.ladder.endedPaid' : 'run.ladder.endedUnpaid'));
      },
      onError: (error) => {
        setConfirming(false);
        setRefused({
          text: sayDeskRefusal(t, error, 'run.ladder.endFailed'),
          disputes: refusalReason(error) === 'disputesOpen',
        });
      },
    });

  return (
    <Panel aria-labelledby={headingId}>
      <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
        {t('run.ladder.title')}
      </SectionTitle>
      <Facts>
        <dt>{t('run.ladder.state')}</dt>
        <dd>
          <Badge $tone={STATE_TONE[state]}>{t(`run.ladder.states.${state}`)}</Badge>
        </dd>
        <dt>{t('run.ladder.starts')}</dt>
        <dd>{formatDateTime(tournament.starting_time, locale)}</dd>
        <dt>{t('run.ladder.ends')}</dt>
        <dd>{formatDateTime(tournament.ends_at, locale)}</dd>
      </Facts>
      {refused && (
        <Refusal $tone="danger">
          <span>{refused.text}</span>
          {refused.disputes && <Link to="/staff/disputes">{t('run.ladder.openDisputes')}</Link>}
        </Refusal>
      )}
      {state === 'running' && tournament.lifecycle === 'published' && (
        <Button
          $variant="danger"
          disabled={end.isPending}
          onClick={() => {
            setRefused(null);
            setConfirming(true);
          }}
        >
          {t('run.ladder.end')}
        </Button>
      )}
      {state === 'notStarted' && <p>{t('run.ladder.notStartedNote')}</p>}
      {state === 'ended' && <p>{t('run.ladder.endedNote')}</p>}
      <ConfirmDialog
        open={confirming}
        title={t('run.ladder.endTitle', { name })}
        message={t('run.ladder.endMessage')}
        confirmLabel={t('run.ladder.end')}
        tone="danger"
        busy={end.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
