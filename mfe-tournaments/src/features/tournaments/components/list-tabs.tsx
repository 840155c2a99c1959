import { formatNumber, useLocale } from '@arena/shared-kit';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LIST_TABS, type ListTab } from '../utils/list-tabs';
import { LIST_NAMESPACE } from '../i18n';

/*
 * On a narrow phone the three tabs with their counts are wider than the screen: the row scrolls sideways on its
 * own (the selected tab scrolls into view with focus) instead of the page (issue 28). The row's line is an inset
 * shadow, so the selected tab's underline covers it without reaching outside the scrolling box.
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

const Count = styled.span`
  min-inline-size: 1.6em;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.8rem;
  text-align: center;
`;

export interface ListTabsProps {
  current: ListTab;
  /** Per tab; null while the list loads (no counts shown). */
  counts: Record<ListTab, number> | null;
  onChange: (tab: ListTab) => void;
  children: ReactNode;
}

/**
 * Live, Upcoming and Completed as a tablist (WAI-ARIA tabs, selection follows focus): arrow keys move between
 * tabs in reading order (so the left arrow goes forward in Arabic), Home and End jump to the ends.
 */
export function ListTabs({ current, counts, onChange, children }: ListTabsProps) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const locale = useLocale();
  const prefix = useId();
  const buttons = useRef(new Map<ListTab, HTMLButtonElement>());
  const idOf = (tab: ListTab) => `${prefix}-tab-${tab}`;
  const panelId = `${prefix}-panel`;

  const select = (tab: ListTab) => {
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LIST_TABS.indexOf(current);
    const forward = locale === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = locale === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    let next: ListTab | null = null;
    if (event.key === forward) next = LIST_TABS[(index + 1) % LIST_TABS.length];
    else if (event.key === backward) next = LIST_TABS[(index - 1 + LIST_TABS.length) % LIST_TABS.length];
    else if (event.key === 'Home') next = LIST_TABS[0];
    else if (event.key === 'End') next = LIST_TABS[LIST_TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <TabRow role="tablist" aria-label={t('list.tabs.label')}>
        {LIST_TABS.map((tab) => (
          <Tab
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={idOf(tab)}
            aria-selected={tab === current}
            aria-controls={panelId}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`list.tabs.${tab}`)}
            {counts && <Count>{formatNumber(counts[tab], locale)}</Count>}
          </Tab>
        ))}
      </TabRow>
      <div role="tabpanel" id={panelId} aria-labelledby={idOf(current)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
