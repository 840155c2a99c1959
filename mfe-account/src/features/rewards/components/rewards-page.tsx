import {
  Alert,
  Badge,
  Button,
  AppLink,
  copyToClipboard,
  EmptyState,
  formatDate,
  Heading,
  localized,
  Muted,
  openRewardCode,
  toast,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import type { RedeemedRewardCode } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRedeemedCodes } from '../api/get-redeemed-codes';
import { useTournamentNames } from '../api/get-tournament-names';
import { useCodeReveal } from '../hooks/use-code-reveal';
import { REWARDS_NAMESPACE } from '../i18n';
import { MASKED_CODE, REVEAL_MS, rewardTypeTone, titleCaseType } from '../utils/reward-codes';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr:last-child td {
    border-block-end: none;
  }
`;

const CodeCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const CodeButton = styled.button`
  font-family: ui-monospace, monospace;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  direction: ltr;
  &[aria-pressed='true'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

function CodeRow({
  code,
  tournamentName,
  reveal,
}: {
  code: RedeemedRewardCode;
  tournamentName: string | null;
  reveal: ReturnType<typeof useCodeReveal>;
}) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const shown = reveal.revealed?.id === code._id ? reveal.revealed.text : null;
  const opening = reveal.opening === code._id;

  const copy = async () => {
    const opened = await openRewardCode(code.code);
    try {
      if (!opened.decrypted) throw new Error('The reward code could not be decrypted');
      await copyToClipboard(opened.text);
      toast.success(t('copied'));
    } catch (error) {
      console.error('[account] Could not copy the reward code', error);
      toast.error(t('copyError'));
    }
  };

  const source =
    code.source === 'tournament' ? (
      code.tournamentId ? (
        <AppLink href={`/tournaments/${code.tournamentId}`}>
          {tournamentName ? t('tournamentNamed', { name: tournamentName }) : t('tournament')}
        </AppLink>
      ) : (
        t('tournament')
      )
    ) : (
      t('passName')
    );

  return (
    <tr data-testid="reward-code">
      <td>
        <CodeCell>
          <CodeButton
            type="button"
            aria-pressed={shown !== null}
            aria-label={shown !== null ? t('hide') : t('reveal')}
            title={shown !== null ? t('hiddenAgain', { count: REVEAL_MS / 1000 }) : undefined}
            onClick={() => reveal.toggle(code._id, code.code)}
          >
            {shown ?? (opening ? t('revealing') : MASKED_CODE)}
          </CodeButton>
          <Button $variant="secondary" $size="small" onClick={() => void copy()}>
            {t('copy')}
          </Button>
        </CodeCell>
      </td>
      <td>
        <Badge $tone={rewardTypeTone(code.type)} data-type={code.type}>
          {t(`types.${code.type}`, { defaultValue: titleCaseType(code.type) })}
        </Badge>
      </td>
      <td>{source}</td>
      <td>
        <time dateTime={code.usedAt}>{formatDate(code.usedAt) ?? t('kit:notAvailable')}</time>
      </td>
    </tr>
  );
}

/**
 * /account/rewards (P2 §2 "Redeemed reward codes"): the codes the player holds, masked; a click shows one for
 * 10 seconds (a second click hides it), Copy puts it on the clipboard; type as coloured title-cased words; source
 * `other` as the pass's name and tournament prizes with their tournament; Refresh, the empty state and the info
 * box about tournament codes handed out by team captains.
 */
export function RewardsPage() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('title'));
  const codes = useRedeemedCodes();
  const reveal = useCodeReveal();
  const list = codes.data ?? [];
  const names = useTournamentNames(
    list.flatMap((code) => (code.source === 'tournament' && code.tournamentId ? [code.tournamentId] : [])),
  );

  // The page's own words, never the server's English message (issue 29): the list has no refusals to name.
  const failure = codes.isError && !codes.isFetching ? t('loadError') : null;

  return (
    <section>
      <Header>
        <div>
          <Heading>{t('title')}</Heading>
          <Muted>{t('subtitle')}</Muted>
        </div>
        <Button $variant="secondary" onClick={() => void codes.refetch()} disabled={codes.isFetching}>
          {t('refresh')}
        </Button>
      </Header>
      {failure && (
        <Alert $tone="danger" style={{ marginBlockEnd: 16 }}>
          {failure}
        </Alert>
      )}
      {codes.isPending ? (
        <Muted role="status">{t('loading')}</Muted>
      ) : list.length === 0 ? (
        !failure && <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('columns.code')}</th>
                <th scope="col">{t('columns.type')}</th>
                <th scope="col">{t('columns.source')}</th>
                <th scope="col">{t('columns.redeemed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((code) => {
                const name = code.tournamentId ? names.get(code.tournamentId) : undefined;
                return (
                  <CodeRow
                    key={code._id}
                    code={code}
                    tournamentName={name ? localized(name, locale) : null}
                    reveal={reveal}
                  />
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {/* Drawn with the list, not before it: the list would push it down (issue 14, no layout shift). */}
      {!codes.isPending && (
        <Alert $tone="info" role="note">
          <strong>{t('infoTitle')}</strong>
          <p style={{ margin: 0 }}>{t('infoText')}</p>
        </Alert>
      )}
    </section>
  );
}
