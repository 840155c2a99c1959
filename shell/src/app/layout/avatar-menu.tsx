import { AppLink, assetUrl, isAdminRole, popoverSurface, STAFF_NAV, type User } from '@arena/shared-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
  /* flex, not a line box: an inline button would add the line's descender and grow the header (issue 14). */
  display: flex;
`;

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

const Menu = styled.ul`
  ${popoverSurface}
  position: absolute;
  inset-block-start: calc(100% + 8px);
  inset-inline-end: 0;
  min-inline-size: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Name = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  margin-block-end: ${({ theme }) => theme.space(1)};
`;

function initialsOf(name: string): string {
  return name.trim().slice(0, 1).toUpperCase() || '?';
}

/**
 * The signed-in player's menu (P1 §2): a button with aria-haspopup/aria-expanded opening Profile and Logout;
 * platform admins also find the staff desk here (DESIGN §5), its first page.
 * Arrow keys move between entries, Escape closes and returns focus to the button, a click outside closes.
 */
export function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const name = user.displayName || user.gameName;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = items();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? entries[0] : entries[entries.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {user.profileImage ? (
          <img src={assetUrl(user.profileImage)} alt="" />
        ) : (
          <span aria-hidden="true">{initialsOf(name)}</span>
        )}
      </Trigger>
      {open && (
        <Menu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('header.accountMenu', { name })}
          onKeyDown={onMenuKeyDown}
        >
          <Name role="none" aria-hidden="true">
            {name}
          </Name>
          <li role="none">
            <AppLink href="/account" role="menuitem" tabIndex={-1} onClick={() => close(false)}>
              {t('header.profile')}
            </AppLink>
          </li>
          {isAdminRole(user.role) && (
            <li role="none">
              <AppLink href={STAFF_NAV[0].href} role="menuitem" tabIndex={-1} onClick={() => close(false)}>
                {t('header.staffDesk')}
              </AppLink>
            </li>
          )}
          <li role="none">
            <AppLink href="/logout" role="menuitem" tabIndex={-1} onClick={() => close(false)}>
              {t('header.logout')}
            </AppLink>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
