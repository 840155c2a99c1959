import type { PlayerProfile, PublicPlayerProfile, PublicPlayerTeam } from '@arena/contract';
import { parsePlayerSlug } from '@arena/contract/rules';
import {
  AppLink,
  assetUrl,
  formatDate,
  formatNumber,
  isApiError,
  localized,
  Muted,
  NotFoundPage,
  PageContainer,
  regionLabel,
  useLocale,
  usePageTitle,
  VisuallyHidden,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { usePlayerProfile } from '../api/get-player-profile';
import { PLAYER_PAGE_NAMESPACE } from '../i18n';
import {
  AvatarFrame,
  Banner,
  Identity,
  Names,
  PlayerPageSkeleton,
  Rows,
  Section,
  StatList,
  Subline,
} from './player-page-layout';

function TeamLine({ team }: { team: PublicPlayerTeam | null }) {
  const { t } = useTranslation(PLAYER_PAGE_NAMESPACE);
  return (
    <Section aria-labelledby="player-team">
      <h2 id="player-team">{t('playerPage.team')}</h2>
      {team ? (
        <p>
          <Link to={`/teams/${encodeURIComponent(team.vanity)}`}>
            <bdi>{team.name}</bdi>
          </Link>{' '}
          <Muted as="span">· {t(`playerPage.roles.${team.role}`)}</Muted>
        </p>
      ) : (
        <Muted>{t('playerPage.noTeam')}</Muted>
      )}
    </Section>
  );
}

/** The player's solo queue rank from the publisher (issue 33): tier, division and league points, or Unranked. */
function GameRank({ rank }: { rank: PublicPlayerProfile['rank'] | undefined }) {
  const { t } = useTranslation(PLAYER_PAGE_NAMESPACE);
  if (!rank) return <>{t('playerPage.gameRank.unranked')}</>;
  const tier = t(`playerPage.gameRank.tier.${rank.tier}`);
  const step = rank.division
    ? t('playerPage.gameRank.step', { tier, division: t(`playerPage.gameRank.division.${rank.division}`) })
    : tier;
  return (
    <>
      {step} · {t('playerPage.gameRank.points', { points: rank.leaguePoints })}
    </>
  );
}

function PublicDetails({ profile }: { profile: PublicPlayerProfile }) {
  const { t } = useTranslation(PLAYER_PAGE_NAMESPACE);
  const locale = useLocale();
  const { matchHistory } = profile;
  return (
    <>
      <Section aria-labelledby="player-stats">
        <h2 id="player-stats">{t('playerPage.stats')}</h2>
        <StatList>
          <div>
            <dt>{t('playerPage.gameRank.label')}</dt>
            <dd data-testid="game-rank">
              <GameRank rank={profile.rank} />
            </dd>
          </div>
          <div>
            <dt>{t('playerPage.passLevel')}</dt>
            <dd>{formatNumber(profile.pass.level, locale)}</dd>
          </div>
          <div>
            <dt>{t('playerPage.loyaltyPoints')}</dt>
            <dd>{formatNumber(profile.loyalty.points, locale)}</dd>
          </div>
          <div>
            <dt>{t('playerPage.loyaltyRank')}</dt>
            <dd>
              {profile.loyalty.rank === null
                ? t('playerPage.unranked')
                : t('playerPage.rankValue', { rank: profile.loyalty.rank })}
            </dd>
          </div>
        </StatList>
      </Section>
      <Section aria-labelledby="player-ladders">
        <h2 id="player-ladders">{t('playerPage.ladders')}</h2>
        {profile.ladders.length === 0 ? (
          <Muted>{t('playerPage.noLadders')}</Muted>
        ) : (
          <Rows>
            {profile.ladders.map((ladder) => (
              <li key={ladder.tournamentId}>
                <AppLink href={`/tournaments/${ladder.tournamentId}/leaderboard`}>
                  {localized(ladder.name, locale)}
                </AppLink>
                <span>
                  {t('playerPage.ladderPosition')}: {formatNumber(ladder.position, locale)} ·{' '}
                  {t('playerPage.ladderPoints')}: {formatNumber(ladder.points, locale)} ·{' '}
                  {t('playerPage.ladderRecord')}: {t('playerPage.record', ladder)}
                </span>
              </li>
            ))}
          </Rows>
        )}
      </Section>
      <Section aria-labelledby="player-tournaments">
        <h2 id="player-tournaments">{t('playerPage.tournaments')}</h2>
        {profile.recentTournaments.length === 0 ? (
          <Muted>{t('playerPage.noTournaments')}</Muted>
        ) : (
          <Rows>
            {profile.recentTournaments.map((tournament) => (
              <li key={tournament.id}>
                <AppLink href={`/tournaments/${tournament.id}`}>{localized(tournament.name, locale)}</AppLink>
                <Muted as="span">
                  {formatDate(tournament.startingTime, locale)} ·{' '}
                  {t(`playerPage.status.${tournament.status}`)}
                </Muted>
              </li>
            ))}
          </Rows>
        )}
      </Section>
      <Section aria-labelledby="player-matches">
        <h2 id="player-matches">{t('playerPage.matches')}</h2>
        {matchHistory.games.length === 0 ? (
          <Muted>{t('playerPage.noMatches')}</Muted>
        ) : (
          <>
            <p>
              {t('playerPage.matchSummary', {
                wins: matchHistory.wins,
                losses: matchHistory.losses,
                count: matchHistory.games.length,
              })}
            </p>
            <Rows>
              {matchHistory.games.map((game) => (
                <li key={game.matchId}>
                  <span>
                    <strong>{game.win ? t('playerPage.win') : t('playerPage.loss')}</strong> ·{' '}
                    <bdi>{game.championName}</bdi> · <bdi>{t('playerPage.kda', game)}</bdi>
                  </span>
                  <Muted as="span">{formatDate(game.startedAt, locale)}</Muted>
                </li>
              ))}
            </Rows>
          </>
        )}
      </Section>
    </>
  );
}

function PlayerHeader({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation(PLAYER_PAGE_NAMESPACE);
  const locale = useLocale();
  const shown = profile.visibility === 'public' ? profile : null;
  const name = shown?.displayName ?? profile.gameName;
  const avatar = assetUrl(shown?.profileImage ?? null);
  const banner = assetUrl(shown?.bannerImage ?? null);
  return (
    <header>
      <Banner>{banner && <img src={banner} alt="" />}</Banner>
      <Identity>
        <AvatarFrame>
          {avatar ? (
            <img src={avatar} alt={t('playerPage.avatarAlt', { name })} />
          ) : (
            <span aria-hidden="true">{name.trim().charAt(0).toUpperCase()}</span>
          )}
        </AvatarFrame>
        <Names>
          <h1>
            <bdi>{name}</bdi>
          </h1>
          <Subline>
            <span>
              <VisuallyHidden>{t('playerPage.gameId')}: </VisuallyHidden>
              <bdi data-testid="game-id">{`${profile.gameName}#${profile.tagLine}`}</bdi>
            </span>
            {shown && (
              <span>
                <VisuallyHidden>{t('playerPage.region')}: </VisuallyHidden>
                {regionLabel(shown.region)}
              </span>
            )}
            {shown?.location && (
              <span>
                <VisuallyHidden>{t('playerPage.location')}: </VisuallyHidden>
                {shown.location}
              </span>
            )}
            {shown && (
              <span>{t('playerPage.memberSince', { date: formatDate(shown.memberSince, locale) })}</span>
            )}
          </Subline>
        </Names>
      </Identity>
    </header>
  );
}

/** /players/{gameName}-{tagLine} (issue 32): a player's public page; a private profile shows name and team only. */
export function PlayerPage() {
  const { t } = useTranslation(PLAYER_PAGE_NAMESPACE);
  const { slug = '' } = useParams();
  const riotId = parsePlayerSlug(slug);
  const profile = usePlayerProfile(riotId?.gameName ?? '', riotId?.tagLine ?? '', riotId !== null);
  usePageTitle(
    profile.data
      ? profile.data.visibility === 'public'
        ? profile.data.displayName
        : profile.data.gameName
      : undefined,
  );

  const missing = !riotId || (profile.isError && isApiError(profile.error) && profile.error.status === 404);
  if (missing) return <NotFoundPage remote="account" />;

  return (
    <PageContainer>
      {profile.isError ? (
        <Muted role="alert">{t('playerPage.loadFailed')}</Muted>
      ) : profile.data ? (
        <>
          <PlayerHeader profile={profile.data} />
          <TeamLine team={profile.data.team} />
          {profile.data.visibility === 'public' ? (
            <PublicDetails profile={profile.data} />
          ) : (
            <Muted>{t('playerPage.private')}</Muted>
          )}
        </>
      ) : (
        <PlayerPageSkeleton label={t('playerPage.loading')} />
      )}
    </PageContainer>
  );
}
