import type { PassGrant, PassGrantResult, PassGrantsPage, User } from '@arena/contract';
import {
  clearToasts,
  mockApi,
  type MockRoute,
  renderWithKit,
  resetKit,
  signInAs,
} from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PassRoutes } from '../../../app/routes';
import { toaster } from '../../../testing/toasts';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  resetKit();
  clearToasts();
});

type Locale = 'en' | 'ar';

const WORDS = {
  en: {
    title: 'Pass',
    nav: 'Staff',
    grantTitle: 'Grant or revoke',
    riotId: 'Riot ID',
    xp: 'XP',
    points: 'Loyalty points',
    reason: 'Reason',
    review: 'Review',
    confirmTitle: 'Confirm the change',
    confirm: 'Confirm',
    summary: '+500 XP to \u2068Falcon#MENA\u2069',
    mixedSummary: '+100 XP and -20 loyalty points for \u2068Falcon#MENA\u2069',
    reasonLine: 'Reason: Community cup host',
    granted: '\u2068Falcon#MENA\u2069 is now level 4 with 1,200 XP and 40 loyalty points.',
    required: [
      "Enter the player's Riot ID",
      'Enter the XP or the loyalty points to grant or revoke',
      'Say why',
    ],
    format: 'Enter a Riot ID as Name#TAG',
    whole: 'Enter a whole number',
    belowZero: '\u2068Falcon#MENA\u2069 has 120 XP and 5 loyalty points: this would take them below zero.',
    notFound: 'No player has the Riot ID \u2068Nobody#NONE\u2069.',
    failed: 'The change could not be made. Try again.',
    table: 'Recent grants and revocations',
    headers: ['When', 'Player', 'XP', 'Loyalty points', 'Reason', 'By'],
    row: ['Layla#UAE', '+250', '-15', 'Bug compensation', 'Organizer#STAFF'],
    empty: 'No XP or loyalty points have been granted yet.',
    notForRoles: 'This page is not open to your staff roles.',
  },
  ar: {
    title: 'الباس',
    nav: 'فريق العمل',
    grantTitle: 'منح أو سحب',
    riotId: 'معرّف Riot',
    xp: 'نقاط الخبرة',
    points: 'نقاط الولاء',
    reason: 'السبب',
    review: 'مراجعة',
    confirmTitle: 'تأكيد التغيير',
    confirm: 'تأكيد',
    summary: '؜+٥٠٠ نقطة خبرة إلى \u2068Falcon#MENA\u2069',
    mixedSummary: '؜+١٠٠ نقطة خبرة و؜-٢٠ نقطة ولاء لـ \u2068Falcon#MENA\u2069',
    reasonLine: 'السبب: Community cup host',
    granted: 'أصبح \u2068Falcon#MENA\u2069 في المستوى ٤ ولديه ١٬٢٠٠ نقطة خبرة و٤٠ نقطة ولاء.',
    required: [
      'أدخل معرّف Riot الخاص باللاعب',
      'أدخل نقاط الخبرة أو نقاط الولاء التي تريد منحها أو سحبها',
      'اذكر السبب',
    ],
    format: 'أدخل معرّف Riot بالصيغة Name#TAG',
    whole: 'أدخل عددًا صحيحًا',
    belowZero:
      'لدى \u2068Falcon#MENA\u2069 ١٢٠ نقطة خبرة و٥ نقطة ولاء: هذا التغيير سينزل بها إلى ما دون الصفر.',
    notFound: 'لا يوجد لاعب بمعرّف Riot \u2068Nobody#NONE\u2069.',
    failed: 'تعذّر إجراء التغيير. حاول مرة أخرى.',
    table: 'آخر عمليات المنح والسحب',
    headers: ['الوقت', 'اللاعب', 'نقاط الخبرة', 'نقاط الولاء', 'السبب', 'بواسطة'],
    row: ['Layla#UAE', '؜+٢٥٠', '؜-١٥', 'Bug compensation', 'Organizer#STAFF'],
    empty: 'لم تُمنح أي نقاط خبرة أو ولاء بعد.',
    notForRoles: 'هذه الصفحة ليست ضمن صلاحيات أدوارك في فريق العمل.',
  },
} as const;

