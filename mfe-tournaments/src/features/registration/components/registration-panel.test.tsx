import type { RefusalReason } from '@arena/contract';
import {
  browserNavigation,
  queryClient,
  type RegistrationState,
  sessionStore,
  type Team,
  type TeamRole,
  type Tournament,
} from '@arena/shared-kit';
import {
  clearToasts,
  mockApi,
  type MockAnswer,
  type MockRequest,
  renderWithKit,
  resetKit,
  signInAs,
} from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DAY, iso, makeTournament } from '../../../testing/fixtures';
import { RegistrationPanel } from './registration-panel';

const HOUR = DAY / 24;
const STATUS_PATH = 'GET /v1/tournaments/me/registered/t1';

beforeEach(() => {
  resetKit();
  clearToasts();
});

const notRegistered: RegistrationState = {
  isRegistered: false,
  registrationType: null,
  registration: null,
  currentMatch: null,
};

function solo(status: 'pending' | 'approved' | 'rejected' | 'checked-in'): RegistrationState {
  return {
    isRegistered: true,
    registrationType: 'solo',
    registration: { id: 'r1', registrationStatus: status, team: null },
    currentMatch: null,
  };
}

function teamRegistration(
  status: 'pending' | 'approved' | 'checked-in',
  myRole: TeamRole,
): RegistrationState {
  return {
    isRegistered: true,
    registrationType: 'team',
    registration: {
      id: 'r2',
      registrationStatus: status,
      team: {
        id: 'team-1',
        name: 'Desert Falcons',
        members: [
          { userId: myRole === 'owner' ? 'u1' : 'u9', role: 'owner' },
          { userId: myRole === 'admin' ? 'u1' : 'u8', role: 'admin' },
          ...(myRole === 'member' ? [{ userId: 'u1', role: 'member' as const }] : []),
        ],
      },
    },
    currentMatch: null,
  };
}

