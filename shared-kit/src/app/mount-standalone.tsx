import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { start } from 'single-spa';
import styled from 'styled-components';
import { signInUrl } from '../api/auth-redirect';
import { loadPlatformConfig } from '../config/platform-config';
import { applyDocumentLanguage, currentLocale, loadLocale, setLocale } from '../i18n/i18n';
import { AppLink } from '../navigation/app-link';
import { restoreStandaloneSession } from '../session/token-from-url';
import { useSession } from '../session/session-store';
import { loadQueryClient } from '../query/query-client';
import { KitProvider } from '../ui/kit-provider';

export interface StandaloneFrameOptions {
  /** The remote's container name, which is also its i18n namespace. */
  name: string;
  /** Translation key, in the remote's namespace, of the frame's title. */
  titleKey: string;
  /** The frame's links: a path and the translation key of its label. */
  links?: { href: string; labelKey: string }[];
  /** Shown at the end of the bar for a signed-in player (the account remote puts its bell there). */
  signedInExtra?: ReactNode;
  /** The remote's screens, router included. */
  content: ReactNode;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  strong {
    margin-inline-end: auto;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    padding-inline: ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
`;

function StandaloneFrame({ name, titleKey, links = [], signedInExtra, content }: StandaloneFrameOptions) {
  const { t } = useTranslation(name);
  const { t: kitT } = useTranslation('kit');
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return (
    <>
      <Bar aria-label={kitT('standalone.frame')}>
        <strong>{t(titleKey)}</strong>
        {links.map((link) => (
          <AppLink key={link.href} href={link.href}>
            {t(link.labelKey)}
          </AppLink>
        ))}
        <button type="button" onClick={() => void setLocale(currentLocale() === 'ar' ? 'en' : 'ar')}>
          {kitT('standalone.otherLanguage')}
        </button>
        {isAuthenticated ? signedInExtra : <a href={signInUrl()}>{kitT('standalone.signIn')}</a>}
      </Bar>
      <main>{content}</main>
    </>
  );
}

/**
 * Runs a remote alone in a minimal frame (title, links, language switch, sign-in), so its team can work without
 * the shell: reads `/platform.json`, takes a sign-in token from the address, starts single-spa so `AppLink`
 * navigation reaches the remote's router as it does inside the shell.
 *
 * @example void mountStandalone({ name: 'pass', titleKey: 'standalone.title', content: <BrowserRouter>…</BrowserRouter> });
 */
export async function mountStandalone(options: StandaloneFrameOptions): Promise<void> {
  await Promise.all([
    loadPlatformConfig('/platform.json').catch(() => undefined),
    // The chosen language's strings when they are not bundled (English), so nothing renders with keys.
    loadLocale(currentLocale()).catch(() => undefined),
  ]);
  applyDocumentLanguage();
  await restoreStandaloneSession(options.name);
  start({ urlRerouteOnly: true });
  await loadQueryClient();
  createRoot(document.getElementById('standalone-root')!).render(
    <KitProvider withPageChrome>
      <StandaloneFrame {...options} />
    </KitProvider>,
  );
}
