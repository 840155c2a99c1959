import type {
  BracketMatchStatus,
  MatchActionBody,
  OrganizerMatch,
  OrganizerTournament,
} from '@arena/contract';
import {
  Alert,
  Badge,
  BusyPlaceholder,
  Button,
  EmptyState,
  formatDateTime,
  formatNumber,
  Menu,
  Muted,
  SectionTitle,
  toast,
  useLocale,
  type BadgeTone,
} from '@arena/shared-kit';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOrganizerMatches } from '../../api/get-organizer-matches';
import { useMatchAction } from '../../api/match-action';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { CompleteTournament } from './desk-complete';
import { DeskEntrants } from './desk-entrants';
import { MATCH_DIALOGS } from './desk-match-dialogs';
import { sayDeskRefusal } from './desk-refusals';
import { MatchStreamLine } from './desk-stream';
import {
  deskRounds,
  entrantsOf,
  matchActionsOf,
  matchesLeftToPlay,
  type DeskRound,
  type MatchActionKind,
} from './desk-rounds';

const STATUS_TONE: Record<BracketMatchStatus, BadgeTone> = {
  locked: 'neutral',
  waiting: 'neutral',
  ready: 'info',
  running: 'warning',
  completed: 'success',
  archived: 'neutral',
};

const Desk = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const RoundBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const MatchList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MatchCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > :last-child {
    margin-inline-start: auto;
  }
