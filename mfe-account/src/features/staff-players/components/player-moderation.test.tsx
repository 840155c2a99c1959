import type { ModeratedPlayer, ModeratedPlayerDetail, User } from '@arena/contract';
import { formatDateTime } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, type MockRoute } from '@arena/shared-kit/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { setSession, toastTexts } from '../../../testing/render';
import {
  moderatedDetail,
  moderatedPlayer,
  playerBan,
  playerRecord,
  staffAdmin,
  staffPlayer,
  staffSupport,
} from '../../../testing/staff-fixtures';

const TEXT = {
  en: {
    title: 'Players',
    table: 'Players found',
    search: 'Player',
    region: 'Region',
    submit: 'Search',
    active: 'Active',
    banned: 'Banned',
    bannedUntil: (date: string) => `Banned until ${date}`,
    staff: 'Staff',
    manage: (player: string) => `Manage ${player}`,
    pages: 'Player pages',
    back: 'Back to players',
    history: (player: string) => `Bans of ${player}`,
    team: 'Desert Falcons (Owner)',
    ban: 'Ban Player',
    unban: 'Unban Player',
    banTitle: 'Ban Falcon#MENA?',
    unbanTitle: 'Unban Falcon#MENA?',
    reasonEn: 'Reason in English',
    reasonAr: 'Reason in Arabic',
    endsAt: 'Ends (optional)',
    liftReason: 'Why the ban is lifted',
    required: 'Write the reason',
    past: 'Choose a moment in the future',
    noEnd: 'Leave it empty for a ban until staff lift it.',
    bannedToast: 'Falcon#MENA is banned. Queues left: 1; registrations withdrawn: 2.',
    unbannedToast: 'Falcon#MENA is no longer banned',
    staffNeedsAdmin: 'This player is a staff member: only an admin can ban or unban them.',
    self: 'This is your own account: you cannot ban yourself.',
    inForce: 'In force',
    lifted: 'Lifted',
    ended: 'Ended',
  },
  ar: {
    title: 'اللاعبون',
    table: 'اللاعبون الذين عُثر عليهم',
    search: 'اللاعب',
    region: 'المنطقة',
    submit: 'بحث',
    active: 'نشط',
    banned: 'محظور',
    bannedUntil: (date: string) => `محظور حتى ${date}`,
    staff: 'فريق العمل',
    manage: (player: string) => `إدارة ${player}`,
    pages: 'صفحات اللاعبين',
    back: 'العودة إلى اللاعبين',
    history: (player: string) => `حالات حظر ${player}`,
    team: 'Desert Falcons (المالك)',
    ban: 'احظر اللاعب',
    unban: 'ارفع الحظر',
    banTitle: 'حظر Falcon#MENA؟',
    unbanTitle: 'رفع الحظر عن Falcon#MENA؟',
    reasonEn: 'السبب بالإنجليزية',
    reasonAr: 'السبب بالعربية',
    endsAt: 'ينتهي في (اختياري)',
    liftReason: 'سبب رفع الحظر',
    required: 'اكتب السبب',
    past: 'اختر وقتًا في المستقبل',
    noEnd: 'اتركه فارغًا لحظر يستمر حتى يرفعه فريق العمل.',
    bannedToast: 'تم حظر Falcon#MENA. الطوابير التي غادرها: ١؛ التسجيلات المسحوبة: ٢.',
    unbannedToast: 'لم يعد Falcon#MENA محظورًا',
    staffNeedsAdmin: 'هذا اللاعب عضو في فريق العمل: لا يحظره أو يرفع حظره إلا مشرف.',
    self: 'هذا حسابك: لا يمكنك حظر نفسك.',
    inForce: 'سارٍ',
    lifted: 'رُفع',
    ended: 'انتهى',
  },
} as const;

const LOCALES = ['en', 'ar'] as const;

const page = (data: ModeratedPlayer[], pages = 1) => ({
  body: { data, pagination: { total: data.length, page: 1, limit: 20, pages } },
});

const FALCON = staffPlayer('f1', 'Falcon', 'MENA');
const ENDS = '2026-12-31T18:00:00.000Z';

/** The desk at `path` for `user` (support unless said), with the API's `routes`. */
async function renderDesk(
  locale: 'en' | 'ar',
  path: string,
  routes: Record<string, MockRoute>,
  user: User = staffSupport,
) {
  setSession(user);
  const api = mockApi({ 'GET /v1/user/me': { body: { user } }, ...routes });
  await renderWithKit(<AccountRoutes />, locale, { path });
  return api;
}

