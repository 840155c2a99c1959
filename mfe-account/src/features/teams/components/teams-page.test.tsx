import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Team } from '@arena/shared-kit';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import {
  clearToasts,
  mockApi,
  type MockedApi,
  type MockRoute,
  renderWithKit,
  resetKit,
} from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';
import { testTeam, toastTexts } from '../../../testing/team-fixtures';

const VANITY = {
  data: { inviteLink: 'http://localhost:8080/invite/desert-falcons-x7k2', vanityEnabled: true },
};

/** What each team refusal says, in both languages. */
const REFUSED = {
  ownerCannotLeave: {
    en: 'The team owner cannot leave the team; delete it instead',
    ar: 'لا يمكن لمالك الفريق مغادرته؛ احذف الفريق بدلًا من ذلك',
  },
  notTeamOwner: { en: 'Only the team owner can do this', ar: 'لا يمكن القيام بذلك إلا لمالك الفريق' },
  notTeamManager: {
    en: 'Only the team owner or an admin can manage the team',
    ar: 'لا يمكن إدارة الفريق إلا لمالكه أو مشرفيه',
  },
  teamNotFound: { en: 'This team no longer exists', ar: 'هذا الفريق لم يعد موجودًا' },
} as const;

/** Who can leave, delete or switch the invite link, and the call each makes. */
const TEAM_ACTIONS = {
  leave: { role: 'member', route: 'POST /v1/teams/team-1/leave' },
  delete: { role: 'owner', route: 'DELETE /v1/teams/team-1' },
  toggle: { role: 'owner', route: 'PATCH /v1/teams/team-1/vanity-status' },
} as const;

const WORDS = {
  en: {
    leave: 'Leave Team',
    edit: 'Edit Team',
    delete: 'Delete Team',
    typeDelete: 'Type delete to confirm',
    invite: 'Custom invite link',
  },
  ar: {
    leave: 'مغادرة الفريق',
    edit: 'تعديل الفريق',
    delete: 'حذف الفريق',
    typeDelete: 'اكتب delete للتأكيد',
    invite: 'رابط الدعوة المخصص',
  },
} as const;

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
  setSession(testUser);
});

function renderTeams() {
  return renderWithKit(<AccountRoutes />, { path: '/account/teams' });
}

/** The API of a player in `team` (or in none), plus any extra routes. */
function mockTeamApi(team: Team | null, routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /v1/teams/me': { body: { data: team ? [team] : [] } },
    'GET /v1/teams/team-1/vanity': { body: VANITY },
    ...routes,
  });
}

function memberRow(name: string): HTMLElement {
  const row = screen.getAllByTestId('team-member').find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`no member row for ${name}`);
  return row;
}

