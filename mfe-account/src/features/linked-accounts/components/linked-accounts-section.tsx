import { Card, Muted, SectionTitle } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LINKED_ACCOUNTS_NAMESPACE } from '../i18n';
import { LINK_PROVIDERS } from '../utils/link-providers';
import { LinkedAccountCard } from './linked-account-card';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/** The settings page's linked accounts: the chat community (Discord) and the social account (X). */
export function LinkedAccountsSection() {
  const { t } = useTranslation(LINKED_ACCOUNTS_NAMESPACE);
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('linked.sectionTitle')}</SectionTitle>
      <Muted>{t('linked.intro')}</Muted>
      <Cards>
        {LINK_PROVIDERS.map((provider) => (
          <LinkedAccountCard key={provider} provider={provider} />
        ))}
      </Cards>
    </Card>
  );
}
