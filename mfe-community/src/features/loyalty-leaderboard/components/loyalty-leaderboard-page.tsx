import {
  Card,
  EmptyState,
  Heading,
  Input,
  Muted,
  PageContainer,
  Pager,
  SectionTitle,
  usePageTitle,
} from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLoyaltyLeaderboard } from '../api/get-loyalty-leaderboard';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { LOYALTY_NAMESPACE } from '../i18n';
import { LEADERBOARD_PAGE_SIZE, SEARCH_DEBOUNCE_MS, shownRange } from '../utils/leaderboard-view';
import { LeaderboardSkeleton, LeaderboardTable } from './leaderboard-table';
import { PassPromo, passPromoEnabled } from './pass-promo';
import { WaysToEarn } from './ways-to-earn';

const Page = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

const Header = styled.header`
  h1 {
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  p {
    max-inline-size: 70ch;
  }
`;

const TableCard = styled(Card)`
  overflow-x: auto;
`;

const SearchField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  max-inline-size: 360px;
  font-weight: 600;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/**
 * The loyalty leaderboard (P2 §2): header, the pass promotion (unless the manifest switches it off), the ways to
 * earn points, the signed-in player's position and the global ranking with search and pages of 100.
 */
export default function LoyaltyLeaderboardPage() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  usePageTitle(t('title'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const leaderboard = useLoyaltyLeaderboard({ page, search });

  useEffect(() => {
    if (leaderboard.isError) console.error('Failed to fetch leaderboard', leaderboard.error);
  }, [leaderboard.isError, leaderboard.error]);

  const answer = leaderboard.isError ? undefined : leaderboard.data;
  const entries = answer?.data ?? [];
  const me = answer?.me ?? null;
  const total = answer?.pagination.total ?? 0;
  const pages = answer?.pagination.pages ?? 0;
  const shown = shownRange(page, answer?.pagination.limit ?? LEADERBOARD_PAGE_SIZE, total);

  return (
    <Page>
      <Header>
        <Heading>{t('title')}</Heading>
        <Muted>{t('intro')}</Muted>
      </Header>
      {passPromoEnabled() && <PassPromo />}
      <WaysToEarn />
      {me && (
        <section aria-labelledby="loyalty-your-position">
          <SectionTitle id="loyalty-your-position">{t('yourPosition')}</SectionTitle>
          <TableCard>
            <LeaderboardTable entries={[me]} labelledBy="loyalty-your-position" />
          </TableCard>
        </section>
      )}
      <section aria-labelledby="loyalty-global">
        <SectionTitle id="loyalty-global">{t('global')}</SectionTitle>
        <TableCard>
          <SearchField>
            {t('search.label')}
            <Input
              type="search"
              value={searchText}
              placeholder={t('search.placeholder')}
              onChange={(event) => {
                setSearchText(event.target.value);
                setPage(1);
              }}
            />
          </SearchField>
          {leaderboard.isPending ? (
            <LeaderboardSkeleton />
          ) : entries.length === 0 ? (
            <EmptyState title={t('empty.title')} text={t('empty.text')} />
          ) : (
            <>
              <LeaderboardTable entries={entries} labelledBy="loyalty-global" />
              <Footer>
                <Muted role="status">
                  {t('showing', { from: shown.from, to: shown.to, total: shown.total })}
                </Muted>
                <Pager label={t('pager')} page={page} pages={pages} onPage={setPage} />
              </Footer>
            </>
          )}
        </TableCard>
      </section>
    </Page>
  );
}
