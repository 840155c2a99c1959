import '../i18n';
import {
  Alert,
  assetUrl,
  Button,
  Card,
  formatNumber,
  Input,
  type LeaderboardEntry,
  type Locale,
  localized,
  Muted,
  Pager,
  SectionTitle,
  Skeleton,
  usePageTitle,
  useSession,
} from '@arena/shared-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTournamentOutlet } from '../../../hooks/use-tournament-outlet';
import { useLeaderboard } from '../api/get-leaderboard';
import { useMatchmakingStatus } from '../api/get-matchmaking-status';
import { useMyPosition } from '../api/get-my-position';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import { readLeaderboardQuery, winRateFraction, writeLeaderboardQuery } from '../utils/leaderboard';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Banner = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.large};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.primary};
  background: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.primary} 18%,
    ${({ theme }) => theme.colors.surface}
  );
  h2 {
    margin: 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
  }
`;

/* A table wider than a phone scrolls here; it holds no control, so the box itself takes focus (arrow keys). */
const TableBox = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const PlayerCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    inline-size: 28px;
    block-size: 28px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

function LeaderboardTable({
  entries,
  label,
  locale,
}: {
  entries: LeaderboardEntry[];
  label: string;
  locale: Locale;
}) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const number = (value: number) => formatNumber(value, locale);
  return (
    <TableBox tabIndex={0} role="group" aria-label={label}>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.player')}</th>
            <th scope="col">{t('leaderboard.games')}</th>
            <th scope="col">{t('leaderboard.wins')}</th>
            <th scope="col">{t('leaderboard.losses')}</th>
            <th scope="col">{t('leaderboard.winRate')}</th>
            <th scope="col">{t('leaderboard.points')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const image = assetUrl(entry.user.profileImage);
            return (
              <tr key={entry.user.id}>
                <td>{number(entry.position)}</td>
                <th scope="row">
                  <PlayerCell>
                    {image && <img src={image} alt="" />}
                    <bdi>
                      {entry.user.gameName}#{entry.user.tagLine}
                    </bdi>
                  </PlayerCell>
                </th>
                <td>{number(entry.stats.games_played)}</td>
                <td>{number(entry.stats.wins)}</td>
                <td>{number(entry.stats.losses)}</td>
                <td>
                  {formatNumber(winRateFraction(entry.stats.winRate), locale, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  })}
                </td>
                <td>{number(entry.stats.points)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableBox>
  );
}

/** The caller's own row, shown while their matchmaking status is ready (P1 §2). */
function OwnPosition({ tournamentId, locale }: { tournamentId: string; locale: Locale }) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const signedIn = useSession((state) => state.isAuthenticated);
  const status = useMatchmakingStatus(tournamentId, signedIn);
  const ready = status.data?.status === 'ready';
  const position = useMyPosition(tournamentId, ready);
  if (!ready) return null;
  return (
    <Card as="section" aria-label={t('leaderboard.yourPosition')} aria-busy={position.isPending || undefined}>
      <SectionTitle>{t('leaderboard.yourPosition')}</SectionTitle>
      {position.isError ? (
        <Alert $tone="danger">{t('leaderboard.positionFailed')}</Alert>
      ) : position.isPending ? (
        <Skeleton $height="3rem" />
      ) : position.data ? (
        <LeaderboardTable entries={[position.data]} label={t('leaderboard.yourPosition')} locale={locale} />
      ) : null}
    </Card>
  );
}

/**
 * /tournaments/{id}/leaderboard (P1 §2): the banner, the caller's own position, and the leaderboard searchable
 * by game name or tag line, 20 players a page; the page and the search live in the address.
 */
export function LeaderboardPage() {
  const { t, i18n } = useTranslation(MATCHMAKING_NAMESPACE);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ar';
  const { id, tournament } = useTournamentOutlet();
  const [params, setParams] = useSearchParams();
  const query = readLeaderboardQuery(params);
  const [draft, setDraft] = useState(query.search);
  const leaderboard = useLeaderboard(id, query);
  const searchId = useId();
  usePageTitle(t('leaderboard.title'));

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(writeLeaderboardQuery(query, { search: draft.trim() }));
  };
  const goTo = (page: number) => setParams(writeLeaderboardQuery(query, { page }));
  const pages = leaderboard.data?.pagination.pages ?? 0;

  return (
    <Stack>
      <Banner>
        <h2>{t('leaderboard.title')}</h2>
        {tournament && <p>{localized(tournament.name, locale)}</p>}
        <Muted>{t('leaderboard.banner')}</Muted>
      </Banner>
      <OwnPosition tournamentId={id} locale={locale} />
      <Card as="section" aria-label={t('leaderboard.table')} aria-busy={leaderboard.isPending || undefined}>
        <Stack>
          <SearchForm role="search" onSubmit={applySearch}>
            <label htmlFor={searchId}>{t('leaderboard.searchLabel')}</label>
            <Input
              id={searchId}
              type="search"
              value={draft}
              placeholder={t('leaderboard.searchPlaceholder')}
              onChange={(event) => {
                setDraft(event.target.value);
                if (!event.target.value) setParams(writeLeaderboardQuery(query, { search: '' }));
              }}
            />
            <Button type="submit">{t('leaderboard.searchLabel')}</Button>
          </SearchForm>
          {leaderboard.isError ? (
            <Alert $tone="danger">{t('leaderboard.loadFailed')}</Alert>
          ) : leaderboard.isPending ? (
            <Skeleton $height="12rem" />
          ) : leaderboard.data.data.length === 0 ? (
            <Muted>{t('leaderboard.empty')}</Muted>
          ) : (
            <LeaderboardTable
              entries={leaderboard.data.data}
              label={t('leaderboard.table')}
              locale={locale}
            />
          )}
          <Pager label={t('leaderboard.pagination')} page={query.page} pages={pages} onPage={goTo} />
        </Stack>
      </Card>
    </Stack>
  );
}
