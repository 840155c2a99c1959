import {
  Button,
  EmptyState,
  Grid,
  Heading,
  Muted,
  PageContainer,
  Skeleton,
  toast,
  usePageTitle,
} from '@arena/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTournaments } from '../api/get-tournaments';
import { useNow } from '../hooks/use-now';
import { TournamentCard } from './tournament-card';

const Intro = styled.header`
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

const SKELETON_CARDS = 6;

/**
 * /tournaments, first version: every tournament as a card. Tabs, filters, the region switch and the registered
 * side panel come with the full list.
 */
export function TournamentListPage() {
  const { t } = useTranslation('tournaments');
  usePageTitle(t('list.pageTitle'));
  const now = useNow();
  const query = useTournaments();
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) toast.error(t('list.loadError'));
    // One toast per failed load, not per render or language change.
  }, [isError, errorUpdatedAt]);

  let content;
  if (query.isPending) {
    content = (
      <Grid $min="280px" aria-busy="true" data-testid="tournaments-skeleton">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} $height="380px" />
        ))}
      </Grid>
    );
  } else if (query.isError) {
    content = (
      <EmptyState
        title={t('list.loadError')}
        action={
          <Button $variant="secondary" onClick={() => void query.refetch()}>
            {t('kit:retry')}
          </Button>
        }
      />
    );
  } else if (query.data.length === 0) {
    content = <EmptyState title={t('list.empty.title')} text={t('list.empty.text')} />;
  } else {
    content = (
      <CardList>
        {query.data.map((tournament) => (
          <li key={tournament.id}>
            <TournamentCard tournament={tournament} now={now} />
          </li>
        ))}
      </CardList>
    );
  }

  return (
    <PageContainer>
      <Intro>
        <Heading>{t('list.title')}</Heading>
        <Muted>{t('list.subtitle')}</Muted>
      </Intro>
      {content}
    </PageContainer>
  );
}
