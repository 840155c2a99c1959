import type { OrganizerTournament, SeedingBody, TournamentEntrant, TournamentSeeding } from '@arena/contract';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  formatDateTime,
  formatNumber,
  intlFormatter,
  intlLocale,
  localized,
  Muted,
  SectionTitle,
  Skeleton,
  toast,
  useLocale,
  VisuallyHidden,
  type DataTableColumn,
  type Locale,
} from '@arena/shared-kit';
import {
  DragHandle,
  inOrder,
  ReorderZone,
  useReorder,
  type MoveDirection,
} from '@arena/shared-kit/staff-desk';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTournamentEntrants } from '../../api/get-entrants';
import { useSeedTournament } from '../../api/seed-tournament';
import { useStartBracket } from '../../api/start-bracket';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { checkInClosesAt, saySeedingRefusal } from './seeding-refusals';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin-block-end: 0;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const OrderControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const EntrantName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const FinalList = styled.ol`
  columns: 16rem;
  column-gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(1)};
    break-inside: avoid;
  }
`;

const SeedNumber = styled.span`
  min-inline-size: 2.5ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

interface SeedRow {
  entrant: TournamentEntrant;
  /** Its place in the order shown; null for a disqualified entrant (not seeded). */
  seed: number | null;
}

/** The entrant as the console names it: a team's name, or the solo player's Riot ID. */
function entrantLabel(entrant: TournamentEntrant): string {
  return entrant.team ? entrant.name : `${entrant.player.gameName}#${entrant.player.tagLine}`;
}

/** How the entrants are seeded now, as a sentence. */
function seededText(t: TFunction, seeding: TournamentSeeding, locale: Locale, started: boolean): string {
  const time = seeding.seededAt && formatDateTime(seeding.seededAt, locale);
  if (seeding.method === 'registration' || !time) {
    return t(started ? 'run.seeding.seededBy.registrationFinal' : 'run.seeding.seededBy.registration');
  }
  return t(`run.seeding.seededBy.${seeding.method}`, { time });
}

