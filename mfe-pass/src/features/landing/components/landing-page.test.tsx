import { renderWithKit, resetKit } from '@arena/shared-kit/testing';
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
});
