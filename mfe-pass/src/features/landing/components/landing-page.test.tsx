import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { screen, within } from '@testing-library/react';
import '../i18n';
import { LandingPage } from './landing-page';

beforeEach(() => resetKit());

describe('LandingPage', () => {
  it.each([
    [
      'en',
      'What the MENA Pass gives you',
      'The MENA Pass launched on January 27, 2025 for players of the Middle East, and is now open on the EUW, EUNE and ME servers.',
    ],
    [
      'ar',
      'ما يمنحك إياه مينا باس',
      'انطلق مينا باس في ٢٧ يناير ٢٠٢٥ للاعبي الشرق الأوسط، وهو متاح الآن على خوادم EUW وEUNE وME.',
    ],
  ] as const)(
    'tells the pass’s history with its launch date in the page’s language (%s)',
    async (locale, benefits, history) => {
      await renderWithKit(<LandingPage />, locale);
      const section = screen.getByRole('region', { name: benefits });
      expect(within(section).getByText(history)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Season 2 runs from Feb 1, 2027 to Apr 30, 2027.'],
    ['ar', 'يمتد الموسم ٢ من ١ فبراير ٢٠٢٧ إلى ٣٠ أبريل ٢٠٢٧.'],
  ] as const)('names the current pass season and its days (%s)', async (locale, text) => {
    const season = {
      id: 's2',
      name: { en: 'Season 2', ar: 'الموسم ٢' },
      startsAt: new Date(2027, 1, 1).toISOString(),
      endsAt: new Date(2027, 4, 1).toISOString(),
      startedAt: null,
      endedAt: null,
    };
    mockApi({
      'GET /v1/menapass/seasons': {
        body: {
          data: [
            { ...season, status: 'current' },
            { ...season, id: 's1', status: 'ended' },
          ],
        },
      },
    });
    await renderWithKit(<LandingPage />, locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
