import { queryClient } from '@arena/shared-kit';
import type { PassSyncJob } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SyncPanel } from './sync-panel';

const JOB_ID = '6f1c2a8e-0d5b-4c1e-9a57-3b2f1e0c9d41';
const STATUS = `GET /v1/menapass/sync-status/${JOB_ID}`;

function job(overrides: Partial<PassSyncJob> = {}): PassSyncJob {
  return {
    jobId: JOB_ID,
    status: 'processing',
    progress: 0,
    totalMatches: 10,
    processedMatches: 0,
    newMatches: 0,
    xpEarned: 0,
    currentLevel: 3,
    totalXP: 700,
    multipliers: [],
    error: null,
    ...overrides,
  };
}

/** The sync-status route answering each poll with the next job of the list (the last one repeats). */
function polls(answers: PassSyncJob[]): { route: MockRoute; count: () => number } {
  let count = 0;
  return {
    route: () => ({ body: answers[Math.min(count++, answers.length - 1)] }),
    count: () => count,
  };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function panel() {
  return screen.getByRole('region', { name: /Match Sync|مزامنة المباريات/ });
}

beforeEach(() => {
  resetKit();
  signInAs();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SyncPanel', () => {
  it('polls every 500 ms with progress and time left, forces completed at 100, refreshes, re-enables after 1 s', async () => {
    const status = polls([
      job({ status: 'starting', totalMatches: 0 }),
      job({ progress: 20, processedMatches: 2 }),
      job({ progress: 50, processedMatches: 5, newMatches: 2 }),
      // Progress 100 while the job still says processing: the panel treats it as completed.
      job({
        progress: 100,
        processedMatches: 10,
        newMatches: 4,
        xpEarned: 260,
        currentLevel: 4,
        totalXP: 960,
        multipliers: [
          { type: 'squad', value: 1.2, matches: 3 },
          { type: 'weekend', value: 2, matches: 1 },
          { type: 'premade', value: 2, matches: 1 },
        ],
      }),
    ]);
    const api = mockApi({
      'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } },
      [STATUS]: status.route,
    });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await renderWithKit(<SyncPanel />, 'en');

    const button = within(panel()).getByRole('button', { name: 'Sync Matches' });
    fireEvent.click(button);
    await advance(0);
    expect(api.calls()).toContain('POST /v1/menapass/sync');
    expect(within(panel()).getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    expect(within(panel()).getByText('Preparing to sync your matches...')).toBeInTheDocument();
    expect(status.count()).toBe(0);

    await advance(500);
    expect(status.count()).toBe(1);
    await advance(500);
    expect(status.count()).toBe(2);
    expect(within(panel()).getByText('Syncing matches...')).toBeInTheDocument();
    expect(within(panel()).getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(within(panel()).getByText('2 of 10 matches processed')).toBeInTheDocument();
    // 1 s for 2 matches: 0.5 s each, 8 left.
    expect(within(panel()).getByText('About 4 s remaining')).toBeInTheDocument();

    await advance(500);
    // 1.5 s for 5 matches: 0.3 s each, 5 left → 1.5 s, shown rounded up.
    expect(within(panel()).getByText('About 2 s remaining')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    await advance(500);
    expect(within(panel()).getByText('Sync complete')).toBeInTheDocument();
    expect(within(panel()).getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(panel()).getByText('Synced 4 new matches and earned 260 XP.')).toBeInTheDocument();
    expect(
      within(panel()).getByText(/You are now level 4 with 960 XP\. Mission progress updated/),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Squad bonus ×1.2 · 3 matches')).toBeInTheDocument();
    expect(within(panel()).getByText('Weekend double XP ×2 · 1 match')).toBeInTheDocument();
    expect(within(panel()).getByText('Premade group +2 XP · 1 match')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pass', 'progress'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pass', 'tiers'] });
    expect(within(panel()).getByRole('button', { name: 'Syncing...' })).toBeDisabled();

    // One second after the end: polling stops, the button comes back, the result stays.
    await advance(1000);
    const pollsAtClose = status.count();
    expect(within(panel()).getByRole('button', { name: 'Sync Matches' })).toBeEnabled();
    expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Synced 4 new matches and earned 260 XP.')).toBeInTheDocument();
    await advance(3000);
    expect(status.count()).toBe(pollsAtClose);
  });

  it('shows minutes and seconds when more than a minute is left', async () => {
    const status = polls([job({ progress: 1, totalMatches: 200, processedMatches: 1 })]);
    mockApi({ 'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } }, [STATUS]: status.route });
    await renderWithKit(<SyncPanel />, 'en');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sync Matches' }));
    await advance(500);
    // 0.5 s for the first of 200 matches: 199 × 0.5 s = 99.5 s → 1 min 40 s.
    expect(within(panel()).getByText('About 1 min 40 s remaining')).toBeInTheDocument();
  });

  it('says when there were no new matches', async () => {
    const status = polls([job({ status: 'completed', progress: 100, processedMatches: 10 })]);
    mockApi({ 'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } }, [STATUS]: status.route });
    await renderWithKit(<SyncPanel />, 'en');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sync Matches' }));
    await advance(500);
    expect(
      within(panel()).getByText('No new matches to sync: your progress is up to date.'),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText(/Synced/)).not.toBeInTheDocument();
  });

  it('cancels: polling stops, the server is told, the panel is cleared', async () => {
    const status = polls([job({ progress: 30, processedMatches: 3 })]);
    const api = mockApi({
      'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } },
      [STATUS]: status.route,
      [`POST /v1/menapass/cancel-sync/${JOB_ID}`]: {
        body: { message: 'Sync cancelled', data: job({ status: 'cancelled' }) },
      },
    });
    await renderWithKit(<SyncPanel />, 'en');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sync Matches' }));
    await advance(500);
    expect(within(panel()).getByText('3 of 10 matches processed')).toBeInTheDocument();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    await advance(0);
    expect(api.calls()).toContain(`POST /v1/menapass/cancel-sync/${JOB_ID}`);
    expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Sync Matches' })).toBeEnabled();
    const count = status.count();
    await advance(2000);
    expect(status.count()).toBe(count);
  });

  it('turns a failed poll into the sync error, then re-enables the button', async () => {
    mockApi({
      'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } },
      [STATUS]: { status: 500, body: { code: 5000, message: 'boom' } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await renderWithKit(<SyncPanel />, 'en');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sync Matches' }));
    await advance(500);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'Error syncing matches. Please try again later.',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pass', 'progress'] });
    await advance(1000);
    expect(within(panel()).getByRole('button', { name: 'Sync Matches' })).toBeEnabled();
  });

  it('shows the error when the job itself failed', async () => {
    const status = polls([job({ status: 'error', progress: 40, error: 'provider down' })]);
    mockApi({ 'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } }, [STATUS]: status.route });
    await renderWithKit(<SyncPanel />, 'en');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sync Matches' }));
    await advance(500);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'Error syncing matches. Please try again later.',
    );
  });

  it('speaks Arabic: the failure text of the spec, and Arabic plurals', async () => {
    mockApi({ 'POST /v1/menapass/sync': { status: 503, body: { code: 5000, message: 'down' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithKit(<SyncPanel />, 'ar');
    fireEvent.click(within(panel()).getByRole('button', { name: 'مزامنة المباريات' }));
    await advance(0);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'فشل تزامن المباريات. يرجى المحاولة مرة أخرى لاحقًا.',
    );

    await advance(1000);
    const status = polls([job({ status: 'completed', progress: 100, newMatches: 2, xpEarned: 120 })]);
    mockApi({ 'POST /v1/menapass/sync': { body: { data: { jobId: JOB_ID } } }, [STATUS]: status.route });
    fireEvent.click(within(panel()).getByRole('button', { name: 'مزامنة المباريات' }));
    await advance(500);
    expect(
      within(panel()).getByText('تمت مزامنة مباراتين جديدتين وكسبت ١٢٠ من نقاط الخبرة.'),
    ).toBeInTheDocument();
  });
});
