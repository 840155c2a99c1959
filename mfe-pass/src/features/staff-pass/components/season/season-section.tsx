import type { StaffPassMission, StaffPassTier } from '@arena/contract';
import {
  Badge,
  Button,
  Card,
  DataTable,
  formatNumber,
  LoadFailed,
  Muted,
  SectionTitle,
  SelectField,
  Skeleton,
  useLocale,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePassSeason } from '../../api/get-pass-season';
import { useRewardSeasons } from '../../api/reward-seasons';
import { STAFF_PASS_NAMESPACE } from '../../i18n';
import { MissionDialog } from './mission-dialog';
import { useRewardText } from './reward-text';
import { TierDialog } from './tier-dialog';

/** Rows of each table per page. */
export const SEASON_PAGE_SIZE = 10;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Reward = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const MissionName = styled.span`
  display: block;
  min-inline-size: 16ch;
  max-inline-size: 40ch;
  overflow-wrap: anywhere;
`;

/** The rows of one page of a list, and how many pages it has. */
function pageOf<Row>(rows: readonly Row[], page: number): { rows: Row[]; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / SEASON_PAGE_SIZE));
  const current = Math.min(page, pages);
  return { rows: rows.slice((current - 1) * SEASON_PAGE_SIZE, current * SEASON_PAGE_SIZE), pages };
}

function TiersTable({ tiers, onEdit }: { tiers: StaffPassTier[]; onEdit: (tier: StaffPassTier) => void }) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const rewardText = useRewardText();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const shown = pageOf(tiers, page);
  const columns = useMemo<DataTableColumn<StaffPassTier>[]>(
    () => [
      {
        key: 'level',
        header: t('season.tiers.level'),
        nowrap: true,
        rowHeader: true,
        cell: (tier) => formatNumber(tier.level, locale),
      },
      {
        key: 'xpNeeded',
        header: t('season.tiers.xpNeeded'),
        nowrap: true,
        align: 'end',
        cell: (tier) => formatNumber(tier.xpNeeded, locale),
      },
      {
        key: 'reward',
        header: t('season.tiers.reward'),
        cell: (tier) => (
          <Reward>
            {rewardText(tier.reward.type, tier.reward.amount)}
            {tier.isMilestone && <Badge $tone="primary">{t('season.tiers.milestone')}</Badge>}
          </Reward>
        ),
      },
      {
        key: 'actions',
        header: t('season.tiers.actions'),
        nowrap: true,
        cell: (tier) => (
          <Button
            $variant="secondary"
            aria-label={t('season.tiers.editLabel', { level: tier.level })}
            onClick={() => onEdit(tier)}
          >
            {t('season.tiers.edit')}
          </Button>
        ),
      },
    ],
    [t, locale, rewardText, onEdit],
  );
  return (
    <Part aria-labelledby={titleId}>
      <h3 id={titleId}>{t('season.tiers.title')}</h3>
      <DataTable
        caption={t('season.tiers.caption')}
        columns={columns}
        rows={shown.rows}
        rowKey={(tier) => String(tier.level)}
        pager={{ page, pages: shown.pages, onPage: setPage, label: t('season.tiers.pager') }}
      />
    </Part>
  );
}

