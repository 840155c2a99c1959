import '../i18n';
import { Alert, AppLink, Badge, Card, Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LINKED_ACCOUNTS_NAMESPACE } from '../i18n';
import { useLinkedAccount } from '../api/get-linked-account';
import { linkProviderOf } from '../utils/link-providers';
import { LinkedAccountDetails } from './linked-account-details';

const Page = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  inline-size: min(480px, 100%);
  h1 {
    margin: 0;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * /link-discord (no main layout): where the provider's consent sends the browser back, with `?provider`
 * (discord by default) and `?status`. It checks the account and shows Connected with it, or Not connected.
 */
export function LinkAccountPage() {
  const { t } = useTranslation(LINKED_ACCOUNTS_NAMESPACE);
  const [params] = useSearchParams();
  const provider = linkProviderOf(params.get('provider'));
  const failed = params.get('status') === 'failed';
  const cancelled = params.get('reason') === 'access_denied';
  const title = t(`linkPage.${provider}Title`);
  usePageTitle(title);
  const account = useLinkedAccount(provider);
  const linked = account.data ?? null;

  return (
    <Page>
      <Panel>
        <Heading>{title}</Heading>
        <Status aria-live="polite" data-testid="link-status">
          {account.isPending ? (
            <Muted role="status">{t('linkPage.checking')}</Muted>
          ) : linked ? (
            <>
              <Badge $tone="success">{t('linkPage.connected')}</Badge>
              <Muted>{t('linkPage.connectedText')}</Muted>
              <LinkedAccountDetails account={linked} />
            </>
          ) : (
            <>
              <Badge $tone="neutral">{t('linkPage.notConnected')}</Badge>
              {failed ? (
                <Alert $tone="warning">{cancelled ? t('linkPage.cancelled') : t('linkPage.failed')}</Alert>
              ) : (
                <Muted>{t('linkPage.notConnectedText')}</Muted>
              )}
            </>
          )}
        </Status>
        <AppLink href="/account/settings">{t('linkPage.backToSettings')}</AppLink>
      </Panel>
    </Page>
  );
}
