import type { OrganizerTournament } from '@arena/contract';
import { structureTournamentType } from '@arena/contract/rules';
import {
  Alert,
  Badge,
  BusyPlaceholder,
  Button,
  ConfirmDialog,
  Dialog,
  formatDateTime,
  Heading,
  localized,
  TextareaField,
  toast,
  useLocale,
  usePageTitle,
  type BadgeTone,
} from '@arena/shared-kit';
import { DeskBackLink, DeskTitleRow } from '@arena/shared-kit/staff-desk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCancelTournament } from '../../api/cancel-tournament';
import { useCreateTournament } from '../../api/create-tournament';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { usePublishTournament } from '../../api/publish-tournament';
import { useUpdateTournament } from '../../api/update-tournament';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import {
  createBodyOf,
  emptyTournamentForm,
  formValuesOf,
  TEXT_LIMITS,
  updateBodyOf,
} from '../../utils/tournament-form';
import { missingFieldsText, sayOrganizerRefusal } from './organizer-refusals';
import { TournamentForm } from './tournament-form';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const LIFECYCLE_TONES: Record<OrganizerTournament['lifecycle'], BadgeTone> = {
  draft: 'warning',
  published: 'success',
  cancelled: 'danger',
};

/** /staff/tournaments/new: the form of a new tournament; saving creates a draft and opens its edit page. */
export function NewTournamentPage() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateTournament();
  const initial = useMemo(emptyTournamentForm, []);
  usePageTitle(t('editor.newTitle'));

  return (
    <Page>
      <DeskBackLink to="/staff/tournaments">{t('editor.back')}</DeskBackLink>
      <Heading>{t('editor.newTitle')}</Heading>
      <Alert $tone="info" role="note">
        {t('editor.newNote')}
      </Alert>
      <TournamentForm
        initial={initial}
        context={{ hasDescription: false }}
        locks={{ format: false, structure: false, tournamentType: null }}
        published={false}
        readOnly={false}
        submitLabel={t('editor.createDraft')}
        submittingLabel={t('editor.creating')}
        onSave={async (values) => {
          const created = await create.mutateAsync(createBodyOf(values));
          toast.success(t('editor.created'));
          navigate(`/staff/tournaments/${encodeURIComponent(created.id)}/edit`);
        }}
        sayFailure={(error) => sayOrganizerRefusal(t, locale, error, 'editor.saveFailed')}
      />
    </Page>
  );
}

