import { screen, within } from '@testing-library/react';
import { makeTiersResponse } from '../testing/fixtures';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import PassPreview from './pass-preview';
import { forgetPreviewData } from './use-preview-data';

beforeEach(() => {
  resetKit();
  forgetPreviewData();
});

function milestoneStates() {
  return screen.getAllByRole('listitem').map((item) => ({
    level: item.getAttribute('data-level'),
    state: within(item).getByText(/Locked|Unlocked/).textContent,
  }));
}

describe('PassPreview', () => {
  it('shows the four milestones, all Locked for a visitor, and links to /me-pass', async () => {
    const fetchSpy = mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderWithKit(<PassPreview />, 'en');

    expect(screen.getByTestId('pass-preview-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('pass-preview')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Level 12' })).toBeInTheDocument();
    expect(screen.getByTestId('pass-preview')).toHaveAttribute('aria-busy', 'false');
    expect(milestoneStates()).toEqual([
      { level: '12', state: 'Locked' },
      { level: '24', state: 'Locked' },
      { level: '36', state: 'Locked' },
      { level: '50', state: 'Locked' },
    ]);
    expect(screen.getByText('120 Loyalty Points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the MENA Pass' })).toHaveAttribute('href', '/me-pass');
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/v1/menapass/tiers']);
  });

  it('unlocks the milestones at or below the signed-in player level', async () => {
    signInAs();
    mockApi({
      'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } },
      'GET /v1/menapass/progress': {
        body: { data: { currentLevel: 24, totalXP: 30000, loyaltyPoints: 40, completedMissions: [] } },
      },
    });
    await renderWithKit(<PassPreview />, 'en');

    await screen.findByRole('heading', { name: 'Level 50' });
    expect(milestoneStates().map((m) => m.state)).toEqual(['Unlocked', 'Unlocked', 'Locked', 'Locked']);
  });

  it('keeps everything Locked for a signed-in player who has not registered (404)', async () => {
    signInAs();
    mockApi({
      'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } },
      'GET /v1/menapass/progress': { status: 404, body: { code: 404, message: 'Not registered' } },
    });
    await renderWithKit(<PassPreview />, 'en');

    await screen.findByRole('heading', { name: 'Level 50' });
    expect(milestoneStates().every((m) => m.state === 'Locked')).toBe(true);
  });

  it('shows the Arabic tiers and texts in Arabic', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderWithKit(<PassPreview />, 'ar');

    expect(await screen.findByRole('heading', { name: 'المستوى ١٢' })).toBeInTheDocument();
    expect(screen.getAllByText('مقفل')).toHaveLength(4);
  });

  it('shows a compact error with a retry when the tiers fail', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { status: 500, body: { code: 500, message: 'boom' } } });
    await renderWithKit(<PassPreview />, 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the pass rewards.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('coming back within 30 s shows the last answer at once and asks nothing; after that it asks again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const fetchSpy = mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
      const first = await renderWithKit(<PassPreview />, 'en');
      expect(await screen.findByRole('heading', { name: 'Level 12' })).toBeInTheDocument();
      first.unmount();
      expect(fetchSpy).toHaveBeenCalledTimes(1);

      jest.advanceTimersByTime(29_000);
      const second = await renderWithKit(<PassPreview />, 'en');
      expect(screen.queryByTestId('pass-preview-skeleton')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Level 12' })).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      second.unmount();

      jest.advanceTimersByTime(2_000);
      await renderWithKit(<PassPreview />, 'en');
      expect(await screen.findByRole('heading', { name: 'Level 12' })).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
