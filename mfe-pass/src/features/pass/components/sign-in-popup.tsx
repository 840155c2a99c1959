import { AppLink, ButtonLink, Dialog, Muted, signInUrl } from '@arena/shared-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PASS_PAGE_NAMESPACE } from '../i18n';

/**
 * The blocking popup signed-out visitors see over the tiers (P2 §2): its button sends the browser to sign-in
 * and back to this page. It cannot be dismissed; Go Home is the way out.
 */
export function SignInPopup() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const signInRef = useRef<HTMLAnchorElement>(null);
  // Runs after the dialog's own effect has opened it, so focus lands on the main action, not on Go Home.
  useEffect(() => signInRef.current?.focus(), []);
  return (
    <Dialog
      open
      title={t('signIn.title')}
      onClose={() => undefined}
      actions={
        <>
          <ButtonLink as={AppLink} href="/" $variant="secondary">
            {t('signIn.home')}
          </ButtonLink>
          <ButtonLink ref={signInRef} href={signInUrl()}>
            {t('signIn.button')}
          </ButtonLink>
        </>
      }
    >
      <Muted>{t('signIn.text')}</Muted>
    </Dialog>
  );
}
