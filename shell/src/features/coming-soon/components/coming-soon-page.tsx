import {
  applyDocumentLanguage,
  getPlatformConfig,
  i18n,
  usePageTitle,
  VisuallyHidden,
} from '@arena/shared-kit';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXTERNAL_LINKS } from '../../../app/external-links';
import { LanguageToggle } from '../../../app/layout/language-toggle';
import { LogoMark } from '../../../app/layout/logo';

const Screen = styled.section`
  position: relative;
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background:
    radial-gradient(
      circle at 20% 20%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 22%, transparent),
      transparent 45%
    ),
    radial-gradient(
      circle at 80% 80%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 22%, transparent),
      transparent 45%
    ),
    ${({ theme }) => theme.colors.background};
  .toggle {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space(4)};
    inset-inline-end: ${({ theme }) => theme.space(4)};
  }
  h1 {
    margin: ${({ theme }) => theme.space(4)} 0;
    font-size: clamp(2rem, 6vw, 3.5rem);
    line-height: 1.15;
  }
  p {
    margin: 0 auto;
    max-inline-size: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.1rem;
  }
`;

const Social = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** /coming-soon (P2 §2): no header or footer, Arabic and right to left on load, an EN/AR toggle, two social links. */
export function ComingSoonPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('comingSoon.title'));
  // Forced for this page only: the visitor's stored choice stays for the rest of the portal; the toggle stores.
  // Before the first paint (the Arabic strings are in memory, so the switch is immediate): switching after it would
  // redraw the page in the other language and direction, a layout shift (issue 14).
  useLayoutEffect(() => {
    void i18n.changeLanguage('ar').then(() => applyDocumentLanguage('ar'));
  }, []);
  const links = [
    { href: getPlatformConfig().communityInviteUrl, label: t('comingSoon.discord') },
    { href: EXTERNAL_LINKS.xProfile, label: t('comingSoon.x') },
  ];
  return (
    <Screen>
      <div className="toggle">
        <LanguageToggle />
      </div>
      <div>
        <LogoMark size={64} />
        <h1>{t('comingSoon.heading')}</h1>
        <p>{t('comingSoon.text')}</p>
        <nav aria-label={t('comingSoon.social')}>
          <Social>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <VisuallyHidden>{t('comingSoon.newTab')}</VisuallyHidden>
                </a>
              </li>
            ))}
          </Social>
        </nav>
      </div>
    </Screen>
  );
}
