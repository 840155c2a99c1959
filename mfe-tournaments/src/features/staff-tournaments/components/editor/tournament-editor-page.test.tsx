import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TournamentsRoutes } from '../../../../app/routes';
import { makeOrganizerTournament } from '../../../../testing/fixtures';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => resetKit());

const ORGANIZER = { id: 'o1', displayName: 'Arena Organizer', staffRoles: ['organizer'] as const };

/** The console at `path`, as an organizer, with the API's answers (the staff frame loads the user again). */
function renderAt(path: string, locale: 'en' | 'ar', routes: Record<string, MockRoute>) {
  signInAs({ ...ORGANIZER, staffRoles: ['organizer'] });
  const api = mockApi({
    'GET /v1/user/me': { body: { user: { ...ORGANIZER, staffRoles: ['organizer'] } } },
    ...routes,
  });
  const rendered = renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <TournamentsRoutes />
    </MemoryRouter>,
    locale,
  );
  return { api, rendered };
}

const TEXT = {
  en: {
    newTitle: 'Create tournament',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    kind: 'Bracket format',
    regOpens: 'Registration opens',
    regCloses: 'Registration closes',
    checkIn: 'Check-in opens',
    starts: 'Starts',
    ends: 'Ends',
    addPrize: 'Add a prize',
    amount: 'Amount (USD)',
    addRule: 'Add a rule',
    ruleEn: 'Rule 1 (English)',
    ruleAr: 'Rule 1 (Arabic)',
    createDraft: 'Create draft',
    created: 'Draft created. Players do not see it until you publish it.',
    editTitle: 'Edit Falcon Cup',
    required: 'Required.',
    checkInOrder: 'Must be at or after “Registration closes”.',
    refused: 'This value was refused: check it.',
    checkFields: 'Some fields need your attention.',
    thirdPlace: 'Third-place match',
    grandFinalReset: 'Grand final reset (a second final when the lower-bracket finalist wins the first)',
    groups: 'Groups',
    playoff: 'Playoff',
    rounds: 'Rounds',
    publish: 'Publish',
    publishTitle: 'Publish Ramadan Nights Cup?',
    incomplete: 'It cannot be published yet: add the Arabic description and at least one rule.',
    published: 'Published. Players now see it on the tournament list.',
    publishedBadge: 'Published',
    scheduleNote: 'Published: registered players are notified when you change the schedule.',
    cancel: 'Cancel tournament',
    cancelTitle: 'Cancel Ramadan Nights Cup?',
    reason: 'Reason',
    completed: 'It is over: it can no longer change.',
    cancelled: 'Tournament cancelled. Registered players were notified.',
    cancelledBadge: 'Cancelled',
    chooseEn: 'Choose the English poster',
    previewEn: 'English poster preview',
    notImage: 'Please upload an image file',
  },
  ar: {
    newTitle: 'إنشاء بطولة',
    nameEn: 'الاسم (بالإنجليزية)',
    nameAr: 'الاسم (بالعربية)',
    kind: 'نظام البطولة',
    regOpens: 'يبدأ التسجيل',
    regCloses: 'ينتهي التسجيل',
    checkIn: 'يبدأ تسجيل الحضور',
    starts: 'تبدأ البطولة',
    ends: 'تنتهي البطولة',
    addPrize: 'إضافة جائزة',
    amount: 'المبلغ (USD)',
    addRule: 'إضافة قانون',
    ruleEn: 'القانون ١ (بالإنجليزية)',
    ruleAr: 'القانون ١ (بالعربية)',
    createDraft: 'إنشاء مسودة',
    created: 'أُنشئت المسودة. لن يراها اللاعبون حتى تنشرها.',
    editTitle: 'تعديل كأس الصقر',
    required: 'مطلوب.',
    checkInOrder: 'يجب أن يكون عند «ينتهي التسجيل» أو بعده.',
    refused: 'رُفضت هذه القيمة: تحقق منها.',
    checkFields: 'بعض الحقول تحتاج إلى مراجعتك.',
    thirdPlace: 'مباراة على المركز الثالث',
    grandFinalReset: 'إعادة النهائي الكبير (نهائي ثانٍ إذا فاز القادم من مسار الخاسرين بالأول)',
    groups: 'المجموعات',
    playoff: 'الأدوار الإقصائية',
    rounds: 'الجولات',
    publish: 'نشر',
    publishTitle: 'نشر كأس ليالي رمضان؟',
    incomplete: 'لا يمكن نشرها بعد: أضف الوصف بالعربية وقانونًا واحدًا على الأقل.',
    published: 'نُشرت البطولة. يراها اللاعبون الآن في قائمة البطولات.',
    publishedBadge: 'منشورة',
    scheduleNote: 'منشورة: يُبلَّغ اللاعبون المسجلون عند تغيير الجدول الزمني.',
    cancel: 'إلغاء البطولة',
    cancelTitle: 'إلغاء كأس ليالي رمضان؟',
    reason: 'السبب',
    completed: 'انتهت البطولة: لم يعد بالإمكان تغييرها.',
    cancelled: 'أُلغيت البطولة وأُبلغ اللاعبون المسجلون.',
    cancelledBadge: 'ملغاة',
    chooseEn: 'اختيار الملصق (الإنجليزية)',
    previewEn: 'معاينة الملصق (الإنجليزية)',
    notImage: 'يرجى رفع ملف صورة',
  },
} as const;

