import {
  ButtonLink,
  Card,
  formatNumber,
  getPlatformConfig,
  Muted,
  signInUrl,
  useSession,
  VisuallyHidden,
} from '@arena/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HomeSection } from './home-section';

const CommunityCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  block-size: 100%;
  background:
    radial-gradient(circle at 100% 0%, rgb(88 101 242 / 0.35), transparent 55%),
    ${({ theme }) => theme.colors.surface};
  /* The long call to action wraps on a 320-px phone rather than leave the card (issue 28). */
  & > a {
    max-inline-size: 100%;
    white-space: normal;
    text-align: center;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  .number {
    display: inline-grid;
    place-items: center;
    flex: 0 0 auto;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 800;
  }
`;

const StartCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  justify-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The community section with the chat-community join link from the platform manifest. */
export function CommunitySection() {
  const { t } = useTranslation('shell');
  return (
    <HomeSection title={t('home.community.title')} testId="home-community">
      <CommunityCard>
        <Muted>{t('home.community.text')}</Muted>
        <ButtonLink href={getPlatformConfig().communityInviteUrl} target="_blank" rel="noopener noreferrer">
          {t('home.community.cta')}
          <VisuallyHidden>{t('home.community.newTab')}</VisuallyHidden>
        </ButtonLink>
      </CommunityCard>
    </HomeSection>
  );
}

const STEPS = ['signIn', 'region', 'pass', 'register', 'play'] as const;

/**
 * How to start: the steps from signing in to collecting rewards; visitors also get the sign-in button, and
 * everyone `tourButton` (the onboarding feature's "Take the tour", composed by src/app).
 */
export function HowToStart({ tourButton }: { tourButton?: ReactNode }) {
  const { t } = useTranslation('shell');
  const isSignedIn = useSession((state) => Boolean(state.token));
  return (
    <HomeSection title={t('home.start.title')} testId="home-start">
      <StartCard>
        <Steps>
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="number" aria-hidden="true">
                {formatNumber(index + 1)}
              </span>
              <span>{t(`home.start.steps.${step}`)}</span>
            </li>
          ))}
        </Steps>
        <Actions>
          {!isSignedIn && <ButtonLink href={signInUrl('/')}>{t('home.start.cta')}</ButtonLink>}
          {tourButton}
        </Actions>
      </StartCard>
    </HomeSection>
  );
}