/** Asks for the entrants again when check-in closes, so the note turns into the list by itself. */
function useRefetchAt(at: string | null, refetch: () => unknown) {
  useEffect(() => {
    if (!at) return;
    const wait = Date.parse(at) - Date.now() + 1000;
    if (!(wait > 0 && wait < 2 ** 31 - 1)) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [at, refetch]);
}

/** After the start: the seeding the bracket was drawn from, compact and read-only. */
function FinalSeeding({ seeding }: { seeding: TournamentSeeding }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  return (
    <>
      <Muted>{t('run.seeding.final')}</Muted>
      <Muted>{seededText(t, seeding, locale, true)}</Muted>
      <FinalList aria-label={t('run.seeding.finalList')}>
        {seeding.entrants.map((entrant, index) => (
          <li key={entrant.registrationId}>
            <SeedNumber>{formatNumber(entrant.seed ?? index + 1, locale)}</SeedNumber>
            <bdi>{entrantLabel(entrant)}</bdi>
            {entrant.disqualifiedAt && <Badge $tone="danger">{t('run.seeding.disqualified')}</Badge>}
          </li>
        ))}
      </FinalList>
    </>
  );
}

/**
 * Before the start: the checked-in entrants in seed order, seeding them (by ladder points, at random, or by hand
 * with drag and drop or Move up / Move down), and starting the bracket.
 */
function SeedingDesk({
  tournament,
  seeding,
}: {
  tournament: OrganizerTournament;
  seeding: TournamentSeeding;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const seed = useSeedTournament(tournament.id);
  const start = useStartBracket(tournament.id);
  const [handOrder, setHandOrder] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const byHandButton = useRef<HTMLButtonElement>(null);
  const handHint = useRef<HTMLParagraphElement>(null);
  const handMode = useRef(false);
  const startHintId = useId();

  const seedable = seeding.entrants.filter((entrant) => entrant.disqualifiedAt === null);
  const disqualified = seeding.entrants.filter((entrant) => entrant.disqualifiedAt !== null);
  const ordered = handOrder ? inOrder(seedable, handOrder, (entrant) => entrant.registrationId) : seedable;
  const order = ordered.map((entrant) => entrant.registrationId);
  const rows: SeedRow[] = [
    ...ordered.map((entrant, index) => ({ entrant, seed: index + 1 })),
    ...disqualified.map((entrant) => ({ entrant, seed: null })),
  ];
  const busy = seed.isPending || start.isPending;

  const reorder = useReorder({
    order,
    onReorder: setHandOrder,
    sayMove: (id, place, total) => {
      const entrant = seedable.find((other) => other.registrationId === id);
      return t('run.seeding.moved', { name: entrant ? entrantLabel(entrant) : '', seed: place, total });
    },
  });

  // Seeding by hand replaces the method buttons with its hint, and Save or Discard bring them back: focus follows.
  useEffect(() => {
    const seedingByHand = handOrder !== null;
    if (seedingByHand === handMode.current) return;
    handMode.current = seedingByHand;
    (seedingByHand ? handHint.current : byHandButton.current)?.focus();
  }, [handOrder]);

  const saveSeeding = async (method: SeedingBody['method']) => {
    try {
      await seed.mutateAsync(method === 'manual' ? { method, order } : { method });
      setHandOrder(null);
      toast.success(t(`run.seeding.saved.${method}`));
    } catch (error) {
      toast.error(saySeedingRefusal(t, locale, error, 'run.seeding.saveFailed'));
    }
  };

  const startBracket = async () => {
    // The panel turns read-only as soon as the bracket is drawn: what follows runs after this desk has gone.
    try {
      const started = await start.mutateAsync();
      setConfirming(false);
      const names = started.dropped.map((entry) => entry.name);
      const seated = t('run.seeding.started', { count: started.entrants });
      toast.success(
        names.length === 0
          ? seated
          : `${seated} ${t('run.seeding.dropped', {
              count: names.length,
              names: intlFormatter(Intl.ListFormat, intlLocale(locale), { type: 'conjunction' }).format(
                names,
              ),
            })}`,
      );
    } catch (error) {
      setConfirming(false);
      toast.error(saySeedingRefusal(t, locale, error, 'run.seeding.startFailed'));
    }
  };

  const columns: DataTableColumn<SeedRow>[] = [
    {
      key: 'seed',
      header: t('run.seeding.columns.seed'),
      nowrap: true,
      cell: ({ seed: place }) => (place === null ? t('run.seeding.notSeeded') : formatNumber(place, locale)),
    },
    {
      key: 'entrant',
      header: t('run.seeding.columns.entrant'),
      rowHeader: true,
      cell: ({ entrant }) => (
        <>
          <EntrantName>
            <bdi>{entrantLabel(entrant)}</bdi>
            {entrant.disqualifiedAt && <Badge $tone="danger">{t('run.seeding.disqualified')}</Badge>}
          </EntrantName>
          {entrant.team && (
            <Muted>
              <bdi>{`${entrant.player.gameName}#${entrant.player.tagLine}`}</bdi>
            </Muted>
          )}
        </>
      ),
    },
    {
      key: 'points',
      header: t('run.seeding.columns.points'),
      align: 'end',
      nowrap: true,
      cell: ({ entrant }) =>
        entrant.points === null ? t('run.seeding.noPoints') : formatNumber(entrant.points, locale),
    },
    {
      key: 'rankScore',
      header: t('run.seeding.columns.rankScore'),
      align: 'end',
      nowrap: true,
      cell: ({ entrant }) =>
        entrant.rankScore === null ? t('run.seeding.noRank') : formatNumber(entrant.rankScore, locale),
    },
    {
      key: 'checkedIn',
      header: t('run.seeding.columns.checkedIn'),
      nowrap: true,
      cell: ({ entrant }) => (entrant.checkedInAt ? formatDateTime(entrant.checkedInAt, locale) : ''),
    },
  ];
  if (handOrder) {
    columns.push({
      key: 'order',
      header: t('run.seeding.columns.order'),
      nowrap: true,
      cell: ({ entrant, seed: place }) => {
        if (place === null) return null;
        const id = entrant.registrationId;
        const name = entrantLabel(entrant);
        const arrow = (direction: MoveDirection) => (
          <Button
            $size="small"
            $variant="secondary"
            aria-label={t(direction === 'up' ? 'run.seeding.moveUp' : 'run.seeding.moveDown', { name })}
            {...reorder.moveButtonProps(id, direction)}
          >
            <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
          </Button>
        );
        return (
          <OrderControls>
            <DragHandle
              aria-hidden="true"
              title={t('run.seeding.dragHint')}
              {...reorder.dragHandleProps(id, name)}
            >
              ⠿
            </DragHandle>
            {arrow('up')}
            {arrow('down')}
          </OrderControls>
        );
      },
    });
  }

  const startBlocked = handOrder
    ? t('run.seeding.startUnsaved')
    : seedable.length < 2
      ? t('run.seeding.notEnough')
      : null;
  const name = localized(tournament.name, locale);

  return (
    <>
      <div>
        <Muted>{t('run.seeding.checkedIn', { count: seeding.entrants.length })}</Muted>
        <Muted>
          {seeding.notCheckedIn > 0
            ? t('run.seeding.notCheckedIn', { count: seeding.notCheckedIn })
            : t('run.seeding.allCheckedIn')}
        </Muted>
        <Muted>{seededText(t, seeding, locale, false)}</Muted>
      </div>
      {handOrder ? (
        <Muted ref={handHint} tabIndex={-1}>
          {t('run.seeding.handHint')}
        </Muted>
      ) : (
        <Toolbar role="group" aria-label={t('run.seeding.methods')}>
          <Button $variant="secondary" disabled={busy} onClick={() => void saveSeeding('points')}>
            {t('run.seeding.byPoints')}
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={() => void saveSeeding('rank')}>
            {t('run.seeding.byRank')}
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={() => void saveSeeding('random')}>
            {t('run.seeding.randomly')}
          </Button>
          <Button
            ref={byHandButton}
            $variant="secondary"
            disabled={busy || seedable.length < 2}
            onClick={() => setHandOrder(order)}
          >
            {t('run.seeding.byHand')}
          </Button>
        </Toolbar>
      )}
      {seeding.entrants.length === 0 ? (
        <Muted>{t('run.seeding.empty')}</Muted>
      ) : (
        <ReorderZone {...reorder.dropZoneProps}>
          <DataTable
            caption={t('run.seeding.caption')}
            columns={columns}
            rows={rows}
            rowKey={({ entrant }) => entrant.registrationId}
          />
        </ReorderZone>
      )}
      <VisuallyHidden role="status">{reorder.announcement}</VisuallyHidden>
      {handOrder && (
        <Toolbar>
          <Button disabled={busy} onClick={() => void saveSeeding('manual')}>
            {t('run.seeding.save')}
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={() => setHandOrder(null)}>
            {t('run.seeding.discard')}
          </Button>
        </Toolbar>
      )}
      <Toolbar>
        <Button
          disabled={busy || startBlocked !== null}
          aria-describedby={startBlocked ? startHintId : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('run.seeding.start')}
        </Button>
        {startBlocked && <Muted id={startHintId}>{startBlocked}</Muted>}
      </Toolbar>
      <ConfirmDialog
        open={confirming}
        title={t('run.seeding.startTitle', { name })}
        message={[
          t('run.seeding.startSeats', { count: seedable.length }),
          seeding.notCheckedIn > 0
            ? t('run.seeding.startDrops', { count: seeding.notCheckedIn })
            : t('run.seeding.startDropsNone'),
          t('run.seeding.startFinal'),
        ].join(' ')}
        confirmLabel={t('run.seeding.start')}
        busy={start.isPending}
        onConfirm={() => void startBracket()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The entrants once the tournament can be seeded: the check-in note before, the desk, then the final seeding. */
function Entrants({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const entrants = useTournamentEntrants(tournament.id);
  const closesAt = checkInClosesAt(entrants.error);
  useRefetchAt(closesAt, entrants.refetch);

  if (entrants.isPending) return <Skeleton $height="12rem" />;
  if (entrants.isError) {
    const closes = closesAt && formatDateTime(closesAt, locale);
    return closes ? (
      <Alert $tone="info" role="note">
        {t('run.seeding.checkInOpen', { time: closes })}
      </Alert>
    ) : (
      <Alert $tone="danger">{saySeedingRefusal(t, locale, entrants.error, 'run.seeding.loadError')}</Alert>
    );
  }
  return tournament.bracket_started || entrants.data.bracketStarted ? (
    <FinalSeeding seeding={entrants.data} />
  ) : (
    <SeedingDesk tournament={tournament} seeding={entrants.data} />
  );
}

/**
 * The seeding of a bracket on the run page (issue 30): after check-in closes, the checked-in entrants in seed
 * order, seeded by ladder points, at random or by hand, then the bracket started (who did not check in is dropped
 * and told); once started, the final seeding. A draft or a cancelled tournament says why nothing can be done.
 */
export function SeedingPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStarted = useRef(tournament.bracket_started);

  // Start bracket leaves the page with its dialog once the bracket is drawn: focus goes to the heading.
  useEffect(() => {
    if (shownStarted.current === tournament.bracket_started) return;
    shownStarted.current = tournament.bracket_started;
    if (tournament.bracket_started) headingRef.current?.focus();
  }, [tournament.bracket_started]);

  return (
    <Panel aria-labelledby={headingId}>
      <SectionTitle id={headingId} ref={headingRef} tabIndex={-1}>
        {t('run.seeding.title')}
      </SectionTitle>
      {tournament.lifecycle === 'cancelled' ? (
        <Alert $tone="warning" role="note">
          {t('run.seeding.cancelled')}
        </Alert>
      ) : tournament.lifecycle === 'draft' ? (
        <Muted>{t('run.seeding.draft')}</Muted>
      ) : (
        <Entrants tournament={tournament} />
      )}
    </Panel>
  );
}
