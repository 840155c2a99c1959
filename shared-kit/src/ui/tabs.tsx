import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { directionOf } from '../i18n/i18n';
import { useLocale } from '../i18n/use-locale';

/*
 * When the tabs are wider than the screen (a narrow phone), the row scrolls sideways on its own (the selected tab
 * scrolls into view with focus) instead of the page. The row's line is an inset shadow, so the selected tab's
 * underline covers it without reaching outside the scrolling box.
 */
const TabRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-end: ${({ theme }) => theme.space(5)};
  overflow-x: auto;
  scrollbar-width: none;
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space(3)};
  flex: none;
  white-space: nowrap;
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: -2px;
  }
`;

/** One tab of `Tabs`: its key and what its button shows. */
export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  current: K;
  onChange: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs, selection follows focus) over one panel: the arrow keys move between tabs in reading order
 * (the left arrow goes forward in Arabic), Home and End jump to the ends; only the selected tab is in the tab order.
 *
 * @example <Tabs label={t('tabs')} tabs={[{ key: 'live', label: t('live') }]} current={tab} onChange={setTab}>{list}</Tabs>
 */
export function Tabs<K extends string>({ label, tabs, current, onChange, children }: TabsProps<K>) {
  const locale = useLocale();
  const prefix = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const idOf = (key: K) => `${prefix}-tab-${key}`;
  const panelId = `${prefix}-panel`;

  const select = (key: K) => {
    onChange(key);
    buttons.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = tabs.map((tab) => tab.key);
    const index = keys.indexOf(current);
    const rtl = directionOf(locale) === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: K | undefined;
    if (event.key === forward) next = keys[(index + 1) % keys.length];
    else if (event.key === backward) next = keys[(index - 1 + keys.length) % keys.length];
    else if (event.key === 'Home') next = keys[0];
    else if (event.key === 'End') next = keys[keys.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <TabRow role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={idOf(tab.key)}
            aria-selected={tab.key === current}
            aria-controls={panelId}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => select(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </Tab>
        ))}
      </TabRow>
      <div role="tabpanel" id={panelId} aria-labelledby={idOf(current)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
