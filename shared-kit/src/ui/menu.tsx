import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { AppLink } from '../navigation/app-link';
import { popoverSurface } from './popover';

const Wrapper = styled.div`
  position: relative;
  /* flex, not a line box: an inline button would add the line's descender to its parent's height. */
  display: flex;
`;

const List = styled.ul`
  ${popoverSurface}
  position: absolute;
  inset-block-start: calc(100% + 8px);
  inset-inline-end: 0;
  min-inline-size: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  [role='menuitem'] {
    display: block;
    inline-size: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Header = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  margin-block-end: ${({ theme }) => theme.space(1)};
`;

/** One entry of a `Menu`: a link (`href`) or an action (`onSelect`). */
export interface MenuEntry {
  key: string;
  label: ReactNode;
  href?: string;
  onSelect?: () => void;
}

/** What a `Menu` gives the button that opens it: spread them onto a `button`. */
export interface MenuTriggerProps {
  ref: RefObject<HTMLButtonElement>;
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-label': string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuProps {
  /** The accessible name of the button and of the menu. */
  label: string;
  /** Draws the button that opens the menu, from the props it must carry. */
  trigger: (props: MenuTriggerProps) => ReactNode;
  entries: MenuEntry[];
  /** A line above the entries that is not one of them (the signed-in name); hidden from assistive technology. */
  header?: ReactNode;
}

/**
 * A menu button (WAI-ARIA menu button pattern, written for the header that every page draws, so without a library):
 * the button has aria-haspopup/aria-expanded and opens on click or ArrowDown, focus moves to the first entry, arrow
 * keys, Home and End move between entries, Escape closes and returns focus to the button, Tab or a click outside
 * closes.
 *
 * @example <Menu label={t('accountMenu')} trigger={(props) => <AvatarButton {...props} />} entries={[{ key: 'logout', label: t('logout'), href: '/logout' }]} />
 */
export function Menu({ label, trigger, entries, header }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
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

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? all[0] : all[all.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      {trigger({
        ref: triggerRef,
        type: 'button',
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        'aria-label': label,
        onClick: () => setOpen((value) => !value),
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        },
      })}
      {open && (
        <List ref={listRef} id={menuId} role="menu" aria-label={label} onKeyDown={onListKeyDown}>
          {header && (
            <Header role="none" aria-hidden="true">
              {header}
            </Header>
          )}
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              {entry.href ? (
                <AppLink href={entry.href} role="menuitem" tabIndex={-1} onClick={() => close(false)}>
                  {entry.label}
                </AppLink>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(true);
                    entry.onSelect?.();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
