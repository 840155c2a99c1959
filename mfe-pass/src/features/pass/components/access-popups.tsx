import { AppLink, Button, ButtonLink, Dialog, ErrorCodes, isApiError, Muted, toast } from '@arena/shared-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegister } from '../api/register';
import { PASS_PAGE_NAMESPACE } from '../i18n';

export interface RegisterPopupProps {
  onClose: () => void;
  /** The player's region is not one the pass is open to (error 10027). */
  onRegionRestricted: () => void;
}

/**
 * The register popup a signed-in player who is not a member sees (P2 §2): Register posts the registration; success
 * shows a toast and the member's view, error 10027 the region-restricted popup, anything else a toast.
 */
export function RegisterPopup({ onClose, onRegionRestricted }: RegisterPopupProps) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const registration = useRegister();
  const registerRef = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect has opened it, so focus lands on the main action.
  useEffect(() => registerRef.current?.focus(), []);

  const register = () =>
    registration.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('register.success'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ErrorCodes.passRegionRestricted) return onRegionRestricted();
        console.error('[pass] Registration failed', error);
        toast.error(t('register.failure'));
      },
    });

  return (
    <Dialog
      open
      title={t('register.title')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('register.later')}
          </Button>
          <Button ref={registerRef} onClick={register} disabled={registration.isPending}>
            {registration.isPending ? t('register.busy') : t('register.button')}
          </Button>
        </>
      }
    >
      <Muted>{t('register.text')}</Muted>
    </Dialog>
  );
}

/** The region-restricted popup (P2 §2): its one button goes to the home page. */
export function RegionPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const homeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => homeRef.current?.focus(), []);
  return (
    <Dialog
      open
      title={t('region.title')}
      onClose={onClose}
      actions={
        <ButtonLink as={AppLink} ref={homeRef} href="/">
          {t('region.home')}
        </ButtonLink>
      }
    >
      <Muted>{t('region.text')}</Muted>
    </Dialog>
  );
}
