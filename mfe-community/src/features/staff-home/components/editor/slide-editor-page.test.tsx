import type { User } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CommunityRoutes } from '../../../../app/routes';
import { makeStaffHomeSlide } from '../../../../testing/fixtures';

beforeEach(() => resetKit());

const EDITOR = { id: 'e1', displayName: 'Editor', staffRoles: ['editor'] } as Partial<User>;

const STORED = makeStaffHomeSlide('s1', {
  title: { en: 'Compete for real prizes', ar: 'نافس على جوائز حقيقية' },
  description: { en: 'Win cash prizes.', ar: 'اربح جوائز نقدية.' },
  badge: { en: 'Prizes', ar: 'جوائز' },
  cta: { en: 'Find a tournament', ar: 'ابحث عن بطولة' },
  link: '/tournaments',
  image: {
    en: 'http://api.test/static/slides/prizes.en.svg',
    ar: 'http://api.test/static/slides/prizes.ar.svg',
  },
  artwork: 'prizes',
});

/** The desk at `path`, as an editor, with the API's answers (the staff frame loads the user again). */
function renderAt(path: string, locale: 'en' | 'ar', routes: Record<string, MockRoute> = {}) {
  signInAs(EDITOR);
  const api = mockApi({
    'GET /v1/user/me': { body: { user: EDITOR } },
    'GET /v1/admin/home/slides': { body: { data: [STORED] } },
    ...routes,
  });
  renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <CommunityRoutes />
    </MemoryRouter>,
    locale,
  );
  return api;
}

const TEXT = {
  en: {
    newTitle: 'New slide',
    list: 'Home page',
    title: { en: 'Title (English)', ar: 'Title (Arabic)' },
    description: { en: 'Description (English)', ar: 'Description (Arabic)' },
    badge: { en: 'Badge (English)', ar: 'Badge (Arabic)' },
    cta: { en: 'Button text (English)', ar: 'Button text (Arabic)' },
    link: 'Link',
    artwork: 'Artwork',
    shared: 'One image for both languages',
    perLanguage: 'One image per language',
    chooseShared: 'Choose the image (both languages)',
    previewShared: 'Image preview (both languages)',
    startsAt: 'Starts',
    endsAt: 'Ends',
    add: 'Add slide',
    save: 'Save slide',
    added: 'Slide added, last in the order.',
    saved: 'Slide saved.',
    required: 'Required.',
    badLink: 'A page of the portal (/tournaments) or an https:// address.',
    imageRequired: 'Upload an image, or choose “No image”.',
    endBeforeStart: 'The end must come after the start.',
    refused: 'This value was refused: check it.',
    checkFields: 'Some fields need your attention.',
    full: 'The carousel holds at most 12 slides: remove one to add another.',
  },
  ar: {
    newTitle: 'شريحة جديدة',
    list: 'الصفحة الرئيسية',
    title: { en: 'العنوان (الإنجليزية)', ar: 'العنوان (العربية)' },
    description: { en: 'الوصف (الإنجليزية)', ar: 'الوصف (العربية)' },
    badge: { en: 'الشارة (الإنجليزية)', ar: 'الشارة (العربية)' },
    cta: { en: 'نص الزر (الإنجليزية)', ar: 'نص الزر (العربية)' },
    link: 'الرابط',
    artwork: 'الرسم',
    shared: 'صورة واحدة للغتين',
    perLanguage: 'صورة لكل لغة',
    chooseShared: 'اختيار الصورة (اللغتان)',
    previewShared: 'معاينة الصورة (اللغتان)',
    startsAt: 'البداية',
    endsAt: 'النهاية',
    add: 'إضافة الشريحة',
    save: 'حفظ الشريحة',
    added: 'أُضيفت الشريحة في آخر الترتيب.',
    saved: 'حُفظت الشريحة.',
    required: 'مطلوب.',
    badLink: 'صفحة في البوابة (\u200e/tournaments\u200e) أو عنوان يبدأ بـ https://\u200e.',
    imageRequired: 'ارفع صورة، أو اختر «بدون صورة».',
    endBeforeStart: 'يجب أن تأتي النهاية بعد البداية.',
    refused: 'رُفضت هذه القيمة: تحقق منها.',
    checkFields: 'بعض الحقول تحتاج إلى مراجعتك.',
    full: 'يتسع العرض المتحرك لـ١٢ شريحة على الأكثر: أزل شريحة لتضيف أخرى.',
  },
} as const;

