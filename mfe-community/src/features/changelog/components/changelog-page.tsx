import {
  Badge,
  type BadgeTone,
  Card,
  formatDate,
  Heading,
  type Locale,
  Muted,
  PageContainer,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CHANGELOG_RELEASES,
  type ChangelogItem,
  type ChangelogRelease,
  type ChangelogSection,
  type ChangelogSectionType,
} from '../data/releases';
import { CHANGELOG_NAMESPACE } from '../i18n';
import { newestFirst } from '../utils/release-order';

const SECTION_TONES: Record<ChangelogSectionType, BadgeTone> = {
  features: 'success',
  improvements: 'info',
  fixes: 'warning',
};

const Page = styled(PageContainer)`
  max-inline-size: 900px;
`;

const Header = styled.header`
  margin-block-end: ${({ theme }) => theme.space(8)};
  h1 {
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

const Releases = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const ReleaseCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const ReleaseHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  time {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 0.95rem;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
`;

/** A calendar date as the release cards write theirs (`March 10, 2025`, `١٠ مارس ٢٠٢٥`). */
function calendarDate(date: string, locale: Locale): string | null {
  return formatDate(date, locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function ItemText({ item }: { item: ChangelogItem }) {
  const { t } = useTranslation(CHANGELOG_NAMESPACE);
  const locale = useLocale();
  if (typeof item === 'string') return <>{t(item)}</>;
  return <>{t(item.text, { date: calendarDate(item.date, locale) })}</>;
}

const itemKey = (item: ChangelogItem) => (typeof item === 'string' ? item : item.text);

function ReleaseSection({ section }: { section: ChangelogSection }) {
  const { t } = useTranslation(CHANGELOG_NAMESPACE);
  return (
    <Section data-section-type={section.type}>
      <h3>
        <Badge $tone={SECTION_TONES[section.type]}>{t(section.title)}</Badge>
      </h3>
      {section.subsections.map((subsection) => (
        <div key={subsection.title}>
          <h4>{t(subsection.title)}</h4>
          <ul>
            {subsection.items.map((item) => (
              <li key={itemKey(item)}>
                <ItemText item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

function ReleaseEntry({ release, latest }: { release: ChangelogRelease; latest: boolean }) {
  const { t } = useTranslation(CHANGELOG_NAMESPACE);
  const locale = useLocale();
  const headingId = `release-${release.number.replaceAll('.', '-')}`;
  const date = calendarDate(release.date, locale);
  return (
    <li>
      <ReleaseCard as="article" aria-labelledby={headingId}>
        <ReleaseHeader>
          <h2 id={headingId}>{t('version', { number: release.number })}</h2>
          {latest && <Badge $tone="primary">{t('latest')}</Badge>}
          <time dateTime={release.date}>{date}</time>
        </ReleaseHeader>
        {release.sections.map((section) => (
          <ReleaseSection key={section.type} section={section} />
        ))}
      </ReleaseCard>
    </li>
  );
}

/** /changelog: the release cards, newest first, each with its features, improvements and fixes (P2 §2, §3). */
export function ChangelogPage() {
  const { t } = useTranslation(CHANGELOG_NAMESPACE);
  usePageTitle(t('title'));
  const releases = newestFirst(CHANGELOG_RELEASES);
  return (
    <Page>
      <Header>
        <Heading>{t('title')}</Heading>
        <Muted>{t('intro')}</Muted>
      </Header>
      <Releases aria-label={t('releasesLabel')}>
        {releases.map((release, index) => (
          <ReleaseEntry key={release.number} release={release} latest={index === 0} />
        ))}
      </Releases>
    </Page>
  );
}