type Locale = keyof typeof TEXT;
const LOCALES = ['en', 'ar'] as const;

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills a valid 5vs5 single-elimination cup: names, a skill level, the schedule, a prize and a rule. */
async function fillCup(locale: Locale) {
  const text = TEXT[locale];
  change(text.nameEn, '  Falcon Cup ');
  change(text.nameAr, 'كأس الصقر');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Gold' }));
  change(text.regOpens, '2026-12-01T18:00');
  change(text.regCloses, '2026-12-05T18:00');
  change(text.checkIn, '2026-12-06T17:00');
  change(text.starts, '2026-12-06T18:00');
  change(text.ends, '2026-12-06T23:00');
  fireEvent.click(screen.getByRole('button', { name: text.addPrize }));
  change(text.amount, '1000');
  fireEvent.click(screen.getByRole('button', { name: text.addRule }));
  change(text.ruleEn, 'Be on time.');
  change(text.ruleAr, 'احضر في الموعد.');
}

const at = (year: number, month: number, day: number, hour: number) =>
  new Date(year, month - 1, day, hour).toISOString();

describe('the organizer console: a new tournament', () => {
  it.each(LOCALES)(
    'creates a draft with valid data: the body the API takes, then its edit page (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const sent: unknown[] = [];
      const { api } = renderAt('/staff/tournaments/new', locale, {
        'POST /v1/admin/tournaments': ({ body }) => {
          sent.push(body);
          return {
            status: 201,
            body: {
              data: makeOrganizerTournament({ id: 'new-1', name: { en: 'Falcon Cup', ar: 'كأس الصقر' } }),
            },
          };
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: text.newTitle })).toBeInTheDocument();
      expect(document.title).toContain(text.newTitle);
      // Each language's field is written in its own direction, whatever the page's.
      expect(screen.getByLabelText(text.nameAr)).toHaveAttribute('dir', 'rtl');
      expect(screen.getByLabelText(text.nameAr)).toHaveAttribute('lang', 'ar');
      expect(screen.getByLabelText(text.nameEn)).toHaveAttribute('dir', 'ltr');
      await fillCup(locale);
      fireEvent.click(screen.getByRole('checkbox', { name: text.thirdPlace }));
      fireEvent.click(screen.getByRole('button', { name: text.createDraft }));

      expect(await screen.findByText(text.created)).toBeInTheDocument();
      expect(sent).toEqual([
        {
          name: { en: 'Falcon Cup', ar: 'كأس الصقر' },
          region: 'me1',
          format: '5vs5',
          structure: { kind: 'single_elimination', thirdPlaceMatch: true },
          skill_level: ['Gold'],
          capacity: null,
          approval_required: true,
          registration_start_time: at(2026, 12, 1, 18),
          registration_closed_time: at(2026, 12, 5, 18),
          checking_time: at(2026, 12, 6, 17),
          starting_time: at(2026, 12, 6, 18),
          ends_at: at(2026, 12, 6, 23),
          prize_pool: { currency: 'USD', places: [{ place: 1, amount: 1000 }] },
          rules: [{ en: 'Be on time.', ar: 'احضر في الموعد.' }],
          requirements: [],
          faqs: [],
          additional_info: null,
          support_live_chat: false,
          stream_url: null,
          min_rank: null,
          max_rank: null,
          min_account_level: null,
        },
      ]);
      // The draft's edit page, from the answer (no second call).
      expect(await screen.findByRole('heading', { level: 1, name: text.editTitle })).toBeInTheDocument();
      expect(api.calls().filter((call) => call.startsWith('GET /v1/admin/tournaments/'))).toEqual([]);
    },
  );

  it.each(LOCALES)(
    'shows a missing Arabic name on that field, focused, and sends nothing (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const { api } = renderAt('/staff/tournaments/new', locale, {});
      await screen.findByRole('heading', { level: 1, name: text.newTitle });
      await fillCup(locale);
      change(text.nameAr, '   ');
      fireEvent.click(screen.getByRole('button', { name: text.createDraft }));

      const nameAr = screen.getByLabelText(text.nameAr);
      await waitFor(() => expect(nameAr).toHaveAttribute('aria-invalid', 'true'));
      expect(nameAr).toHaveAccessibleDescription(text.required);
      expect(nameAr).toHaveFocus();
      expect(screen.getByLabelText(text.nameEn)).not.toHaveAttribute('aria-invalid');
      expect(api.calls()).not.toContain('POST /v1/admin/tournaments');
    },
  );

  it.each(LOCALES)(
    'refuses a schedule out of order before sending, on the date that breaks it (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const { api } = renderAt('/staff/tournaments/new', locale, {});
      await screen.findByRole('heading', { level: 1, name: text.newTitle });
      await fillCup(locale);
      change(text.checkIn, '2026-12-04T18:00');
      fireEvent.click(screen.getByRole('button', { name: text.createDraft }));

      const checkIn = screen.getByLabelText(text.checkIn);
      await waitFor(() => expect(checkIn).toHaveAttribute('aria-invalid', 'true'));
      expect(checkIn).toHaveAccessibleDescription(expect.stringContaining(text.checkInOrder));
      expect(checkIn).toHaveFocus();
      expect(api.calls()).not.toContain('POST /v1/admin/tournaments');
      // Put in order, the error goes as the date changes.
      change(text.checkIn, '2026-12-05T18:00');
      await waitFor(() => expect(checkIn).not.toHaveAttribute('aria-invalid'));
    },
  );

  it.each(LOCALES)(
    "puts the API's 400 on the field it names, focused, in the page's words (%s)",
    async (locale) => {
      const text = TEXT[locale];
      renderAt('/staff/tournaments/new', locale, {
        'POST /v1/admin/tournaments': {
          status: 400,
          body: {
            code: 4000,
            message: 'Invalid body: name.ar',
            details: {
              location: 'body',
              fields: { 'name.ar': 'must not contain invisible characters (U+200B)' },
            },
          },
        },
      });
      await screen.findByRole('heading', { level: 1, name: text.newTitle });
      await fillCup(locale);
      fireEvent.click(screen.getByRole('button', { name: text.createDraft }));

      const nameAr = screen.getByLabelText(text.nameAr);
      await waitFor(() => expect(nameAr).toHaveAttribute('aria-invalid', 'true'));
      expect(nameAr).toHaveAccessibleDescription(text.refused);
      expect(nameAr).toHaveFocus();
      expect(await screen.findByText(text.checkFields)).toBeInTheDocument();
      expect(screen.queryByText(/invisible characters/)).not.toBeInTheDocument();
    },
  );

  it.each(LOCALES)('shows only the settings of the structure chosen (%s)', async (locale) => {
    const text = TEXT[locale];
    renderAt('/staff/tournaments/new', locale, {});
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    const settings = screen.getByTestId('structure-settings');
    expect(within(settings).getByRole('checkbox', { name: text.thirdPlace })).toBeInTheDocument();

    change(text.kind, 'double_elimination');
    expect(await within(settings).findByRole('checkbox', { name: text.grandFinalReset })).toBeInTheDocument();
    expect(within(settings).queryByRole('checkbox', { name: text.thirdPlace })).not.toBeInTheDocument();

    change(text.kind, 'groups_playoffs');
    expect(await within(settings).findByLabelText(text.groups)).toHaveValue(2);
    expect(within(settings).getByLabelText(text.playoff)).toBeInTheDocument();
    expect(within(settings).queryByLabelText(text.rounds)).not.toBeInTheDocument();

    change(text.kind, 'swiss');
    expect(await within(settings).findByLabelText(text.rounds)).toBeInTheDocument();
    expect(within(settings).queryByLabelText(text.groups)).not.toBeInTheDocument();
    expect(within(settings).queryByLabelText(text.playoff)).not.toBeInTheDocument();

    // A ladder has no settings of its own and no registration close or check-in.
    change(text.kind, 'ladder');
    await waitFor(() => expect(screen.queryByLabelText(text.checkIn)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(text.regCloses)).not.toBeInTheDocument();
    expect(within(settings).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(settings).queryAllByRole('spinbutton')).toHaveLength(0);
  });

  it('uploads a poster through the posters endpoint and previews it; a file that is not an image is refused', async () => {
    const text = TEXT.en;
    const uploads: unknown[] = [];
    renderAt('/staff/tournaments/new', 'en', {
      'POST /v1/admin/tournaments/posters': ({ body }) => {
        uploads.push(body);
        return { status: 201, body: { data: { url: 'http://api.test/uploads/p1.png' } } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    const input = screen.getByLabelText(text.chooseEn);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(text.notImage)).toBeInTheDocument();
    expect(uploads).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['png'], 'poster.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: text.previewEn })).toHaveAttribute(
      'src',
      'http://api.test/uploads/p1.png',
    );
    expect(uploads).toHaveLength(1);
    expect((uploads[0] as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.queryByText(text.notImage)).not.toBeInTheDocument();
  });
});

describe('the organizer console: a tournament’s edit page', () => {
  it.each(LOCALES)(
    'publishes after a confirmation; a refusal says what is missing in the page language (%s)',
    async (locale) => {
      const text = TEXT[locale];
      let refuse = true;
      let stored = makeOrganizerTournament();
      renderAt('/staff/tournaments/t1/edit', locale, {
        'GET /v1/admin/tournaments/t1': () => ({ body: { data: stored } }),
        'POST /v1/admin/tournaments/t1/publish': () => {
          if (refuse) {
            return {
              status: 409,
              body: {
                code: 4090,
                message: 'The tournament is missing description.ar, rules',
                details: { reason: 'tournamentIncomplete', missing: ['description.ar', 'rules'] },
              },
            };
          }
          stored = { ...stored, lifecycle: 'published', published_at: '2026-11-21T10:00:00.000Z' };
          return { body: { data: stored } };
        },
      });
      const publish = await screen.findByRole('button', { name: text.publish });
      fireEvent.click(publish);
      let dialog = await screen.findByRole('dialog', { name: text.publishTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: text.publish }));
      expect(await screen.findByText(text.incomplete)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      refuse = false;
      fireEvent.click(screen.getByRole('button', { name: text.publish }));
      dialog = await screen.findByRole('dialog', { name: text.publishTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: text.publish }));
      expect(await screen.findByText(text.published)).toBeInTheDocument();
      const heading = screen.getByRole('heading', { level: 1 });
      expect(within(heading.parentElement!).getByText(text.publishedBadge)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.publish })).not.toBeInTheDocument();
      expect(screen.getByText(text.scheduleNote)).toBeInTheDocument();
      // The Publish button is gone: focus is on the heading, not lost.
      await waitFor(() => expect(heading).toHaveFocus());
    },
  );

  it.each(LOCALES)('cancels with a required reason; a refusal is translated (%s)', async (locale) => {
    const text = TEXT[locale];
    const reasons: unknown[] = [];
    let refuse = true;
    let stored = makeOrganizerTournament({
      lifecycle: 'published',
      published_at: '2026-11-21T10:00:00.000Z',
    });
    renderAt('/staff/tournaments/t1/edit', locale, {
      'GET /v1/admin/tournaments/t1': () => ({ body: { data: stored } }),
      'POST /v1/admin/tournaments/t1/cancel': ({ body }) => {
        reasons.push(body);
        if (refuse) {
          return {
            status: 409,
            body: {
              code: 4090,
              message: 'The tournament is over',
              details: { reason: 'tournamentCompleted' },
            },
          };
        }
        stored = {
          ...stored,
          lifecycle: 'cancelled',
          cancelled_at: '2026-11-22T10:00:00.000Z',
          cancel_reason: 'Venue lost',
        };
        return { body: { data: stored } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: text.cancel }));
    let dialog = await screen.findByRole('dialog', { name: text.cancelTitle });
    const confirm = within(dialog).getByRole('button', { name: text.cancel });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(text.reason), { target: { value: '  Venue lost ' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(await screen.findByText(text.completed)).toBeInTheDocument();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: text.cancel }));
    dialog = await screen.findByRole('dialog', { name: text.cancelTitle });
    fireEvent.change(within(dialog).getByLabelText(text.reason), { target: { value: 'Venue lost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    expect(await screen.findByText(text.cancelled)).toBeInTheDocument();
    expect(reasons).toEqual([{ reason: 'Venue lost' }, { reason: 'Venue lost' }]);
    expect(screen.getAllByText(text.cancelledBadge).length).toBeGreaterThan(0);
    // A cancelled tournament is shown, not edited.
    expect(screen.getByLabelText(text.nameEn)).toBeDisabled();
    expect(screen.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument();
  });

  it('saves only the fields that changed, and says when nothing did', async () => {
    const patches: unknown[] = [];
    renderAt('/staff/tournaments/t1/edit', 'en', {
      'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament() } },
      'PATCH /v1/admin/tournaments/t1': ({ body }) => {
        patches.push(body);
        return { body: { data: makeOrganizerTournament({ capacity: 32, support_live_chat: true }) } };
      },
    });
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Ramadan Nights Cup');
    fireEvent.click(save);
    expect(await screen.findByText('Nothing to save: no field changed.')).toBeInTheDocument();
    change('Capacity', '32');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Live support chat on the tournament page' }));
    fireEvent.click(save);
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(patches).toEqual([{ capacity: 32, support_live_chat: true }]);
    expect(screen.getByLabelText('Capacity')).toHaveValue(32);
  });

  it.each([
    [
      'en',
      'Live stream',
      'Enter an https:// Twitch channel or YouTube video address.',
      'Save changes',
      'Changes saved.',
    ],
    [
      'ar',
      'البث المباشر',
      'أدخل عنوان قناة على Twitch أو فيديو على YouTube يبدأ بـ https://.',
      'حفظ التغييرات',
      'حُفظت التغييرات.',
    ],
  ] as const)(
    '(%s) the live stream: a bad address is named on its field, a Twitch channel is saved',
    async (locale, label, error, saveLabel, saved) => {
      const patches: unknown[] = [];
      renderAt('/staff/tournaments/t1/edit', locale, {
        'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament() } },
        'PATCH /v1/admin/tournaments/t1': ({ body }) => {
          patches.push(body);
          return {
            body: { data: makeOrganizerTournament({ stream_url: 'https://www.twitch.tv/menaarena' }) },
          };
        },
      });
      const save = await screen.findByRole('button', { name: saveLabel });
      change(label, 'https://vimeo.com/123');
      fireEvent.click(save);
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(error));
      expect(patches).toEqual([]);
      change(label, 'https://www.twitch.tv/menaarena');
      fireEvent.click(save);
      expect(await screen.findByText(saved)).toBeInTheDocument();
      expect(patches).toEqual([{ stream_url: 'https://www.twitch.tv/menaarena' }]);
    },
  );

  it.each([
    [
      'en',
      'Minimum rank',
      'Maximum rank',
      'Minimum account level',
      'Gold IV',
      'Platinum I',
      'The minimum rank must not be above the maximum rank.',
      'Save changes',
      'Changes saved.',
    ],
    [
      'ar',
      'أدنى رتبة',
      'أعلى رتبة',
      'أدنى مستوى للحساب',
      'ذهب ٤',
      'بلاتين ١',
      'يجب ألا تكون أدنى رتبة أعلى من أعلى رتبة.',
      'حفظ التغييرات',
      'حُفظت التغييرات.',
    ],
  ] as const)(
    '(%s) rank requirements: a minimum above the maximum is named on its field; the requirements are saved',
    async (locale, minLabel, maxLabel, levelLabel, gold4, platinum1, error, saveLabel, saved) => {
      const patches: unknown[] = [];
      renderAt('/staff/tournaments/t1/edit', locale, {
        'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament() } },
        'PATCH /v1/admin/tournaments/t1': ({ body }) => {
          patches.push(body);
          return {
            body: {
              data: makeOrganizerTournament({
                min_rank: { tier: 'GOLD', division: 'IV' },
                max_rank: { tier: 'PLATINUM', division: 'I' },
                min_account_level: 30,
              }),
            },
          };
        },
      });
      const save = await screen.findByRole('button', { name: saveLabel });
      const min = screen.getByLabelText(minLabel);
      const max = screen.getByLabelText(maxLabel);
      expect(within(min).getByRole('option', { name: gold4 })).toHaveValue('GOLD_IV');
      fireEvent.change(min, { target: { value: 'PLATINUM_I' } });
      fireEvent.change(max, { target: { value: 'GOLD_IV' } });
      fireEvent.click(save);
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(min).toHaveAccessibleDescription(expect.stringContaining(error));
      expect(patches).toEqual([]);
      fireEvent.change(min, { target: { value: 'GOLD_IV' } });
      fireEvent.change(max, { target: { value: 'PLATINUM_I' } });
      expect(within(max).getByRole('option', { name: platinum1 })).toHaveValue('PLATINUM_I');
      change(levelLabel, '30');
      fireEvent.click(save);
      expect(await screen.findByText(saved)).toBeInTheDocument();
      expect(patches).toEqual([
        {
          min_rank: { tier: 'GOLD', division: 'IV' },
          max_rank: { tier: 'PLATINUM', division: 'I' },
          min_account_level: 30,
        },
      ]);
    },
  );
});
