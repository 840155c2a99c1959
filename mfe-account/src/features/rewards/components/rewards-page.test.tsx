import { clearRewardCodeKey, copyToClipboard, type Tournament } from '@arena/shared-kit';
import type { RedeemedRewardCode } from '@arena/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  clearToasts,
  installWebCrypto,
  makeRewardKeyHex,
  mockApi,
  renderWithKit,
  resetKit,
  sealRewardCode,
} from '@arena/shared-kit/testing';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { setSession, toastTexts } from '../../../testing/render';

// Only the clipboard is replaced; the kit's exports are kept as live bindings (its query client is set after import).
jest.mock('@arena/shared-kit', () => {
  const actual = jest.requireActual('@arena/shared-kit');
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(actual), copyToClipboard: { value: jest.fn(), enumerable: true } },
  );
});
const copy = jest.mocked(copyToClipboard);

const KEY = makeRewardKeyHex();
const PLAIN = { key: 'HXK-7Q2M-99ZT-K4', chest: 'HXC-1AB2-3CD4-E5' };

function code(overrides: Partial<RedeemedRewardCode> & Pick<RedeemedRewardCode, '_id'>): RedeemedRewardCode {
  return {
    code: sealRewardCode(PLAIN.key, KEY),
    type: 'hextech_key',
    source: 'other',
    tournamentId: null,
    usedAt: '2026-03-05T12:00:00Z',
    ...overrides,
  };
}

const CODES = [
  code({ _id: 'c1' }),
  code({
    _id: 'c2',
    code: sealRewardCode(PLAIN.chest, KEY),
    type: 'hextech_chest_key',
    source: 'tournament',
    tournamentId: 't1',
  }),
];

function api(codes: RedeemedRewardCode[] | { status: number; body: unknown } = CODES) {
  return mockApi({
    'GET /v1/reward-code/me/redeemed': Array.isArray(codes)
      ? { body: { success: true, data: codes } }
      : codes,
    'GET /v1/reward-code/key': { body: { data: { key: KEY, algorithm: 'AES-CBC' } } },
    'GET /v1/tournaments/t1': {
      body: { data: { id: 't1', name: { en: 'Levant Masters', ar: 'أساتذة بلاد الشام' } } as Tournament },
    },
  });
}

beforeAll(installWebCrypto);
beforeEach(async () => {
  await resetKit('en');
  clearRewardCodeKey();
  clearToasts();
  copy.mockReset().mockResolvedValue(undefined);
  setSession(testUser);
});
afterEach(() => jest.useRealTimers());

const renderPage = () => renderWithKit(<AccountRoutes />, { path: '/account/rewards' });
const rows = () => screen.findAllByTestId('reward-code');

