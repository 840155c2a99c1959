import { assetUrl, ButtonLink, formatNumber, VisuallyHidden, type User } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { profileLinks } from '../utils/profile-links';

const Banner = styled.div`
  block-size: clamp(120px, 22vw, 220px);
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, #1d2a4d, #3a1d4d 55%, #4d3a1d);
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: -48px;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

const AvatarFrame = styled.div`
  inline-size: 112px;
  block-size: 112px;
  flex-shrink: 0;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.background};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: grid;
  place-items: center;
  overflow: hidden;
  font-size: 2.5rem;
  font-weight: 700;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Names = styled.div`
  flex: 1;
  min-inline-size: 200px;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 2rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Subline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Connections = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding-inline: ${({ theme }) => theme.space(4)};
  list-style: none;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(6)} 0;
  div {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

/** Banner, avatar, name, game ID, location, linked profiles, stats and the Edit Profile button (P1 §2). */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const statsId = useId();
  const avatar = assetUrl(user.profileImage);
  const banner = assetUrl(user.bannerImage);
  const links = profileLinks(user.connections);
  const stats = [
    { key: 'completedGames', label: t('profile.completedGames'), value: user.stats?.completedGames ?? 0 },
    { key: 'xpEarned', label: t('profile.xpEarned'), value: user.stats?.xpEarned ?? 0 },
    { key: 'loyaltyPoints', label: t('profile.loyaltyPoints'), value: user.stats?.loyaltyPoints ?? 0 },
  ];

  return (
    <header>
      <Banner data-testid="profile-banner">{banner && <img src={banner} alt="" />}</Banner>
      <Identity>
        <AvatarFrame>
          {avatar ? (
            <img src={avatar} alt={t('profile.avatarAlt', { name: user.displayName })} />
          ) : (
            <span aria-hidden="true">{user.displayName.trim().charAt(0).toUpperCase()}</span>
          )}
        </AvatarFrame>
        <Names>
          <h1>{user.displayName}</h1>
          <Subline>
            <span>
              <VisuallyHidden>{t('profile.gameId')}: </VisuallyHidden>
              <bdi data-testid="game-id">{`${user.gameName}#${user.tagLine}`}</bdi>
            </span>
            {user.location && (
              <span>
                <span aria-hidden="true">· </span>
                <VisuallyHidden>{t('profile.location')}: </VisuallyHidden>
                {user.location}
              </span>
            )}
          </Subline>
        </Names>
        <ButtonLink as={Link} to="/account/settings" $variant="secondary">
          {t('profile.editProfile')}
        </ButtonLink>
      </Identity>
      {links.length > 0 && (
        <Connections aria-label={t('profile.connectionsLabel')}>
          {links.map((link) => (
            <li key={link.kind}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.kind === 'discord'
                  ? t('profile.discordProfile', { username: link.username })
                  : t('profile.twitterProfile', { username: link.username })}
                <VisuallyHidden> {t('profile.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </Connections>
      )}
      {/* The list's name sits outside it: a <dl> holds only <dt>/<dd> groups. */}
      <VisuallyHidden id={statsId}>{t('profile.statsLabel')}</VisuallyHidden>
      <Stats aria-labelledby={statsId}>
        {stats.map((stat) => (
          <div key={stat.key}>
            <dt>{stat.label}</dt>
            <dd>{formatNumber(stat.value)}</dd>
          </div>
        ))}
      </Stats>
    </header>
  );
}
