import { Badge, Button, DataTable, SectionTitle, toast, type DataTableColumn } from '@arena/shared-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisqualifyEntrant } from '../../api/disqualify-entrant';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { DeskFormDialog, NoteField } from './desk-dialogs';
import { sayDeskRefusal } from './desk-refusals';
import type { DeskEntrant } from './desk-rounds';

function DisqualifyDialog({
  entrant,
  busy,
  refusal,
  onDisqualify,
  onClose,
}: {
  entrant: DeskEntrant;
  busy: boolean;
  refusal: string | null;
  onDisqualify: (note: string) => void;
  onClose: () => void;
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
    onDisqualify(note.trim());
  };
  return (
    <DeskFormDialog
      title={t('run.desk.disqualify.title', { name: entrant.name })}
      submitLabel={t('run.desk.disqualify.submit')}
      tone="danger"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('run.desk.disqualify.message')}</p>
      <NoteField
        ref={noteInput}
        hint={t('run.desk.disqualify.noteHint')}
        value={note}
        onChange={setNote}
        error={error}
      />
    </DeskFormDialog>
  );
}

/** The bracket's entrants, disqualified ones marked, each of the others with Disqualify (a note, then a confirm). */
export function DeskEntrants({
  tournamentId,
  entrants,
  readOnly,
}: {
  tournamentId: string;
  entrants: readonly DeskEntrant[];
  /** A cancelled tournament: nothing changes any more. */
  readOnly: boolean;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const disqualify = useDisqualifyEntrant(tournamentId);
  const [chosen, setChosen] = useState<DeskEntrant | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setChosen(null);
    setRefusal(null);
  };
  const send = (entrant: DeskEntrant, note: string) =>
    disqualify.mutate(
      { registrationId: entrant.registrationId, note },
      {
        onSuccess: () => {
          // Its Disqualify button leaves the page once the matches are read again: focus goes to the list's heading.
          heading.current?.focus();
          close();
          toast.success(t('run.desk.disqualify.done', { name: entrant.name }));
        },
        onError: (error) => setRefusal(sayDeskRefusal(t, error, 'run.desk.disqualify.failed')),
      },
    );

  const columns: DataTableColumn<DeskEntrant>[] = [
    { key: 'name', header: t('run.desk.entrants.name'), rowHeader: true, cell: (entrant) => entrant.name },
    {
      key: 'state',
      header: t('run.desk.entrants.state'),
      nowrap: true,
      cell: (entrant) =>
        entrant.disqualified ? (
          <Badge $tone="danger">{t('run.desk.entrants.disqualified')}</Badge>
        ) : (
          <Badge $tone="success">{t('run.desk.entrants.inBracket')}</Badge>
        ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            header: t('run.desk.entrants.actions'),
            cell: (entrant: DeskEntrant) =>
              entrant.disqualified ? null : (
                <Button
                  $size="small"
                  $variant="danger"
                  aria-label={t('run.desk.disqualify.label', { name: entrant.name })}
                  onClick={() => {
                    setRefusal(null);
                    setChosen(entrant);
                  }}
                >
                  {t('run.desk.disqualify.button')}
                </Button>
              ),
          },
        ]),
  ];

  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
        {t('run.desk.entrants.title')}
      </SectionTitle>
      <DataTable
        caption={t('run.desk.entrants.caption')}
        columns={columns}
        rows={[...entrants]}
        rowKey={(entrant) => entrant.registrationId}
      />
      {chosen && (
        <DisqualifyDialog
          key={chosen.registrationId}
          entrant={chosen}
          busy={disqualify.isPending}
          refusal={refusal}
          onClose={close}
          onDisqualify={(note) => send(chosen, note)}
        />
      )}
    </section>
  );
}
