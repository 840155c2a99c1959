import type { StaffPassMission, StaffPassSeason, StaffPassTier, User } from '@arena/contract';
import { formatNumber } from '@arena/shared-kit';
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
import { toaster } from '../../../../testing/toasts';

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

const tier = (level: number, overrides: Partial<StaffPassTier> = {}): StaffPassTier => ({
  level,
  xpNeeded: 100 * level + 20 * ((level * (level - 1)) / 2),
  isMilestone: level === 12,
  reward: { type: 'loyalty_points', amount: 20 },
  ...overrides,
});

const mission = (level: number, overrides: Partial<StaffPassMission> = {}): StaffPassMission => ({
  id: `mission-${level}`,
  level,
  position: 0,
  kind: 'play',
  name: { en: `Play ${level} matches`, ar: `العب المباريات ${level}` },
  description: { en: 'Any mode.', ar: 'أي نمط.' },
  requirements: { en: 'Finished matches', ar: 'مباريات مكتملة' },
  xpReward: 150 + level,
  target: level,
  rewardType: 'loyalty_points',
  reward: 20,
  completions: 0,
  ...overrides,
});

/** Twelve levels and twelve missions: two pages of each. */
const SEASON: StaffPassSeason = {
  seasonId: 'season-1',
  status: 'current',
  tiers: Array.from({ length: 12 }, (_, index) =>
    tier(index + 1, index === 4 ? { reward: { type: 'hextech_key', amount: 1 } } : {}),
  ),
  missions: Array.from({ length: 12 }, (_, index) =>
    mission(
      index + 1,
      index === 1
        ? {
            name: { en: 'Win 2 matches', ar: 'فُز في مباراتين' },
            completions: 3,
          }
        : index === 4
          ? { rewardType: 'hextech_key', reward: null }
          : {},
    ),
  ),
};

const WORDS = {
  en: {
    season: 'Season',
    tiers: 'Pass levels',
    missions: 'Pass missions',
    tierHeaders: ['Level', 'XP needed', 'Reward', 'Actions'],
    missionHeaders: ['Mission', 'Level', 'Target', 'XP', 'Reward', 'Completed by', 'Actions'],
    milestone: 'Milestone',
    edit: 'Edit',
    tierPager: 'Level pages',
    editTier: (level: number) => `Edit level ${level}`,
    editMission: (name: string, level = 2) => `Edit the level ${level} mission: ${name}`,
    missionTitle: 'Edit the level 2 mission',
    tierTitle: 'Edit level 3',
    completions: '3 players completed this mission: they keep its XP and reward.',
    name: { en: 'Name (English)', ar: 'Name (Arabic)' },
    description: { ar: 'Description (Arabic)' },
    requirements: { ar: 'Requirements (Arabic)' },
    xpReward: 'XP reward',
    rewardType: 'Reward',
    points: 'Loyalty points',
    xpNeeded: 'XP needed',
    amount: 'Amount',
    save: 'Save',
    missionSaved: 'Mission saved. The pass shows it now.',
    tierSaved: 'Level 3 saved. The pass shows it now.',
    required: 'Required.',
    xpRange: 'Enter a number from 150 to 500.',
    tierRange: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
    refused: 'This value was refused: check it.',
    checkFields: 'Some fields need your attention.',
    gone: 'This mission no longer exists.',
    key: 'Hextech Key',
    points20: '20 Loyalty Points',
    arabicLanguage: 'Arabic',
  },
  ar: {
    season: 'الموسم',
    tiers: 'مستويات الباس',
    missions: 'مهام الباس',
    tierHeaders: ['المستوى', 'نقاط الخبرة المطلوبة', 'المكافأة', 'إجراءات'],
    missionHeaders: ['المهمة', 'المستوى', 'الهدف', 'نقاط الخبرة', 'المكافأة', 'أكملها', 'إجراءات'],
    milestone: 'مستوى رئيسي',
    edit: 'تعديل',
    tierPager: 'صفحات المستويات',
    editTier: (level: number) => `تعديل المستوى ${formatNumber(level, 'ar')}`,
    editMission: (name: string, level = 2) => `تعديل مهمة المستوى ${formatNumber(level, 'ar')}: ${name}`,
    missionTitle: `تعديل مهمة المستوى ${formatNumber(2, 'ar')}`,
    tierTitle: `تعديل المستوى ${formatNumber(3, 'ar')}`,
    completions: `أكمل ${formatNumber(3, 'ar')} لاعبين هذه المهمة: يحتفظون بنقاط خبرتها ومكافأتها.`,
    name: { en: 'الاسم (الإنجليزية)', ar: 'الاسم (العربية)' },
    description: { ar: 'الوصف (العربية)' },
    requirements: { ar: 'المتطلبات (العربية)' },
    xpReward: 'مكافأة نقاط الخبرة',
    rewardType: 'المكافأة',
    points: 'نقاط الولاء',
    xpNeeded: 'نقاط الخبرة المطلوبة',
    amount: 'الكمية',
    save: 'حفظ',
    missionSaved: 'حُفظت المهمة، ويعرضها الباس الآن.',
    tierSaved: `حُفظ المستوى ${formatNumber(3, 'ar')}، ويعرضه الباس الآن.`,
    required: 'مطلوب.',
    xpRange: `أدخل عددًا من ${formatNumber(150, 'ar')} إلى ${formatNumber(500, 'ar')}.`,
    tierRange: (min: number, max: number) =>
      `أدخل عددًا من ${formatNumber(min, 'ar')} إلى ${formatNumber(max, 'ar')}.`,
    refused: 'رُفضت هذه القيمة: تحقق منها.',
    checkFields: 'بعض الحقول تحتاج إلى مراجعتك.',
    gone: 'لم تعد هذه المهمة موجودة.',
    key: 'مفتاح هكستك',
    points20: `نقاط الولاء: ${formatNumber(20, 'ar')}`,
    arabicLanguage: 'العربية',
  },
} as const;

