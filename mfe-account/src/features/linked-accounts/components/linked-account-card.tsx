import { Badge, Button, ConfirmDialog, Muted, toast } from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LINKED_ACCOUNTS_NAMESPACE } from '../i18n';
import { useLinkedAccount } from '../api/get-linked-account';
import { useStartAccountLink } from '../api/start-account-link';
import { useUnlinkAccount } from '../api/unlink-account';
import type { LinkProvider } from '../utils/link-providers';
import { LinkedAccountDetails } from './linked-account-details';

const Box = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

/**
 * One linkable account on the settings page: connected (its details and Unlink, behind a plain confirmation)
 * or not connected (Connect, which leaves for the provider's consent page).
 */
export function LinkedAccountCard({ provider }: { provider: LinkProvider }) {
  const { t } = useTranslation(LINKED_ACCOUNTS_NAMESPACE);
  const titleId = useId();
  const account = useLinkedAccount(provider);
  const startLink = useStartAccountLink(provider);
  const unlink = useUnlinkAccount(provider);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const linked = account.data ?? null;

  function connect() {
    startLink.mutate(undefined, {
      onError: () => toast.error(t(`linked.${provider}.startFailed`)),
    });
  }

  function confirmUnlink() {
    unlink.mutate(undefined, {
      onSuccess: () => {
        setConfirmingUnlink(false);
        toast.success(t(`linked.${provider}.unlinked`));
      },
      onError: () => {
        setConfirmingUnlink(false);
        toast.error(t(`linked.${provider}.unlinkFailed`));
      },
    });
  }

  return (
    <Box aria-labelledby={titleId} data-testid={`linked-account-${provider}`}>
      <Top>
        <div>
          <h3 id={titleId}>{t(`linked.${provider}.name`)}</h3>
          <Muted>{t(`linked.${provider}.description`)}</Muted>
        </div>
        {!account.isPending && (
          <Badge $tone={linked ? 'success' : 'neutral'}>
            {linked ? t('linked.connected') : t('linked.notConnected')}
          </Badge>
        )}
      </Top>
      {account.isPending ? (
        <Muted role="status">{t('linked.loading')}</Muted>
      ) : linked ? (
        <>
          <LinkedAccountDetails account={linked} />
          <Actions>
            <Button $variant="secondary" onClick={() => setConfirmingUnlink(true)}>
              {t(`linked.${provider}.unlinkLabel`)}
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button onClick={connect} disabled={startLink.isPending || startLink.isSuccess}>
            {startLink.isPending || startLink.isSuccess
              ? t('linked.connecting')
              : t(`linked.${provider}.connectLabel`)}
          </Button>
        </Actions>
      )}
      <ConfirmDialog
        open={confirmingUnlink}
        title={t(`linked.${provider}.unlinkTitle`)}
        message={t(`linked.${provider}.unlinkMessage`)}
        confirmLabel={t(`linked.${provider}.unlinkLabel`)}
        tone="danger"
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onCancel={() => setConfirmingUnlink(false)}
      />
    </Box>
  );
}
