import { screen, within } from '@testing-library/react';
import { renderWithKit, switchLocale } from '@arena/shared-kit/testing';
import { translationKeys } from '../../../testing/locale-keys';
import '../../../i18n';
import { CHANGELOG_RELEASES } from '../data/releases';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ChangelogPage } from './changelog-page';

const VERSIONS = ['2.1.6', '2.1.5', '2.1.4', '2.1.3', '2.1.2', '2.1.1', '2.1.0'];

function releaseCards() {
  return within(screen.getByRole('list', { name: /Releases|الإصدارات/ })).getAllByRole('article');
}

beforeEach(async () => {
  await switchLocale('en');
});

describe('changelog data', () => {
  it('uses only keys that exist, the same in English and Arabic', () => {
    expect(translationKeys(ar)).toEqual(translationKeys(en));
    const known = new Set(translationKeys(en));
    const used = CHANGELOG_RELEASES.flatMap((release) =>
      release.sections.flatMap((section) => [
        section.title,
        ...section.subsections.flatMap((subsection) => [
          subsection.title,
          ...subsection.items.map((item) => (typeof item === 'string' ? item : item.text)),
        ]),
      ]),
    );
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it('gives every release at least one section of features, improvements or fixes, each with items', () => {
    for (const release of CHANGELOG_RELEASES) {
      expect(release.sections.length).toBeGreaterThan(0);
      for (const section of release.sections) {
        expect(['features', 'improvements', 'fixes']).toContain(section.type);
        expect(section.subsections.length).toBeGreaterThan(0);
        for (const subsection of section.subsections) expect(subsection.items.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('ChangelogPage', () => {
  it('lists the seven releases newest first, dated in English, the latest marked (English)', () => {
    renderWithKit(<ChangelogPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Changelog' })).toBeInTheDocument();
    expect(document.title).toBe('Changelog | MENA Arena');
    const cards = releaseCards();
    expect(cards).toHaveLength(7);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      VERSIONS.map((version) => `Version ${version}`),
    );
    expect(screen.getByRole('article', { name: 'Version 2.1.6' })).toBe(cards[0]);
    expect(within(cards[0]).getByText('Latest')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Latest')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('March 10, 2025')).toHaveAttribute('datetime', '2025-03-10');
    expect(within(cards[6]).getByText('February 19, 2025')).toHaveAttribute('datetime', '2025-02-19');
  });

  it('shows sections, subsections and items, and the release that lifted the pass restriction', () => {
    renderWithKit(<ChangelogPage />, { path: '/' });
    const first = releaseCards()[0];
    expect(
      within(first)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['New features', 'Improvements', 'Fixes']);
    expect(within(first).getByRole('heading', { level: 4, name: 'Loyalty leaderboard' })).toBeInTheDocument();
    const release213 = screen.getByRole('article', { name: 'Version 2.1.3' });
    expect(
      within(release213).getByText(/pass restriction has been lifted for the EUW, EUNE and ME servers/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Version 2.1.3',
      'The MENA Pass launched on January 27, 2025 for players on the Middle East servers only.',
    ],
    ['ar', 'الإصدار 2.1.3', 'انطلق MENA Pass في ٢٧ يناير ٢٠٢٥ للاعبي خوادم الشرق الأوسط فقط.'],
  ] as const)(
    'the pass entry tells the launch date in the page’s language, before the restriction was lifted (%s)',
    async (locale, release, launched) => {
      await switchLocale(locale);
      renderWithKit(<ChangelogPage />, { path: '/' });
      const items = within(screen.getByRole('article', { name: release })).getAllByRole('listitem');
      const launch = items.findIndex((item) => item.textContent === launched);
      expect(launch).toBeGreaterThanOrEqual(0);
      expect(items[launch + 1]).toHaveTextContent(/EUW/);
    },
  );

  it('is in Arabic, with dates in the Arabic format', async () => {
    await switchLocale('ar');
    renderWithKit(<ChangelogPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'سجل التغييرات' })).toBeInTheDocument();
    expect(document.title).toBe('سجل التغييرات | MENA Arena');
    const cards = releaseCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      VERSIONS.map((version) => `الإصدار ${version}`),
    );
    expect(within(cards[0]).getByText('الأحدث')).toBeInTheDocument();
    expect(cards[0].querySelector('time')).toHaveTextContent('١٠ مارس ٢٠٢٥');
    expect(within(cards[3]).getByText(/خوادم EUW وEUNE وME/)).toBeInTheDocument();
  });
});
