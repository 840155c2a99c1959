import type { MatchActionBody, OrganizerMatch } from '@arena/contract';
import { Muted, TextField, useLocale } from '@arena/shared-kit';
import {
  browserTimeZoneLabel,
  formatUtc,
  instantOfLocalInput,
  localInputOf,
} from '@arena/shared-kit/staff-desk';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { FieldRow } from '../editor/form-parts';
import { DeskFormDialog, NoteField, SideChoice } from './desk-dialogs';
import type { MatchActionKind } from './desk-rounds';

/** What every match dialog is given: the match, its two sides' names, and how the desk sends the action. */
export interface MatchDialogProps {
  match: OrganizerMatch;
  /** `A vs B`, for the title. */
  pairing: string;
  busy: boolean;
  refusal: string | null;
  onSend: (action: MatchActionBody) => void;
  onClose: () => void;
}

const SCORE = { min: 0, max: 999 } as const;

/** The match's two sides, when both are entrants (a result or a forfeit names one of them). */
function knownSides(match: OrganizerMatch) {
  return [match.opponent1, match.opponent2].flatMap((side) =>
    side?.registrationId
      ? [{ registrationId: side.registrationId, name: side.name ?? side.registrationId }]
      : [],
  );
}

/** A new time, in the organizer's time zone with the same moment in UTC beneath it (as the editor's schedule). */
export function ScheduleDialog({ match, pairing, busy, refusal, onSend, onClose }: MatchDialogProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const [value, setValue] = useState(localInputOf(match.scheduledTime));
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const instant = instantOfLocalInput(value);
  const utc = instant ? formatUtc(instant, locale) : null;

  const submit = () => {
    if (!instant) {
      setError(t('run.desk.errors.time'));
      input.current?.focus();
      return;
    }
    onSend({ action: 'schedule', at: instant });
  };
  return (
    <DeskFormDialog
      title={t('run.desk.schedule.title', { match: pairing })}
      submitLabel={t('run.desk.schedule.submit')}
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Muted>{t('run.desk.schedule.zone', { zone: browserTimeZoneLabel() })}</Muted>
      <TextField
        ref={input}
        type="datetime-local"
        label={t('run.desk.schedule.time')}
        hint={utc ? t('run.desk.schedule.utc', { time: utc }) : t('run.desk.schedule.noTime')}
        error={error}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Muted>{t('run.desk.schedule.notified')}</Muted>
    </DeskFormDialog>
  );
}

/** The problem of the optional scores, or null: both or neither, whole numbers in range, the winner's above. */
function scoresProblem(winner: string, loser: string): 'scoresBoth' | 'scoreRange' | 'scoreOrder' | null {
  if (winner.trim() === '' && loser.trim() === '') return null;
  if (winner.trim() === '' || loser.trim() === '') return 'scoresBoth';
  const [won, lost] = [Number(winner), Number(loser)];
  const inRange = (score: number) => Number.isInteger(score) && score >= SCORE.min && score <= SCORE.max;
  if (!inRange(won) || !inRange(lost)) return 'scoreRange';
  return won > lost ? null : 'scoreOrder';
}

/** The organizer's result: the winner (one of the two sides), the scores if known, and the note both sides read. */
export function ResultDialog({ match, pairing, busy, refusal, onSend, onClose }: MatchDialogProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [winner, setWinner] = useState('');
  const [winnerScore, setWinnerScore] = useState('');
  const [loserScore, setLoserScore] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ winner?: string; scores?: string; note?: string }>({});
  const winnerInput = useRef<HTMLInputElement>(null);
  const scoreInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    const scores = scoresProblem(winnerScore, loserScore);
    const found = {
      winner: winner ? undefined : t('run.desk.errors.winner'),
      scores: scores ? t(`run.desk.errors.${scores}`, SCORE) : undefined,
      note: note.trim() ? undefined : t('run.desk.errors.note'),
    };
    setErrors(found);
    const invalid = found.winner ? winnerInput : found.scores ? scoreInput : found.note ? noteInput : null;
    if (invalid) {
      invalid.current?.focus();
      return;
    }
    onSend({
      action: 'result',
      winner,
      ...(winnerScore.trim() === ''
        ? {}
        : { scores: { winner: Number(winnerScore), loser: Number(loserScore) } }),
      note: note.trim(),
    });
  };
  return (
    <DeskFormDialog
      title={t('run.desk.result.title', { match: pairing })}
      submitLabel={t('run.desk.result.submit')}
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <SideChoice
        ref={winnerInput}
        legend={t('run.desk.result.winner')}
        sides={knownSides(match)}
        value={winner}
        onChange={(value) => {
          setWinner(value);
          setErrors((current) => ({ ...current, winner: undefined }));
        }}
        error={errors.winner}
      />
      <FieldRow $min="160px">
        <TextField
          ref={scoreInput}
          type="number"
          inputMode="numeric"
          min={SCORE.min}
          max={SCORE.max}
          step={1}
          label={t('run.desk.result.winnerScore')}
          error={errors.scores}
          value={winnerScore}
          onChange={(event) => setWinnerScore(event.target.value)}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={SCORE.min}
          max={SCORE.max}
          step={1}
          label={t('run.desk.result.loserScore')}
          value={loserScore}
          onChange={(event) => setLoserScore(event.target.value)}
        />
      </FieldRow>
      <NoteField
        ref={noteInput}
        hint={t('run.desk.noteHint')}
        value={note}
        onChange={setNote}
        error={errors.note}
      />
    </DeskFormDialog>
  );
}

