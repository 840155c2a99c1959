import { Button, Dialog, toast } from '@arena/shared-kit';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateTeam } from '../api/create-team';
import { teamRefusalText } from '../utils/server-message';
import type { TeamFormValues } from '../utils/team-form';
import { DialogActions } from './dialog-actions';
import { TeamFormFields } from './team-form-fields';
import { TEAMS_NAMESPACE } from '../i18n';

const EMPTY: TeamFormValues = { name: '', shortName: '' };

/** Create Team: name and short name (P1 §5); the creator becomes the owner. */
export function CreateTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const createTeam = useCreateTeam();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TeamFormValues>({ defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit((values) =>
    createTeam.mutate(values, {
      onSuccess: () => {
        toast.success(t('create.success'));
        close();
      },
      // A taken name, or already in a team, says so in the player's language.
      onError: (error) => toast.error(teamRefusalText(error, t('create.failure'), t)),
    }),
  );

  return (
    <Dialog open={open} title={t('create.title')} onClose={close}>
      <form noValidate onSubmit={submit}>
        <TeamFormFields register={register} errors={errors} />
        <DialogActions>
          <Button $variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={createTeam.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