type Text = (typeof TEXT)['en' | 'ar'];
const LOCALES = ['en', 'ar'] as const;

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillTexts(text: Text, { arabicTitle = true } = {}) {
  change(text.title.en, ' Weekend cup ');
  if (arabicTitle) change(text.title.ar, 'كأس نهاية الأسبوع');
  change(text.description.en, 'Sign up by Friday.');
  change(text.description.ar, 'سجّل قبل الجمعة.');
  change(text.badge.en, 'Weekly');
  change(text.badge.ar, 'أسبوعيًا');
  change(text.cta.en, 'Sign up');
  change(text.cta.ar, 'سجّل الآن');
}

describe('the slide form: a new slide', () => {
  it.each(LOCALES)('says what is wrong next to each field and sends nothing (%s)', async (locale) => {
    const text = TEXT[locale];
    const api = renderAt('/staff/home/new', locale);
    expect(await screen.findByRole('heading', { level: 1, name: text.newTitle })).toBeInTheDocument();
    // Each language's fields are written in its own direction, whatever the page's.
    expect(screen.getByLabelText(text.title.ar)).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText(text.cta.ar)).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText(text.title.en)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(text.link)).toHaveAttribute('dir', 'ltr');

    fillTexts(text, { arabicTitle: false });
    change(text.link, 'tournaments');
    fireEvent.click(screen.getByRole('radio', { name: text.shared }));
    change(text.startsAt, '2030-01-05T18:30');
    change(text.endsAt, '2030-01-05T10:00');
    fireEvent.click(screen.getByRole('button', { name: text.add }));

    const arabicTitle = screen.getByLabelText(text.title.ar);
    await waitFor(() => expect(arabicTitle).toHaveAttribute('aria-invalid', 'true'));
    expect(arabicTitle).toHaveAccessibleDescription(text.required);
    expect(arabicTitle).toHaveFocus();
    expect(screen.getByLabelText(text.link)).toHaveAccessibleDescription(
      expect.stringContaining(text.badLink),
    );
    expect(screen.getByLabelText(text.chooseShared)).toHaveAccessibleDescription(
      expect.stringContaining(text.imageRequired),
    );
    expect(screen.getByLabelText(text.endsAt)).toHaveAccessibleDescription(
      expect.stringContaining(text.endBeforeStart),
    );
    expect(screen.getByLabelText(text.title.en)).not.toHaveAttribute('aria-invalid');

    // Fixing a field clears its message.
    change(text.link, 'https://example.com/cup');
    await waitFor(() => expect(screen.getByLabelText(text.link)).not.toHaveAttribute('aria-invalid'));
    expect(api.calls()).not.toContain('POST /v1/admin/home/slides');
  });

  it.each(LOCALES)(
    'uploads one image for both languages, sends the whole slide, then goes back to the list (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const sent: unknown[] = [];
      const uploads: FormData[] = [];
      renderAt('/staff/home/new', locale, {
        'POST /v1/admin/home/slides/images': ({ body }) => {
          uploads.push(body as FormData);
          return { status: 201, body: { data: { url: 'http://api.test/uploads/slides/cup.png' } } };
        },
        'POST /v1/admin/home/slides': ({ body }) => {
          sent.push(body);
          return { status: 201, body: { data: makeStaffHomeSlide('s2', { position: 2 }) } };
        },
      });
      await screen.findByRole('heading', { level: 1, name: text.newTitle });
      fillTexts(text);
      change(text.link, ' /tournaments/weekend ');
      change(text.artwork, 'prizes');
      fireEvent.click(screen.getByRole('radio', { name: text.shared }));
      fireEvent.change(screen.getByLabelText(text.chooseShared), {
        target: { files: [new File(['png'], 'cup.png', { type: 'image/png' })] },
      });
      expect(await screen.findByRole('img', { name: text.previewShared })).toHaveAttribute(
        'src',
        'http://api.test/uploads/slides/cup.png',
      );
      expect(uploads[0]!.get('image')).toBeInstanceOf(File);
      change(text.startsAt, '2030-01-05T18:30');
      fireEvent.click(screen.getByRole('button', { name: text.add }));

      expect(await screen.findByText(text.added)).toBeInTheDocument();
      expect(sent).toEqual([
        {
          title: { en: 'Weekend cup', ar: 'كأس نهاية الأسبوع' },
          description: { en: 'Sign up by Friday.', ar: 'سجّل قبل الجمعة.' },
          badge: { en: 'Weekly', ar: 'أسبوعيًا' },
          cta: { en: 'Sign up', ar: 'سجّل الآن' },
          link: '/tournaments/weekend',
          image: { en: 'http://api.test/uploads/slides/cup.png', ar: null },
          artwork: 'prizes',
          startsAt: new Date(2030, 0, 5, 18, 30).toISOString(),
          endsAt: null,
        },
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: text.list })).toBeInTheDocument();
    },
  );

  it.each(LOCALES)("puts the API's 400 on the fields it names, in the page's words (%s)", async (locale) => {
    const text = TEXT[locale];
    renderAt('/staff/home/new', locale, {
      'POST /v1/admin/home/slides': {
        status: 400,
        body: {
          code: 4000,
          message: 'Invalid body: title.ar',
          details: { location: 'body', fields: { 'title.ar': 'must not contain invisible characters' } },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    fillTexts(text);
    change(text.link, '/tournaments');
    fireEvent.click(screen.getByRole('button', { name: text.add }));

    const title = screen.getByLabelText(text.title.ar);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(text.refused);
    expect(title).toHaveFocus();
    expect(await screen.findByText(text.checkFields)).toBeInTheDocument();
    expect(screen.queryByText(/invisible characters/)).not.toBeInTheDocument();
  });

  it('says the carousel is full when the API refuses one more slide', async () => {
    const text = TEXT.en;
    renderAt('/staff/home/new', 'en', {
      'POST /v1/admin/home/slides': {
        status: 400,
        body: { code: 4000, message: 'Invalid body', details: { fields: { slides: 'at most 12 slides' } } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    fillTexts(text);
    change(text.link, '/tournaments');
    fireEvent.click(screen.getByRole('button', { name: text.add }));
    expect(await screen.findByText(text.full)).toBeInTheDocument();
  });
});

describe('the slide form: a stored slide', () => {
  it('starts from the slide, keeps one image per language and saves it whole', async () => {
    const text = TEXT.en;
    const sent: unknown[] = [];
    renderAt('/staff/home/s1', 'en', {
      'PUT /v1/admin/home/slides/s1': ({ body }) => {
        sent.push(body);
        return { body: { data: STORED } };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “Compete for real prizes”' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(text.title.ar)).toHaveValue('نافس على جوائز حقيقية');
    expect(screen.getByRole('radio', { name: text.perLanguage })).toBeChecked();
    expect(screen.getByLabelText(text.artwork)).toHaveValue('prizes');

    change(text.endsAt, '2031-02-01T09:00');
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: { en: 'Compete for real prizes', ar: 'نافس على جوائز حقيقية' },
        description: { en: 'Win cash prizes.', ar: 'اربح جوائز نقدية.' },
        badge: { en: 'Prizes', ar: 'جوائز' },
        cta: { en: 'Find a tournament', ar: 'ابحث عن بطولة' },
        link: '/tournaments',
        image: {
          en: 'http://api.test/static/slides/prizes.en.svg',
          ar: 'http://api.test/static/slides/prizes.ar.svg',
        },
        artwork: 'prizes',
        startsAt: null,
        endsAt: new Date(2031, 1, 1, 9, 0).toISOString(),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  });

  it('says it is busy while the slide loads', async () => {
    renderAt('/staff/home/s1', 'en', { 'GET /v1/admin/home/slides': { pending: true } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the slide no longer exists', async () => {
    renderAt('/staff/home/gone', 'en');
    expect(await screen.findByText('This slide no longer exists.')).toBeInTheDocument();
  });
});
