import {
  AppLink,
  assetUrl,
  Badge,
  type BadgeTone,
  formatDateTime,
  type Locale,
  localized,
  Muted,
  type RegistrationStatus,
  type TournamentStatus,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MY_TOURNAMENTS_NAMESPACE } from '../i18n';
import type { MyTournament } from '../utils/my-tournaments';

/** P1 §4: pending reads Registered in yellow, approved green, rejected red, checked-in Checked In in blue. */
const REGISTRATION_TONES: Record<RegistrationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  'checked-in': 'info',
};

const STATUS_TONES: Record<TournamentStatus, BadgeTone> = {
  upcoming: 'primary',
  'check-in': 'warning',
  'in-progress': 'danger',
  completed: 'neutral',
};

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Poster = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

/** The whole card opens the tournament: the name's link stretches over it. */
const StretchedLink = styled(AppLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

export function MyTournamentCard({ entry, locale }: { entry: MyTournament; locale: Locale }) {
  const { t } = useTranslation(MY_TOURNAMENTS_NAMESPACE);
  const { tournament, registration } = entry;
  const name = localized(tournament.name, locale);
  const poster = assetUrl(localized(tournament.poster, locale));
  return (
    <Card data-testid="my-tournament">
      {poster && <Poster src={poster} alt={t('card.posterAlt', { name })} loading="lazy" />}
      <Body>
        <Badges>
          <Badge $tone={STATUS_TONES[tournament.status]}>{t(`status.${tournament.status}`)}</Badge>
          <Badge
            $tone={REGISTRATION_TONES[registration.registrationStatus]}
            data-registration={registration.registrationStatus}
            data-testid="registration-chip"
          >
            {t(`registration.${registration.registrationStatus}`)}
          </Badge>
        </Badges>
        <Name>
          <StretchedLink href={`/tournaments/${encodeURIComponent(tournament.id)}`}>{name}</StretchedLink>
        </Name>
        <Muted>{t('card.starts', { date: formatDateTime(tournament.starting_time, locale) })}</Muted>
        <Muted>
          {tournament.format} ·{' '}
          {t('card.registeredOn', { date: formatDateTime(registration.registrationDate, locale) })}
        </Muted>
      </Body>
    </Card>
  );
}