const player = (gameName: string, tagLine: string) => ({
  id: `id-${gameName}`,
  displayName: gameName,
  gameName,
  tagLine,
  profileImage: null,
});

const LAYLA_GRANT: PassGrant = {
  id: 'g1',
  player: player('Layla', 'UAE'),
  staff: player('Organizer', 'STAFF'),
  xp: 250,
  points: -15,
  reason: 'Bug compensation',
  at: '2026-11-25T10:00:00.000Z',
};

const page = (grants: PassGrant[]): PassGrantsPage => ({
  data: grants,
  pagination: { total: grants.length, page: 1, limit: 20, pages: grants.length > 0 ? 1 : 0 },
});

const organizer = { user: { id: 'u1', displayName: 'Organizer', staffRoles: ['organizer'] } };

function staffApi(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /v1/user/me': { body: organizer },
    'GET /v1/admin/pass/grants': { body: page([LAYLA_GRANT]) },
    'GET /v1/admin/pass/season': { body: { data: { tiers: [], missions: [] } } },
    ...routes,
  });
}

function renderAt(locale: Locale, path = '/staff/pass') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <PassRoutes />
    </MemoryRouter>,
    locale,
  );
}

const form = (locale: Locale) =>
  within(screen.getByRole('region', { name: WORDS[locale].grantTitle }).querySelector('form')!);

function fill(locale: Locale, values: Partial<Record<'riotId' | 'xp' | 'points' | 'reason', string>>) {
  const words = WORDS[locale];
  const fields = { riotId: words.riotId, xp: words.xp, points: words.points, reason: words.reason };
  for (const [field, value] of Object.entries(values))
    fireEvent.change(form(locale).getByLabelText(fields[field as keyof typeof fields]), {
      target: { value },
    });
}

