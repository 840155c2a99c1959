import { AppLink, ButtonLink, Heading, Muted, PageContainer, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(12)};
  p {
    max-inline-size: 60ch;
    font-size: 1.1rem;
  }
`;

/** /landing, first version: the hero with its Start Playing Now link to the pass (P2 §2). */
export function LandingPage() {
  const { t } = useTranslation('pass');
  usePageTitle(t('landing.pageTitle'));
  return (
    <PageContainer>
      <Hero>
        <Heading>{t('landing.title')}</Heading>
        <Muted>{t('landing.text')}</Muted>
        <ButtonLink as={AppLink} href="/me-pass">
          {t('landing.cta')}
        </ButtonLink>
      </Hero>
    </PageContainer>
  );
}
