import { formatNumber, Tabs, useLocale } from '@arena/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LIST_TABS, type ListTab } from '../utils/list-tabs';
import { LIST_NAMESPACE } from '../i18n';

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

/** Live, Upcoming and Completed as the kit's tabs, each with its count once the list has loaded. */
export function ListTabs({ current, counts, onChange, children }: ListTabsProps) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const locale = useLocale();
  return (
    <Tabs
      label={t('list.tabs.label')}
      current={current}
      onChange={onChange}
      tabs={LIST_TABS.map((tab) => ({
        key: tab,
        label: (
          <>
            {t(`list.tabs.${tab}`)}
            {counts && <Count>{formatNumber(counts[tab], locale)}</Count>}
          </>
        ),
      }))}
    >
      {children}
    </Tabs>
  );
}