describe.each(['en', 'ar'] as const)('/staff/pass (%s)', (locale) => {
  const words = WORDS[locale];

  it('shows an organizer the page in the desk frame, with the form and the recent grants', async () => {
    signInAs({ staffRoles: ['organizer'] } as Partial<User>);
    staffApi();
    await renderAt(locale);
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: words.nav });
    expect(within(nav).getByRole('link', { name: words.title })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: words.title })).toHaveAttribute('href', '/staff/pass');

    const table = await screen.findByRole('table', { name: words.table });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.headers);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('rowheader')
        .concat(within(row!).getAllByRole('cell').slice(1))
        .map((cell) => cell.textContent),
    ).toEqual(words.row);
  });

  it('checks the form as the API does before anything is sent', async () => {
    signInAs({ staffRoles: ['organizer'] } as Partial<User>);
    const api = staffApi();
    await renderAt(locale);
    await screen.findByRole('region', { name: words.grantTitle });
    fireEvent.click(form(locale).getByRole('button', { name: words.review }));
    for (const message of words.required) expect(await form(locale).findByText(message)).toBeInTheDocument();

    fill(locale, { riotId: 'Falcon', xp: '1.5', reason: 'x' });
    fireEvent.click(form(locale).getByRole('button', { name: words.review }));
    expect(await form(locale).findByText(words.format)).toBeInTheDocument();
    expect(form(locale).getByText(words.whole)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /v1/admin/pass/grants');
  });

  it('confirms "+500 XP to Name#TAG", grants it and says the new level and totals in a toast', async () => {
    signInAs({ staffRoles: ['organizer'] } as Partial<User>);
    const sent: unknown[] = [];
    const result: PassGrantResult = {
      ...LAYLA_GRANT,
      id: 'g2',
      player: player('Falcon', 'MENA'),
      xp: 500,
      points: 0,
      reason: 'Community cup host',
      totals: { totalXP: 1200, currentLevel: 4, loyaltyPoints: 40 },
    };
    const api = staffApi({
      'POST /v1/admin/pass/grants': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { data: result } };
      },
    });
    await renderAt(locale);
    await screen.findByRole('region', { name: words.grantTitle });
    fill(locale, { riotId: ' Falcon#MENA ', xp: '500', reason: 'Community cup host' });
    fireEvent.click(form(locale).getByRole('button', { name: words.review }));

    const dialog = await screen.findByRole('dialog', { name: words.confirmTitle });
    expect(within(dialog).getByText(words.summary)).toBeInTheDocument();
    expect(within(dialog).getByText(words.reasonLine)).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /v1/admin/pass/grants');
    fireEvent.click(within(dialog).getByRole('button', { name: words.confirm }));

    expect(await toaster().findByText(words.granted)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        riotId: 'Falcon#MENA',
        xp: 500,
        points: 0,
        reason: 'Community cup host',
        requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4/),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form(locale).getByLabelText(words.riotId)).toHaveValue('');
    // The list loads again to show the new grant.
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /v1/admin/pass/grants')).toHaveLength(2),
    );
  });

  it('summarises a grant that gives XP and takes points', async () => {
    signInAs({ staffRoles: ['organizer'] } as Partial<User>);
    staffApi();
    await renderAt(locale);
    await screen.findByRole('region', { name: words.grantTitle });
    fill(locale, { riotId: 'Falcon#MENA', xp: '100', points: '-20', reason: 'Community cup host' });
    fireEvent.click(form(locale).getByRole('button', { name: words.review }));
    const dialog = await screen.findByRole('dialog', { name: words.confirmTitle });
    expect(within(dialog).getByText(words.mixedSummary)).toBeInTheDocument();
  });

  it.each([
    [
      'a revocation below zero',
      'Falcon#MENA',
      { reason: 'passTotalBelowZero', totalXP: 120, loyaltyPoints: 5, belowZero: ['xp'] },
      409,
      'belowZero',
    ],
    ['an unknown player', 'Nobody#NONE', { reason: 'playerNotFound' }, 404, 'notFound'],
    ['a reason the page does not know', 'Falcon#MENA', { reason: 'somethingNew' }, 409, 'failed'],
  ] as const)(
    'says %s in the page language, never the server English',
    async (_case, riotId, details, status, key) => {
      signInAs({ staffRoles: ['organizer'] } as Partial<User>);
      staffApi({
        'POST /v1/admin/pass/grants': {
          status,
          body: { code: status === 404 ? 4004 : 4009, message: 'Server words', details },
        },
      });
      await renderAt(locale);
      await screen.findByRole('region', { name: words.grantTitle });
      fill(locale, { riotId, xp: '-500', reason: 'Duplicate prize' });
      fireEvent.click(form(locale).getByRole('button', { name: words.review }));
      const dialog = await screen.findByRole('dialog', { name: words.confirmTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
      expect(await form(locale).findByText(words[key])).toBeInTheDocument();
      expect(screen.queryByText(/Server words/)).not.toBeInTheDocument();
      expect(form(locale).getByLabelText(words.riotId)).toHaveValue(riotId);
    },
  );

  it('says when nothing was granted yet', async () => {
    signInAs({ staffRoles: ['organizer'] } as Partial<User>);
    staffApi({ 'GET /v1/admin/pass/grants': { body: page([]) } });
    await renderAt(locale);
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
  });

  it('is not for support: the frame says so and the page makes no call', async () => {
    signInAs({ staffRoles: ['support'] } as Partial<User>);
    const api = mockApi({
      'GET /v1/user/me': { body: { user: { id: 'u1', displayName: 'Support', staffRoles: ['support'] } } },
    });
    await renderAt(locale);
    expect(await screen.findByText(words.notForRoles)).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /v1/user/me']);
  });
});