describe('redeemed reward codes', () => {
  it('lists the codes masked, with type, source and date, the info box and the title', async () => {
    api();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Redeemed Reward Codes' }),
    ).toBeInTheDocument();
    const [pass, prize] = await rows();
    expect(within(pass).getByRole('button', { name: 'Show code' })).toHaveTextContent('••••-••••-••••');
    expect(within(pass).getByText('Hextech Key')).toHaveAttribute('data-type', 'hextech_key');
    expect(within(pass).getByText('MENA Pass')).toBeInTheDocument();
    expect(within(pass).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(prize).getByText('Hextech Chest Key')).toBeInTheDocument();
    expect(await within(prize).findByRole('link', { name: 'Tournament: Levant Masters' })).toHaveAttribute(
      'href',
      '/tournaments/t1',
    );
    expect(screen.getByRole('note')).toHaveTextContent(/team captains/);
    expect(screen.queryByText(PLAIN.key)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Redeemed Reward Codes | MENA Arena'));
  });

  it('reveals one code for 10 s, one at a time; a second click hides it at once', async () => {
    api();
    renderPage();
    const [pass, prize] = await rows();
    jest.useFakeTimers();

    fireEvent.click(within(pass).getByRole('button', { name: 'Show code' }));
    expect(await within(pass).findByRole('button', { name: 'Hide code' })).toHaveTextContent(PLAIN.key);
    expect(within(pass).getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'title',
      'Shown for 10 seconds',
    );

    // Another code: the first is masked again.
    fireEvent.click(within(prize).getByRole('button', { name: 'Show code' }));
    expect(await within(prize).findByRole('button', { name: 'Hide code' })).toHaveTextContent(PLAIN.chest);
    expect(within(pass).getByRole('button', { name: 'Show code' })).toHaveTextContent('••••-••••-••••');

    // Masked again after 10 seconds.
    act(() => jest.advanceTimersByTime(9_900));
    expect(within(prize).getByRole('button', { name: 'Hide code' })).toHaveTextContent(PLAIN.chest);
    act(() => jest.advanceTimersByTime(100));
    expect(within(prize).getByRole('button', { name: 'Show code' })).toHaveTextContent('••••-••••-••••');

    // A second click hides it at once.
    fireEvent.click(within(pass).getByRole('button', { name: 'Show code' }));
    const shown = await within(pass).findByRole('button', { name: 'Hide code' });
    fireEvent.click(shown);
    expect(within(pass).getByRole('button', { name: 'Show code' })).toHaveTextContent('••••-••••-••••');
    expect(screen.queryByText(PLAIN.key)).not.toBeInTheDocument();
  });

  it('fetches the key once for every reveal', async () => {
    const calls = api();
    renderPage();
    const [pass, prize] = await rows();
    fireEvent.click(within(pass).getByRole('button', { name: 'Show code' }));
    await within(pass).findByText(PLAIN.key);
    fireEvent.click(within(prize).getByRole('button', { name: 'Show code' }));
    await within(prize).findByText(PLAIN.chest);
    expect(calls.calls().filter((call) => call === 'GET /v1/reward-code/key')).toHaveLength(1);
  });

  it('copies the code in clear and says so; a failed copy says Error Copying Code', async () => {
    api();
    renderPage();
    const [pass] = await rows();
    fireEvent.click(within(pass).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(copy).toHaveBeenCalledWith(PLAIN.key));
    await waitFor(() => expect(toastTexts()).toContain('Code Copied To Clipboard'));

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    copy.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(within(pass).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(toastTexts()).toContain('Error Copying Code'));
    expect(log).toHaveBeenCalledWith('[account] Could not copy the reward code', expect.anything());
  });

  it('shows the empty state, and Refresh loads again', async () => {
    api([]);
    renderPage();
    expect(await screen.findByText('No Redeemed Codes')).toBeInTheDocument();
    const calls = api(CODES);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await rows()).toHaveLength(2);
    expect(calls.calls()).toContain('GET /v1/reward-code/me/redeemed');
  });

  it.each([
    ['en', 'Error Loading Redeemed Codes'],
    ['ar', 'خطأ في تحميل الرموز المستردة'],
  ] as const)(
    'says a failed load in the page language, never the server words (%s)',
    async (locale, shown) => {
      await resetKit(locale);
      setSession(testUser);
      api({ status: 500, body: { code: 5000, message: 'Database unavailable' } });
      renderPage();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(shown);
      expect(alert).not.toHaveTextContent('Database unavailable');
    },
  );

  it('reads in Arabic', async () => {
    await resetKit('ar');
    setSession(testUser);
    api();
    renderPage();
    const [pass, prize] = await rows();
    expect(screen.getByRole('heading', { level: 1, name: 'رموز المكافآت المستردة' })).toBeInTheDocument();
    expect(within(pass).getByText('مفتاح هكستك')).toBeInTheDocument();
    expect(within(pass).getByText('ممر مينا')).toBeInTheDocument();
    expect(await within(prize).findByRole('link', { name: 'بطولة: أساتذة بلاد الشام' })).toBeInTheDocument();
    fireEvent.click(within(pass).getByRole('button', { name: 'إظهار الرمز' }));
    const shown = await within(pass).findByRole('button', { name: 'إخفاء الرمز' });
    expect(shown).toHaveTextContent(PLAIN.key);
    expect(shown).toHaveAttribute('title', 'يظهر لمدة ١٠ ثوانٍ');
  });
});
