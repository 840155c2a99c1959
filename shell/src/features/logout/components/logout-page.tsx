import { Muted, sessionStore, Spinner, usePageTitle } from '@arena/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../../app/layout/centered-page';
import { replaceAddress } from '../../../app/session/session-controller';

/** /logout ends the session (token, user and auth cookie) and goes home in place of this entry (P1 §4). */
export function LogoutPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('logout.title'));
  useEffect(() => {
    sessionStore.getState().logout();
    replaceAddress('/');
  }, []);
  return (
    <CenteredPage aria-busy="true">
      <Spinner aria-label={t('logout.text')} />
      <Muted>{t('logout.text')}</Muted>
    </CenteredPage>
  );
}
