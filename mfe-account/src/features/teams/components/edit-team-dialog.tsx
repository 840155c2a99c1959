import {
  ACCEPTED_IMAGE_TYPES,
  Button,
  Dialog,
  imageFileProblem,
  Muted,
  type Team,
  toast,
  TypeToDeleteDialog,
} from '@arena/shared-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeleteTeam } from '../api/delete-team';
import { useUpdateTeam } from '../api/update-team';
import { useUploadTeamImage } from '../api/upload-team-image';
import { imageRefusalText, teamRefusalText } from '../utils/server-message';
import type { TeamFormValues } from '../utils/team-form';
import { canDeleteTeam } from '../utils/team-permissions';
import { DialogActions } from './dialog-actions';
import { TeamFormFields } from './team-form-fields';
import { TeamImage } from './team-image';
import { TEAMS_NAMESPACE } from '../i18n';

const ImageRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(5)};
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    min-inline-size: 0;
  }
  > div:last-child > span {
    font-weight: 600;
  }
  button {
    align-self: flex-start;
  }
  p {
    font-size: 0.875rem;
  }
`;

const DangerZone = styled.section`
  margin-block-start: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.danger} 50%, transparent);
  border-radius: ${({ theme }) => theme.radius.medium};
  h3 {
    margin-block: 0 ${({ theme }) => theme.space(1)};
    margin-inline: 0;
    font-size: 1rem;
  }
  button {
    margin-block-start: ${({ theme }) => theme.space(3)};
  }
`;

interface EditTeamDialogProps {
  team: Team;
  open: boolean;
  onClose: () => void;
}

/** Edit Team (owner, admin): image, name and short name; the owner also deletes the team from here (P1 §2). */
export function EditTeamDialog({ team, open, onClose }: EditTeamDialogProps) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const imageId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const updateTeam = useUpdateTeam();
  const uploadImage = useUploadTeamImage();
  const deleteTeam = useDeleteTeam();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TeamFormValues>({ defaultValues: { name: team.name, shortName: team.shortName } });

  // Each opening starts from the team as it is now.
  useEffect(() => {
    if (open) reset({ name: team.name, shortName: team.shortName });
  }, [open, reset, team.name, team.shortName]);

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(t(`edit.${problem}`));
      return;
    }
    uploadImage.mutate(
      { teamId: team.id, file },
      {
        onSuccess: () => toast.success(t('edit.imageSuccess')),
        onError: (error) => toast.error(imageRefusalText(error, t('edit.imageFailure'), t)),
      },
    );
  };

  const save = handleSubmit((values) =>
    updateTeam.mutate(
      { teamId: team.id, ...values },
      {
        onSuccess: () => {
          toast.success(t('edit.success'));
          onClose();
        },
        onError: (error) => toast.error(teamRefusalText(error, t('edit.failure'), t)),
      },
    ),
  );

  // Awaited rather than passed to mutate: a deleted team unmounts this dialog before mutate's callbacks run.
  const confirmDelete = async () => {
    try {
      await deleteTeam.mutateAsync(team.id);
      toast.success(t('delete.success'));
    } catch (error) {
      toast.error(teamRefusalText(error, t('delete.failure'), t));
    }
  };

  return (
    <>
      <Dialog open={open} title={t('edit.title')} onClose={onClose}>
        <ImageRow>
          <TeamImage team={team} size={72} />
          <div>
            <span id={`${imageId}-label`}>{t('edit.image')}</span>
            {/* The browser's own file button speaks the browser's language; this one speaks the portal's. */}
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              hidden
              aria-labelledby={`${imageId}-label`}
              onChange={pickImage}
            />
            <Button
              $variant="secondary"
              $size="small"
              aria-describedby={`${imageId}-label ${imageId}-hint`}
              disabled={uploadImage.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {t('edit.chooseImage')}
            </Button>
            <Muted id={`${imageId}-hint`} role={uploadImage.isPending ? 'status' : undefined}>
              {uploadImage.isPending ? t('edit.uploading') : t('edit.imageHint')}
            </Muted>
          </div>
        </ImageRow>
        <form noValidate onSubmit={save}>
          <TeamFormFields register={register} errors={errors} />
          <DialogActions>
            <Button $variant="secondary" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={updateTeam.isPending}>
              {updateTeam.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </DialogActions>
        </form>
        {canDeleteTeam(team.role) && (
          <DangerZone aria-labelledby={`${imageId}-danger`}>
            <h3 id={`${imageId}-danger`}>{t('edit.dangerZone')}</h3>
            <Muted>{t('edit.dangerText')}</Muted>
            <Button $variant="danger" onClick={() => setConfirmingDelete(true)}>
              {t('delete.button')}
            </Button>
          </DangerZone>
        )}
      </Dialog>
      <TypeToDeleteDialog
        open={confirmingDelete}
        title={t('delete.title')}
        message={t('delete.message', { name: team.name })}
        confirmLabel={t('delete.confirm')}
        busy={deleteTeam.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
