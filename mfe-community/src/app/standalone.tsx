import { applyDocumentLanguage, KitProvider, loadPlatformConfig, setLocale } from '@arena/shared-kit';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link } from 'react-router-dom';
import styled from 'styled-components';
import { CommunityRoutes } from './routes';

const Frame = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  a {
    color: inherit;
    font-weight: 700;
    text-decoration: none;
  }
  button {
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    color: inherit;
    font: inherit;
    padding-inline: ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
`;

/** The standalone frame: a thin bar with the remote's name and a language switch, standing in for the shell. */
function StandaloneFrame() {
  const { t, i18n } = useTranslation('community');
  return (
    <Frame>
      <Link to="/news">{t('standalone.frame')}</Link>
      <button type="button" onClick={() => void setLocale(i18n.language === 'en' ? 'ar' : 'en')}>
        {t('standalone.switchLanguage')}
      </button>
    </Frame>
  );
}

/** Runs the remote alone in a minimal frame, so its team can work without the shell. */
export async function mountStandalone() {
  await loadPlatformConfig('/platform.json').catch(() => undefined);
  applyDocumentLanguage();
  createRoot(document.getElementById('standalone-root')!).render(
    <KitProvider withPageChrome>
      <BrowserRouter>
        <StandaloneFrame />
        <main>
          <CommunityRoutes />
        </main>
      </BrowserRouter>
    </KitProvider>,
  );
}
