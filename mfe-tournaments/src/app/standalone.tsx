import {
  AppLink,
  applyDocumentLanguage,
  Button,
  currentLocale,
  KitProvider,
  loadPlatformConfig,
  setLocale,
  restoreStandaloneSession,
} from '@arena/shared-kit';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { start } from 'single-spa';
import styled from 'styled-components';
import LatestTournaments from '../widgets/latest-tournaments';
import { TournamentsRoutes } from './routes';

const Frame = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  button {
    margin-inline-start: auto;
  }
`;

const WidgetPage = styled.main`
  max-width: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

/** A minimal frame: links to the remote's routes, the home widget, and a language switch. */
function StandaloneFrame() {
  const { t } = useTranslation('tournaments');
  return (
    <>
      <Frame>
        <AppLink href="/">{t('standalone.home')}</AppLink>
        <AppLink href="/tournaments">{t('standalone.tournaments')}</AppLink>
        <Button
          $variant="secondary"
          $size="small"
          onClick={() => void setLocale(currentLocale() === 'ar' ? 'en' : 'ar')}
        >
          {t('standalone.language')}
        </Button>
      </Frame>
      <Routes>
        <Route
          path="/"
          element={
            <WidgetPage>
              <LatestTournaments />
            </WidgetPage>
          }
        />
        <Route path="/*" element={<TournamentsRoutes />} />
      </Routes>
    </>
  );
}

/** Runs the remote alone in a minimal frame, so its team can work without the shell. */
export async function mountStandalone() {
  await loadPlatformConfig('/platform.json').catch(() => undefined);
  applyDocumentLanguage();
  await restoreStandaloneSession('tournaments');
  // With single-spa started, AppLink's navigateToUrl notifies react-router as it does inside the shell.
  start({ urlRerouteOnly: true });
  createRoot(document.getElementById('standalone-root')!).render(
    <KitProvider withPageChrome>
      <BrowserRouter>
        <StandaloneFrame />
      </BrowserRouter>
    </KitProvider>,
  );
}
