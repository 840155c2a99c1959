import type { StaffMember, User } from '@arena/contract';
import { formatDate } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, type MockRoute } from '@arena/shared-kit/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { setSession, toastTexts } from '../../../testing/render';
import { staffAdmin, staffMembers, staffPlayer } from '../../../testing/staff-fixtures';

const TEXT = {
  en: {
    title: 'Players',
    rolesTitle: 'Staff Roles',
    table: 'Staff members',
    riotId: 'Riot ID',
    role: 'Role',
    grant: 'Grant Role',
    organizer: 'Organizer',
    you: 'You',
    ownRow: 'You cannot change your own roles; another admin can.',
    grantedBy: (date: string) => `Since ${date}, granted by ArenaAdmin#STAFF`,
    grantedBySetup: (date: string) => `Since ${date}, with the platform's setup`,
    revoke: (role: string, player: string) => `Revoke ${role} from ${player}`,
  },
  ar: {
    title: 'اللاعبون',
    rolesTitle: 'أدوار فريق العمل',
    table: 'أعضاء فريق العمل',
    riotId: 'معرّف Riot',
    role: 'الدور',
    grant: 'امنح الدور',
    organizer: 'منظّم',
    you: 'أنت',
    ownRow: 'لا يمكنك تغيير أدوارك بنفسك؛ يغيّرها مشرف آخر.',
    grantedBy: (date: string) => `منذ ${date}، منحه ArenaAdmin#STAFF`,
    grantedBySetup: (date: string) => `منذ ${date}، مع إعداد المنصة`,
    revoke: (role: string, player: string) => `سحب دور ${role} من ${player}`,
  },
} as const;

/** The staff roles page as the desk shows it: the signed-in `user`, the API's `routes` besides the staff list. */
async function renderPlayersPage(
  locale: 'en' | 'ar',
  routes: Record<string, MockRoute> = {},
  { user = staffAdmin, members = staffMembers() }: { user?: User; members?: StaffMember[] } = {},
) {
  setSession(user);
  const api = mockApi({
    'GET /v1/user/me': { body: { user } },
    'GET /v1/admin/staff-roles': { body: { data: members } },
    'GET /v1/admin/players': { body: { data: [], pagination: { total: 0, page: 1, limit: 20, pages: 0 } } },
    ...routes,
  });
  await renderWithKit(<AccountRoutes />, locale, { path: '/staff/players' });
  await screen.findByRole('table', { name: TEXT[locale].table });
  return api;
}

const rowOf = (riotId: string) => screen.getByText(riotId).closest('tr')!;

async function grant(locale: 'en' | 'ar', riotId: string, role: string) {
  fireEvent.change(screen.getByLabelText(TEXT[locale].riotId), { target: { value: riotId } });
  fireEvent.change(screen.getByLabelText(TEXT[locale].role), { target: { value: role } });
  fireEvent.click(screen.getByRole('button', { name: TEXT[locale].grant }));
}

beforeEach(() => resetKit('en'));

