import type { TeamPage as TeamPageData, TeamPageMember } from '@arena/contract';
import { playerSlug } from '@arena/contract/rules';
import {
  AppLink,
  assetUrl,
  formatDate,
  isApiError,
  localized,
  Muted,
  NotFoundPage,
  PageContainer,
  Skeleton,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Section, TeamPicture as Picture } from '../../../components/profile-parts';
import { useTeamPage } from '../api/get-team-page';
import { TEAM_PAGE_NAMESPACE } from '../i18n';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-block-size: 112px;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 2rem);
    overflow-wrap: anywhere;
  }
  h1 + * {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    min-block-size: 1.5em;
  }
`;

const TeamPicture = styled(Picture)`
  flex-shrink: 0;
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 56px;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const MemberName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const MemberAvatar = styled.span`
  inline-size: 36px;
  block-size: 36px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 700;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

function Member({ member }: { member: TeamPageMember }) {
  const { t } = useTranslation(TEAM_PAGE_NAMESPACE);
  const picture = assetUrl(member.profileImage);
  const riotId = <bdi>{`${member.gameName}#${member.tagLine}`}</bdi>;
  return (
    <li>
      <MemberName>
        <MemberAvatar aria-hidden="true">
          {picture ? <img src={picture} alt="" /> : member.gameName.trim().charAt(0).toUpperCase()}
        </MemberAvatar>
        {member.hasPage ? (
          <Link to={`/players/${playerSlug(member.gameName, member.tagLine)}`}>{riotId}</Link>
        ) : (
          riotId
        )}
      </MemberName>
      <Muted as="span">{t(`teamPage.roles.${member.role}`)}</Muted>
    </li>
  );
}

function TeamDetails({ team }: { team: TeamPageData }) {
  const { t } = useTranslation(TEAM_PAGE_NAMESPACE);
  const locale = useLocale();
  const picture = assetUrl(team.profileImg);
  return (
    <>
      <Header>
        <TeamPicture>
          {picture ? (
            <img src={picture} alt={t('teamPage.imageAlt', { name: team.name })} />
          ) : (
            <span aria-hidden="true">{team.shortName.toUpperCase()}</span>
          )}
        </TeamPicture>
        <div>
          <h1>
            <bdi>{team.name}</bdi>
          </h1>
          <Muted>
            {t('teamPage.membersCount', { count: team.members.length })} ·{' '}
            {t('teamPage.founded', { date: formatDate(team.createdAt, locale) })}
          </Muted>
        </div>
      </Header>
      <Section aria-labelledby="team-members">
        <h2 id="team-members">{t('teamPage.members')}</h2>
        <Rows>
          {team.members.map((member) => (
            <Member key={`${member.gameName}#${member.tagLine}`} member={member} />
          ))}
        </Rows>
      </Section>
      <Section aria-labelledby="team-tournaments">
        <h2 id="team-tournaments">{t('teamPage.tournaments')}</h2>
        {team.tournaments.length === 0 ? (
          <Muted>{t('teamPage.noTournaments')}</Muted>
        ) : (
          <Rows>
            {team.tournaments.map((tournament) => (
              <li key={tournament.id}>
                <AppLink href={`/tournaments/${tournament.id}`}>{localized(tournament.name, locale)}</AppLink>
                <Muted as="span">
                  {formatDate(tournament.startingTime, locale)} · {t(`teamPage.status.${tournament.status}`)}
                </Muted>
              </li>
            ))}
          </Rows>
        )}
      </Section>
    </>
  );
}

function TeamPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <Header>
        <TeamPicture />
        <div>
          <Skeleton $height="2rem" $width="240px" />
          <Muted as="div">
            <Skeleton $height="1rem" $width="160px" />
          </Muted>
        </div>
      </Header>
      <Section>
        <Skeleton $height="56px" />
      </Section>
    </div>
  );
}

/** /teams/{vanity} (issue 32): a team's public page, its members (linked to their pages) and its tournaments. */
export function TeamPage() {
  const { t } = useTranslation(TEAM_PAGE_NAMESPACE);
  const { vanity = '' } = useParams();
  const team = useTeamPage(vanity);
  usePageTitle(team.data?.name);

  if (team.isError && isApiError(team.error) && team.error.status === 404) {
    return <NotFoundPage remote="account" />;
  }
  return (
    <PageContainer>
      {team.isError ? (
        <Muted role="alert">{t('teamPage.loadFailed')}</Muted>
      ) : team.data ? (
        <TeamDetails team={team.data} />
      ) : (
        <TeamPageSkeleton label={t('teamPage.loading')} />
      )}
    </PageContainer>
  );
}