/** The cancel dialog: the reason is required (the registered players read it). */
function CancelDialog({
  open,
  name,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('editor.cancelTitle', { name })}
      onClose={close}
      actions={
        <>
          <Button $variant="secondary" onClick={close}>
            {t('editor.keep')}
          </Button>
          <Button
            $variant="danger"
            disabled={!reason.trim() || busy}
            onClick={() => onConfirm(reason.trim())}
          >
            {t('editor.confirmCancel')}
          </Button>
        </>
      }
    >
      <p>{t('editor.cancelMessage')}</p>
      <TextareaField
        label={t('editor.reason')}
        hint={t('editor.reasonHint')}
        required
        rows={3}
        dir="auto"
        maxLength={TEXT_LIMITS.cancelReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}

/** Where a tournament stands: its lifecycle badge, and what a draft needs, a published one does, a cancelled one was. */
function LifecycleNote({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  if (tournament.lifecycle === 'cancelled') {
    return (
      <Alert $tone="danger" role="note">
        {t('editor.cancelledNote', {
          date: tournament.cancelled_at ? formatDateTime(tournament.cancelled_at, locale) : '',
          reason: tournament.cancel_reason ?? '',
        })}
      </Alert>
    );
  }
  if (tournament.lifecycle === 'published') {
    return (
      <Alert $tone="success" role="note">
        {t('editor.publishedNote')}
      </Alert>
    );
  }
  return (
    <Alert $tone="warning" role="note">
      {tournament.missing.length > 0
        ? t('editor.draftMissing', { fields: missingFieldsText(t, locale, tournament.missing) })
        : t('editor.draftReady')}
    </Alert>
  );
}

/** The edit form of a loaded tournament, with Publish (a draft) and Cancel tournament (until it is over). */
function TournamentEditor({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const update = useUpdateTournament(tournament.id);
  const publish = usePublishTournament(tournament.id);
  const cancel = useCancelTournament(tournament.id);
  const [dialog, setDialog] = useState<'publish' | 'cancel' | null>(null);
  const initial = useMemo(() => formValuesOf(tournament), [tournament]);
  const name = localized(tournament.name, locale);
  const published = tournament.lifecycle === 'published';
  const cancelled = tournament.lifecycle === 'cancelled';
  const over = tournament.status === 'completed';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownLifecycle = useRef(tournament.lifecycle);

  // Publish and Cancel tournament leave the page with their dialogs once done: focus goes to the heading.
  useEffect(() => {
    if (shownLifecycle.current === tournament.lifecycle) return;
    shownLifecycle.current = tournament.lifecycle;
    headingRef.current?.focus();
  }, [tournament.lifecycle]);

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        toast.success(t('editor.published'));
      },
      onError: (error) => {
        setDialog(null);
        toast.error(sayOrganizerRefusal(t, locale, error, 'editor.publishFailed'));
      },
    });

  const onCancel = (reason: string) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setDialog(null);
        toast.success(t('editor.cancelled'));
      },
      onError: (error) => {
        setDialog(null);
        toast.error(sayOrganizerRefusal(t, locale, error, 'editor.cancelFailed'));
      },
    });

  return (
    <>
      <DeskTitleRow>
        <Heading ref={headingRef} tabIndex={-1}>
          {t('editor.editTitle', { name })}
        </Heading>
        <Badge $tone={LIFECYCLE_TONES[tournament.lifecycle]}>{t(`lifecycle.${tournament.lifecycle}`)}</Badge>
      </DeskTitleRow>
      <LifecycleNote tournament={tournament} />
      <TournamentForm
        initial={initial}
        context={{ hasDescription: tournament.description !== null }}
        locks={{
          format: published,
          structure: tournament.bracket_started,
          tournamentType: published ? structureTournamentType(tournament.structure.kind) : null,
        }}
        published={published}
        readOnly={cancelled}
        submitLabel={t('editor.save')}
        submittingLabel={t('editor.saving')}
        onSave={async (values) => {
          const body = updateBodyOf(values, initial);
          if (Object.keys(body).length === 0) {
            toast.info(t('editor.nothingChanged'));
            return;
          }
          await update.mutateAsync(body);
          toast.success(t(published ? 'editor.savedPublished' : 'editor.saved'));
        }}
        sayFailure={(error) => sayOrganizerRefusal(t, locale, error, 'editor.saveFailed')}
        actions={({ dirty }) => (
          <>
            {tournament.lifecycle === 'draft' && (
              <Button $variant="secondary" onClick={() => setDialog('publish')}>
                {t('editor.publish')}
              </Button>
            )}
            {!cancelled && !over && (
              <Button $variant="danger" onClick={() => setDialog('cancel')}>
                {t('editor.cancelTournament')}
              </Button>
            )}
            <ConfirmDialog
              open={dialog === 'publish'}
              title={t('editor.publishTitle', { name })}
              message={
                dirty
                  ? `${t('editor.publishMessage')} ${t('editor.unsavedNote')}`
                  : t('editor.publishMessage')
              }
              confirmLabel={t('editor.confirmPublish')}
              busy={publish.isPending}
              onConfirm={onPublish}
              onCancel={() => setDialog(null)}
            />
          </>
        )}
      />
      <CancelDialog
        open={dialog === 'cancel'}
        name={name}
        busy={cancel.isPending}
        onConfirm={onCancel}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** /staff/tournaments/{id}/edit: a tournament's form, its lifecycle and its Publish and Cancel actions. */
export function EditTournamentPage() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const tournament = useOrganizerTournament(id);
  const loading = tournament.isPending;
  usePageTitle(
    tournament.data
      ? t('editor.editTitle', { name: localized(tournament.data.name, locale) })
      : t('editor.loadingTitle'),
  );

  return (
    <Page>
      <DeskBackLink to="/staff/tournaments">{t('editor.back')}</DeskBackLink>
      {loading ? (
        <BusyPlaceholder height="24rem" />
      ) : tournament.isError ? (
        <Alert $tone="danger">{sayOrganizerRefusal(t, locale, tournament.error, 'editor.loadError')}</Alert>
      ) : (
        <TournamentEditor tournament={tournament.data} />
      )}
    </Page>
  );
}