function MissionsTable({
  missions,
  onEdit,
}: {
  missions: StaffPassMission[];
  onEdit: (mission: StaffPassMission) => void;
}) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const rewardText = useRewardText();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const shown = pageOf(missions, page);
  const columns = useMemo<DataTableColumn<StaffPassMission>[]>(() => {
    const number = (value: number) => formatNumber(value, locale);
    return [
      {
        key: 'name',
        header: t('season.missions.name'),
        rowHeader: true,
        cell: (mission) => <MissionName>{mission.name[locale]}</MissionName>,
      },
      {
        key: 'level',
        header: t('season.missions.level'),
        nowrap: true,
        align: 'end',
        cell: (mission) => number(mission.level),
      },
      {
        key: 'target',
        header: t('season.missions.target'),
        nowrap: true,
        align: 'end',
        cell: (mission) => number(mission.target),
      },
      {
        key: 'xp',
        header: t('season.missions.xp'),
        nowrap: true,
        align: 'end',
        cell: (mission) => number(mission.xpReward),
      },
      {
        key: 'reward',
        header: t('season.missions.reward'),
        cell: (mission) => rewardText(mission.rewardType, mission.reward ?? 1),
      },
      {
        key: 'completions',
        header: t('season.missions.completions'),
        nowrap: true,
        align: 'end',
        cell: (mission) => number(mission.completions),
      },
      {
        key: 'actions',
        header: t('season.missions.actions'),
        nowrap: true,
        cell: (mission) => (
          <Button
            $variant="secondary"
            aria-label={t('season.missions.editLabel', { level: mission.level, name: mission.name[locale] })}
            onClick={() => onEdit(mission)}
          >
            {t('season.missions.edit')}
          </Button>
        ),
      },
    ];
  }, [t, locale, rewardText, onEdit]);
  return (
    <Part aria-labelledby={titleId}>
      <h3 id={titleId}>{t('season.missions.title')}</h3>
      <DataTable
        caption={t('season.missions.caption')}
        columns={columns}
        rows={shown.rows}
        rowKey={(mission) => mission.id}
        pager={{ page, pages: shown.pages, onPage: setPage, label: t('season.missions.pager') }}
      />
    </Part>
  );
}

/**
 * The pass desk's "Season" section (the current season, or the upcoming one while it is prepared): the levels (XP needed, reward) and the missions (name in the reader's language,
 * level, target, XP, reward, completions), ten a page, each with an Edit button that opens its form in a dialog.
 */
export function SeasonSection() {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const seasons = useRewardSeasons();
  const upcoming = seasons.data?.find((candidate) => candidate.status === 'upcoming');
  const current = seasons.data?.find((candidate) => candidate.status === 'current');
  const [shown, setShown] = useState<'current' | 'upcoming'>('current');
  const seasonId = shown === 'upcoming' && upcoming ? upcoming.id : undefined;
  const season = usePassSeason(seasonId);
  const [editedTier, setEditedTier] = useState<number | null>(null);
  const [editedMission, setEditedMission] = useState<string | null>(null);
  const tiers = season.data?.tiers ?? [];
  const tier = tiers.find((candidate) => candidate.level === editedTier) ?? null;
  const mission = season.data?.missions.find((candidate) => candidate.id === editedMission) ?? null;
  const editTier = useMemo(() => (row: StaffPassTier) => setEditedTier(row.level), []);
  const editMission = useMemo(() => (row: StaffPassMission) => setEditedMission(row.id), []);

  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={season.isPending}>
      <SectionTitle id={titleId}>{t('season.title')}</SectionTitle>
      <Muted>{t('season.intro')}</Muted>
      {upcoming && current && (
        <SelectField
          label={t('season.shown')}
          value={seasonId ? 'upcoming' : 'current'}
          onChange={(event) => setShown(event.target.value === 'upcoming' ? 'upcoming' : 'current')}
        >
          <option value="current">{t('season.shownCurrent', { name: current.name[locale] })}</option>
          <option value="upcoming">{t('season.shownUpcoming', { name: upcoming.name[locale] })}</option>
        </SelectField>
      )}
      {season.isPending ? (
        <Skeleton $height="320px" />
      ) : season.isError ? (
        <LoadFailed title={t('season.loadFailed')} onRetry={() => void season.refetch()} />
      ) : (
        <>
          <TiersTable tiers={season.data.tiers} onEdit={editTier} />
          <MissionsTable missions={season.data.missions} onEdit={editMission} />
        </>
      )}
      <TierDialog tier={tier} tiers={tiers} seasonId={seasonId} onClose={() => setEditedTier(null)} />
      <MissionDialog mission={mission} onClose={() => setEditedMission(null)} />
    </Card>
  );
}
