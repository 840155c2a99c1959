import { acceptsRegistrations } from '@arena/contract/rules';
import {
  ButtonLink,
  formatDateTime,
  formatNumber,
  localized,
  regionLabel,
  type RegistrationStatus,
  type Tournament,
  useLocale,
} from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_FORMAT, prizePoolLabel } from '../../../utils/card-labels';
import { cardButton, cardStatus } from '../../../utils/tournament-stage';
import { RegistrationChip } from '../../../components/registration-chip';
import { SkillLevelPopover } from './skill-level-popover';
import { StatusBadge } from '../../../components/status-badge';
import { TournamentPoster } from '../../../components/tournament-poster';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.3;
  }
`;

const TopLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    min-inline-size: 0;
  }
  div:last-child {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Footer = styled.div`
  display: flex;
  margin-block-start: auto;
  > a {
    flex: 1;
  }
`;

export interface TournamentCardProps {
  tournament: Tournament;
  now: number;
  /** The signed-in player's registration for this tournament (GET /v1/tournaments/me/registered), if any. */
  registrationStatus?: RegistrationStatus | null;
}

/**
 * A tournament on the list (P1 §2): poster, status badge, check-in date, name, prize pool, format, region,
 * participants, skill-level popover, registration chip, and the View Details / Register Now / Registration Closed
 * button.
 */
export function TournamentCard({ tournament, now, registrationStatus = null }: TournamentCardProps) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const name = localized(tournament.name, locale);
  const button = cardButton(registrationStatus !== null, acceptsRegistrations(tournament, now));
  const checkIn = formatDateTime(tournament.checking_time, locale) ?? t('kit:notAvailable');
  const participants = tournament.registrationStats?.totalParticipants ?? 0;
  const href = `/tournaments/${encodeURIComponent(tournament.id)}`;
  const nameId = useId();

  return (
    <Article aria-label={name} data-testid="tournament-card">
      <TournamentPoster poster={tournament.poster} />
      <Body>
        <TopLine>
          <Badges>
            <StatusBadge status={cardStatus(tournament, now)} />
            {registrationStatus && <RegistrationChip status={registrationStatus} />}
          </Badges>
          <span>{t('card.checkIn', { date: checkIn })}</span>
        </TopLine>
        <h3 id={nameId}>{name}</h3>
        <Facts>
          <div>
            <dt>{t('card.prizePool')}</dt>
            <dd>{prizePoolLabel(tournament.prizepool_format, locale)}</dd>
          </div>
          <div>
            <dt>{t('card.format')}</dt>
            <dd>{tournament.format || DEFAULT_FORMAT}</dd>
          </div>
          <div>
            <dt>{t('card.region')}</dt>
            <dd>{regionLabel(tournament.region ?? '')}</dd>
          </div>
          <div>
            <dt>{t('card.participants')}</dt>
            <dd>{formatNumber(participants, locale)}</dd>
          </div>
          <div>
            <dt>{t('card.skillLevel')}</dt>
            <dd>
              <SkillLevelPopover skills={tournament.skill_level ?? []} tournamentName={name} />
            </dd>
          </div>
        </Facts>
        <Footer>
          <ButtonLink
            as={Link}
            to={href}
            $variant={button === 'registerNow' ? 'primary' : 'secondary'}
            data-button={button}
            aria-describedby={nameId}
          >
            {t(`card.button.${button}`)}
          </ButtonLink>
        </Footer>
      </Body>
    </Article>
  );
}