describe('staff roles page (/staff/players)', () => {
  it.each(['en', 'ar'] as const)(
    'lists each member with their roles as chips, granted when and by whom; the admin’s own row changes nothing (%s)',
    async (locale) => {
      const text = TEXT[locale];
      await renderPlayersPage(locale);
      await waitFor(() => expect(document.title).toBe(`${text.title} | MENA Arena`));
      expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: text.rolesTitle })).toBeInTheDocument();

      const organizer = rowOf('Organizer#STAFF');
      expect(within(organizer).getByText(text.organizer)).toBeInTheDocument();
      expect(
        within(organizer).getByText(text.grantedBy(formatDate('2026-11-20T10:00:00.000Z', locale)!)),
      ).toBeInTheDocument();
      expect(
        within(organizer).getByRole('button', { name: text.revoke(text.organizer, 'Organizer#STAFF') }),
      ).toBeInTheDocument();
      // Support is an editor too: two chips, a revoke each.
      expect(within(rowOf('Support#STAFF')).getAllByRole('listitem')).toHaveLength(2);

      const own = rowOf('ArenaAdmin#STAFF');
      expect(within(own).getByText(text.you)).toBeInTheDocument();
      expect(within(own).getByText(text.ownRow)).toBeInTheDocument();
      expect(
        within(own).getByText(text.grantedBySetup(formatDate('2026-11-01T10:00:00.000Z', locale)!)),
      ).toBeInTheDocument();
      expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('grants a role: the row appears at once, the form empties and a toast says so', async () => {
    const sent: unknown[] = [];
    await renderPlayersPage('en', {
      'POST /v1/admin/staff-roles': ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            data: {
              player: staffPlayer('f1', 'Falcon', 'MENA'),
              roles: [
                {
                  role: 'organizer',
                  grantedAt: '2026-11-28T10:00:00.000Z',
                  grantedBy: staffPlayer('a1', 'ArenaAdmin'),
                },
              ],
            },
          },
        };
      },
    });
    await grant('en', '  Falcon#MENA ', 'organizer');
    await waitFor(() => expect(sent).toEqual([{ riotId: 'Falcon#MENA', role: 'organizer' }]));
    expect(await screen.findByText('Falcon#MENA')).toBeInTheDocument();
    expect(within(rowOf('Falcon#MENA')).getByText('Organizer')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Organizer role granted to Falcon#MENA'));
    expect(screen.getByLabelText('Riot ID')).toHaveValue('');
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it.each([
    ['en', "Enter the player's Riot ID", 'Enter a Riot ID as Name#TAG', 'Choose the role to grant'],
    ['ar', 'أدخل معرّف Riot الخاص باللاعب', 'أدخل معرّف Riot بالصيغة Name#TAG', 'اختر الدور الذي تريد منحه'],
  ] as const)(
    'checks the Riot ID and the role before calling (%s)',
    async (locale, required, format, role) => {
      const api = await renderPlayersPage(locale);
      const riotId = screen.getByLabelText(TEXT[locale].riotId);
      fireEvent.click(screen.getByRole('button', { name: TEXT[locale].grant }));
      expect(screen.getByText(required)).toBeInTheDocument();
      expect(riotId).toHaveAttribute('aria-invalid', 'true');
      expect(riotId).toHaveFocus();
      fireEvent.change(riotId, { target: { value: 'Falcon' } });
      fireEvent.click(screen.getByRole('button', { name: TEXT[locale].grant }));
      expect(screen.getByText(format)).toBeInTheDocument();
      fireEvent.change(riotId, { target: { value: 'Falcon#MENA' } });
      fireEvent.click(screen.getByRole('button', { name: TEXT[locale].grant }));
      expect(screen.getByText(role)).toBeInTheDocument();
      expect(screen.getByLabelText(TEXT[locale].role)).toHaveFocus();
      expect(api.calls()).not.toContain('POST /v1/admin/staff-roles');
    },
  );

  const REFUSALS = [
    [404, 'playerNotFound', 'No player has the Riot ID Nobody#XX.', 'لا يوجد لاعب بمعرّف Riot Nobody#XX.'],
    [409, 'staffRoleHeld', 'Nobody#XX already holds the Organizer role.', 'يحمل Nobody#XX دور منظّم بالفعل.'],
    [
      403,
      'staffOwnRoles',
      'You cannot change your own staff roles.',
      'لا يمكنك تغيير أدوارك في فريق العمل بنفسك.',
    ],
    [409, 'somethingNew', 'The role could not be granted', 'تعذّر منح الدور'],
  ] as const;

  it.each(
    REFUSALS.flatMap(([status, reason, en, ar]) => [
      ['en', status, reason, en] as const,
      ['ar', status, reason, ar] as const,
    ]),
  )(
    'shows a refused grant in the form in the page language (%s, %s %s), whatever the English message says',
    async (locale, status, reason, shown) => {
      for (const message of ['Player not found', 'A reworded English message nobody reads']) {
        await resetKit(locale);
        await renderPlayersPage(locale, {
          'POST /v1/admin/staff-roles': { status, body: { code: status, message, details: { reason } } },
        });
        await grant(locale, 'Nobody#XX', 'organizer');
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(shown);
        expect(screen.queryByText(message)).not.toBeInTheDocument();
        expect(screen.getByLabelText(TEXT[locale].riotId)).toHaveValue('Nobody#XX');
        cleanup();
      }
    },
  );

  it('revokes a role after a confirmation that holds the focus; a member left without roles leaves the table', async () => {
    const deleted: string[] = [];
    await renderPlayersPage('en', {
      'DELETE /v1/admin/staff-roles/o1/organizer': ({ url }) => {
        deleted.push(url.pathname);
        return { body: { data: { player: staffPlayer('o1', 'Organizer'), roles: [] } } };
      },
    });
    const revoke = within(rowOf('Organizer#STAFF')).getByRole('button', {
      name: 'Revoke Organizer from Organizer#STAFF',
    });
    revoke.focus();
    fireEvent.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the Organizer role?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(
      within(dialog).getByText('Organizer#STAFF loses the staff pages of this role at their next page.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoke).toHaveFocus();
    expect(deleted).toEqual([]);

    fireEvent.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke the Organizer role?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke Role' }));
    await waitFor(() => expect(deleted).toEqual(['/v1/admin/staff-roles/o1/organizer']));
    await waitFor(() => expect(screen.queryByText('Organizer#STAFF')).not.toBeInTheDocument());
    await waitFor(() => expect(toastTexts()).toContain('Organizer role revoked from Organizer#STAFF'));
    // The chip that opened the dialog is gone: focus goes to the grant form.
    await waitFor(() => expect(screen.getByLabelText('Riot ID')).toHaveFocus());
  });

  it('keeps a member who holds another role, and moves focus to their row', async () => {
    await renderPlayersPage('en', {
      'DELETE /v1/admin/staff-roles/s1/editor': {
        body: { data: { ...staffMembers()[2]!, roles: staffMembers()[2]!.roles.slice(0, 1) } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Editor from Support#STAFF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the Editor role?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke Role' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Revoke Editor from Support#STAFF' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(rowOf('Support#STAFF')).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Grant a role to Support#STAFF' })).toHaveFocus(),
    );
  });

  it.each([
    ['en', 'Organizer#STAFF no longer holds the Organizer role.'],
    ['ar', 'لم يعد Organizer#STAFF يحمل دور منظّم.'],
  ] as const)('shows a refused revoke in the dialog, which keeps the focus (%s)', async (locale, shown) => {
    await renderPlayersPage(locale, {
      'DELETE /v1/admin/staff-roles/o1/organizer': {
        status: 404,
        body: { code: 404, message: 'Role not held (reworded)', details: { reason: 'staffRoleNotHeld' } },
      },
    });
    const row = rowOf('Organizer#STAFF');
    fireEvent.click(
      within(row).getByRole('button', {
        name: TEXT[locale].revoke(TEXT[locale].organizer, 'Organizer#STAFF'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const [, confirm] = within(dialog).getAllByRole('button');
    fireEvent.click(confirm!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('fills the form from a member’s row and focuses the role', async () => {
    await renderPlayersPage('en');
    fireEvent.click(screen.getByRole('button', { name: 'Grant a role to Organizer#STAFF' }));
    expect(screen.getByLabelText('Riot ID')).toHaveValue('Organizer#STAFF');
    expect(screen.getByLabelText('Role')).toHaveFocus();
  });

  it('keeps the roles for admins: support finds players, and the staff list is never asked for', async () => {
    const support = { ...testUser, staffRoles: ['support' as const] };
    setSession(support);
    const api = mockApi({
      'GET /v1/user/me': { body: { user: support } },
      'GET /v1/admin/players': { body: { data: [], pagination: { total: 0, page: 1, limit: 20, pages: 0 } } },
    });
    renderWithKit(<AccountRoutes />, { path: '/staff/players' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(await screen.findByText('No player matches this search.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff Roles' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Riot ID')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /v1/admin/staff-roles');
  });
});
