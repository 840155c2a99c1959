import { assetUrl, ButtonLink, formatNumber, VisuallyHidden, type User } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AvatarFrame, Banner, Identity, Names, Subline } from '../../../components/profile-parts';
import { profileLinks } from '../utils/profile-links';

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