function team(role: TeamRole, membersCount: number): Team {
  return {
    id: 'team-1',
    name: 'Desert Falcons',
    shortName: 'DSF',
    profileImg: null,
    role,
    members: [],
    membersCount,
    vanity: 'desert-falcons',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const oneVsOne = (overrides: Partial<Tournament> = {}) => makeTournament({ format: '1vs1', ...overrides });
const checkingPhase = {
  registration_start_time: iso(-3 * DAY),
  registration_closed_time: iso(-2 * HOUR),
  checking_time: iso(-HOUR),
  starting_time: iso(HOUR),
};

function renderPanel(tournament: Tournament, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(<RegistrationPanel tournament={tournament} />, locale);
}

function mainButton() {
  return screen.getByTestId('registration-button');
}

async function toastSaying(text: string) {
  return within(screen.getByTestId('toaster')).findByText(text);
}

/** The API calls answered so far, as `METHOD /path`, with the time each was made. */
let calls: { key: string; at: number }[] = [];
const callKeys = () => calls.map((call) => call.key);

/** `mockApi` that also logs each answered call and its time. */
function stubApi(routes: Parameters<typeof mockApi>[0]) {
  calls = [];
  const logged = Object.fromEntries(
    Object.entries(routes).map(([key, answer]) => [
      key,
      (request: MockRequest) => {
        calls.push({ key, at: Date.now() });
        return typeof answer === 'function' ? answer(request) : answer;
      },
    ]),
  );
  return mockApi(logged);
}

describe('RegistrationPanel: the button by phase', () => {
  it.each([
    ['before registration', { registration_start_time: iso(HOUR) }, 'Registration Opens Soon'],
    [
      'after registration closes',
      { registration_start_time: iso(-2 * DAY), registration_closed_time: iso(-HOUR) },
      'Registration Closed',
    ],
    ['during check-in', checkingPhase, 'Check-in Closed'],
    [
      'once started',
      {
        registration_start_time: iso(-3 * DAY),
        registration_closed_time: iso(-2 * DAY),
        checking_time: iso(-DAY),
        starting_time: iso(-HOUR),
      },
      'Tournament Started',
    ],
  ])('%s, a player who is not registered reads a disabled %s', async (_name, dates, label) => {
    signInAs({ id: 'u1' });
    stubApi({ [STATUS_PATH]: { body: { data: notRegistered } } });
    await renderPanel(oneVsOne(dates));
    await waitFor(() => expect(mainButton()).toHaveTextContent(label));
    await waitFor(() => expect(mainButton()).toBeDisabled());
    expect(screen.queryByText('Registration is closed by admin')).not.toBeInTheDocument();
  });

  it('says Registration is closed by admin, with a disabled Registration Closed, when an admin closed it', async () => {
    signInAs({ id: 'u1' });
    stubApi({ [STATUS_PATH]: { body: { data: notRegistered } } });
    await renderPanel(oneVsOne({ registration_open: false }));
    expect(await screen.findByText('Registration is closed by admin')).toBeInTheDocument();
    await waitFor(() => expect(mainButton()).toHaveTextContent('Registration Closed'));
    expect(mainButton()).toBeDisabled();
  });

  it('moves on by itself with the 1-second clock: Registration Opens Soon turns into Register Now', async () => {
    // Fake timers: a slow first render on a busy machine must not use up the wait before registration opens.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      signInAs({ id: 'u1' });
      stubApi({ [STATUS_PATH]: { body: { data: notRegistered } } });
      await renderPanel(oneVsOne({ registration_start_time: new Date(Date.now() + 1200).toISOString() }));
      await waitFor(() => expect(mainButton()).toHaveTextContent('Registration Opens Soon'));
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      await waitFor(() => expect(mainButton()).toHaveTextContent('Register Now'));
      expect(mainButton()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the phase and when it ends', async () => {
    stubApi({});
    await renderPanel(oneVsOne());
    expect(screen.getByRole('heading', { level: 2, name: 'Registration' })).toBeInTheDocument();
    expect(screen.getByText(/^Registration closes /)).toBeInTheDocument();
  });
});

describe('RegistrationPanel: visitors', () => {
  it('Register Now sends a visitor to sign-in and back to this page, without asking for a status', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const api = stubApi({});
    window.history.replaceState(null, '', '/tournaments/t1?tab=overview');
    await renderPanel(oneVsOne());
    expect(mainButton()).toHaveTextContent('Register Now');
    fireEvent.click(mainButton());
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0][0]);
    expect(target.pathname).toBe('/auth/signin');
    expect(target.searchParams.get('redirect_url')).toBe(
      `${window.location.origin}/tournaments/t1?tab=overview`,
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('a signed-in player whose session is still loading is not sent to sign-in', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    stubApi({});
    sessionStore.setState({ token: 'token-from-cookie', user: null, isAuthenticated: false });
    await renderPanel(oneVsOne());
    expect(mainButton()).toHaveTextContent('Register Now');
    expect(mainButton()).toBeDisabled();
    fireEvent.click(mainButton());
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('RegistrationPanel: solo registration', () => {
  it('registers, says so, re-reads the status after 0.5 s and shows the Registered chip', async () => {
    signInAs({ id: 'u1' });
    let state = notRegistered;
    stubApi({
      [STATUS_PATH]: () => ({ body: { data: state } }),
      'POST /v1/tournaments/t1/register/solo': () => {
        state = solo('pending');
        return {
          status: 201,
          body: {
            success: true,
            message: 'Successfully registered for tournament',
            data: { registrationId: 'r1' },
          },
        };
      },
    });
    queryClient.setQueryData(['tournaments', 'list', {}], []);
    await renderPanel(oneVsOne());
    await waitFor(() => expect(mainButton()).toBeEnabled());
    expect(screen.queryByTestId('registration-chip')).not.toBeInTheDocument();

    fireEvent.click(mainButton());
    await toastSaying('Successfully registered for tournament');
    expect(callKeys()).toEqual([STATUS_PATH, 'POST /v1/tournaments/t1/register/solo']);

    await waitFor(() => expect(screen.getByTestId('registration-chip')).toHaveTextContent('Registered'));
    expect(callKeys()).toEqual([STATUS_PATH, 'POST /v1/tournaments/t1/register/solo', STATUS_PATH]);
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(490);
    expect(screen.getByTestId('registration-chip')).toHaveAttribute('data-registration', 'pending');
    expect(mainButton()).toHaveTextContent('Registered');
    expect(mainButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unregister' })).toBeInTheDocument();
    // The list's queries are re-read too, so its chips and counts follow.
    expect(queryClient.getQueryState(['tournaments', 'list', {}])?.isInvalidated).toBe(true);
  });

  it('hands focus on to Unregister once registered, and back to Register Now after a refusal', async () => {
    signInAs({ id: 'u1' });
    let state = notRegistered;
    let refuse = true;
    stubApi({
      [STATUS_PATH]: () => ({ body: { data: state } }),
      'POST /v1/tournaments/t1/register/solo': () => {
        if (refuse) return { status: 400, body: { message: 'Registration is closed' } };
        state = solo('pending');
        return { status: 201, body: { success: true, message: 'ok', data: { registrationId: 'r1' } } };
      },
    });
    await renderPanel(oneVsOne());
    await waitFor(() => expect(mainButton()).toBeEnabled());
    mainButton().focus();
    fireEvent.click(mainButton());
    await waitFor(() => expect(mainButton()).toBeEnabled());
    await waitFor(() => expect(mainButton()).toHaveFocus());

    refuse = false;
    fireEvent.click(mainButton());
    const unregister = await screen.findByRole('button', { name: 'Unregister' });
    // The main button now reads Registered and is disabled: focus does not stay on it (nor drop to the page).
    await waitFor(() => expect(unregister).toHaveFocus());
    expect(mainButton()).toBeDisabled();
  });

  it('shows the server refusal, or Failed to register for tournament when the server fails', async () => {
    signInAs({ id: 'u1' });
    let answer: MockAnswer = {
      status: 409,
      body: {
        code: 4009,
        message: 'You are already registered for this tournament',
        details: { reason: 'alreadyRegistered' },
      },
    };
    stubApi({
      [STATUS_PATH]: { body: { data: notRegistered } },
      'POST /v1/tournaments/t1/register/solo': () => answer,
    });
    await renderPanel(oneVsOne());
    await waitFor(() => expect(mainButton()).toBeEnabled());
    fireEvent.click(mainButton());
    await toastSaying('You are already registered for this tournament');

    answer = { status: 500, body: { code: 5000, message: 'Internal server error', details: null } };
    await waitFor(() => expect(mainButton()).toBeEnabled());
    fireEvent.click(mainButton());
    await toastSaying('Failed to register for tournament');
  });

  it('shows a known refusal in Arabic', async () => {
    signInAs({ id: 'u1' });
    stubApi({
      [STATUS_PATH]: { body: { data: notRegistered } },
      'POST /v1/tournaments/t1/register/solo': {
        status: 409,
        body: {
          code: 4009,
          message: 'Registration is closed by admin',
          details: { reason: 'closedByAdmin' },
        },
      },
    });
    await renderPanel(oneVsOne(), 'ar');
    await waitFor(() => expect(mainButton()).toBeEnabled());
    expect(mainButton()).toHaveTextContent('سجّل الآن');
    fireEvent.click(mainButton());
    await toastSaying('أغلق المشرف التسجيل');
  });
});

describe('RegistrationPanel: check-in', () => {
  it('a solo registrant checks in during checking and then reads Checked In with the blue chip', async () => {
    signInAs({ id: 'u1' });
    let state = solo('approved');
    stubApi({
      [STATUS_PATH]: () => ({ body: { data: state } }),
      'POST /v1/tournaments/t1/check-in/solo': () => {
        state = solo('checked-in');
        return { body: { message: 'Successfully checked in' } };
      },
    });
    await renderPanel(oneVsOne(checkingPhase));
    await waitFor(() => expect(mainButton()).toHaveTextContent('Check In'));
    expect(mainButton()).toBeEnabled();
    expect(screen.getByTestId('registration-chip')).toHaveTextContent('Approved');

    fireEvent.click(mainButton());
    await toastSaying('Successfully checked in');
    await waitFor(() => expect(mainButton()).toHaveTextContent('Checked In'));
    expect(mainButton()).toBeDisabled();
    expect(screen.getByTestId('registration-chip')).toHaveTextContent('Checked In');
    expect(screen.getByTestId('registration-chip')).toHaveAttribute('data-registration', 'checked-in');
    const keys = callKeys();
    expect(keys).toEqual([STATUS_PATH, 'POST /v1/tournaments/t1/check-in/solo', STATUS_PATH]);
  });

  it('a team member checks the team in through /check-in/{teamId}', async () => {
    signInAs({ id: 'u1' });
    stubApi({
      'GET /v1/tournaments/me/registered/t1': { body: { data: teamRegistration('pending', 'member') } },
      'POST /v1/tournaments/t1/check-in/team-1': { body: { message: 'Successfully checked in' } },
    });
    await renderPanel(makeTournament(checkingPhase));
    await waitFor(() => expect(mainButton()).toHaveTextContent('Check In'));
    expect(screen.getByText('Registered with Desert Falcons')).toBeInTheDocument();
    expect(screen.getByTestId('registration-chip')).toHaveTextContent('Registered');
    fireEvent.click(mainButton());
    await toastSaying('Successfully checked in');
    expect(callKeys()).toContain('POST /v1/tournaments/t1/check-in/team-1');
  });

  it('shows the refusal, or Failed to check in for tournament', async () => {
    signInAs({ id: 'u1' });
    let answer: MockAnswer = {
      status: 403,
      body: {
        code: 4003,
        message: 'This registration was rejected',
        details: { reason: 'registrationRejected' },
      },
    };
    stubApi({
      [STATUS_PATH]: { body: { data: solo('rejected') } },
      'POST /v1/tournaments/t1/check-in/solo': () => answer,
    });
    await renderPanel(oneVsOne(checkingPhase));
    await waitFor(() => expect(mainButton()).toBeEnabled());
    expect(screen.getByTestId('registration-chip')).toHaveTextContent('Rejected');
    fireEvent.click(mainButton());
    await toastSaying('This registration was rejected');
    answer = { status: 503, body: { code: 5000, message: 'Unavailable', details: null } };
    await waitFor(() => expect(mainButton()).toBeEnabled());
    fireEvent.click(mainButton());
    await toastSaying('Failed to check in for tournament');
  });
});

describe('RegistrationPanel: team registration', () => {
  async function openTeamDialog(myTeams: Team[], locale: 'en' | 'ar' = 'en') {
    signInAs({ id: 'u1' });
    stubApi({
      [STATUS_PATH]: { body: { data: notRegistered } },
      'GET /v1/teams/me': { body: { data: myTeams } },
      'POST /v1/tournaments/t1/register/team-1': {
        status: 201,
        body: {
          success: true,
          message: 'Team successfully registered for tournament',
          data: { registrationId: 'r2' },
        },
      },
    });
    await renderPanel(makeTournament({ format: '5vs5' }), locale);
    await waitFor(() => expect(mainButton()).toBeEnabled());
    fireEvent.click(mainButton());
  }

  it('an owner picks the team, confirms and registers it', async () => {
    await openTeamDialog([team('owner', 5)]);
    const dialog = await screen.findByRole('dialog', { name: 'Register Team' });
    const option = await within(dialog).findByRole('radio', { name: /Desert Falcons/ });
    expect(option).toBeChecked();
    expect(within(dialog).getByText(/Your role: Owner/)).toHaveTextContent('Your role: Owner · 5 members');
    expect(within(dialog).queryByText('No Permission')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Registration' });
    expect(confirm).toHaveTextContent('Register Desert Falcons for Desert Clash Cup?');
    expect(callKeys()).not.toContain('POST /v1/tournaments/t1/register/team-1');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm Registration' }));
    await toastSaying('Successfully registered for tournament');
    expect(callKeys()).toContain('POST /v1/tournaments/t1/register/team-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Back returns from the confirm step to the picker', async () => {
    await openTeamDialog([team('admin', 6)]);
    const dialog = await screen.findByRole('dialog', { name: 'Register Team' });
    await within(dialog).findByRole('radio', { name: /Desert Falcons/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Register Team' })).toBeInTheDocument();
  });

  it('a plain member sees No Permission and cannot continue', async () => {
    await openTeamDialog([team('member', 5)]);
    const dialog = await screen.findByRole('dialog', { name: 'Register Team' });
    expect(await within(dialog).findByText('No Permission')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Only team owners and admins can register teams in tournaments'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Your role: Member/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(callKeys()).not.toContain('POST /v1/tournaments/t1/register/team-1');
  });

  it('a team smaller than the format gets the member-count message, in both languages', async () => {
    await openTeamDialog([team('owner', 3)]);
    const dialog = await screen.findByRole('dialog', { name: 'Register Team' });
    expect(
      await within(dialog).findByText(
        "This team doesn't have enough members. You need at least 5 members to participate in this tournament.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('the member-count message in Arabic', async () => {
    await openTeamDialog([team('owner', 3)], 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل فريق' });
    expect(
      await within(dialog).findByText(
        'لا يضم هذا الفريق عددًا كافيًا من الأعضاء. تحتاج إلى ٥ أعضاء على الأقل للمشاركة في هذه البطولة.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/٣ أعضاء/)).toBeInTheDocument();
  });

  it('a player without a team is pointed to My Team', async () => {
    await openTeamDialog([]);
    const dialog = await screen.findByRole('dialog', { name: 'Register Team' });
    expect(await within(dialog).findByRole('heading', { name: 'No Team Found' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to My Team' })).toHaveAttribute(
      'href',
      '/account/teams',
    );
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('RegistrationPanel: unregister', () => {
  it('asks for confirmation, then clears the registration', async () => {
    signInAs({ id: 'u1' });
    let state = solo('pending');
    stubApi({
      [STATUS_PATH]: () => ({ body: { data: state } }),
      'DELETE /v1/tournaments/t1/unregister': () => {
        state = notRegistered;
        return { body: { message: 'Successfully unregistered from tournament' } };
      },
    });
    await renderPanel(oneVsOne());
    fireEvent.click(await screen.findByRole('button', { name: 'Unregister' }));
    const dialog = screen.getByRole('dialog', { name: 'Unregister from this tournament?' });
    expect(dialog).toHaveTextContent('You will lose your place in Desert Clash Cup.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callKeys()).not.toContain('DELETE /v1/tournaments/t1/unregister');

    fireEvent.click(screen.getByRole('button', { name: 'Unregister' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Unregister from this tournament?' })).getByRole('button', {
        name: 'Unregister',
      }),
    );
    await waitFor(() => expect(mainButton()).toHaveTextContent('Register Now'));
    expect(screen.queryByTestId('registration-chip')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unregister' })).not.toBeInTheDocument();
    expect(callKeys()).toContain('DELETE /v1/tournaments/t1/unregister');
  });

  it('gives focus back to Unregister on Cancel, and to Register Now, which replaces it, once unregistered', async () => {
    signInAs({ id: 'u1' });
    let state = solo('pending');
    stubApi({
      [STATUS_PATH]: () => ({ body: { data: state } }),
      'DELETE /v1/tournaments/t1/unregister': () => {
        state = notRegistered;
        return { body: { message: 'Successfully unregistered from tournament' } };
      },
    });
    await renderPanel(oneVsOne());
    const unregister = await screen.findByRole('button', { name: 'Unregister' });
    const openDialog = () => {
      unregister.focus();
      fireEvent.click(unregister);
      const dialog = screen.getByRole('dialog', { name: 'Unregister from this tournament?' });
      // The browser moves focus into the modal dialog.
      within(dialog).getByRole('button', { name: 'Cancel' }).focus();
      return dialog;
    };
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Cancel' }));
    expect(unregister).toHaveFocus();

    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Unregister' }));
    await waitFor(() => expect(mainButton()).toHaveTextContent('Register Now'));
    await waitFor(() => expect(mainButton()).toHaveFocus());
  });

  it('is offered to a team owner or admin, not to a plain member', async () => {
    signInAs({ id: 'u1' });
    stubApi({ [STATUS_PATH]: { body: { data: teamRegistration('pending', 'owner') } } });
    const { unmount } = await renderPanel(makeTournament());
    expect(await screen.findByRole('button', { name: 'Unregister' })).toBeInTheDocument();
    unmount();

    queryClient.clear();
    stubApi({ [STATUS_PATH]: { body: { data: teamRegistration('pending', 'member') } } });
    await renderPanel(makeTournament());
    await waitFor(() => expect(mainButton()).toHaveTextContent('Registered'));
    expect(screen.queryByRole('button', { name: 'Unregister' })).not.toBeInTheDocument();
  });

  it('is not offered once the tournament has started', async () => {
    signInAs({ id: 'u1' });
    stubApi({ [STATUS_PATH]: { body: { data: solo('checked-in') } } });
    await renderPanel(
      oneVsOne({
        checking_time: iso(-2 * HOUR),
        starting_time: iso(-HOUR),
        registration_start_time: iso(-3 * DAY),
        registration_closed_time: iso(-DAY),
      }),
    );
    await waitFor(() => expect(mainButton()).toHaveTextContent('Checked In'));
    expect(screen.queryByRole('button', { name: 'Unregister' })).not.toBeInTheDocument();
  });
});

/**
 * Every refusal the panel shows, as the API sends it (`details.reason` with its parameters), in both languages
 * (issue 29): the panel translates the reason, never the English `message`.
 */
describe('RegistrationPanel: refusals by reason', () => {
  type Row = [details: { reason: RefusalReason } & Record<string, unknown>, en: string, ar: string];
  const REGISTER: Row[] = [
    [{ reason: 'closedByAdmin' }, 'Registration is closed by admin', 'أغلق المشرف التسجيل'],
    [{ reason: 'registrationNotOpen' }, 'Registration has not opened yet', 'لم يفتح التسجيل بعد'],
    [{ reason: 'registrationClosed' }, 'Registration has closed', 'أُغلق التسجيل'],
    [
      { reason: 'alreadyRegistered' },
      'You are already registered for this tournament',
      'أنت مسجّل بالفعل في هذه البطولة',
    ],
    [
      { reason: 'alreadyRegisteredWithTeam' },
      'You are already registered for this tournament with your team',
      'أنت مسجّل بالفعل في هذه البطولة مع فريقك',
    ],
    [
      { reason: 'teamAlreadyRegistered' },
      'This team is already registered for this tournament',
      'هذا الفريق مسجّل بالفعل في هذه البطولة',
    ],
    [
      { reason: 'membersAlreadyRegistered', players: ['Layla#ME1'] },
      'Some members of this team are already registered for this tournament',
      'بعض أعضاء هذا الفريق مسجّلون بالفعل في هذه البطولة',
    ],
    [
      { reason: 'notTeamManager' },
      'Only team owners and admins can register teams in tournaments',
      'يمكن لمالكي الفرق ومشرفيها فقط تسجيل الفرق في البطولات',
    ],
    [
      { reason: 'notEnoughMembers', required: 5, members: 3 },
      "This team doesn't have enough members. You need at least 5 members to participate in this tournament.",
      'لا يضم هذا الفريق عددًا كافيًا من الأعضاء. تحتاج إلى ٥ أعضاء على الأقل للمشاركة في هذه البطولة.',
    ],
    [{ reason: 'teamNotFound' }, 'Team not found', 'لم يتم العثور على الفريق'],
    // Rank requirements (issue 33): the player named, the ranks translated (divisions as Arabic numerals).
    [
      {
        reason: 'rankBelowMinimum',
        required: { tier: 'GOLD', division: 'IV' },
        actual: { tier: 'SILVER', division: 'I' },
        player: 'Layla#ME1',
      },
      'Layla#ME1 is ranked Silver I: this tournament needs at least Gold IV.',
      'رتبة Layla#ME1 هي فضة ١: تتطلب هذه البطولة رتبة ذهب ٤ على الأقل.',
    ],
    [
      {
        reason: 'rankBelowMinimum',
        required: { tier: 'MASTER', division: null },
        actual: null,
        player: 'Saqr#ME1',
      },
      'Saqr#ME1 is unranked: this tournament needs at least Master.',
      'Saqr#ME1 غير مصنف: تتطلب هذه البطولة رتبة أستاذ على الأقل.',
    ],
    [
      {
        reason: 'rankAboveMaximum',
        required: { tier: 'PLATINUM', division: 'I' },
        actual: { tier: 'DIAMOND', division: 'IV' },
        player: 'Omar#UAE',
      },
      'Omar#UAE is ranked Diamond IV: this tournament is for players up to Platinum I.',
      'رتبة Omar#UAE هي ماس ٤: هذه البطولة للاعبين حتى رتبة بلاتين ١.',
    ],
    [
      { reason: 'accountLevelTooLow', required: 30, actual: 12, player: 'Omar#UAE' },
      "Omar#UAE's account is level 12: this tournament needs level 30 or higher.",
      'مستوى حساب Omar#UAE هو ١٢: تتطلب هذه البطولة المستوى ٣٠ أو أعلى.',
    ],
    [
      { reason: 'accountLevelTooLow', required: 30, actual: null, player: 'Omar#UAE' },
      "Omar#UAE's account level could not be read: this tournament needs level 30 or higher.",
      'تعذّرت قراءة مستوى حساب Omar#UAE: تتطلب هذه البطولة المستوى ٣٠ أو أعلى.',
    ],
  ];
  const CHECK_IN: Row[] = [
    [{ reason: 'checkInNotOpen' }, 'Check-in has not opened yet', 'لم يفتح تأكيد الحضور بعد'],
    [{ reason: 'checkInClosed' }, 'Check-in has closed', 'أُغلق تأكيد الحضور'],
    [{ reason: 'alreadyCheckedIn' }, 'Already checked in', 'أكّدت حضورك بالفعل'],
    [
      { reason: 'notRegistered' },
      'Only registered players can check in',
      'يمكن للاعبين المسجّلين فقط تأكيد الحضور',
    ],
    [{ reason: 'registrationRejected' }, 'This registration was rejected', 'رُفض هذا التسجيل'],
  ];
  const inBothLanguages = (rows: Row[]) =>
    rows.flatMap(([details, en, ar]) => [
      [details.reason, 'en', details, en, en],
      [details.reason, 'ar', details, en, ar],
    ]) as [RefusalReason, 'en' | 'ar', Row[0], string, string][];

  /** Clicks the main button of `tournament` (as `state`) and answers its call with a 409 `{ code, message, details }`. */
  async function refuse(
    call: string,
    state: RegistrationState,
    tournament: Tournament,
    locale: 'en' | 'ar',
    body: unknown,
  ) {
    signInAs({ id: 'u1' });
    stubApi({ [STATUS_PATH]: { body: { data: state } }, [call]: { status: 409, body } });
    await renderPanel(tournament, locale);
    await waitFor(() => expect(mainButton()).toBeEnabled());
    fireEvent.click(mainButton());
  }
  const register = (locale: 'en' | 'ar', body: unknown) =>
    refuse('POST /v1/tournaments/t1/register/solo', notRegistered, oneVsOne(), locale, body);

  it.each(inBothLanguages(REGISTER))(
    'register refused with %s says it in %s',
    async (_, locale, details, message, text) => {
      await register(locale, { code: 4009, message, details });
      expect(await toastSaying(text)).toBeInTheDocument();
    },
  );

  it.each(inBothLanguages(CHECK_IN))(
    'check-in refused with %s says it in %s',
    async (_, locale, details, message, text) => {
      await refuse(
        'POST /v1/tournaments/t1/check-in/solo',
        solo('approved'),
        oneVsOne(checkingPhase),
        locale,
        {
          code: 4009,
          message,
          details,
        },
      );
      expect(await toastSaying(text)).toBeInTheDocument();
    },
  );

  it('a reworded English message with the same reason shows the same Arabic', async () => {
    await register('ar', {
      code: 4009,
      message: 'An admin has shut registration for now',
      details: { reason: 'closedByAdmin' },
    });
    expect(await toastSaying('أغلق المشرف التسجيل')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Failed to register for tournament'],
    ['ar', 'تعذّر التسجيل في البطولة'],
  ] as const)(
    'a reason it does not know says the generic failure, never the message (%s)',
    async (locale, failed) => {
      await register(locale, { code: 4009, message: 'A brand new refusal', details: { reason: 'brandNew' } });
      expect(await toastSaying(failed)).toBeInTheDocument();
      expect(screen.queryByText('A brand new refusal')).not.toBeInTheDocument();
    },
  );

  it('a refusal without a reason says the generic failure, even with a once-known English message', async () => {
    await register('en', {
      code: 4009,
      message: 'You are already registered for this tournament',
      details: null,
    });
    expect(await toastSaying('Failed to register for tournament')).toBeInTheDocument();
  });
});
