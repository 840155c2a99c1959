import { assetUrl, Avatar, formatDate } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LINKED_ACCOUNTS_NAMESPACE } from '../i18n';
import type { LinkedAccount } from '../utils/link-providers';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A linked account: picture, username, id (chat community only) and when it was linked. */
export function LinkedAccountDetails({ account }: { account: LinkedAccount }) {
  const { t } = useTranslation(LINKED_ACCOUNTS_NAMESPACE);
  const imageUrl = assetUrl(account.imageUrl);
  const connectedOn = formatDate(account.connectedAt);
  return (
    <Row data-testid={`linked-${account.provider}`}>
      {imageUrl ? (
        <Avatar src={imageUrl} alt={t('linked.avatarOf', { username: account.username })} $size={48} />
      ) : (
        <Initial aria-hidden="true">{account.username.charAt(0).toUpperCase()}</Initial>
      )}
      <Facts>
        <dt>{t('linked.username')}</dt>
        <dd>
          <bdi>{account.username}</bdi>
        </dd>
        {account.id && (
          <>
            <dt>{t('linked.id')}</dt>
            <dd>
              <bdi>{account.id}</bdi>
            </dd>
          </>
        )}
        {connectedOn && (
          <>
            <dt>{t('linked.connectedAt')}</dt>
            <dd>{connectedOn}</dd>
          </>
        )}
      </Facts>
    </Row>
  );
}
