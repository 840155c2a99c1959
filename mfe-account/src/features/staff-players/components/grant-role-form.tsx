import { STAFF_ROLES, type StaffRole } from '@arena/contract/rules';
import {
  Alert,
  Button,
  Card,
  SectionTitle,
  SelectField,
  sayRefusal,
  TextField,
  toast,
  type RefusalSayings,
} from '@arena/shared-kit';
import { forwardRef, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGrantStaffRole } from '../api/grant-staff-role';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { riotIdOf, riotIdProblem, type RiotIdProblem } from '../utils/staff-members';

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  /* The button lines up with the controls, under the labels. */
  > button {
    margin-block-start: 1.6rem;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    > button {
      margin-block-start: 0;
    }
  }
`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface GrantContext {
  t: Translate;
  riotId: string;
  role: StaffRole;
}

/** The refusals a grant meets, by the reason the API names (never its English words). */
const GRANT_REFUSALS: RefusalSayings<GrantContext> = {
  playerNotFound: ({ t, riotId }) => t('refusals.playerNotFound', { riotId }),
  staffRoleHeld: ({ t, riotId, role }) =>
    t('refusals.staffRoleHeld', { player: riotId, role: t(`roles.${role}`) }),
  staffOwnRoles: ({ t }) => t('refusals.staffOwnRoles'),
};

export interface GrantRoleFormProps {
  /** The Riot ID typed, kept by the page so a row's "Grant a role" can fill it in. */
  riotId: string;
  onRiotIdChange: (riotId: string) => void;
}

/**
 * The grant form of the roles page: a Riot ID (`Name#TAG`, checked as the API checks it) and a role; a granted role
 * shows in the table at once, a refusal in the form, in the page's language. Its ref is the role's select, which a
 * row's "Grant a role" focuses.
 */
export const GrantRoleForm = forwardRef<HTMLSelectElement, GrantRoleFormProps>(function GrantRoleForm(
  { riotId, onRiotIdChange },
  roleRef,
) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const grant = useGrantStaffRole();
  const titleId = useId();
  const [role, setRole] = useState<StaffRole | ''>('');
  const [riotIdError, setRiotIdError] = useState<RiotIdProblem | null>(null);
  const [roleMissing, setRoleMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (grant.isPending) return;
    const problem = riotIdProblem(riotId);
    setRiotIdError(problem);
    setRoleMissing(!role);
    setRefusal(null);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (!role) {
      event.currentTarget.querySelector<HTMLSelectElement>('select')?.focus();
      return;
    }
    const body = { riotId: riotId.trim(), role };
    grant.mutate(body, {
      onSuccess: (member) => {
        toast.success(t('grant.granted', { role: t(`roles.${role}`), player: riotIdOf(member.player) }));
        onRiotIdChange('');
        setRole('');
      },
      onError: (error) => setRefusal(sayRefusal(error, GRANT_REFUSALS, { t, ...body }, t('grant.failed'))),
    });
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('grant.title')}</SectionTitle>
      <form noValidate onSubmit={submit}>
        <Fields>
          <TextField
            label={t('grant.riotId')}
            hint={t('grant.riotIdHint')}
            error={riotIdError && t(`grant.errors.${riotIdError}`)}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={riotId}
            onChange={(event) => {
              onRiotIdChange(event.target.value);
              setRiotIdError(null);
            }}
          />
          <SelectField
            ref={roleRef}
            label={t('grant.role')}
            error={roleMissing && !role ? t('grant.errors.role') : undefined}
            value={role}
            onChange={(event) => {
              setRole(event.target.value as StaffRole | '');
              setRoleMissing(false);
            }}
          >
            <option value="">{t('grant.chooseRole')}</option>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" aria-disabled={grant.isPending || undefined}>
            {t('grant.submit')}
          </Button>
        </Fields>
        {refusal && <Alert $tone="danger">{refusal}</Alert>}
      </form>
    </Card>
  );
});
