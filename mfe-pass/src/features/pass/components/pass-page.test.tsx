import { screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { PassRoutes } from '../../../app/routes';
import { makeTiersResponse } from '../../../testing/fixtures';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';

beforeEach(() => {
  resetKit();
  window.history.pushState(null, '', '/mena-pass');
});

function renderPass(locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <BrowserRouter>
      <PassRoutes />
    </BrowserRouter>,
    locale,
  );
}

function levelCard(level: number): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-level="${level}"]`)!;
}

describe('/mena-pass', () => {
  it('shows the 50 levels behind the sign-in popup to a visitor', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderPass();

    const strip = await screen.findByRole('list', { name: 'Pass levels, scroll to see all' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(50);
    expect(document.title).toBe('MENA Pass | MENA Arena');
    expect(screen.getByRole('heading', { level: 1, name: 'MENA Pass' })).toBeInTheDocument();

    const dialog = screen.getByRole('dialog', { name: 'Sign in to join the MENA Pass' });
    const signIn = within(dialog).getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe(
      `http://localhost:8090/auth/signin?redirect_url=${encodeURIComponent('https://localhost/mena-pass')}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(signIn).toHaveFocus();
  });

  it('draws each level with its own XP, reward, milestone and XP-boost flags', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderPass();
    await screen.findByRole('list', { name: 'Pass levels, scroll to see all' });

    const level3 = within(levelCard(3));
    expect(level3.getByRole('heading', { name: 'Level 3' })).toBeInTheDocument();
    // 50·3·4 − 50·2·3 = 300 XP for level 3 alone.
    expect(level3.getByText('300 XP')).toBeInTheDocument();
    expect(level3.getByText('30 Loyalty Points')).toBeInTheDocument();
    expect(level3.getByText('XP Boost')).toBeInTheDocument();
    expect(level3.queryByText('Milestone')).not.toBeInTheDocument();

    const level12 = within(levelCard(12));
    expect(level12.getByText('Milestone')).toBeInTheDocument();
    expect(level12.getByText('XP Boost')).toBeInTheDocument();
    expect(within(levelCard(13)).queryByText('XP Boost')).not.toBeInTheDocument();
    expect(within(levelCard(24)).getByText('Hextech Key')).toBeInTheDocument();
    expect(within(levelCard(50)).getByText('Milestone')).toBeInTheDocument();
    expect(levelCard(50)).not.toHaveAttribute('data-state');
  });

  it('lists the active and upcoming buffs', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderPass();

    const active = await screen.findByRole('region', { name: 'Active Buffs' });
    expect(within(active).getByText('Double XP Weekend')).toBeInTheDocument();
    expect(within(active).getByText('Weekend')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming Buffs' })).getByText('Ramadan 5x XP'),
    ).toBeInTheDocument();
  });

  it('shows a registered player progress and the level states, without the popup', async () => {
    signInAs();
    mockApi({
      'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } },
      'GET /v1/menapass/progress': {
        body: { data: { currentLevel: 3, totalXP: 700, loyaltyPoints: 40, completedMissions: [] } },
      },
    });
    await renderPass();

    const bar = await screen.findByRole('progressbar', { name: 'Your pass progress' });
    // Level 3 plus (700 − 600) / (1000 − 600) of level 4: (3 + 0.25) × 2 = 6.5 %.
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    await waitFor(() => expect(levelCard(3)).toHaveAttribute('data-state', 'completed'));
    expect(levelCard(4)).toHaveAttribute('data-state', 'locked');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the tiers fail to load', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { status: 500, body: { code: 500, message: 'boom' } } });
    await renderPass();

    expect(await screen.findByText('Failed to load the pass levels.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic by default', async () => {
    mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderPass('ar');

    expect(await screen.findByRole('heading', { name: 'المستوى ٣' })).toBeInTheDocument();
    expect(document.title).toBe('مينا باس | MENA Arena');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});

describe('/me-pass', () => {
  it('replaces itself with /mena-pass, keeping the query', async () => {
    window.history.pushState(null, '', '/me-pass?ref=abc');
    const lengthBefore = window.history.length;
    mockApi({ 'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } } });
    await renderPass();

    await waitFor(() => expect(window.location.pathname).toBe('/mena-pass'));
    expect(window.location.search).toBe('?ref=abc');
    expect(window.history.length).toBe(lengthBefore);
  });
});

describe('/landing', () => {
  it('is a translated placeholder linking to the pass', async () => {
    window.history.pushState(null, '', '/landing');
    await renderPass();
    expect(screen.getByRole('link', { name: 'Start Playing Now' })).toHaveAttribute('href', '/me-pass');
  });
});
