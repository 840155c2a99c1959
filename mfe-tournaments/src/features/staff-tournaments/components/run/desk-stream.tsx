import type { OrganizerMatch } from '@arena/contract';
import { isStreamUrl } from '@arena/contract/rules';
import { Button, TextField, toast } from '@arena/shared-kit';
import { badRequestFields } from '@arena/shared-kit/staff-desk';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSetMatchStream } from '../../api/set-match-stream';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { DeskFormDialog } from './desk-dialogs';
import { sayDeskRefusal } from './desk-refusals';

const PROVIDER_NAMES: Record<NonNullable<OrganizerMatch['stream']>['provider'], string> = {
  twitch: 'Twitch',
  youtube: 'YouTube',
};

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  > button {
    margin-inline-start: auto;
  }
`;

/**
 * The address of a match's live stream (issue 32): a Twitch channel or a YouTube video, checked here as the API
 * checks it; left empty (or removed) the match has none. The API's refusal of the address marks the field.
 */
function MatchStreamDialog({
  match,
  pairing,
  onClose,
}: {
  match: OrganizerMatch;
  pairing: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const save = useSetMatchStream();
  const [value, setValue] = useState(match.stream?.url ?? '');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = (streamUrl: string | null) => {
    setRefusal(null);
    save.mutate(
      { matchId: match.id, streamUrl },
      {
        onSuccess: () => {
          toast.success(
            t(streamUrl === null ? 'run.desk.matchStream.removed' : 'run.desk.matchStream.saved'),
          );
          onClose();
        },
        onError: (failure) => {
          if (badRequestFields(failure).includes('stream_url')) {
            setError(t('run.desk.matchStream.invalid'));
            input.current?.focus();
            return;
          }
          setRefusal(sayDeskRefusal(t, failure, 'run.desk.actionFailed'));
        },
      },
    );
  };
  const submit = () => {
    const address = value.trim();
    if (address !== '' && !isStreamUrl(address)) {
      setError(t('run.desk.matchStream.invalid'));
      input.current?.focus();
      return;
    }
    send(address === '' ? null : address);
  };

  return (
    <DeskFormDialog
      title={t('run.desk.matchStream.title', { match: pairing })}
      submitLabel={t('run.desk.matchStream.submit')}
      busy={save.isPending}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        ref={input}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        label={t('run.desk.matchStream.address')}
        hint={t('run.desk.matchStream.hint')}
        error={error}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      {match.stream && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            {t('run.desk.matchStream.remove')}
          </Button>
        </div>
      )}
    </DeskFormDialog>
  );
}

/**
 * A match card's live stream (issue 32): the stream its players see in their match box, if any, and the button that
 * sets, changes or removes it (not on a cancelled tournament's read-only desk).
 */
export function MatchStreamLine({
  match,
  pairing,
  label,
  readOnly,
}: {
  match: OrganizerMatch;
  /** `A vs B`, for the dialog's title. */
  pairing: string;
  /** The button's accessible name, naming the match among the desk's others. */
  label: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const stream = match.stream;
  if (!stream && readOnly) return null;
  const provider = stream ? PROVIDER_NAMES[stream.provider] : null;
  return (
    <Line>
      {stream && (
        <a href={stream.url} target="_blank" rel="noopener noreferrer">
          {t('run.desk.matchStream.line', { provider })}
        </a>
      )}
      {!readOnly && (
        <Button type="button" $size="small" $variant="ghost" aria-label={label} onClick={() => setOpen(true)}>
          {t(stream ? 'run.desk.matchStream.edit' : 'run.desk.matchStream.add')}
        </Button>
      )}
      {open && <MatchStreamDialog match={match} pairing={pairing} onClose={() => setOpen(false)} />}
    </Line>
  );
}