const ORGANIZER = { id: 'u1', displayName: 'Organizer', staffRoles: ['organizer'] } as Partial<User>;

async function renderDesk(locale: Locale, routes: Record<string, MockRoute> = {}) {
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

const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

/** A row's cells, its row header first. */
const cellsOf = (row: HTMLElement) =>
  textsOf([...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')]);

describe.each(['en', 'ar'] as const)("/staff/pass: the season's levels and missions (%s)", (locale) => {
  const words = WORDS[locale];
  const number = (value: number) => formatNumber(value, locale);

  it('lists the levels and the missions, names in the reader’s language, ten a page', async () => {
    await renderDesk(locale);
    const season = await screen.findByRole('region', { name: words.season });
    const tiers = await within(season).findByRole('table', { name: words.tiers });
    expect(textsOf(within(tiers).getAllByRole('columnheader'))).toEqual(words.tierHeaders);
    const tierRows = within(tiers).getAllByRole('row').slice(1);
    expect(tierRows).toHaveLength(10);
    expect(cellsOf(tierRows[4]!)).toEqual([number(5), number(700), words.key, words.edit]);

    const missions = within(season).getByRole('table', { name: words.missions });
    expect(textsOf(within(missions).getAllByRole('columnheader'))).toEqual(words.missionHeaders);
    const missionRows = within(missions).getAllByRole('row').slice(1);
    expect(missionRows).toHaveLength(10);
    expect(cellsOf(missionRows[1]!)).toEqual([
      SEASON.missions[1]!.name[locale],
      number(2),
      number(2),
      number(152),
      words.points20,
      number(3),
      words.edit,
    ]);

    // The second page of levels holds 11 and 12, the milestone.
    const pager = within(season).getByRole('navigation', { name: words.tierPager });
    const pagerButtons = within(pager).getAllByRole('button');
    fireEvent.click(pagerButtons[pagerButtons.length - 1]!);
    const secondPage = within(tiers).getAllByRole('row').slice(1);
    expect(secondPage).toHaveLength(2);
    expect(secondPage[1]).toHaveTextContent(words.milestone);
  });

  it('edits a mission in both languages: Arabic written right to left, the body sent whole, a toast', async () => {
    const sent: unknown[] = [];
    const saved = { ...SEASON.missions[1]!, name: { en: 'Win two ranked', ar: 'فُز مرتين' }, xpReward: 300 };
    const api = await renderDesk(locale, {
      'PUT /v1/admin/pass/missions/mission-2': ({ body }) => {
        sent.push(body);
        return { body: { data: saved } };
      },
      'GET /v1/admin/pass/season': () => ({
        body: {
          data: {
            ...SEASON,
            missions: SEASON.missions.map((row) => (sent.length > 0 && row.id === saved.id ? saved : row)),
          },
        },
      }),
    });
    const edit = await screen.findByRole('button', {
      name: words.editMission(SEASON.missions[1]!.name[locale]),
    });
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: words.missionTitle });
    expect(within(dialog).getByText(words.completions)).toBeInTheDocument();
    const arabicName = within(dialog).getByLabelText(words.name.ar);
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    expect(arabicName).toHaveValue('فُز في مباراتين');
    expect(within(dialog).getByLabelText(words.description.ar)).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByLabelText(words.requirements.ar)).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByLabelText(words.name.en)).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByRole('group', { name: words.arabicLanguage })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(words.name.en), { target: { value: ' Win two ranked ' } });
    fireEvent.change(arabicName, { target: { value: 'فُز مرتين' } });
    fireEvent.change(within(dialog).getByLabelText(words.xpReward), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));

    expect(await toaster().findByText(words.missionSaved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: { en: 'Win two ranked', ar: 'فُز مرتين' },
        description: SEASON.missions[1]!.description,
        requirements: SEASON.missions[1]!.requirements,
        target: 2,
        xpReward: 300,
        rewardType: 'loyalty_points',
        reward: 20,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('button', {
        name: words.editMission(locale === 'en' ? 'Win two ranked' : 'فُز مرتين'),
      }),
    ).toBeInTheDocument();
    // The season loads again after the save.
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /v1/admin/pass/season')).toHaveLength(2),
    );
  });

  it('says what is wrong next to each field before anything is sent, and hides the points of a code reward', async () => {
    const api = await renderDesk(locale);
    fireEvent.click(
      await screen.findByRole('button', { name: words.editMission(SEASON.missions[1]!.name[locale]) }),
    );
    const dialog = await screen.findByRole('dialog', { name: words.missionTitle });
    fireEvent.change(within(dialog).getByLabelText(words.name.ar), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText(words.xpReward), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));

    const arabicName = within(dialog).getByLabelText(words.name.ar);
    await waitFor(() => expect(arabicName).toHaveAttribute('aria-invalid', 'true'));
    expect(arabicName).toHaveAccessibleDescription(words.required);
    expect(within(dialog).getByLabelText(words.xpReward)).toHaveAccessibleDescription(
      expect.stringContaining(words.xpRange),
    );
    await waitFor(() => expect(arabicName).toHaveFocus());
    expect(api.calls()).not.toContain('PUT /v1/admin/pass/missions/mission-2');

    fireEvent.change(within(dialog).getByLabelText(words.rewardType), { target: { value: 'hextech_key' } });
    expect(within(dialog).queryByLabelText(words.points)).not.toBeInTheDocument();
  });

  it("puts the API's 400 on the fields it names, in the page's words", async () => {
    await renderDesk(locale, {
      'PUT /v1/admin/pass/missions/mission-2': {
        status: 400,
        body: {
          code: 4000,
          message: 'Invalid body: name.ar',
          details: { location: 'body', fields: { 'name.ar': 'must not contain invisible characters' } },
        },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: words.editMission(SEASON.missions[1]!.name[locale]) }),
    );
    const dialog = await screen.findByRole('dialog', { name: words.missionTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
    const arabicName = within(dialog).getByLabelText(words.name.ar);
    await waitFor(() => expect(arabicName).toHaveAttribute('aria-invalid', 'true'));
    expect(arabicName).toHaveAccessibleDescription(words.refused);
    await waitFor(() => expect(arabicName).toHaveFocus());
    expect(within(dialog).getByText(words.checkFields)).toBeInTheDocument();
    expect(screen.queryByText(/invisible characters/)).not.toBeInTheDocument();
  });

  it('says when the mission is gone', async () => {
    await renderDesk(locale, {
      'PUT /v1/admin/pass/missions/mission-2': {
        status: 404,
        body: { code: 4004, message: 'Mission not found', details: null },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: words.editMission(SEASON.missions[1]!.name[locale]) }),
    );
    const dialog = await screen.findByRole('dialog', { name: words.missionTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
    expect(await within(dialog).findByText(words.gone)).toBeInTheDocument();
  });

  it('edits a level: the XP needed between its neighbours, the reward, a toast', async () => {
    const sent: unknown[] = [];
    await renderDesk(locale, {
      'PUT /v1/admin/pass/tiers/3': ({ body }) => {
        sent.push(body);
        return {
          body: { data: { ...tier(3), xpNeeded: 300, reward: { type: 'hextech_chest', amount: 2 } } },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: words.editTier(3) }));
    const dialog = await screen.findByRole('dialog', { name: words.tierTitle });
    const xpNeeded = within(dialog).getByLabelText(words.xpNeeded);
    expect(xpNeeded).toHaveValue('360');
    // Level 2 needs 220 XP and level 4 needs 520.
    fireEvent.change(xpNeeded, { target: { value: '520' } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
    await waitFor(() => expect(xpNeeded).toHaveAttribute('aria-invalid', 'true'));
    expect(xpNeeded).toHaveAccessibleDescription(expect.stringContaining(words.tierRange(221, 519)));
    expect(sent).toEqual([]);

    fireEvent.change(xpNeeded, { target: { value: '300' } });
    fireEvent.change(within(dialog).getByLabelText(words.rewardType), { target: { value: 'hextech_chest' } });
    fireEvent.change(within(dialog).getByLabelText(words.amount), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
    expect(await toaster().findByText(words.tierSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ xpNeeded: 300, reward: { type: 'hextech_chest', amount: 2 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the XP needed when the API refuses it (a neighbour moved meanwhile)', async () => {
    await renderDesk(locale, {
      'PUT /v1/admin/pass/tiers/3': {
        status: 400,
        body: {
          code: 4000,
          message: 'Invalid body: xpNeeded',
          details: { location: 'body', fields: { xpNeeded: "must be less than level 4's 300 XP" } },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: words.editTier(3) }));
    const dialog = await screen.findByRole('dialog', { name: words.tierTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
    const xpNeeded = within(dialog).getByLabelText(words.xpNeeded);
    await waitFor(() => expect(xpNeeded).toHaveAttribute('aria-invalid', 'true'));
    expect(xpNeeded).toHaveAccessibleDescription(expect.stringContaining(words.refused));
  });
});
