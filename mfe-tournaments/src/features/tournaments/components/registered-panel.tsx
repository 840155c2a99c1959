import { BusyPlaceholder, Button, formatDateTime, localized, Muted, useLocale } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RegisteredPanelEntry } from '../utils/registration';
import { RegistrationChip } from '../../../components/registration-chip';
import { TournamentPoster } from '../../../components/tournament-poster';
import { LIST_NAMESPACE } from '../i18n';

const Panel = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.05rem;
  }
`;

const Entries = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Thumb = styled(TournamentPoster)`
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  time {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface RegisteredPanelProps {
  entries: RegisteredPanelEntry[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * "Your Registered Tournaments" (P1 §2), for signed-in players: their live and upcoming tournaments with
 * poster, name, start date and time (in the viewer's locale) and registration status.
 */
export function RegisteredPanel({ entries, isPending, isError, onRetry }: RegisteredPanelProps) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const locale = useLocale();
  const headingId = useId();

  let body;
  if (isPending) {
    body = <BusyPlaceholder height="56px" />;
  } else if (isError) {
    body = (
      <>
        <Muted>{t('registered.loadError')}</Muted>
        <Button $variant="secondary" $size="small" onClick={onRetry}>
          {t('kit:retry')}
        </Button>
      </>
    );
  } else if (entries.length === 0) {
    body = <Muted>{t('registered.empty')}</Muted>;
  } else {
    body = (
      <Entries>
        {entries.map(({ tournament, registration }) => (
          <Entry key={tournament.id}>
            <Thumb poster={tournament.poster} />
            <Text>
              <Link to={`/tournaments/${encodeURIComponent(tournament.id)}`}>
                {localized(tournament.name, locale)}
              </Link>
              <time dateTime={tournament.starting_time}>
                {formatDateTime(tournament.starting_time, locale) ?? t('kit:notAvailable')}
              </time>
              <RegistrationChip status={registration.registrationStatus} />
            </Text>
          </Entry>
        ))}
      </Entries>
    );
  }

  return (
    <Panel aria-labelledby={headingId} data-testid="registered-panel">
      <h2 id={headingId}>{t('registered.title')}</h2>
      {body}
    </Panel>
  );
}
