import type { StaffMember, StaffPlayer } from '@arena/contract';
import type { StaffRole } from '@arena/contract/rules';
import { Alert, Button, Dialog, sayRefusal, toast, type RefusalSayings } from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeStaffRole } from '../api/revoke-staff-role';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { riotIdOf } from '../utils/staff-members';

/** A role about to be revoked: whose, and which. */
export interface Revoking {
  player: StaffPlayer;
  role: StaffRole;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface RevokeContext {
  t: Translate;
  player: string;
  role: string;
}

/** The refusals a revoke meets, by the reason the API names (never its English words). */
const REVOKE_REFUSALS: RefusalSayings<RevokeContext> = {
  staffRoleNotHeld: ({ t, player, role }) => t('refusals.staffRoleNotHeld', { player, role }),
  staffOwnRoles: ({ t }) => t('refusals.staffOwnRoles'),
};

export interface RevokeRoleDialogProps {
  revoking: Revoking | null;
  onClose: () => void;
  /** After a revoke, with the member as the API answered (no roles left: their row goes). */
  onRevoked: (member: StaffMember) => void;
}

/**
 * Confirms a revoke. Focus starts on Cancel and stays in the dialog while the call runs and when it is refused
 * (the refusal shows in the dialog, in the page's language); the caller moves focus once the role's chip, the
 * dialog's opener, is gone.
 */
export function RevokeRoleDialog({ revoking, onClose, onRevoked }: RevokeRoleDialogProps) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const revoke = useRevokeStaffRole();
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  // After the dialog's own effect (which notes the opener to return to), as the browser's showModal would.
  useEffect(() => {
    setRefusal(null);
    if (revoking) cancel.current?.focus();
  }, [revoking]);

  if (!revoking) return <Dialog open={false} title="" onClose={onClose} />;
  const player = riotIdOf(revoking.player);
  const role = t(`roles.${revoking.role}`);

  const confirm = () => {
    // aria-disabled rather than disabled while the call runs: a disabled button would drop the focus out.
    if (revoke.isPending) return;
    setRefusal(null);
    revoke.mutate(
      { userId: revoking.player.id, role: revoking.role },
      {
        onSuccess: (member) => {
          toast.success(t('revoked', { role, player }));
          onRevoked(member);
        },
        onError: (error) =>
          setRefusal(sayRefusal(error, REVOKE_REFUSALS, { t, player, role }, t('revokeFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      title={t('revokeDialog.title', { role })}
      onClose={onClose}
      actions={
        <>
          <Button ref={cancel} $variant="secondary" onClick={onClose}>
            {t('revokeDialog.cancel')}
          </Button>
          <Button $variant="danger" aria-disabled={revoke.isPending || undefined} onClick={confirm}>
            {t('revokeDialog.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('revokeDialog.message', { player })}</p>
      {refusal && <Alert $tone="danger">{refusal}</Alert>}
    </Dialog>
  );
}