async function toastSaying(text: string) {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

describe('My Team: no team yet', () => {
  it('shows the empty state with Create Team, and the page title', async () => {
    mockTeamApi(null);
    renderTeams();
    expect(await screen.findByRole('heading', { name: 'No Team Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Team | MENA Arena'));
  });

  it('refuses a missing name and a short name of 5 characters, showing the field errors', async () => {
    const api = mockTeamApi(null);
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Team' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await within(dialog).findByText('Team name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Short name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Desert Falcons' } });
    fireEvent.change(within(dialog).getByLabelText('Short name'), { target: { value: 'FALCO' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await within(dialog).findByText('Short name must be at most 4 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText('Team name is required')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Short name')).toHaveAccessibleDescription(
      expect.stringContaining('Short name must be at most 4 characters'),
    );
    expect(api.calls()).not.toContain('POST /v1/teams/create');
  });

  it('creates a team and shows it, without the create button', async () => {
    const sent: unknown[] = [];
    mockTeamApi(null, {
      'POST /v1/teams/create': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { data: testTeam('owner') } };
      },
    });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Team' });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: '  Desert Falcons ' } });
    fireEvent.change(within(dialog).getByLabelText('Short name'), { target: { value: 'DF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));

    await toastSaying('Team created successfully');
    expect(sent).toEqual([{ name: 'Desert Falcons', shortName: 'DF' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Desert Falcons' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Team' })).not.toBeInTheDocument();
    expect(screen.queryByText('No Team Found')).not.toBeInTheDocument();
  });

  it.each([
    [
      409,
      { code: 4009, message: 'Name in use', details: { reason: 'teamNameTaken' } },
      'A team with this name already exists',
    ],
    [
      409,
      { code: 4009, message: 'Already teamed', details: { reason: 'alreadyInTeam' } },
      'You are already in a team',
    ],
    // The server's English words are never shown: a refusal without a reason says the screen's own text.
    [409, { code: 4009, message: 'A team with this name already exists' }, 'Failed to create team'],
    [500, { code: 5000, message: 'Internal error' }, 'Failed to create team'],
  ])('answers a %s on create with the right message', async (status, body, shown) => {
    mockTeamApi(null, { 'POST /v1/teams/create': () => ({ status, body }) });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Team' });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Desert Falcons' } });
    fireEvent.change(within(dialog).getByLabelText('Short name'), { target: { value: 'DF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await toastSaying(shown);
    expect(screen.getByRole('dialog', { name: 'Create Team' })).toBeInTheDocument();
  });
  it('only logs a failed team load, offering a retry instead of a wrong empty state', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /v1/teams/me': () => ({ status: 500, body: { code: 5000, message: 'boom' } }) });
    renderTeams();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No Team Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Team' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[account] Failed to load teams', expect.anything());
    expect(toastTexts()).toEqual([]);
    log.mockRestore();
  });
});

describe('My Team: what each role sees', () => {
  it('shows the team and its members with picture, role and joined date', async () => {
    mockTeamApi(testTeam('owner'));
    renderTeams();
    expect(await screen.findByRole('heading', { level: 2, name: 'Desert Falcons' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Desert Falcons team image' })).toHaveAttribute(
      'src',
      'http://localhost:8090/uploads/team.png',
    );
    expect(screen.getByText('DF')).toBeInTheDocument();
    expect(screen.getByText('4 members')).toBeInTheDocument();

    const names = screen.getAllByTestId('team-member').map((row) => row.querySelector('bdi')?.textContent);
    expect(names).toEqual(['Falcon', 'Hawk', 'Kestrel', 'Sparrow']);
    const falcon = memberRow('Falcon');
    expect(within(falcon).getByRole('img', { name: "Falcon's profile picture" })).toHaveAttribute(
      'src',
      'http://localhost:8090/uploads/falcon.png',
    );
    expect(within(falcon).getByText('Owner')).toBeInTheDocument();
    expect(within(falcon).getByText('You')).toBeInTheDocument();
    expect(within(falcon).getByText('Joined Jan 10, 2026')).toBeInTheDocument();
    expect(within(memberRow('Kestrel')).getByText('Admin')).toBeInTheDocument();
    expect(within(memberRow('Sparrow')).getByText('Member')).toBeInTheDocument();
  });

  it('gives the owner edit, invite and member actions on everyone else, and no Leave', async () => {
    mockTeamApi(testTeam('owner'));
    renderTeams();
    expect(await screen.findByRole('button', { name: 'Edit Team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Team' })).not.toBeInTheDocument();

    const invite = screen.getByRole('region', { name: 'Invite Members' });
    expect(await within(invite).findByLabelText('Invite link')).toHaveValue(VANITY.data.inviteLink);
    expect(within(invite).getByRole('switch', { name: 'Custom invite link' })).toBeChecked();
    expect(within(invite).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();

    expect(within(memberRow('Falcon')).queryByRole('group')).not.toBeInTheDocument();
    const hawk = within(memberRow('Hawk')).getByRole('group', { name: 'Actions for Hawk' });
    expect(within(hawk).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
    expect(within(hawk).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const kestrel = within(memberRow('Kestrel')).getByRole('group');
    expect(within(kestrel).getByRole('button', { name: 'Make Member' })).toBeInTheDocument();
  });

  it('draws the team of an owner only once its invite link has answered (no layout shift)', async () => {
    const api = mockTeamApi(testTeam('owner'), { 'GET /v1/teams/team-1/vanity': { pending: true } });
    renderTeams();
    await waitFor(() => expect(api.calls()).toContain('GET /v1/teams/team-1/vanity'));
    expect(screen.getByText('Loading your team…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Desert Falcons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite Members' })).not.toBeInTheDocument();
  });

  it('still draws the team when its invite link fails to load, saying so in the panel', async () => {
    mockTeamApi(testTeam('owner'), {
      'GET /v1/teams/team-1/vanity': { status: 500, body: { code: 5000, message: 'boom' } },
    });
    renderTeams();
    expect(await screen.findByRole('heading', { level: 2, name: 'Desert Falcons' })).toBeInTheDocument();
    const invite = screen.getByRole('region', { name: 'Invite Members' });
    expect(await within(invite).findByText('The invite link could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByTestId('team-member')).toHaveLength(4);
  });

  it('gives an admin the same tools except on the owner, no Delete Team, and Leave', async () => {
    mockTeamApi(testTeam('admin'));
    renderTeams();
    expect(await screen.findByRole('button', { name: 'Edit Team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Team' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invite Members' })).toBeInTheDocument();
    expect(within(memberRow('Hawk')).getByText('Owner')).toBeInTheDocument();
    expect(within(memberRow('Hawk')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(memberRow('Falcon')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(memberRow('Sparrow')).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team' });
    expect(within(dialog).getByLabelText('Team name')).toHaveValue('Desert Falcons');
    expect(within(dialog).queryByRole('button', { name: 'Delete Team' })).not.toBeInTheDocument();
  });

  it('gives an ordinary member only Leave Team', async () => {
    const api = mockTeamApi(testTeam('member'));
    renderTeams();
    expect(await screen.findByRole('button', { name: 'Leave Team' })).toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1, name: 'My Team' }).closest('section')!;
    const buttons = within(main)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Leave Team']);
    expect(screen.queryByRole('region', { name: 'Invite Members' })).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /v1/teams/team-1/vanity');
  });
});

describe('My Team: actions', () => {
  it('lets a member leave after a plain confirmation', async () => {
    let left = false;
    mockApi({
      'GET /v1/teams/me': () => ({ body: { data: left ? [] : [testTeam('member')] } }),
      'POST /v1/teams/team-1/leave': () => {
        left = true;
        return { body: { message: 'Left team successfully' } };
      },
    });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Team' });
    expect(within(dialog).getByText('Are you sure you want to leave Desert Falcons?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave Team' }));
    await toastSaying('Left team successfully');
    expect(await screen.findByText('No Team Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toHaveFocus();
  });

  it('says so when leaving fails', async () => {
    mockTeamApi(testTeam('member'), {
      'POST /v1/teams/team-1/leave': () => ({ status: 500, body: { code: 5000, message: 'boom' } }),
    });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Team' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave Team' }));
    await toastSaying('Failed to leave team');
    expect(screen.getByRole('heading', { level: 2, name: 'Desert Falcons' })).toBeInTheDocument();
  });

  it('promotes a member and changes an admin back, with one toggle call each', async () => {
    const api = mockTeamApi(testTeam('owner'), {
      'POST /v1/teams/team-1/promote/membership-u4': {
        body: {
          data: { ...testTeam('owner').members[3], role: 'admin' },
        },
      },
      'POST /v1/teams/team-1/promote/membership-u3': {
        body: {
          data: { ...testTeam('owner').members[2], role: 'member' },
        },
      },
    });
    renderTeams();
    fireEvent.click(await within(await findRow('Sparrow')).findByRole('button', { name: 'Make Admin' }));
    await toastSaying('Member promoted to admin successfully');
    fireEvent.click(within(memberRow('Kestrel')).getByRole('button', { name: 'Make Member' }));
    await toastSaying('Admin changed to member successfully');
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /v1/teams/team-1/promote/membership-u4',
      'POST /v1/teams/team-1/promote/membership-u3',
    ]);
  });

  it('says why a role change was refused, by its reason', async () => {
    mockTeamApi(testTeam('owner'), {
      'POST /v1/teams/team-1/promote/membership-u4': () => ({
        status: 403,
        body: { code: 4003, message: 'no', details: { reason: 'notTeamOwner' } },
      }),
    });
    renderTeams();
    fireEvent.click(within(await findRow('Sparrow')).getByRole('button', { name: 'Make Admin' }));
    await toastSaying('Only the team owner can do this');
  });

  it('says so when a role change fails', async () => {
    mockTeamApi(testTeam('owner'), {
      'POST /v1/teams/team-1/promote/membership-u4': () => ({
        status: 403,
        body: { code: 4003, message: 'no' },
      }),
    });
    renderTeams();
    fireEvent.click(within(await findRow('Sparrow')).getByRole('button', { name: 'Make Admin' }));
    await toastSaying('Failed to update member role');
  });

  it('removes a member after confirmation', async () => {
    const api = mockTeamApi(testTeam('owner'), {
      'DELETE /v1/teams/team-1/members/membership-u4': { body: { message: 'Member removed successfully' } },
    });
    renderTeams();
    fireEvent.click(within(await findRow('Sparrow')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Member' });
    expect(within(dialog).getByText('Sparrow will be removed from Desert Falcons.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastSaying('Member removed successfully');
    expect(api.calls()).toContain('DELETE /v1/teams/team-1/members/membership-u4');
  });

  it.each([
    [
      403,
      { code: 20025, message: 'Owner stays', details: { reason: 'ownerNotRemovable' } },
      'The team owner cannot be removed',
    ],
    [403, { code: 4003, message: 'Only owners and admins' }, 'Failed to remove member'],
  ])('says why a removal was refused, never the server words (%s %j)', async (status, body, shown) => {
    mockTeamApi(testTeam('owner'), {
      'DELETE /v1/teams/team-1/members/membership-u4': () => ({ status, body }),
    });
    renderTeams();
    fireEvent.click(within(await findRow('Sparrow')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Member' })).getByRole('button', { name: 'Remove' }),
    );
    await toastSaying(shown);
  });

  it('turns the invite link off and on', async () => {
    const sent: unknown[] = [];
    mockTeamApi(testTeam('owner'), {
      'PATCH /v1/teams/team-1/vanity-status': ({ body }) => {
        sent.push(body);
        return { body: { data: { ...VANITY.data, vanityEnabled: (body as { enabled: boolean }).enabled } } };
      },
    });
    renderTeams();
    const toggle = await screen.findByRole('switch', { name: 'Custom invite link' });
    fireEvent.click(toggle);
    await toastSaying('Custom invite link disabled successfully');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(
      screen.getByText('The invite link is turned off: nobody can join through it.'),
    ).toBeInTheDocument();
    fireEvent.click(toggle);
    await toastSaying('Custom invite link enabled successfully');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('says so when the invite link cannot be switched', async () => {
    mockTeamApi(testTeam('owner'), {
      'PATCH /v1/teams/team-1/vanity-status': () => ({ status: 500, body: { code: 5000, message: 'x' } }),
    });
    renderTeams();
    fireEvent.click(await screen.findByRole('switch', { name: 'Custom invite link' }));
    await toastSaying('Failed to update invite link status');
    expect(screen.getByRole('switch', { name: 'Custom invite link' })).toBeChecked();
  });

  it('copies the invite link', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockTeamApi(testTeam('admin'));
    renderTeams();
    await screen.findByDisplayValue(VANITY.data.inviteLink);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await toastSaying('Invite link copied to clipboard');
    expect(writeText).toHaveBeenCalledWith(VANITY.data.inviteLink);
    expect(screen.getByTestId('toaster').querySelector('[data-tone="info"]')).toHaveTextContent(
      'Invite link copied to clipboard',
    );
  });
});

describe('My Team: edit dialog', () => {
  async function openEdit(team: Team, routes: Record<string, MockRoute> = {}) {
    const api = mockTeamApi(team, routes);
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Team' }));
    return { api, dialog: screen.getByRole('dialog', { name: 'Edit Team' }) };
  }

  function pick(dialog: HTMLElement, file: File) {
    fireEvent.change(within(dialog).getByLabelText('Team image'), { target: { files: [file] } });
  }

  it('saves name and short name', async () => {
    const sent: unknown[] = [];
    const { dialog } = await openEdit(testTeam('owner'), {
      'PUT /v1/teams/team-1': ({ body }) => {
        sent.push(body);
        return { body: { data: { ...testTeam('owner'), ...(body as { name: string; shortName: string }) } } };
      },
    });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Sand Falcons' } });
    fireEvent.change(within(dialog).getByLabelText('Short name'), { target: { value: 'SF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastSaying('Team updated successfully');
    expect(sent).toEqual([{ name: 'Sand Falcons', shortName: 'SF' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sand Falcons' })).toBeInTheDocument();
  });

  it('says a taken name on save by its reason, not the server words', async () => {
    const { dialog } = await openEdit(testTeam('owner'), {
      'PUT /v1/teams/team-1': () => ({
        status: 409,
        body: { code: 4009, message: 'Reworded: taken', details: { reason: 'teamNameTaken' } },
      }),
    });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Rhine Wolves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastSaying('A team with this name already exists');
    expect(toastTexts().join(' ')).not.toMatch(/Reworded/);
  });

  it('checks the form and reports a failed save', async () => {
    const { api, dialog } = await openEdit(testTeam('owner'), {
      'PUT /v1/teams/team-1': () => ({ status: 500, body: { code: 5000, message: 'x' } }),
    });
    fireEvent.change(within(dialog).getByLabelText('Short name'), { target: { value: 'FALCO' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Short name must be at most 4 characters')).toBeInTheDocument();
    expect(api.calls()).not.toContain('PUT /v1/teams/team-1');
    fireEvent.change(within(dialog).getByLabelText('Short name'), { target: { value: 'FAL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastSaying('Failed to update team');
  });

  it('checks the image in the browser before uploading it', async () => {
    const { api, dialog } = await openEdit(testTeam('owner'));
    pick(dialog, new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
    await toastSaying('Please upload an image file');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    pick(dialog, big);
    await toastSaying('Image size should be less than 2MB');
    expect(api.calls()).not.toContain('POST /v1/teams/team-1/image');
  });

  it('uploads a team image', async () => {
    const { api, dialog } = await openEdit(testTeam('admin'), {
      'POST /v1/teams/team-1/image': {
        body: { data: { profileImg: 'http://localhost:8090/uploads/new.png' } },
      },
    });
    pick(dialog, new File(['png'], 'logo.png', { type: 'image/png' }));
    await toastSaying('Team image updated successfully');
    expect(api.calls()).toContain('POST /v1/teams/team-1/image');
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/image'))!;
    expect((init!.body as FormData).get('image')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Desert Falcons team image' })).toHaveAttribute(
        'src',
        'http://localhost:8090/uploads/new.png',
      ),
    );
  });

  /** The upload's answer (or a network failure), keeping every other call on the stub. */
  function answerUpload(api: MockedApi, answer: { status: number; body: unknown } | 'network down') {
    const otherwise = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/v1/teams/team-1/image')) return otherwise(input, init);
      if (answer === 'network down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
  }

  it.each([
    [
      { status: 415, body: { code: 4015, message: 'Please upload an image file' } },
      'Please upload an image file',
    ],
    [
      { status: 413, body: { code: 4013, message: 'Image size should be less than 2MB' } },
      'Image size should be less than 2MB',
    ],
    [{ status: 500, body: { code: 5000, message: 'Internal error' } }, 'Failed to upload team image'],
    ['network down' as const, 'Failed to upload team image'],
  ])('reports a failed upload (%j)', async (answer, shown) => {
    const { api, dialog } = await openEdit(testTeam('owner'));
    answerUpload(api, answer);
    pick(dialog, new File(['png'], 'logo.png', { type: 'image/png' }));
    await toastSaying(shown);
  });

  it('lets only the owner delete the team, after typing delete', async () => {
    let deleted = false;
    mockApi({
      'GET /v1/teams/me': () => ({ body: { data: deleted ? [] : [testTeam('owner')] } }),
      'GET /v1/teams/team-1/vanity': { body: VANITY },
      'DELETE /v1/teams/team-1': () => {
        deleted = true;
        return { body: { message: 'Team deleted successfully' } };
      },
    });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Team' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Team' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Delete Team' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Team' });
    const confirmButton = within(confirm).getByRole('button', { name: 'Delete Team' });
    expect(confirmButton).toBeDisabled();
    fireEvent.change(within(confirm).getByLabelText('Type delete to confirm'), {
      target: { value: 'delete' },
    });
    fireEvent.click(confirmButton);
    await toastSaying('Team deleted successfully');
    expect(await screen.findByText('No Team Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeInTheDocument();
  });

  it('says so when deleting fails', async () => {
    const { dialog } = await openEdit(testTeam('owner'), {
      'DELETE /v1/teams/team-1': () => ({ status: 500, body: { code: 5000, message: 'x' } }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Team' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Team' });
    fireEvent.change(within(confirm).getByLabelText('Type delete to confirm'), {
      target: { value: 'delete' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Team' }));
    await toastSaying('Failed to delete team');
  });
});

describe('My Team: refused leave, delete and invite switch, by reason', () => {
  it.each([
    ['leave', 409, { code: 4009, details: { reason: 'ownerCannotLeave' } }, REFUSED.ownerCannotLeave.en],
    ['leave', 404, { code: 4004, details: { reason: 'teamNotFound' } }, REFUSED.teamNotFound.en],
    ['delete', 403, { code: 4003, details: { reason: 'notTeamOwner' } }, REFUSED.notTeamOwner.en],
    ['delete', 404, { code: 4004, details: { reason: 'teamNotFound' } }, REFUSED.teamNotFound.en],
    ['toggle', 403, { code: 4003, details: { reason: 'notTeamManager' } }, REFUSED.notTeamManager.en],
    ['toggle', 404, { code: 4004, details: { reason: 'teamNotFound' } }, REFUSED.teamNotFound.en],
    // A reason this screen does not know says the action's own text, never the server's words.
    ['leave', 409, { code: 4009, details: { reason: 'someNewReason' } }, 'Failed to leave team'],
    ['delete', 403, { code: 4003, details: { reason: 'someNewReason' } }, 'Failed to delete team'],
    [
      'toggle',
      403,
      { code: 4003, details: { reason: 'someNewReason' } },
      'Failed to update invite link status',
    ],
  ] as const)('%s answered %s (%j) says "%s"', async (action, status, answer, shown) => {
    const body = { ...answer, message: 'Server words' };
    mockTeamApi(testTeam(TEAM_ACTIONS[action].role), {
      [TEAM_ACTIONS[action].route]: () => ({ status, body }),
    });
    renderTeams();
    await doTeamAction(action, 'en');
    await toastSaying(shown);
    expect(toastTexts().join(' ')).not.toMatch(/Server words/);
  });
});

describe('My Team in Arabic', () => {
  it('shows the texts and the joined date in Arabic', async () => {
    await resetKit('ar');
    setSession(testUser);
    mockTeamApi(testTeam('member'));
    renderTeams();
    expect(screen.getByRole('heading', { level: 1, name: 'فريقي' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'مغادرة الفريق' })).toBeInTheDocument();
    expect(screen.getByText('٤ أعضاء')).toBeInTheDocument();
    expect(within(memberRow('Falcon')).getByText('انضم في ١٠ يناير ٢٠٢٦')).toBeInTheDocument();
    expect(within(memberRow('Hawk')).getByText('المالك')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('فريقي | MENA Arena'));
  });

  it('says a refused create in Arabic, whatever the English message says', async () => {
    await resetKit('ar');
    setSession(testUser);
    mockTeamApi(null, {
      'POST /v1/teams/create': () => ({
        status: 409,
        body: { code: 4009, message: 'Reworded: that name is gone', details: { reason: 'teamNameTaken' } },
      }),
    });
    renderTeams();
    fireEvent.click(await screen.findByRole('button', { name: 'إنشاء فريق' }));
    const dialog = screen.getByRole('dialog', { name: 'إنشاء فريق' });
    fireEvent.change(within(dialog).getByLabelText('اسم الفريق'), { target: { value: 'Desert Falcons' } });
    fireEvent.change(within(dialog).getByLabelText('الاسم المختصر'), { target: { value: 'DF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الفريق' }));
    await toastSaying('يوجد فريق بهذا الاسم بالفعل');
    expect(toastTexts().join(' ')).not.toMatch(/Reworded/);
  });

  it.each([
    ['leave', 409, 4009, 'ownerCannotLeave', 'The team owner cannot leave the team; delete it instead'],
    ['leave', 409, 4009, 'ownerCannotLeave', 'Reworded: owners delete their team'],
    ['delete', 403, 4003, 'notTeamOwner', 'Only the team owner can delete the team'],
    ['delete', 403, 4003, 'notTeamOwner', 'Reworded: owners only'],
    ['toggle', 403, 4003, 'notTeamManager', 'Only the team owner or an admin can do this'],
    ['toggle', 403, 4003, 'notTeamManager', 'Reworded: managers only'],
  ] as const)(
    'says a refused %s in Arabic, the same whatever the English message (%s %s %s: "%s")',
    async (action, status, code, reason, message) => {
      await resetKit('ar');
      setSession(testUser);
      mockTeamApi(testTeam(TEAM_ACTIONS[action].role), {
        [TEAM_ACTIONS[action].route]: () => ({
          status,
          body: { code, message, details: { reason } },
        }),
      });
      renderTeams();
      await doTeamAction(action, 'ar');
      await toastSaying(REFUSED[reason].ar);
      expect(toastTexts().join(' ')).not.toContain(message);
    },
  );

  it('shows the empty state in Arabic', async () => {
    await resetKit('ar');
    setSession(testUser);
    mockTeamApi(null);
    renderTeams();
    expect(await screen.findByText('لم يتم العثور على فريق')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنشاء فريق' })).toBeInTheDocument();
  });
});

async function findRow(name: string): Promise<HTMLElement> {
  await screen.findByText(name);
  return memberRow(name);
}

/** Leaves the team, deletes it or switches its invite link off, confirming where the screen asks to. */
async function doTeamAction(action: keyof typeof TEAM_ACTIONS, locale: keyof typeof WORDS) {
  const words = WORDS[locale];
  if (action === 'toggle') {
    fireEvent.click(await screen.findByRole('switch', { name: words.invite }));
    return;
  }
  if (action === 'leave') {
    fireEvent.click(await screen.findByRole('button', { name: words.leave }));
    const confirm = screen.getByRole('dialog', { name: words.leave });
    fireEvent.click(within(confirm).getByRole('button', { name: words.leave }));
    return;
  }
  fireEvent.click(await screen.findByRole('button', { name: words.edit }));
  const edit = screen.getByRole('dialog', { name: words.edit });
  fireEvent.click(within(edit).getByRole('button', { name: words.delete }));
  const confirm = screen.getByRole('dialog', { name: words.delete });
  fireEvent.change(within(confirm).getByLabelText(words.typeDelete), { target: { value: 'delete' } });
  fireEvent.click(within(confirm).getByRole('button', { name: words.delete }));
}
