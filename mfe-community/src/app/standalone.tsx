import { applyDocumentLanguage, KitProvider, loadPlatformConfig } from '@arena/shared-kit';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CommunityRoutes } from './routes';

/** Runs the remote alone in a minimal frame, so its team can work without the shell. */
export async function mountStandalone() {
  await loadPlatformConfig('/platform.json').catch(() => undefined);
  applyDocumentLanguage();
  createRoot(document.getElementById('standalone-root')!).render(
    <KitProvider withPageChrome>
      <BrowserRouter>
        <CommunityRoutes />
      </BrowserRouter>
    </KitProvider>,
  );
}
