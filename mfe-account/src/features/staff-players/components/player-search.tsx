import type { ModeratedPlayer } from '@arena/contract';
import { MODERATION_LIMITS } from '@arena/contract/rules';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  DataTable,
  EmptyState,
  Muted,
  regionLabel,
  SectionTitle,
  SelectField,
  Skeleton,
  TextField,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useModeratedPlayers } from '../api/get-moderated-players';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import {
  NO_PLAYER_SEARCH,
  PLAYER_REGIONS,
  playersCallQuery,
  playerSearchOf,
  playerSearchParams,
  type PlayerRegion,
  type PlayerSearch as Search,
} from '../utils/player-search';
import { riotIdOf } from '../utils/staff-members';
import { BanStatusBadge } from './ban-status-badge';

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  /* The buttons line up with the controls, under the labels. */
  margin-block-start: 1.6rem;
  @media (max-width: 640px) {
    margin-block-start: 0;
  }
`;

const PlayerName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/**
 * The moderation search of `/staff/players` (support and admins): players by game name, tag, `Name#TAG` or id, and
 * region, a page of 20 at a time, each with their standing and a link to manage them. The search lives in the
 * address, so Back from a player returns to it.
 */
export function PlayerSearch() {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => playerSearchOf(params), [params]);
  const [draft, setDraft] = useState<Search>(applied);
  const players = useModeratedPlayers(playersCallQuery(applied));

  // Back and forward, or a link, change the address: the form follows.
  useEffect(() => setDraft(applied), [applied]);

  const show = (search: Search) => setParams(playerSearchParams(search));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...draft, page: 1 });
  };

  const columns = useMemo<DataTableColumn<ModeratedPlayer>[]>(
    () => [
      {
        key: 'player',
        header: t('moderation.table.player'),
        rowHeader: true,
        cell: (row) => (
          <PlayerName>
            <bdi dir="ltr">{riotIdOf(row.player)}</bdi>
            {row.staffRoles.length > 0 && <Badge $tone="info">{t('moderation.staffBadge')}</Badge>}
          </PlayerName>
        ),
      },
      {
        key: 'region',
        header: t('moderation.table.region'),
        nowrap: true,
        cell: (row) => <bdi dir="ltr">{regionLabel(row.region)}</bdi>,
      },
      {
        key: 'status',
        header: t('moderation.table.status'),
        nowrap: true,
        cell: (row) => <BanStatusBadge ban={row.ban} />,
      },
      {
        key: 'actions',
        header: t('moderation.table.actions'),
        nowrap: true,
        cell: (row) => (
          <ButtonLink
            as={Link}
            to={`/staff/players/${encodeURIComponent(row.player.id)}`}
            state={{ from: `?${playerSearchParams(applied).toString()}` }}
            $variant="secondary"
            $size="small"
            aria-label={t('moderation.manageLabel', { player: riotIdOf(row.player) })}
          >
            {t('moderation.manage')}
          </ButtonLink>
        ),
      },
    ],
    [t, applied],
  );

  const rows = players.data?.data ?? [];
  const pages = Math.max(1, players.data?.pagination.pages ?? 1);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('moderation.title')}</SectionTitle>
      <Filters role="search" aria-label={t('moderation.search.label')} onSubmit={submit}>
        <TextField
          type="search"
          label={t('moderation.search.query')}
          hint={t('moderation.search.queryHint')}
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          maxLength={MODERATION_LIMITS.search}
          value={draft.search}
          onChange={(event) => setDraft((current) => ({ ...current, search: event.target.value }))}
        />
        <SelectField
          label={t('moderation.search.region')}
          value={draft.region}
          onChange={(event) =>
            setDraft((current) => ({ ...current, region: event.target.value as PlayerRegion | '' }))
          }
        >
          <option value="">{t('moderation.search.allRegions')}</option>
          {PLAYER_REGIONS.map((region) => (
            <option key={region} value={region}>
              {t(`moderation.regions.${region}`)}
            </option>
          ))}
        </SelectField>
        <FilterActions>
          <Button type="submit">{t('moderation.search.submit')}</Button>
          <Button $variant="secondary" onClick={() => show(NO_PLAYER_SEARCH)}>
            {t('moderation.search.clear')}
          </Button>
        </FilterActions>
      </Filters>
      <Results>
        {players.isPending ? (
          <Skeleton $height="240px" />
        ) : players.isError ? (
          <Alert $tone="danger">{t('moderation.loadFailed')}</Alert>
        ) : rows.length === 0 ? (
          <EmptyState title={t('moderation.empty')} />
        ) : (
          <>
            <DataTable
              caption={t('moderation.table.caption')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.player.id}
              pager={{
                page: applied.page,
                pages,
                label: t('moderation.pager'),
                onPage: (page) => show({ ...applied, page }),
              }}
            />
            <Muted>{t('moderation.page', { page: applied.page, pages })}</Muted>
          </>
        )}
      </Results>
    </Card>
  );
}
