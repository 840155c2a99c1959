import { AppLink } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HomeSection } from './home-section';

const Buttons = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    min-block-size: 88px;
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.large};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.2rem;
    font-weight: 700;
    text-decoration: none;
    transition:
      border-color 0.15s ease,
      transform 0.15s ease;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
  a[data-region='me'] {
    background: linear-gradient(120deg, #2a1f05, #141a2a 70%);
  }
  a[data-region='eu'] {
    background: linear-gradient(120deg, #07223a, #141a2a 70%);
  }
  .code {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: rgb(255 255 255 / 0.08);
    font-size: 0.85rem;
    letter-spacing: 0.08em;
  }
`;

export const REGION_LINKS = [
  { region: 'me', href: '/tournaments?region=me', code: 'ME' },
  { region: 'eu', href: '/tournaments?region=eu', code: 'EUW' },
] as const;

/** Region buttons (P1 §1): each opens the tournament list filtered to its region. */
export function RegionButtons() {
  const { t } = useTranslation('shell');
  return (
    <HomeSection title={t('home.regions.title')} text={t('home.regions.text')} testId="home-regions">
      <Buttons>
        {REGION_LINKS.map((link) => (
          <li key={link.region}>
            <AppLink href={link.href} data-region={link.region}>
              <span>{t(`home.regions.${link.region}`)}</span>
              <span className="code" aria-hidden="true" lang="en">
                {link.code}
              </span>
            </AppLink>
          </li>
        ))}
      </Buttons>
    </HomeSection>
  );
}
