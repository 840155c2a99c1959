import { Muted, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCurrentSeason } from '../../../api/get-seasons';
import { seasonDays } from '../../../utils/season-dates';
import { PASS_PAGE_NAMESPACE } from '../i18n';

const TIP_KEYS = ['matches', 'squad', 'missions', 'weekends'] as const;

// The hero art differs per language: the watermark is the product name in that language's script.
const Hero = styled.header<{ $art: string }>`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space(10)};
  padding-inline: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(
      circle at 85% 20%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent),
      transparent 45%
    ),
    radial-gradient(
      circle at 10% 90%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 30%, transparent),
      transparent 50%
    ),
    linear-gradient(135deg, #1a1030, ${({ theme }) => theme.colors.surface});
  &::after {
    content: ${({ $art }) => JSON.stringify($art)};
    position: absolute;
    inset-block-end: -0.2em;
    inset-inline-end: -0.05em;
    font-size: clamp(5rem, 16vw, 11rem);
    font-weight: 900;
    line-height: 1;
    color: rgb(255 255 255 / 0.05);
    pointer-events: none;
    white-space: nowrap;
  }
  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.1;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8rem;
`;

/**
 * The current season's name and days: its height (two lines on a phone, one from 600px) is kept while it loads, so
 * the hero does not shift when it arrives.
 */
const SeasonLine = styled.p`
  position: relative;
  z-index: 1;
  min-block-size: 3em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  line-height: 1.5;
  font-weight: 600;
  @media (min-width: 600px) {
    min-block-size: 1.5em;
  }
`;

const Subtitle = styled(Muted)`
  max-inline-size: 60ch;
  margin-block-start: ${({ theme }) => theme.space(3)};
  font-size: 1.05rem;
`;

const Tips = styled.ul`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: rgb(11 15 26 / 0.6);
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The pass hero: title, the current season's name and days (issue 31), subtitle, per-language art and four tip
 * cards (P2 §2).
 */
export function PassHero() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const season = useCurrentSeason();
  return (
    <Hero $art={locale === 'ar' ? 'مينا' : 'MENA'} data-testid="pass-hero">
      <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
      <h1>{t('hero.title')}</h1>
      <SeasonLine data-testid="pass-season">
        {season ? t('hero.season', { name: season.name[locale], ...seasonDays(season, locale) }) : ''}
      </SeasonLine>
      <Subtitle>{t('hero.subtitle')}</Subtitle>
      <Tips>
        {TIP_KEYS.map((key) => (
          <li key={key}>
            <strong>{t(`hero.tips.${key}.title`)}</strong>
            <Muted as="span">{t(`hero.tips.${key}.text`)}</Muted>
          </li>
        ))}
      </Tips>
    </Hero>
  );
}
