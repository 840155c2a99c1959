import type { RewardSeason, StaffPassSeason, User } from '@arena/contract';
import {
  clearToasts,
  mockApi,
  renderWithKit,
  resetKit,
  signInAs,
  type MockRoute,
} from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PassRoutes } from '../../../../app/routes';

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

const ORGANIZER = { id: 'u1', displayName: 'Organizer', staffRoles: ['organizer'] } as Partial<User>;
const CURRENT: RewardSeason = {
  id: 'season-1',
  name: { en: 'Season 1', ar: 'الموسم ١' },
  startsAt: '2025-01-27T00:00:00.000Z',
  endsAt: '2027-01-27T00:00:00.000Z',
  status: 'current',
  startedAt: '2025-01-27T00:00:00.000Z',
  endedAt: null,
};
const NEXT: RewardSeason = {
  ...CURRENT,
  id: 'season-2',
  name: { en: 'Season 2', ar: 'الموسم ٢' },
  startsAt: '2027-01-27T00:00:00.000Z',
  endsAt: '2027-05-01T00:00:00.000Z',
  status: 'upcoming',
  startedAt: null,
};
const SEASON: StaffPassSeason = { seasonId: 'season-1', status: 'current', tiers: [], missions: [] };

async function renderDesk(locale: 'en' | 'ar', routes: Record<string, MockRoute>) {
  signInAs(ORGANIZER);
  const api = mockApi({
    'GET /v1/user/me': { body: { user: ORGANIZER } },
    'GET /v1/admin/pass/grants': {
      body: { data: [], pagination: { total: 0, page: 1, limit: 20, pages: 0 } },
    },
    'GET /v1/admin/pass/season': { body: { data: SEASON } },
    ...routes,
  });
  await renderWithKit(
    <MemoryRouter initialEntries={['/staff/pass']}>
      <PassRoutes />
    </MemoryRouter>,
    locale,
  );
  return api;
}

describe('/staff/pass: the next season', () => {
  it('checks the form, then creates the season with its names and days (English)', async () => {
    let seasons = [CURRENT];
    const api = await renderDesk('en', {
      'GET /v1/menapass/seasons': () => ({ body: { data: seasons } }),
      'POST /v1/admin/pass/seasons': ({ body }) => {
        seasons = [NEXT, CURRENT];
        return { status: 201, body: { data: { ...NEXT, ...(body as object) } } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Next season' });
    expect(await within(section).findByText(/Current season: Season 1/)).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'The next season' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const nameEn = within(form).getByLabelText('Name in English');
    await waitFor(() => expect(nameEn).toHaveFocus());
    expect(api.calls()).not.toContain('POST /v1/admin/pass/seasons');

    fireEvent.change(nameEn, { target: { value: 'Season 2' } });
    fireEvent.change(within(form).getByLabelText('Name in Arabic'), { target: { value: 'الموسم ٢' } });
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2027-01-27' } });
    fireEvent.change(within(form).getByLabelText(/Last day/), { target: { value: '2027-01-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The last day cannot be before the first.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/Last day/), { target: { value: '2027-04-30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(section).findByRole('button', { name: 'Start the season' })).toBeInTheDocument();
    expect(
      within(section).getByText(/^It starts on its own at .*2027.*, unless you start it before\.$/),
    ).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body)) as { name: unknown; startsAt: string; endsAt: string };
    expect(body.name).toEqual({ en: 'Season 2', ar: 'الموسم ٢' });
    expect(new Date(body.startsAt)).toEqual(new Date(2027, 0, 27));
    expect(new Date(body.endsAt)).toEqual(new Date(2027, 4, 1));
  });

  it('starts the upcoming season only after the confirmation (Arabic)', async () => {
    let seasons = [NEXT, CURRENT];
    const api = await renderDesk('ar', {
      'GET /v1/menapass/seasons': () => ({ body: { data: seasons } }),
      'POST /v1/admin/pass/seasons/season-2/start': () => {
        seasons = [
          { ...NEXT, status: 'current' },
          { ...CURRENT, status: 'ended' },
        ];
        return { body: { data: seasons[0] } };
      },
    });
    const section = await screen.findByRole('region', { name: 'الموسم التالي' });
    expect(await within(section).findByText('الموسم ٢')).toBeInTheDocument();
    // The season section can show the upcoming season to edit it.
    expect(await screen.findByRole('combobox', { name: 'الموسم المعروض' })).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'ابدأ الموسم' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تبدأ الموسم ٢؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: /إلغاء|Cancel/ }));
    expect(api.calls()).not.toContain('POST /v1/admin/pass/seasons/season-2/start');

    fireEvent.click(within(section).getByRole('button', { name: 'ابدأ الموسم' }));
    const again = await screen.findByRole('dialog', { name: 'هل تبدأ الموسم ٢؟' });
    fireEvent.click(within(again).getByRole('button', { name: 'ابدأ الموسم' }));
    await waitFor(() => expect(api.calls()).toContain('POST /v1/admin/pass/seasons/season-2/start'));
    expect(await within(section).findByText(/الموسم الحالي: الموسم ٢/)).toBeInTheDocument();
  });
});
