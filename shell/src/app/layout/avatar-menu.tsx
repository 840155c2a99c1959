import { assetUrl, Menu, type MenuEntry, staffNavFor, type User } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  overflow: hidden;
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

function initialsOf(name: string): string {
  return name.trim().slice(0, 1).toUpperCase() || '?';
}

/**
 * The signed-in player's menu (P1 §2): the kit's menu button (aria-haspopup/aria-expanded, arrow keys, Escape back
 * to the button, a click outside closes) drawn as the avatar, opening Profile and Logout; staff also find here the
 * staff desk's pages their roles may use (DESIGN §5).
 */
export function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { t: tKit } = useTranslation('kit');
  const name = user.displayName || user.gameName;
  const entries: MenuEntry[] = [
    { key: 'profile', label: t('header.profile'), href: '/account' },
    ...staffNavFor(user.staffRoles).map((page) => ({
      key: `staff-${page.key}`,
      label: t('header.staffPage', { page: tKit(`staff.nav.${page.key}`) }),
      href: page.href,
    })),
    { key: 'logout', label: t('header.logout'), href: '/logout' },
  ];
  return (
    <Menu
      label={t('header.accountMenu', { name })}
      header={name}
      entries={entries}
      trigger={({ ref, ...props }) => (
        <Trigger ref={ref} {...props}>
          {user.profileImage ? (
            <img src={assetUrl(user.profileImage)} alt="" />
          ) : (
            <span aria-hidden="true">{initialsOf(name)}</span>
          )}
        </Trigger>
      )}
    />
  );
}
