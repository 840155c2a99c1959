import { AppLink } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LogoMark } from './logo';
import { FOOTER_LINKS } from './nav-links';

const Bar = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(12)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  @media (min-width: 960px) {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const Product = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    max-inline-size: 48ch;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The portal footer (P1 §2): product line, legal and help links, copyright. */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Inner>
        <Product>
          <strong>
            <LogoMark size={24} />
            {t('kit:productName')}
          </strong>
          <p>{t('footer.tagline')}</p>
        </Product>
        <nav aria-label={t('footer.label')}>
          <Links>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{t(link.labelKey)}</AppLink>
              </li>
            ))}
          </Links>
        </nav>
        <Copyright>{t('footer.copyright', { year: new Date().getFullYear() })}</Copyright>
      </Inner>
    </Bar>
  );
}
