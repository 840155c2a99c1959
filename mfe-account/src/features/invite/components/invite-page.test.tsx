import { browserNavigation } from '@arena/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import {
  clearToasts,
  mockApi,
  type MockRoute,
  renderWithKit,
  resetKit,
  signInAddress,
} from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';
import { testTeam, toastTexts } from '../../../testing/team-fixtures';

const INVITE = {
  data: {
    id: 'team-1',
    name: 'Desert Falcons',
    shortName: 'DF',
    profileImg: 'http://localhost:8090/uploads/team.png',
    membersCount: 3,
    vanity: 'desert-falcons-x7k2',
  },
};
const PATH = '/invite/desert-falcons-x7k2';

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
  // redirectToSignIn reads the browser's address; MemoryRouter does not set it.
  window.history.replaceState(null, '', PATH);
});

function renderInvite(routes: Record<string, MockRoute>) {
  const api = mockApi({ 'GET /v1/teams/vanity/desert-falcons-x7k2': { body: INVITE }, ...routes });
  renderWithKit(<AccountRoutes />, { path: PATH });
  return api;
}

async function pressJoin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Join Team' }));
}

describe('team invite page', () => {
  it('shows the team to a visitor, outside the account layout', async () => {
    renderInvite({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Falcons' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Desert Falcons team image' })).toHaveAttribute(
      'src',
      INVITE.data.profileImg,
    );
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Team' })).toHaveAccessibleDescription(
      'You will be asked to sign in first.',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Team Invite | MENA Arena'));
  });

  it('sends a visitor who presses Join to sign-in, returning to this page', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const api = renderInvite({});
    await pressJoin();
    expect(assign).toHaveBeenCalledWith(signInAddress('http://localhost:8090', `https://localhost${PATH}`));
    expect(api.calls()).not.toContain('POST /v1/teams/join/desert-falcons-x7k2');
    assign.mockRestore();
  });

  it('joins a signed-in player and lands on My Team with the welcome text', async () => {
    setSession(testUser);
    let joined = false;
    renderInvite({
      'POST /v1/teams/join/desert-falcons-x7k2': () => {
        joined = true;
        return { body: { data: testTeam('member') } };
      },
      'GET /v1/teams/me': () => ({ body: { data: joined ? [testTeam('member')] : [] } }),
    });
    await pressJoin();
    await waitFor(() =>
      expect(toastTexts()).toContain("Welcome aboard! You've successfully joined the team."),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Desert Falcons' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Team' })).toBeInTheDocument();
  });

  it.each([
    [
      403,
      { code: 4003, message: 'Link off', details: { reason: 'inviteDisabled' } },
      'This invite link is disabled',
    ],
    [
      409,
      { code: 4009, message: 'Already teamed', details: { reason: 'alreadyInTeam' } },
      'You are already in a team',
    ],
    [
      404,
      { code: 4004, message: 'Team not found', details: { reason: 'teamNotFound' } },
      'This team no longer exists',
    ],
    // Never the server's English words: a refusal without a reason says the page's own text.
    [
      403,
      { code: 4003, message: 'This invite link is disabled' },
      'Oops! Something went wrong while trying to join the team.',
    ],
    [
      500,
      { code: 5000, message: 'Internal error' },
      'Oops! Something went wrong while trying to join the team.',
    ],
  ])('shows why a join failed (%s)', async (status, body, shown) => {
    setSession(testUser);
    renderInvite({ 'POST /v1/teams/join/desert-falcons-x7k2': () => ({ status, body }) });
    await pressJoin();
    await waitFor(() => expect(toastTexts()).toContain(shown));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Desert Falcons' })).toBeInTheDocument(),
    );
  });

  it('says a refused join in Arabic, whatever the English message says', async () => {
    await resetKit('ar');
    setSession(testUser);
    renderInvite({
      'POST /v1/teams/join/desert-falcons-x7k2': () => ({
        status: 409,
        body: { code: 4009, message: 'Reworded: you have a team', details: { reason: 'alreadyInTeam' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'انضم إلى الفريق' }));
    await waitFor(() => expect(toastTexts()).toContain('أنت عضو في فريق بالفعل'));
    expect(toastTexts().join(' ')).not.toMatch(/Reworded/);
  });

  it('says the team was not found when the lookup fails, with a Go Home link', async () => {
    renderInvite({
      'GET /v1/teams/vanity/desert-falcons-x7k2': () => ({
        status: 404,
        body: { code: 4004, message: 'Team not found' },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Team Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The invite link might be invalid or expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Join Team' })).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await resetKit('ar');
    renderInvite({});
    expect(await screen.findByRole('button', { name: 'انضم إلى الفريق' })).toBeInTheDocument();
    expect(screen.getByText('٣ أعضاء')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('دعوة إلى فريق | MENA Arena'));
  });

  it('says the team was not found in Arabic', async () => {
    await resetKit('ar');
    renderInvite({ 'GET /v1/teams/vanity/desert-falcons-x7k2': () => ({ status: 404, body: {} }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'عذرًا! لم يتم العثور على الفريق' }),
    ).toBeInTheDocument();
    expect(screen.getByText('قد يكون رابط الدعوة غير صالح أو منتهي الصلاحية.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });
});
