import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit, switchLocale } from '@arena/shared-kit/testing';
import { translationKeys } from '../../../testing/locale-keys';
import '../../../i18n';
import { LEGAL_DOCUMENTS } from '../data/legal-documents';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { PrivacyPolicyPage, TermsOfUsePage } from './legal-page';

function sectionButtons() {
  return within(screen.getByRole('group', { name: /Sections|الأقسام/ })).getAllByRole('button');
}

beforeEach(async () => {
  await switchLocale('en');
});

describe('legal pages', () => {
  it('have the same keys in English and Arabic, with a title and a body for every section', () => {
    expect(translationKeys(ar)).toEqual(translationKeys(en));
    for (const [document, { sections }] of Object.entries(LEGAL_DOCUMENTS)) {
      const texts = en[document as keyof typeof LEGAL_DOCUMENTS].sections as Record<string, object>;
      expect(Object.keys(texts)).toEqual([...sections]);
    }
  });

  it('state the privacy facts of P2 §1', () => {
    const text = Object.values(en.privacy.sections)
      .map((section) => section.body)
      .join('\n');
    expect(text).toMatch(/13 years of age or older/);
    expect(text).toMatch(/United Arab Emirates \(UAE\)/);
    expect(text).toMatch(/IP address and location data are kept for up to 12 months/);
    expect(text).toMatch(/Account data is kept until you delete your account/);
    expect(text).toMatch(/Signing in with your game-publisher account is mandatory/);
    expect(text).toMatch(/Text recognition reads any text in an upload/);
    expect(LEGAL_DOCUMENTS.privacy.effectiveDate).toBe('2024-01-07');
  });
});

describe('PrivacyPolicyPage', () => {
  it('shows 11 closed sections, the effective date and the page title (English)', () => {
    renderWithKit(<PrivacyPolicyPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | MENA Arena');
    const buttons = sectionButtons();
    expect(buttons).toHaveLength(11);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(buttons[0]).toHaveTextContent('1. Who we are and what this policy covers');
    expect(buttons[10]).toHaveTextContent('11. Changes to this policy and contact');
    const date = screen.getByText('January 7, 2024');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2024-01-07');
  });

  it('opens a section with Enter and closes it with Space, showing its paragraphs and list', () => {
    renderWithKit(<PrivacyPolicyPage />, { path: '/' });
    const retention = screen.getByRole('button', { name: '8. How long we keep your data' });
    fireEvent.keyDown(retention, { key: 'Enter' });
    expect(retention).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: '8. How long we keep your data' });
    expect(panel.id).toBe(retention.getAttribute('aria-controls'));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByText(/kept for up to 12 months/)).toBeVisible();

    fireEvent.keyDown(retention, { key: ' ' });
    expect(retention).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: '8. How long we keep your data' })).not.toBeInTheDocument();
  });

  it('is in Arabic with the date in the Arabic format', async () => {
    await switchLocale('ar');
    renderWithKit(<PrivacyPolicyPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(document.title).toBe('سياسة الخصوصية | MENA Arena');
    expect(sectionButtons()).toHaveLength(11);
    const date = document.querySelector('time');
    expect(date).toHaveAttribute('datetime', '2024-01-07');
    expect(date).toHaveTextContent('٧ يناير ٢٠٢٤');
    const storage = screen.getByRole('button', { name: '٧. أين تُحفظ بياناتك' });
    fireEvent.keyDown(storage, { key: ' ' });
    expect(screen.getByRole('region', { name: '٧. أين تُحفظ بياناتك' })).toHaveTextContent(
      'دولة الإمارات العربية المتحدة',
    );
  });
});

describe('TermsOfUsePage', () => {
  it('shows 10 sections that open by keyboard, and the page title (English)', () => {
    renderWithKit(<TermsOfUsePage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Use | MENA Arena');
    const buttons = sectionButtons();
    expect(buttons).toHaveLength(10);
    fireEvent.keyDown(buttons[2], { key: 'Enter' });
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '3. Fair play and conduct' })).toHaveTextContent(/cheat/);
    expect(document.querySelector('time')).toBeNull();
  });

  it('is in Arabic', async () => {
    await switchLocale('ar');
    renderWithKit(<TermsOfUsePage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeInTheDocument();
    expect(document.title).toBe('شروط الاستخدام | MENA Arena');
    expect(sectionButtons()).toHaveLength(10);
  });
});
