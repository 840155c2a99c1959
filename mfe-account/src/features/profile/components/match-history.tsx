import { EmptyState, SectionTitle, Skeleton, VisuallyHidden } from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLastFourMatches } from '../api/get-last-four-matches';
import { playerMatches } from '../utils/match-stats';
import { MatchRow } from './match-row';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Match History of the profile page (P1 §2): the last four matches, one expanded at a time. */
export function MatchHistory({ puuid }: { puuid: string | null }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const { data, isPending } = useLastFourMatches();
  const [expandedMatchId, setExpandedMatchId] = useState<string | null>(null);
  const rows = playerMatches(data ?? [], puuid);

  let content;
  if (isPending) {
    content = (
      <Loading role="status" aria-live="polite">
        <VisuallyHidden>{t('matchHistory.loading')}</VisuallyHidden>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} $height="74px" />
        ))}
      </Loading>
    );
  } else if (rows.length === 0) {
    // A failed load is only logged (P1 §8), so it reads like an empty history.
    content = <EmptyState title={t('matchHistory.empty')} />;
  } else {
    content = (
      <List>
        {rows.map(({ match, player }) => {
          const matchId = match.metadata.matchId;
          return (
            <MatchRow
              key={matchId}
              match={match}
              player={player}
              expanded={expandedMatchId === matchId}
              onToggle={() => setExpandedMatchId((current) => (current === matchId ? null : matchId))}
            />
          );
        })}
      </List>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t('matchHistory.title')}</SectionTitle>
      {content}
    </section>
  );
}
