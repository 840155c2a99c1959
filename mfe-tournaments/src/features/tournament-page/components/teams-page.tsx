import { playerSlug } from '@arena/contract/rules';
import {
  AppLink,
  assetUrl,
  Avatar,
  Badge,
  EmptyState,
  formatDate,
  LoadFailed,
  Muted,
  Skeleton,
  useLocale,
  type TournamentPlayerEntry,
  type TournamentTeamEntry,
} from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTournamentTeams } from '../api/get-tournament-teams';
import { RankLabel } from '../../../components/rank-label';
import { useTournamentOutlet } from '../../../hooks/use-tournament-outlet';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { isSoloFormat, participantsView, registrationBadge } from '../utils/teams';
import { ChevronIcon } from './icons';
import { Section } from './section';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(-2)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    border-radius: ${({ theme }) => theme.radius.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const rowLayout = `
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
`;

const PlayerRow = styled.div`
  ${rowLayout}
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const TeamButton = styled.button`
  ${rowLayout}
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: -2px;
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
`;

const Members = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
  }
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NoMembers = styled(Muted)`
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block-end: ${({ theme }) => theme.space(4)};
`;

const TeamPageLink = styled.p`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block-end: ${({ theme }) => theme.space(4)};
`;

function RegistrationStatus({ entry }: { entry: TournamentTeamEntry | TournamentPlayerEntry }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const badge = registrationBadge(entry.registrationStatus);
  const date = formatDate(entry.registrationDate, locale) ?? t('kit:notAvailable');
  return (
    <Status>
      <Badge $tone={badge.tone} data-registration={entry.registrationStatus}>
        {t(badge.label)}
      </Badge>
      <span>{t('teams.registeredOn', { date })}</span>
    </Status>
  );
}

function PlayerItem({ entry }: { entry: TournamentPlayerEntry }) {
  const { player } = entry;
  const showGameName = player.gameName && player.gameName !== player.displayName;
  return (
    <li>
      <PlayerRow>
        <Avatar src={assetUrl(player.profileImg)} $size={40} />
        <Who>
          <strong>
            <AppLink href={`/players/${playerSlug(player.gameName, player.tagLine)}`}>
              {player.displayName || player.gameName}
            </AppLink>
          </strong>
          {showGameName && <span dir="auto">{player.gameName}</span>}
          <span>
            <RankLabel rank={player.rank} />
          </span>
        </Who>
        <RegistrationStatus entry={entry} />
      </PlayerRow>
    </li>
  );
}

function TeamItem({ entry }: { entry: TournamentTeamEntry }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const [open, setOpen] = useState(false);
  const membersId = useId();
  const { team } = entry;
  return (
    <li>
      <TeamButton aria-expanded={open} aria-controls={membersId} onClick={() => setOpen((value) => !value)}>
        <Avatar src={assetUrl(team.profileImg)} $size={40} />
        <Who>
          <strong>{team.name}</strong>
          <span>{t('teams.members', { count: team.membersCount })}</span>
        </Who>
        <RegistrationStatus entry={entry} />
        <ChevronIcon open={open} />
      </TeamButton>
      <div id={membersId} hidden={!open}>
        {team.members.length > 0 ? (
          <Members aria-label={t('teams.showMembers', { name: team.name })}>
            {team.members.map((member) => (
              <li key={`${member.gameName}#${member.tagLine}`}>
                <strong dir="auto">
                  <AppLink href={`/players/${playerSlug(member.gameName, member.tagLine)}`}>
                    {member.gameName}
                  </AppLink>
                </strong>
                <span>
                  {t(`teams.roles.${member.role}`)} · <bdi>#{member.tagLine}</bdi>
                </span>
                <span>
                  <RankLabel rank={member.rank} />
                </span>
              </li>
            ))}
          </Members>
        ) : (
          <NoMembers>{t('teams.noMembers')}</NoMembers>
        )}
        <TeamPageLink>
          <AppLink href={`/teams/${encodeURIComponent(team.vanity)}`}>
            {t('teams.teamPage', { name: team.name })}
          </AppLink>
        </TeamPageLink>
      </div>
    </li>
  );
}

function RowsSkeleton() {
  return (
    <Rows aria-busy="true" data-testid="teams-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index}>
          <Skeleton $height="64px" />
        </li>
      ))}
    </Rows>
  );
}

/**
 * /tournaments/{id}/teams (P1 §2 "Teams page"): Registered Players (1vs1) or Registered Teams with count and
 * format; rows with image, name, status badge and registration date; a team row opens to list its members.
 */
export function TeamsPage() {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const { id, tournament } = useTournamentOutlet();
  const query = useTournamentTeams(id);
  const view = query.data ? participantsView(query.data) : null;
  const solo = view ? view.kind === 'players' : isSoloFormat(tournament?.format);
  const format = view?.format ?? tournament?.format;

  let content;
  if (query.isPending) content = <RowsSkeleton />;
  else if (query.isError || !view)
    content = <LoadFailed title={t('teams.loadError')} onRetry={() => void query.refetch()} />;
  else if (view.count === 0)
    content = <EmptyState title={t(view.kind === 'players' ? 'teams.emptyPlayers' : 'teams.emptyTeams')} />;
  else
    content = (
      <Rows>
        {view.kind === 'players'
          ? view.entries.map((entry) => <PlayerItem key={entry.registrationId} entry={entry} />)
          : view.entries.map((entry) => <TeamItem key={entry.registrationId} entry={entry} />)}
      </Rows>
    );

  return (
    <Section title={t(solo ? 'teams.titlePlayers' : 'teams.titleTeams')}>
      <Summary>
        {view && <span>{t('teams.count', { count: view.count })}</span>}
        {format && <span>{t('teams.format', { format })}</span>}
      </Summary>
      {content}
    </Section>
  );
}
