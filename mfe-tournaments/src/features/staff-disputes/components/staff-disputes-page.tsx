import { Alert, BusyPlaceholder, EmptyState, Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDisputes } from '../api/get-disputes';
import { STAFF_DISPUTES_NAMESPACE } from '../i18n';
import { DisputeCard } from './dispute-card';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/** /staff/disputes: every disputed ladder result, for platform admins to settle. */
export function StaffDisputesPage() {
  const { t } = useTranslation(STAFF_DISPUTES_NAMESPACE);
  usePageTitle(t('title'));
  const disputes = useDisputes();
  return (
    <>
      <Heading>{t('title')}</Heading>
      <Muted>{t('intro')}</Muted>
      {disputes.isPending ? (
        <BusyPlaceholder height="12rem" />
      ) : disputes.isError ? (
        <Alert $tone="danger">{t('loadError')}</Alert>
      ) : disputes.data.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <List>
          {disputes.data.map((dispute) => (
            <DisputeCard key={dispute.match_id} dispute={dispute} />
          ))}
        </List>
      )}
    </>
  );
}