/** `/staff/players/f1` showing Falcon as `detail`, with the API's other `routes`. */
async function renderFalcon(
  locale: 'en' | 'ar',
  detail: ModeratedPlayerDetail = moderatedDetail(),
  routes: Record<string, MockRoute> = {},
  user: User = staffSupport,
) {
  const api = await renderDesk(
    locale,
    '/staff/players/f1',
    {
      'GET /v1/admin/players/f1': { body: { data: detail } },
      'GET /v1/admin/players/f1/record': { body: { data: playerRecord() } },
      ...routes,
    },
    user,
  );
  await screen.findByRole('heading', { level: 1, name: 'Falcon#MENA' });
  return api;
}

beforeEach(() => resetKit('en'));

describe('finding players (/staff/players)', () => {
  it.each(LOCALES)(
    'lists the players found with Riot ID, region, standing and a Manage link; support sees no roles (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const api = await renderDesk(locale, '/staff/players', {
        'GET /v1/admin/players': page([
          moderatedPlayer(FALCON),
          moderatedPlayer(staffPlayer('c1', 'Cheater', 'BAN'), { ban: playerBan() }),
          moderatedPlayer(staffPlayer('t1', 'Timed', 'EUW'), {
            region: 'euw1',
            ban: playerBan({ endsAt: ENDS }),
          }),
          moderatedPlayer(staffPlayer('e1', 'Editor'), { staffRoles: ['editor'] }),
        ]),
      });
      const table = await screen.findByRole('table', { name: text.table });
      await waitFor(() => expect(document.title).toBe(`${text.title} | MENA Arena`));
      expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
      const row = (riotId: string) => within(table).getByText(riotId).closest('tr')!;
      expect(within(row('Falcon#MENA')).getByText(text.active)).toBeInTheDocument();
      expect(within(row('Falcon#MENA')).getByText('ME')).toBeInTheDocument();
      expect(within(row('Cheater#BAN')).getByText(text.banned)).toBeInTheDocument();
      expect(
        within(row('Timed#EUW')).getByText(text.bannedUntil(formatDateTime(ENDS, locale)!)),
      ).toBeInTheDocument();
      expect(within(row('Timed#EUW')).getByText('EUW')).toBeInTheDocument();
      expect(within(row('Editor#STAFF')).getByText(text.staff)).toBeInTheDocument();
      expect(
        within(row('Falcon#MENA')).getByRole('link', { name: text.manage('Falcon#MENA') }),
      ).toHaveAttribute('href', '/staff/players/f1');
      expect(screen.queryByRole('heading', { name: /Staff Roles|أدوار فريق العمل/ })).not.toBeInTheDocument();
      expect(api.calls()).not.toContain('GET /v1/admin/staff-roles');
    },
  );

  it('searches by text and region from page 1, and pages with the numbered pager', async () => {
    const asked: string[] = [];
    await renderDesk('en', '/staff/players', {
      'GET /v1/admin/players': ({ url }) => {
        asked.push(url.search);
        return page([moderatedPlayer(FALCON)], 3);
      },
    });
    await screen.findByRole('table', { name: TEXT.en.table });
    expect(asked).toEqual(['?page=1']);
    fireEvent.change(screen.getByLabelText(TEXT.en.search), { target: { value: ' falcon#mena ' } });
    fireEvent.change(screen.getByLabelText(TEXT.en.region), { target: { value: 'me1' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.en.submit }));
    await waitFor(() => expect(asked).toContain('?search=falcon%23mena&region=me1&page=1'));
    const pager = screen.getByRole('navigation', { name: TEXT.en.pages });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked).toContain('?search=falcon%23mena&region=me1&page=2'));
  });
});

