import { CenteredPage, Muted, sessionStore, Spinner, usePageTitle } from '@arena/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceAddress } from '../../../app/session/session-controller';
import { revokeSession } from '../api/revoke-session';

/**
 * /logout ends the session: the API revokes the token first (POST /auth/logout), then the token, user and auth
 * cookie are cleared and the portal goes home in place of this entry (P1 §4). Without a token there is nothing
 * to revoke.
 */
export function LogoutPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('logout.title'));
  useEffect(() => {
    const revoked = sessionStore.getState().token ? revokeSession() : Promise.resolve(false);
    void revoked.then(() => {
      sessionStore.getState().logout();
      replaceAddress('/');
    });
  }, []);
  return (
    <CenteredPage aria-busy="true">
      <Spinner aria-label={t('logout.text')} />
      <Muted>{t('logout.text')}</Muted>
    </CenteredPage>
  );
}
