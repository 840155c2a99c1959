import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStaffRegistration, makeStaffTournament } from '../../../testing/fixtures';
import { StaffTournamentsPage } from './staff-tournaments-page';

const CUP = makeStaffTournament();
const DUEL = makeStaffTournament({ id: 't2', name: { en: 'Desert Duel', ar: 'مبارزة الصحراء' } });

const REGISTRATIONS = [
  makeStaffRegistration(),
  makeStaffRegistration({
    id: 'r2',
    registrationStatus: 'checked-in',
    player: { id: 'u6', gameName: 'Mona', tagLine: 'AMM' },
    team: null,
  }),
];

beforeEach(() => resetKit());

function renderAt(path: string, locale: 'en' | 'ar') {
  mockApi({
    'GET /v1/admin/tournaments': { body: { data: [CUP, DUEL] } },
    'GET /v1/admin/tournaments/t1/registrations': { body: { data: REGISTRATIONS } },
  });
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <StaffTournamentsPage />
    </MemoryRouter>,
    locale,
  );
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the staff tournaments console', () => {
  it.each([
    [
      'en',
      'Tournaments',
      ['Tournament', 'Starts', 'Registration', 'Registrations', 'Checked in', 'Actions'],
      'Review registrations of Ramadan Nights Cup',
      'Registration list',
      ['Player or team', 'Registered by', 'Registered', 'Status', 'Reason', 'Actions'],
      ['Approve Gulf Sharks', 'Reject Gulf Sharks'],
    ],
    [
      'ar',
      'البطولات',
      ['البطولة', 'تبدأ', 'التسجيل', 'التسجيلات', 'سجّلوا الحضور', 'الإجراءات'],
      'مراجعة تسجيلات كأس ليالي رمضان',
      'قائمة التسجيلات',
      ['اللاعب أو الفريق', 'سجّله', 'تاريخ التسجيل', 'الحالة', 'السبب', 'الإجراءات'],
      ['قبول Gulf Sharks', 'رفض Gulf Sharks'],
    ],
  ] as const)(
    'lists the tournaments in a named table, each row named by its tournament; Review marks the row and lists its registrations (%s)',
    async (locale, title, columns, review, list, registrationColumns, actions) => {
      await renderAt('/staff/tournaments', locale);
      const tournaments = await screen.findByRole('table', { name: title });
      expect(headers(tournaments)).toEqual(columns);
      const [cupRow, duelRow] = within(tournaments).getAllByRole('row').slice(1);
      expect(within(cupRow!).getByRole('rowheader')).toHaveTextContent(CUP.name[locale]!);
      expect(within(duelRow!).getByRole('rowheader')).toHaveTextContent(DUEL.name[locale]!);
      expect(cupRow).not.toHaveAttribute('aria-current');

      fireEvent.click(within(cupRow!).getByRole('button', { name: review }));
      expect(cupRow).toHaveAttribute('aria-current', 'true');
      expect(duelRow).not.toHaveAttribute('aria-current');
      const registrations = await screen.findByRole('table', { name: list });
      expect(headers(registrations)).toEqual(registrationColumns);
      const [teamRow, checkedInRow] = within(registrations).getAllByRole('row').slice(1);
      expect(within(teamRow!).getByRole('rowheader')).toHaveTextContent('Gulf Sharks');
      expect(
        within(teamRow!)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(actions);
      // A checked-in registration is past review: no action.
      expect(within(checkedInRow!).getByRole('rowheader')).toHaveTextContent('Mona#AMM');
      expect(within(checkedInRow!).queryByRole('button')).toBeNull();
    },
  );

  it('opens on the tournament the address names, its row marked and its registrations listed', async () => {
    await renderAt('/staff/tournaments?tournament=t1&status=pending', 'en');
    const tournaments = await screen.findByRole('table', { name: 'Tournaments' });
    const current = within(tournaments)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ramadan Nights CupPublished5vs5 · me1',
    ]);
    const registrations = await screen.findByRole('table', { name: 'Registration list' });
    expect(within(registrations).getByRole('rowheader', { name: /Gulf Sharks/ })).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Draft',
      'Cancelled',
      'Not published yet',
      'Registrations withdrawn',
      'Edit Desert Duel',
      ['Run Desert Duel', 'Run'],
      'Create tournament',
    ],
    [
      'ar',
      'مسودة',
      'ملغاة',
      'لم تُنشر بعد',
      'سُحبت التسجيلات',
      'تعديل مبارزة الصحراء',
      ['إدارة مبارزة الصحراء', 'إدارة'],
      'إنشاء بطولة',
    ],
  ] as const)(
    'marks drafts and cancelled tournaments, without a registration switch, and links each to its edit and run pages (%s)',
    async (locale, draft, cancelled, notPublished, withdrawn, editDuel, [runDuel, runText], create) => {
      mockApi({
        'GET /v1/admin/tournaments': {
          body: {
            data: [
              CUP,
              { ...DUEL, lifecycle: 'draft' },
              makeStaffTournament({
                id: 't3',
                name: { en: 'Old Cup', ar: 'كأس قديمة' },
                lifecycle: 'cancelled',
              }),
            ],
          },
        },
      });
      await renderWithKit(
        <MemoryRouter initialEntries={['/staff/tournaments']}>
          <StaffTournamentsPage />
        </MemoryRouter>,
        locale,
      );
      const [cupRow, duelRow, oldRow] = (await screen.findAllByTestId('staff-tournament-row')) as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      expect(within(duelRow).getByRole('rowheader')).toHaveTextContent(draft);
      expect(within(duelRow).getByText(notPublished)).toBeInTheDocument();
      expect(within(oldRow).getByRole('rowheader')).toHaveTextContent(cancelled);
      expect(within(oldRow).getByText(withdrawn)).toBeInTheDocument();
      // Review only: the registration switch is for published tournaments.
      expect(within(duelRow).getAllByRole('button')).toHaveLength(1);
      expect(within(oldRow).getAllByRole('button')).toHaveLength(1);
      expect(within(cupRow).getAllByRole('button')).toHaveLength(2);
      expect(within(duelRow).getByRole('link', { name: editDuel })).toHaveAttribute(
        'href',
        '/staff/tournaments/t2/edit',
      );
      // The run link says its word and names the tournament (axe: the visible text is part of the name).
      const run = within(duelRow).getByRole('link', { name: runDuel });
      expect(run).toHaveAttribute('href', '/staff/tournaments/t2/run');
      expect(run).toHaveTextContent(runText);
      expect(screen.getByRole('link', { name: create })).toHaveAttribute('href', '/staff/tournaments/new');
    },
  );

  it('searches by name through the address, and says when nothing matches', async () => {
    const searched: (string | null)[] = [];
    mockApi({
      'GET /v1/admin/tournaments': ({ url }) => {
        const search = url.searchParams.get('search');
        searched.push(search);
        return { body: { data: search ? [] : [CUP, DUEL] } };
      },
    });
    let address = '';
    function Address() {
      const location = useLocation();
      address = `${location.pathname}${location.search}`;
      return null;
    }
    await renderWithKit(
      <MemoryRouter initialEntries={['/staff/tournaments']}>
        <Routes>
          <Route
            path="/staff/tournaments"
            element={
              <>
                <StaffTournamentsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
      'en',
    );
    await screen.findByRole('table', { name: 'Tournaments' });
    const box = within(screen.getByRole('search')).getByLabelText('Search tournaments');
    fireEvent.change(box, { target: { value: '  Nowhere Cup ' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No tournament matches “Nowhere Cup”.')).toBeInTheDocument();
    expect(address).toBe('/staff/tournaments?search=Nowhere+Cup');
    expect(searched).toEqual([null, 'Nowhere Cup']);
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(address).toBe('/staff/tournaments'));
    expect(await screen.findByRole('table', { name: 'Tournaments' })).toBeInTheDocument();
  });

  it('opens with the search the address holds, in the box and in the call', async () => {
    const api = mockApi({ 'GET /v1/admin/tournaments': { body: { data: [DUEL] } } });
    await renderWithKit(
      <MemoryRouter initialEntries={['/staff/tournaments?search=desert']}>
        <StaffTournamentsPage />
      </MemoryRouter>,
      'ar',
    );
    expect(await screen.findByRole('rowheader', { name: /مبارزة الصحراء/ })).toBeInTheDocument();
    expect(screen.getByLabelText('البحث في البطولات')).toHaveValue('desert');
    const [input] = api.mock.calls[0]!;
    expect(new URL(String(input)).searchParams.get('search')).toBe('desert');
  });
});
