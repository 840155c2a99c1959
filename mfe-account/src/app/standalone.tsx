import {
  applyDocumentLanguage,
  currentLocale,
  KitProvider,
  loadPlatformConfig,
  setLocale,
  signInUrl,
  useSession,
  restoreStandaloneSession,
} from '@arena/shared-kit';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import styled from 'styled-components';
import NotificationBell from '../widgets/notification-bell';
import { AccountRoutes } from './routes';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    margin-inline-end: auto;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 1px solid currentColor;
    border-radius: 6px;
    padding: 2px 8px;
    cursor: pointer;
  }
`;

/** The minimal frame around the remote when it runs alone: language toggle, sign-in or the bell. */
function StandaloneFrame() {
  const { t } = useTranslation('account');
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const token = useSession((state) => state.token);
  return (
    <>
      <Bar>
        <strong>{t('standalone.title')}</strong>
        <button
          type="button"
          aria-label={t('standalone.switchLanguage')}
          onClick={() => void setLocale(currentLocale() === 'ar' ? 'en' : 'ar')}
        >
          {t('standalone.languageButton')}
        </button>
        {isAuthenticated ? (
          <NotificationBell />
        ) : (
          !token && <a href={signInUrl()}>{t('standalone.signIn')}</a>
        )}
      </Bar>
      <main>
        <AccountRoutes />
      </main>
    </>
  );
}

/** Runs the remote alone in a minimal frame, so its team can work without the shell. */
export async function mountStandalone() {
  await loadPlatformConfig('/platform.json').catch(() => undefined);
  applyDocumentLanguage();
  // As in the shell: single-spa patches the history API on start, so AppLink's navigateToUrl reaches the router.
  start({ urlRerouteOnly: true });
  if (window.location.pathname === '/') window.history.replaceState(null, '', '/account');
  createRoot(document.getElementById('standalone-root')!).render(
    <KitProvider withPageChrome>
      <BrowserRouter>
        <StandaloneFrame />
      </BrowserRouter>
    </KitProvider>,
  );
  await restoreStandaloneSession('account');
}
