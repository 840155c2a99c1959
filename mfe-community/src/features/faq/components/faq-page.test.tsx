import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit, switchLocale } from '@arena/shared-kit/testing';
import { translationKeys } from '../../../testing/locale-keys';
import '../../../i18n';
import { FAQ_QUESTIONS } from '../data/faq-questions';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { FaqPage } from './faq-page';

function questionButtons(label: string) {
  return within(screen.getByRole('group', { name: label })).getAllByRole('button');
}

beforeEach(async () => {
  await switchLocale('en');
});

describe('FaqPage', () => {
  it('has the same keys in English and Arabic, a question and an answer for each of the 15', () => {
    expect(translationKeys(ar)).toEqual(translationKeys(en));
    expect(FAQ_QUESTIONS).toHaveLength(15);
    expect(Object.keys(en.questions)).toEqual([...FAQ_QUESTIONS]);
  });

  it('shows 15 closed questions and the page title (English)', () => {
    renderWithKit(<FaqPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(document.title).toBe('FAQ | MENA Arena');
    const buttons = questionButtons('Questions');
    expect(buttons).toHaveLength(15);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers with the earning rules of P2 §1 when the XP question is opened by keyboard', () => {
    renderWithKit(<FaqPage />, { path: '/' });
    const xp = screen.getByRole('button', { name: 'How do I earn XP?' });
    fireEvent.keyDown(xp, { key: 'Enter' });
    expect(xp).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do I earn XP?' });
    const rules = within(answer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toEqual([
      'Every match you play gives a base of 50 XP.',
      'Playing with your squad gives a team-play bonus of up to 40 % extra XP.',
      'Missions give between 150 and 500 XP each.',
      'XP is doubled on weekends.',
      'Playing in a premade group with at least one friend gives 2 extra XP.',
      'During the holy month of Ramadan, a 5× XP promotion applies to the first 12 levels.',
    ]);
    fireEvent.keyDown(xp, { key: ' ' });
    expect(xp).toHaveAttribute('aria-expanded', 'false');

    const missions = screen.getByRole('button', { name: 'How do missions work?' });
    fireEvent.keyDown(missions, { key: ' ' });
    expect(screen.getByRole('region', { name: 'How do missions work?' })).toHaveTextContent(
      'Each match counts toward only one mission at a time',
    );
    fireEvent.click(screen.getByRole('button', { name: 'What are the benefits of joining the pass?' }));
    expect(screen.getByText(/10 loyalty points for every tournament, event or activity/)).toBeVisible();
  });

  it('is in Arabic', async () => {
    await switchLocale('ar');
    renderWithKit(<FaqPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(document.title).toBe('الأسئلة الشائعة | MENA Arena');
    expect(questionButtons('الأسئلة')).toHaveLength(15);
    const xp = screen.getByRole('button', { name: 'كيف أكسب نقاط الخبرة؟' });
    fireEvent.keyDown(xp, { key: 'Enter' });
    expect(screen.getByRole('region', { name: 'كيف أكسب نقاط الخبرة؟' })).toHaveTextContent(
      '٥٠ نقطة خبرة أساسية',
    );
  });
});
