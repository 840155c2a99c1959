import {
  AppLink,
  ButtonLink,
  formatDate,
  Heading,
  Muted,
  PageContainer,
  PASS_LAUNCH_DATE,
  SectionTitle,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCurrentSeason } from '../../../api/get-seasons';
import { seasonDays } from '../../../utils/season-dates';
import { LANDING_NAMESPACE } from '../i18n';

/**
 * The current season's name and days: its height (two lines on a phone, one from 600px) is kept while it loads, so
 * the hero does not shift when it arrives.
 */
const SeasonDates = styled.p`
  min-block-size: 3em;
  margin: 0;
  line-height: 1.5;
  font-weight: 600;
  @media (min-width: 600px) {
    min-block-size: 1.5em;
  }
`;

const POINTS = ['noElo', 'noSkills', 'justPlay'] as const;
const BENEFITS = ['exclusiveTournaments', 'bonusXp', 'uniqueRewards', 'communityPerks'] as const;
const STEPS = ['play', 'levelUp', 'claim'] as const;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(12)};
  padding-block-end: ${({ theme }) => theme.space(12)};
`;

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(12)};
  padding-inline: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(
      circle at 85% 20%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 30%, transparent),
      transparent 45%
    ),
    linear-gradient(135deg, #1a1030, ${({ theme }) => theme.colors.surface});
  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.1;
  }
  p {
    margin: 0;
    max-inline-size: 60ch;
    font-size: 1.1rem;
  }
`;

const Eyebrow = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8rem;
`;

const Cards = styled.ol<{ $numbered?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.large};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    counter-increment: step;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  ${({ $numbered, theme }) =>
    $numbered &&
    `
    h3::before {
      content: counter(step);
      display: inline-grid;
      place-items: center;
      inline-size: 1.75em;
      block-size: 1.75em;
      margin-inline-end: ${theme.space(2)};
      border-radius: ${theme.radius.round};
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      font-size: 0.9rem;
    }
  `}
`;

const History = styled.p`
  margin: 0;
  max-inline-size: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CardSection({
  group,
  keys,
  numbered,
  intro,
}: {
  group: 'points' | 'benefits' | 'steps';
  keys: readonly string[];
  numbered?: boolean;
  /** A line under the section's title. */
  intro?: ReactNode;
}) {
  const { t } = useTranslation(LANDING_NAMESPACE);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t(`${group}.title`)}</SectionTitle>
      {intro}
      <Cards as={numbered ? 'ol' : 'ul'} $numbered={numbered}>
        {keys.map((key) => (
          <li key={key}>
            <h3>{t(`${group}.${key}.title`)}</h3>
            <Muted>{t(`${group}.${key}.text`)}</Muted>
          </li>
        ))}
      </Cards>
    </section>
  );
}

/**
 * /landing (P2 §2 "Landing page"): the hero with Start Playing Now (to the pass), the three points on tournaments
 * for every player, the four pass benefits under the pass's history (launched on 27 January 2025 for Middle East
 * players, later opened to the EUW, EUNE and ME servers: P2 §1), and the play / level up / claim rewards steps. The
 * hero names the current pass season and its days (issue 31).
 */
export function LandingPage() {
  const { t } = useTranslation(LANDING_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('pageTitle'));
  const season = useCurrentSeason();
  const launchDate = formatDate(PASS_LAUNCH_DATE, locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <PageContainer>
      <Page>
        <Hero>
          <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
          <Heading>{t('hero.title')}</Heading>
          <Muted>{t('hero.text')}</Muted>
          <SeasonDates data-testid="landing-season">
            {season ? t('hero.season', { name: season.name[locale], ...seasonDays(season, locale) }) : ''}
          </SeasonDates>
          <ButtonLink as={AppLink} href="/me-pass">
            {t('hero.cta')}
          </ButtonLink>
        </Hero>
        <CardSection group="points" keys={POINTS} />
        <CardSection
          group="benefits"
          keys={BENEFITS}
          intro={<History>{t('benefits.history', { date: launchDate })}</History>}
        />
        <CardSection group="steps" keys={STEPS} numbered />
      </Page>
    </PageContainer>
  );
}