describe('a player (/staff/players/{id})', () => {
  it.each(LOCALES)(
    'shows the profile basics, team, standing and ban history, newest first (%s)',
    async (locale) => {
      const text = TEXT[locale];
      await renderFalcon(
        locale,
        moderatedDetail({
          ban: playerBan({ id: 'b3', endsAt: ENDS }),
          bans: [
            playerBan({ id: 'b3', endsAt: ENDS }),
            playerBan({
              id: 'b2',
              status: 'lifted',
              liftedAt: '2026-11-20T10:00:00.000Z',
              liftedBy: staffPlayer('s1', 'Support'),
              liftReason: 'Appeal accepted',
            }),
            playerBan({ id: 'b1', status: 'ended', endsAt: '2026-10-01T10:00:00.000Z', createdBy: null }),
          ],
        }),
      );
      expect(screen.getByText(text.team)).toBeInTheDocument();
      expect(screen.getByText('Riyadh, Saudi Arabia')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/staff/players');
      const history = screen.getByRole('table', { name: text.history('Falcon#MENA') });
      const rows = within(history).getAllByRole('row').slice(1);
      expect(
        rows.map((row) => within(row).getAllByRole('cell').at(-1)!.querySelector('span')!.textContent),
      ).toEqual([text.inForce, text.lifted, text.ended]);
      expect(within(rows[1]!).getByText(/Appeal accepted/)).toBeInTheDocument();
      expect(within(rows[0]!).getByText('غش')).toHaveAttribute('lang', 'ar');
      expect(screen.getByRole('button', { name: text.unban })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.ban })).not.toBeInTheDocument();
    },
  );

  it.each(LOCALES)(
    'bans after checking both reasons and the end; says what the ban withdrew (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const sent: unknown[] = [];
      const endsAtInput = '2099-06-01T18:30';
      const endsAt = new Date(endsAtInput).toISOString();
      await renderFalcon(locale, moderatedDetail(), {
        'POST /v1/admin/players/f1/ban': ({ body }) => {
          sent.push(body);
          const ban = playerBan({
            reason: { en: 'Abuse', ar: 'إساءة' },
            endsAt,
            createdBy: staffPlayer('s1', 'Support'),
          });
          return {
            status: 201,
            body: {
              data: moderatedDetail({ ban, bans: [ban] }),
              effects: { queuesLeft: 1, registrationsWithdrawn: 2 },
            },
          };
        },
      });
      const open = screen.getByRole('button', { name: text.ban });
      open.focus();
      fireEvent.click(open);
      const dialog = await screen.findByRole('dialog', { name: text.banTitle });
      expect(within(dialog).getByText(text.noEnd)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: text.ban }));
      expect(await within(dialog).findAllByText(text.required)).toHaveLength(2);
      expect(within(dialog).getByLabelText(text.reasonEn)).toHaveAttribute('aria-invalid', 'true');

      fireEvent.change(within(dialog).getByLabelText(text.reasonEn), { target: { value: '  Abuse ' } });
      fireEvent.change(within(dialog).getByLabelText(text.reasonAr), { target: { value: 'إساءة' } });
      fireEvent.change(within(dialog).getByLabelText(text.endsAt), { target: { value: '2000-01-01T10:00' } });
      fireEvent.click(within(dialog).getByRole('button', { name: text.ban }));
      expect(await within(dialog).findByText(text.past)).toBeInTheDocument();
      expect(sent).toEqual([]);

      fireEvent.change(within(dialog).getByLabelText(text.endsAt), { target: { value: endsAtInput } });
      expect(
        within(dialog).getByText(/^That is .+ UTC\.$|^أي .+ بالتوقيت العالمي المنسق\.$/),
      ).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: text.ban }));
      await waitFor(() => expect(sent).toEqual([{ reason: { en: 'Abuse', ar: 'إساءة' }, endsAt }]));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(toastTexts()).toContain(text.bannedToast));
      // The action now shown (Unban) takes the focus.
      await waitFor(() => expect(screen.getByRole('button', { name: text.unban })).toHaveFocus());
      expect(screen.getAllByText(text.bannedUntil(formatDateTime(endsAt, locale)!)).length).toBeGreaterThan(
        0,
      );
    },
  );

  it.each(LOCALES)('unbans with a reason (%s)', async (locale) => {
    const text = TEXT[locale];
    const sent: unknown[] = [];
    await renderFalcon(locale, moderatedDetail({ ban: playerBan(), bans: [playerBan()] }), {
      'POST /v1/admin/players/f1/unban': ({ body }) => {
        sent.push(body);
        const lifted = playerBan({
          status: 'lifted',
          liftedAt: '2026-11-28T10:00:00.000Z',
          liftReason: 'Appeal',
        });
        return { body: { data: moderatedDetail({ bans: [lifted] }) } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: text.unban }));
    const dialog = await screen.findByRole('dialog', { name: text.unbanTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.unban }));
    expect(await within(dialog).findByText(text.required)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(text.liftReason), { target: { value: ' Appeal ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.unban }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Appeal' }]));
    await waitFor(() => expect(toastTexts()).toContain(text.unbannedToast));
    await waitFor(() => expect(screen.getByRole('button', { name: text.ban })).toHaveFocus());
  });

  const REFUSALS = [
    [
      403,
      { reason: 'staffBanNeedsAdmin' },
      'Only an admin can ban or unban a staff member.',
      'لا يحظر عضوًا في فريق العمل أو يرفع حظره إلا مشرف.',
    ],
    [403, { reason: 'banOwnAccount' }, 'You cannot ban yourself.', 'لا يمكنك حظر نفسك.'],
    [
      409,
      { reason: 'playerBanned', endsAt: null },
      'This player is banned already.',
      'هذا اللاعب محظور بالفعل.',
    ],
    [404, { reason: 'playerNotFound' }, 'This player no longer exists.', 'لم يعد هذا اللاعب موجودًا.'],
    [409, { reason: 'somethingNew' }, 'The player could not be banned', 'تعذّر حظر اللاعب'],
  ] as const;

  it.each(
    REFUSALS.flatMap(([status, details, en, ar]) => [
      ['en', status, details, en] as const,
      ['ar', status, details, ar] as const,
    ]),
  )(
    'shows a refused ban in the dialog in the page language (%s, %s %j)',
    async (locale, status, details, shown) => {
      const text = TEXT[locale];
      await renderFalcon(locale, moderatedDetail(), {
        'POST /v1/admin/players/f1/ban': {
          status,
          body: { code: status, message: 'Reworded English', details },
        },
      });
      fireEvent.click(screen.getByRole('button', { name: text.ban }));
      const dialog = await screen.findByRole('dialog', { name: text.banTitle });
      fireEvent.change(within(dialog).getByLabelText(text.reasonEn), { target: { value: 'Abuse' } });
      fireEvent.change(within(dialog).getByLabelText(text.reasonAr), { target: { value: 'إساءة' } });
      fireEvent.click(within(dialog).getByRole('button', { name: text.ban }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
      expect(screen.queryByText('Reworded English')).not.toBeInTheDocument();
    },
  );

  it('says when the ban in force ends in a refusal', async () => {
    await renderFalcon('en', moderatedDetail(), {
      'POST /v1/admin/players/f1/ban': {
        status: 409,
        body: { code: 409, message: 'x', details: { reason: 'playerBanned', endsAt: ENDS } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: TEXT.en.ban }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.en.banTitle });
    fireEvent.change(within(dialog).getByLabelText(TEXT.en.reasonEn), { target: { value: 'Abuse' } });
    fireEvent.change(within(dialog).getByLabelText(TEXT.en.reasonAr), { target: { value: 'إساءة' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.en.ban }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `This player is banned already, until ${formatDateTime(ENDS, 'en')}.`,
    );
  });

  it.each(LOCALES)(
    'offers support no Ban for a staff member, and nobody a ban of themselves; an admin bans staff (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const editor = moderatedDetail({ staffRoles: ['editor'] });
      await renderFalcon(locale, editor);
      expect(screen.getByText(text.staffNeedsAdmin)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.ban })).not.toBeInTheDocument();

      cleanup();
      await resetKit(locale);
      await renderFalcon(locale, editor, {}, staffAdmin);
      expect(screen.getByRole('button', { name: text.ban })).toBeInTheDocument();

      cleanup();
      await resetKit(locale);
      await renderFalcon(
        locale,
        moderatedDetail({ ...moderatedPlayer(staffPlayer('s1', 'Falcon', 'MENA')), staffRoles: ['support'] }),
      );
      expect(screen.getByText(text.self)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.ban })).not.toBeInTheDocument();
    },
  );
});

describe('the unban dialog keeps what staff typed', () => {
  afterEach(() => {
    cleanup();
    resetKit();
  });

  it('when the page reads the same player again in the background (a new copy of it)', async () => {
    const { UnbanDialog } = await import('./unban-dialog');
    const { useState } = await import('react');
    const detail = moderatedDetail({ currentBan: playerBan() } as Partial<ModeratedPlayerDetail>);
    // The page's copy of the player, replaced by an equal one as a background refetch does.
    function Page() {
      const [player, setPlayer] = useState(detail);
      return (
        <>
          <button type="button" onClick={() => setPlayer({ ...player })}>
            Read again
          </button>
          <UnbanDialog player={player} onClose={() => undefined} onUnbanned={() => undefined} />
        </>
      );
    }
    await renderWithKit(<Page />, 'en');
    const reason = await screen.findByLabelText(TEXT.en.liftReason);
    fireEvent.change(reason, { target: { value: 'Apologised; first offence' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read again', hidden: true }));
    await waitFor(() =>
      expect(screen.getByLabelText(TEXT.en.liftReason)).toHaveValue('Apologised; first offence'),
    );
  });
});
