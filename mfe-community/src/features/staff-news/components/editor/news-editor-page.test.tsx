import type { StaffNewsPost, User } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CommunityRoutes } from '../../../../app/routes';
import { makeStaffNewsPost } from '../../../../testing/fixtures';

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

const EDITOR = { id: 'e1', displayName: 'Editor', staffRoles: ['editor'] } as Partial<User>;

/** The desk at `path`, as an editor, with the API's answers (the staff frame loads the user again). */
function renderAt(path: string, locale: 'en' | 'ar', routes: Record<string, MockRoute> = {}) {
  signInAs(EDITOR);
  const api = mockApi({
    'GET /v1/user/me': { body: { user: EDITOR } },
    'GET /v1/admin/news': { body: { data: [], pagination: { total: 0, page: 1, limit: 25, pages: 0 } } },
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
    newTitle: 'New post',
    arabicSection: 'Arabic (optional)',
    arabicIntro:
      'Arabic is optional as a whole. Once you write in any Arabic field, the Arabic title, summary and body are all needed.',
    titleEn: 'Title (English)',
    summaryEn: 'Summary (English)',
    bodyEn: 'Body (English, Markdown)',
    titleAr: 'Title (Arabic)',
    summaryAr: 'Summary (Arabic)',
    bodyAr: 'Body (Arabic, Markdown)',
    tags: 'Post tags',
    saveDraft: 'Save draft',
    publishNow: 'Publish now',
    publish: 'Publish',
    schedule: 'Schedule',
    publishAt: 'Publish at',
    required: 'Required.',
    requiredWithArabic: 'Needed once the post has Arabic.',
    coverToPublish: 'An English cover is needed to publish.',
    refused: 'This value was refused: check it.',
    checkFields: 'Some fields need your attention.',
    savedDraft: 'Draft saved. Readers do not see it until you publish it.',
    previewEn: 'Preview (English)',
    previewAr: 'Preview (Arabic)',
    noArabic: 'Nothing in Arabic yet: readers in Arabic will see the English post, as below.',
    chooseEn: 'Choose the cover (English)',
    coverEn: 'Cover preview (English)',
    notImage: 'Please upload an image file',
  },
  ar: {
    newTitle: 'منشور جديد',
    arabicSection: 'العربية (اختيارية)',
    arabicIntro:
      'النسخة العربية اختيارية بالكامل. إذا كتبت في أي حقل عربي، يصبح العنوان والملخص والنص بالعربية كلها مطلوبة.',
    titleEn: 'العنوان (الإنجليزية)',
    summaryEn: 'الملخص (الإنجليزية)',
    bodyEn: 'النص (الإنجليزية، Markdown)',
    titleAr: 'العنوان (العربية)',
    summaryAr: 'الملخص (العربية)',
    bodyAr: 'النص (العربية، Markdown)',
    tags: 'وسوم المنشور',
    saveDraft: 'حفظ المسودة',
    publishNow: 'النشر الآن',
    publish: 'نشر',
    schedule: 'جدولة',
    publishAt: 'وقت النشر',
    required: 'مطلوب.',
    requiredWithArabic: 'مطلوب ما دام للمنشور نسخة عربية.',
    coverToPublish: 'صورة الغلاف الإنجليزية مطلوبة للنشر.',
    refused: 'رُفضت هذه القيمة: تحقق منها.',
    checkFields: 'بعض الحقول تحتاج إلى مراجعتك.',
    savedDraft: 'حُفظت المسودة. لن يراها القرّاء حتى تنشرها.',
    previewEn: 'المعاينة (الإنجليزية)',
    previewAr: 'المعاينة (العربية)',
    noArabic: 'لا يوجد شيء بالعربية بعد: سيرى القرّاء بالعربية المنشور الإنجليزي، كما يظهر أدناه.',
    chooseEn: 'اختيار صورة الغلاف (الإنجليزية)',
    coverEn: 'معاينة صورة الغلاف (الإنجليزية)',
    notImage: 'يرجى رفع ملف صورة',
  },
} as const;

const LOCALES = ['en', 'ar'] as const;

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillEnglish(text: (typeof TEXT)['en' | 'ar']) {
  change(text.titleEn, '  Season finals ');
  change(text.summaryEn, 'The finals are set.');
  change(text.bodyEn, '## Finals\n\nEight teams.');
}

const created = (overrides: Partial<StaffNewsPost> = {}) =>
  makeStaffNewsPost('new-1', {
    status: 'draft',
    ar: null,
    cover: { en: null, ar: null },
    tags: [],
    publishAt: null,
    publishedAt: null,
    ...overrides,
  });

describe('the news desk editor: a new post', () => {
  it.each(LOCALES)('saves a draft with the body the API takes, then opens the post (%s)', async (locale) => {
    const text = TEXT[locale];
    const sent: unknown[] = [];
    renderAt('/staff/news/new', locale, {
      'POST /v1/admin/news': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { data: created() } };
      },
      'GET /v1/admin/news/new-1': { body: { data: created() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text.newTitle })).toBeInTheDocument();
    // Each language's fields are written in its own direction, whatever the page's; Arabic says it is optional.
    expect(screen.getByLabelText(text.bodyEn)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(text.bodyAr)).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText(text.titleAr)).toHaveAttribute('lang', 'ar');
    const arabic = screen.getByRole('region', { name: text.arabicSection });
    expect(within(arabic).getByText(text.arabicIntro)).toBeInTheDocument();

    fillEnglish(text);
    change(text.tags, 'esports, finals, esports');
    fireEvent.click(screen.getByRole('button', { name: text.saveDraft }));

    expect(await screen.findByText(text.savedDraft)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        en: { title: 'Season finals', summary: 'The finals are set.', body: '## Finals\n\nEight teams.' },
        ar: null,
        cover: { en: null, ar: null },
        tags: ['esports', 'finals'],
        publishAt: null,
      },
    ]);
    // The new post's own page.
    expect(await screen.findByRole('heading', { level: 1, name: /Season finals/ })).toBeInTheDocument();
  });

  it.each(LOCALES)('says what is missing, next to each field, and sends nothing (%s)', async (locale) => {
    const text = TEXT[locale];
    const api = renderAt('/staff/news/new', locale);
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    fireEvent.click(screen.getByRole('radio', { name: text.publishNow }));
    fireEvent.click(screen.getByRole('button', { name: text.publish }));

    const title = screen.getByLabelText(text.titleEn);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(text.required);
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(text.bodyEn)).toHaveAccessibleDescription(
      expect.stringContaining(text.required),
    );
    expect(screen.getByText(text.coverToPublish)).toBeInTheDocument();
    // Nothing in Arabic: nothing asked of it.
    expect(screen.getByLabelText(text.titleAr)).not.toHaveAttribute('aria-invalid');

    // One Arabic field written: the other two are needed.
    change(text.titleAr, 'نهائيات الموسم');
    await waitFor(() =>
      expect(screen.getByLabelText(text.summaryAr)).toHaveAccessibleDescription(
        expect.stringContaining(text.requiredWithArabic),
      ),
    );
    expect(screen.getByLabelText(text.bodyAr)).toHaveAccessibleDescription(
      expect.stringContaining(text.requiredWithArabic),
    );
    expect(screen.getByLabelText(text.titleAr)).not.toHaveAttribute('aria-invalid');
    expect(api.calls()).not.toContain('POST /v1/admin/news');
  });

  it('previews the Markdown as the article page draws it, headings in, scripts out', async () => {
    const text = TEXT.en;
    renderAt('/staff/news/new', 'en');
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    change(text.titleEn, 'Season finals');
    change(
      text.bodyEn,
      '## Finals\n\nEight **teams**.\n\n<script>window.hacked = true</script>\n\n<img src="x.png" onerror="window.hacked = true">',
    );

    const preview = screen.getByRole('region', { name: text.previewEn });
    expect(await within(preview).findByRole('heading', { name: 'Finals' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 3, name: 'Season finals' })).toBeInTheDocument();
    const body = within(preview).getByTestId('article-body');
    expect(body).toHaveAttribute('dir', 'ltr');
    expect(body.querySelector('strong')).toHaveTextContent('teams');
    expect(body.innerHTML).not.toMatch(/script|onerror|hacked/);

    // Without Arabic, the Arabic preview is the English post, as readers in Arabic will see it.
    const arabicPreview = screen.getByRole('region', { name: text.previewAr });
    expect(within(arabicPreview).getByText(text.noArabic)).toBeInTheDocument();
    expect(within(arabicPreview).getByRole('heading', { name: 'Finals' })).toBeInTheDocument();

    change(text.titleAr, 'نهائيات الموسم');
    change(text.bodyAr, '## النهائيات');
    expect(await within(arabicPreview).findByRole('heading', { name: 'النهائيات' })).toBeInTheDocument();
    expect(within(arabicPreview).getByTestId('article-body')).toHaveAttribute('dir', 'rtl');
  });

  it('uploads a cover, then schedules the post at a local time sent in UTC', async () => {
    const text = TEXT.en;
    const sent: unknown[] = [];
    const uploads: unknown[] = [];
    renderAt('/staff/news/new', 'en', {
      'POST /v1/admin/news/covers': ({ body }) => {
        uploads.push(body);
        return { status: 201, body: { data: { url: 'http://api.test/uploads/news/c1.png' } } };
      },
      'POST /v1/admin/news': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { data: created({ status: 'scheduled' }) } };
      },
      'GET /v1/admin/news/new-1': { body: { data: created({ status: 'scheduled' }) } },
    });
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    fillEnglish(text);
    const input = screen.getByLabelText(text.chooseEn);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(text.notImage)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: text.coverEn })).toHaveAttribute(
      'src',
      'http://api.test/uploads/news/c1.png',
    );
    expect((uploads[0] as FormData).get('image')).toBeInstanceOf(File);

    fireEvent.click(screen.getByRole('radio', { name: text.schedule }));
    change(text.publishAt, '2030-01-05T18:30');
    fireEvent.click(screen.getByRole('button', { name: text.schedule }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      cover: { en: 'http://api.test/uploads/news/c1.png', ar: null },
      publishAt: new Date(2030, 0, 5, 18, 30).toISOString(),
    });
  });

  it.each(LOCALES)("puts the API's 400 on the fields it names, in the page's words (%s)", async (locale) => {
    const text = TEXT[locale];
    renderAt('/staff/news/new', locale, {
      'POST /v1/admin/news': {
        status: 400,
        body: {
          code: 4000,
          message: 'Invalid body: en.title',
          details: {
            location: 'body',
            fields: { 'en.title': 'must not contain invisible characters (U+200B)' },
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: text.newTitle });
    fillEnglish(text);
    fireEvent.click(screen.getByRole('button', { name: text.saveDraft }));

    const title = screen.getByLabelText(text.titleEn);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(text.refused);
    expect(title).toHaveFocus();
    expect(await screen.findByText(text.checkFields)).toBeInTheDocument();
    expect(screen.queryByText(/invisible characters/)).not.toBeInTheDocument();
  });
});

describe('the news desk editor: a stored post', () => {
  const POST = makeStaffNewsPost('p1');

  it('shows its status, saves it whole and keeps it published', async () => {
    const sent: unknown[] = [];
    renderAt('/staff/news/p1', 'en', {
      'GET /v1/admin/news/p1': { body: { data: POST } },
      'PUT /v1/admin/news/p1': ({ body }) => {
        sent.push(body);
        return { body: { data: { ...POST, en: { ...POST.en, title: 'Season finals, day one' } } } };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “Season finals”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/Published on Nov 20, 2026.*readers see it on News/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title (Arabic)')).toHaveValue('نهائيات الموسم');
    expect(screen.queryByRole('radio', { name: 'Keep as draft' })).not.toBeInTheDocument();

    change('Title (English)', 'Season finals, day one');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Readers see it on News.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        en: { ...POST.en, title: 'Season finals, day one' },
        ar: POST.ar,
        cover: POST.cover,
        tags: POST.tags,
        publishAt: POST.publishAt,
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “Season finals, day one”' }),
    ).toBeInTheDocument();
  });

  it('unpublishes it after a confirmation', async () => {
    const api = renderAt('/staff/news/p1', 'en', {
      'GET /v1/admin/news/p1': { body: { data: POST } },
      'POST /v1/admin/news/p1/unpublish': {
        body: { data: { ...POST, status: 'draft', publishAt: null, publishedAt: null } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit “Season finals”' });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Season finals”?' });
    expect(within(dialog).getByText('It leaves News at once and becomes a draft again.')).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /v1/admin/news/p1/unpublish');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Unpublished: the post is a draft again.')).toBeInTheDocument();
    expect(screen.getByText('Draft', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep as draft' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('deletes it only once confirmed, then goes back to the list', async () => {
    const api = renderAt('/staff/news/p1', 'en', {
      'GET /v1/admin/news/p1': { body: { data: POST } },
      'DELETE /v1/admin/news/p1': { body: { message: 'Post deleted' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit “Season finals”' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Season finals”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls()).not.toContain('DELETE /v1/admin/news/p1');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Season finals”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Post deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(api.calls().filter((call) => call === 'GET /v1/admin/news/p1')).toHaveLength(1);
  });

  it('says when the post no longer exists', async () => {
    renderAt('/staff/news/gone', 'en', {
      'GET /v1/admin/news/gone': { status: 404, body: { code: 4004, message: 'Post not found' } },
    });
    expect(await screen.findByText('This post no longer exists.')).toBeInTheDocument();
  });
});
