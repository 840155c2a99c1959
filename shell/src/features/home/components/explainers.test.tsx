import { setLocale } from '@arena/shared-kit';
import { act, screen, within } from '@testing-library/react';
import { renderWithKit } from '@arena/shared-kit/testing';
import '../../../i18n';
import { LoyaltyExplainer, XpBoostExplainer } from './explainers';

describe('the earning explainers', () => {
  afterEach(() => act(() => setLocale('ar')));

  it('writes their numbers in English', async () => {
    await act(() => setLocale('en'));
    renderWithKit(<XpBoostExplainer />);
    const rules = within(screen.getByTestId('home-xp'))
      .getAllByRole('listitem')
      .map((rule) => rule.textContent);
    expect(rules).toEqual([
      '50 XP for every match you play',
      'Up to 40% extra XP when you play as a squad',
      'Missions give 150 to 500 XP each',
      'Double XP on weekends',
      '+2 XP when you queue with at least one friend',
      '5x XP during the holy month for the first 12 levels',
      'Each match counts toward one mission at a time',
    ]);
  });

  it('writes them in Arabic digits, with the Arabic plural of what they count', async () => {
    await act(() => setLocale('ar'));
    renderWithKit(
      <>
        <XpBoostExplainer />
        <LoyaltyExplainer />
      </>,
    );
    const rules = within(screen.getByTestId('home-xp'))
      .getAllByRole('listitem')
      .map((rule) => rule.textContent);
    expect(rules[0]).toBe('٥٠ نقطة خبرة عن كل مباراة تلعبها');
    expect(rules[1]).toMatch(/^حتى ٤٠٪/);
    expect(rules[2]).toBe('تمنح المهام من ١٥٠ إلى ٥٠٠ نقطة خبرة');
    // Two points: the dual, not "٢ نقطة".
    expect(rules[4]).toBe('نقطتا خبرة إضافيتان عند اللعب مع صديق واحد على الأقل');
    expect(rules[5]).toBe('نقاط خبرة مضاعفة ٥ مرات خلال الشهر الفضيل لأول ١٢ مستوى');
    expect(within(screen.getByTestId('home-loyalty')).getByText(/^اكسب ١٠ نقاط ولاء/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });
});