`;

const Side = styled.div<{ $muted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  .score {
    margin-inline-start: auto;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const NoShowNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

type MatchSide = OrganizerMatch['opponent1'];

/** A side's name: the entrant's, "Bye" for no side, "To be decided" while it is not known. */
function sideName(t: TFunction, side: MatchSide): string {
  if (side === null) return t('run.desk.bye');
  return side.name ?? t('run.desk.tbd');
}

/** `A vs B`. */
function pairingOf(t: TFunction, match: OrganizerMatch): string {
  return t('run.desk.pairing', {
    first: sideName(t, match.opponent1),
    second: sideName(t, match.opponent2),
  });
}

/** A round's heading in words (`Semifinals`, `Winners bracket · Round 2`, `Group 1 · Round 3`). */
function roundTitle(t: TFunction, round: DeskRound): string {
  const name =
    round.name.key === 'round'
      ? t('run.desk.rounds.round', { round: round.name.round })
      : t(`run.desk.rounds.${round.name.key}`);
  if (!round.group) return name;
  const group =
    round.group.key === 'group'
      ? t('run.desk.groups.group', { group: round.group.group })
      : t(`run.desk.groups.${round.group.key}`);
  return t('run.desk.groupRound', { group, round: name });
}

function SideLine({ side }: { side: MatchSide }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  return (
    <Side $muted={!side?.registrationId}>
      <bdi>{sideName(t, side)}</bdi>
      {side?.result === 'win' && <Badge $tone="success">{t('run.desk.sides.winner')}</Badge>}
      {side?.result === 'draw' && <Badge>{t('run.desk.sides.draw')}</Badge>}
      {side?.forfeit && <Badge $tone="warning">{t('run.desk.sides.forfeit')}</Badge>}
      {side?.disqualified && <Badge $tone="danger">{t('run.desk.sides.disqualified')}</Badge>}
      {side?.score != null && <span className="score">{formatNumber(side.score, locale)}</span>}
    </Side>
  );
}

/** What the no-show pass did to the match (issue 33), in words, or null. */
function NoShowLine({ match }: { match: OrganizerMatch }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const noShow = match.noShow;
  if (!noShow) return null;
  const absent = noShow.absentSide === 1 ? match.opponent1 : match.opponent2;
  const time = formatDateTime(noShow.at, locale);
  switch (noShow.state) {
    case 'forfeited':
      return (
        <NoShowNote>
          <Badge $tone="warning">{t('run.desk.noShow.forfeitedBadge')}</Badge>
          <span>{t('run.desk.noShow.forfeited', { name: sideName(t, absent ?? null), time })}</span>
        </NoShowNote>
      );
    case 'bothAbsent':
      return (
        <NoShowNote>
          <Badge $tone="danger">{t('run.desk.noShow.bothAbsentBadge')}</Badge>
          <span>{t('run.desk.noShow.bothAbsent', { time })}</span>
        </NoShowNote>
      );
    case 'reversed':
      return (
        <NoShowNote>
          <Badge>{t('run.desk.noShow.reversedBadge')}</Badge>
          <span>{t('run.desk.noShow.reversed', { time })}</span>
        </NoShowNote>
      );
  }
}

function MatchItem({
  match,
  round,
  readOnly,
  onAction,
}: {
  match: OrganizerMatch;
  round: string;
  readOnly: boolean;
  onAction: (kind: MatchActionKind, match: OrganizerMatch) => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const actions = readOnly ? [] : matchActionsOf(match);
  const time = match.scheduledTime ? formatDateTime(match.scheduledTime, locale) : null;
  return (
    <MatchCard aria-labelledby={titleId}>
      <CardHead>
        <strong id={titleId}>{t('run.desk.match', { number: match.number })}</strong>
        <Badge $tone={STATUS_TONE[match.status]}>{t(`run.desk.statuses.${match.status}`)}</Badge>
        {actions.length > 0 && (
          <Menu
            label={t('run.desk.actionsLabel', {
              round,
              number: match.number,
              match: pairingOf(t, match),
            })}
            trigger={(props) => (
              <Button $size="small" $variant="secondary" {...props}>
                {t('run.desk.actions')}
              </Button>
            )}
            entries={actions.map((kind) => ({
              key: kind,
              label: t(`run.desk.${kind}.menu`),
              onSelect: () => onAction(kind, match),
            }))}
          />
        )}
      </CardHead>
      <SideLine side={match.opponent1} />
      <SideLine side={match.opponent2} />
      <NoShowLine match={match} />
      <Muted>{time ? t('run.desk.scheduledAt', { time }) : t('run.desk.notScheduled')}</Muted>
      <MatchStreamLine
        match={match}
        pairing={pairingOf(t, match)}
        label={t('run.desk.matchStream.label', { round, number: match.number, match: pairingOf(t, match) })}
        readOnly={readOnly}
      />
    </MatchCard>
  );
}

function RoundSection({
  round,
  readOnly,
  onAction,
}: {
  round: DeskRound;
  readOnly: boolean;
  onAction: (kind: MatchActionKind, match: OrganizerMatch) => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const headingId = useId();
  const title = roundTitle(t, round);
  return (
    <RoundBox aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <MatchList aria-labelledby={headingId}>
        {round.matches.map((match) => (
          <MatchItem key={match.id} match={match} round={title} readOnly={readOnly} onAction={onAction} />
        ))}
      </MatchList>
    </RoundBox>
  );
}

/** A started bracket's matches and what the organizer does to them (issue 30). */
function StartedDesk({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const matches = useOrganizerMatches(tournament.id);
  const action = useMatchAction();
  const [open, setOpen] = useState<{ kind: MatchActionKind; match: OrganizerMatch } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setOpen(null);
    setRefusal(null);
  };
  const send = (kind: MatchActionKind, match: OrganizerMatch, body: MatchActionBody) =>
    action.mutate(
      { matchId: match.id, action: body },
      {
        onSuccess: () => {
          close();
          toast.success(t(`run.desk.${kind}.done`));
        },
        onError: (error) => setRefusal(sayDeskRefusal(t, error, 'run.desk.actionFailed')),
      },
    );

  const cancelled = tournament.lifecycle === 'cancelled';
  const left = matches.data ? matchesLeftToPlay(matches.data) : 0;
  const completed = tournament.status === 'completed' && matches.isSuccess && left === 0;
  const Open = open ? MATCH_DIALOGS[open.kind] : null;

  return (
    <Desk aria-labelledby={headingId}>
      <Header>
        <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
          {t('run.desk.title')}
        </SectionTitle>
        {completed && <Badge $tone="success">{t('run.desk.completedBadge')}</Badge>}
      </Header>
      {cancelled && (
        <Alert $tone="warning" role="note">
          {t('run.desk.cancelledNote')}
        </Alert>
      )}
      {matches.isPending ? (
        <BusyPlaceholder height="16rem" />
      ) : matches.isError ? (
        <Alert $tone="danger">{sayDeskRefusal(t, matches.error, 'run.desk.loadError')}</Alert>
      ) : matches.data.length === 0 ? (
        <EmptyState title={t('run.desk.empty')} />
      ) : (
        <>
          {completed ? (
            <Alert $tone="success" role="status">
              {t('run.desk.completedNote')}
            </Alert>
          ) : (
            !cancelled && (
              <CompleteTournament
                tournament={tournament}
                matchesLeft={left}
                onCompleted={() => heading.current?.focus()}
              />
            )
          )}
          {deskRounds(matches.data, tournament.structure).map((round) => (
            <RoundSection
              key={round.key}
              round={round}
              readOnly={cancelled}
              onAction={(kind, match) => {
                setRefusal(null);
                setOpen({ kind, match });
              }}
            />
          ))}
          <DeskEntrants
            tournamentId={tournament.id}
            entrants={entrantsOf(matches.data)}
            readOnly={cancelled || completed}
          />
        </>
      )}
      {open && Open && (
        <Open
          key={`${open.kind}-${open.match.id}`}
          match={open.match}
          pairing={pairingOf(t, open.match)}
          busy={action.isPending}
          refusal={refusal}
          onSend={(body) => send(open.kind, open.match, body)}
          onClose={close}
        />
      )}
    </Desk>
  );
}

/** The match desk of a bracket tournament: nothing until its bracket is drawn. */
export function MatchDesk({ tournament }: { tournament: OrganizerTournament }) {
  if (!tournament.bracket_started) return null;
  return <StartedDesk tournament={tournament} />;
}