/** A forfeit: the side that forfeits (the other wins) and the note both sides read. */
export function ForfeitDialog({ match, pairing, busy, refusal, onSend, onClose }: MatchDialogProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [loser, setLoser] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ loser?: string; note?: string }>({});
  const loserInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    const found = {
      loser: loser ? undefined : t('run.desk.errors.loser'),
      note: note.trim() ? undefined : t('run.desk.errors.note'),
    };
    setErrors(found);
    const invalid = found.loser ? loserInput : found.note ? noteInput : null;
    if (invalid) {
      invalid.current?.focus();
      return;
    }
    onSend({ action: 'forfeit', loser, note: note.trim() });
  };
  return (
    <DeskFormDialog
      title={t('run.desk.forfeit.title', { match: pairing })}
      submitLabel={t('run.desk.forfeit.submit')}
      tone="danger"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <SideChoice
        ref={loserInput}
        legend={t('run.desk.forfeit.loser')}
        sides={knownSides(match)}
        value={loser}
        onChange={(value) => {
          setLoser(value);
          setErrors((current) => ({ ...current, loser: undefined }));
        }}
        error={errors.loser}
      />
      <NoteField
        ref={noteInput}
        hint={t('run.desk.noteHint')}
        value={note}
        onChange={setNote}
        error={errors.note}
      />
    </DeskFormDialog>
  );
}

/** A dialog whose only field is the note both sides read: a reset, the reversal of a no-show forfeit. */
function NoteActionDialog({
  action,
  title,
  submitLabel,
  message,
  busy,
  refusal,
  onSend,
  onClose,
}: Pick<MatchDialogProps, 'busy' | 'refusal' | 'onSend' | 'onClose'> & {
  action: 'reset' | 'reverseForfeit';
  title: string;
  submitLabel: string;
  message: string;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const noteInput = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (!note.trim()) {
      setError(t('run.desk.errors.note'));
      noteInput.current?.focus();
      return;
    }
    onSend({ action, note: note.trim() });
  };
  return (
    <DeskFormDialog
      title={title}
      submitLabel={submitLabel}
      tone="danger"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{message}</p>
      <NoteField
        ref={noteInput}
        hint={t('run.desk.noteHint')}
        value={note}
        onChange={setNote}
        error={error}
      />
    </DeskFormDialog>
  );
}

/** A reset of the match's result (only while nothing after it was played), with the note both sides read. */
export function ResetDialog({ match: _match, pairing, ...props }: MatchDialogProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  return (
    <NoteActionDialog
      {...props}
      action="reset"
      title={t('run.desk.reset.title', { match: pairing })}
      submitLabel={t('run.desk.reset.submit')}
      message={t('run.desk.reset.message')}
    />
  );
}

/**
 * The reversal of an automatic no-show forfeit (issue 33): the match is played again in a new slot, with the note
 * both sides read. The API refuses it once the winner's next match has started.
 */
export function ReverseForfeitDialog({ match, pairing, ...props }: MatchDialogProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const absent = match.noShow?.absentSide === 1 ? match.opponent1 : match.opponent2;
  return (
    <NoteActionDialog
      {...props}
      action="reverseForfeit"
      title={t('run.desk.reverseForfeit.title', { match: pairing })}
      submitLabel={t('run.desk.reverseForfeit.submit')}
      message={t('run.desk.reverseForfeit.message', { name: absent?.name ?? t('run.desk.tbd') })}
    />
  );
}

/** The dialog of each action. */
export const MATCH_DIALOGS: Record<MatchActionKind, (props: MatchDialogProps) => ReactElement> = {
  schedule: ScheduleDialog,
  result: ResultDialog,
  forfeit: ForfeitDialog,
  reset: ResetDialog,
  reverseForfeit: ReverseForfeitDialog,
};
