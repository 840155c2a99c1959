/**
 * The news desk (issue 31, /staff/news), against the real API and job queue, in both languages: the seeded editor
 * (`Editor#STAFF`) writes a post in English and Arabic with a cover per language and schedules it a few minutes
 * ahead. Readers do not see it until the API's clock passes that time; then the job queue publishes it and it is on
 * /news, on its article page (in the reader's language, with that language's cover) and in the home page's news.
 * The editor changes its title, and readers see the new one; the editor deletes it, and its address answers Page
 * Not Found. The Arabic texts are the product's (mfe-community's staff-news locale).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInAs, test, type Locale } from '../fixtures';
import { apiGet, LOCALES, mainHeading, TEXT as SHELL_TEXT, type ApiPost } from '../support/arena-ui';
import { api, moveApiClock, PNG, toaster } from '../support/ladder';
import { newPage, uniqueSuffix } from '../support/players';

const TEXT = {
  en: {
    desk: 'News',
    newPost: 'New post',
    title: 'Title (English)',
    summary: 'Summary (English)',
    body: 'Body (English, Markdown)',
    titleAr: 'Title (Arabic)',
    summaryAr: 'Summary (Arabic)',
    bodyAr: 'Body (Arabic, Markdown)',
    coverEn: 'Choose the cover (English)',
    coverAr: 'Choose the cover (Arabic)',
    coverPreviews: ['Cover preview (English)', 'Cover preview (Arabic)'],
    tags: 'Post tags',
    schedule: 'Schedule',
    publishAt: 'Publish at',
    preview: 'Preview (English)',
    scheduled: /^Saved\. It will be published on /,
    scheduledStatus: 'Scheduled',
    publishedStatus: 'Published',
    edit: (title: string) => `Edit “${title}”`,
    save: 'Save',
    saved: 'Saved. Readers see it on News.',
    delete: 'Delete',
    confirmDelete: 'Delete post',
    deleted: 'Post deleted.',
  },
  ar: {
    desk: 'الأخبار',
    newPost: 'منشور جديد',
    title: 'العنوان (الإنجليزية)',
    summary: 'الملخص (الإنجليزية)',
    body: 'النص (الإنجليزية، Markdown)',
    titleAr: 'العنوان (العربية)',
    summaryAr: 'الملخص (العربية)',
    bodyAr: 'النص (العربية، Markdown)',
    coverEn: 'اختيار صورة الغلاف (الإنجليزية)',
    coverAr: 'اختيار صورة الغلاف (العربية)',
    coverPreviews: ['معاينة صورة الغلاف (الإنجليزية)', 'معاينة صورة الغلاف (العربية)'],
    tags: 'وسوم المنشور',
    schedule: 'جدولة',
    publishAt: 'وقت النشر',
    preview: 'المعاينة (العربية)',
    scheduled: /^حُفظ المنشور\. سيُنشر في /,
    scheduledStatus: 'مجدول',
    publishedStatus: 'منشور',
    edit: (title: string) => `تعديل «${title}»`,
    save: 'حفظ',
    saved: 'حُفظ المنشور. يراه القرّاء في الأخبار.',
    delete: 'حذف',
    confirmDelete: 'حذف المنشور',
    deleted: 'حُذف المنشور.',
  },
} as const;

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's time zone (what a datetime-local input takes). */
async function localInputValue(page: Page, at: Date): Promise<string> {
  return page.evaluate((time) => {
    const date = new Date(time);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
      date.getMinutes(),
    )}`;
  }, at.getTime());
}

/** The public post whose English title is `title`, once the API lists it (null while it does not). */
async function publicPost(request: APIRequestContext, title: string): Promise<ApiPost | null> {
  const { data } = await apiGet<{ data: ApiPost[] }>(request, '/v1/posts?limit=20');
  return data.find((post) => post.translations.some((entry) => entry.title === title)) ?? null;
}

async function editorPage(browser: Browser, locale: Locale): Promise<Page> {
  const page = await newPage(browser, locale);
  await signInAs(page, 'Editor#STAFF', { returnTo: '/staff/news' });
  await expect(mainHeading(page, TEXT[locale].desk)).toBeVisible();
  return page;
}

for (const locale of LOCALES) {
  test.describe(`the news desk (${locale})`, () => {
    test('an editor schedules a post with a cover per language; the job queue publishes it at its time; edited, then deleted', async ({
      browser,
      request,
    }) => {
      test.slow();
      const text = TEXT[locale];
      const suffix = uniqueSuffix();
      const title = { en: `Patch notes ${suffix}`, ar: `ملاحظات التحديث ${suffix}` };
      const shown = title[locale];
      const editor = await editorPage(browser, locale);
      try {
        await editor.getByRole('link', { name: text.newPost }).click();
        await editor.getByLabel(text.title, { exact: true }).fill(title.en);
        await editor.getByLabel(text.summary, { exact: true }).fill('What changed in this patch.');
        await editor
          .getByLabel(text.body, { exact: true })
          .fill('## Balance\n\nThe **jungle** changes, and [the full list](https://example.com/patch).');
        await editor.getByLabel(text.titleAr, { exact: true }).fill(title.ar);
        await editor.getByLabel(text.summaryAr, { exact: true }).fill('ما الذي تغيّر في هذا التحديث.');
        await editor
          .getByLabel(text.bodyAr, { exact: true })
          .fill('## التوازن\n\nتتغير **الغابة** في هذا التحديث.');
        await editor.getByLabel(text.tags, { exact: true }).fill('patch, balance');
        // The preview is the article page's own drawing of the Markdown.
        const preview = editor.getByRole('region', { name: text.preview, exact: true });
        await expect(
          preview.getByRole('heading', { name: locale === 'en' ? 'Balance' : 'التوازن', exact: true }),
        ).toBeVisible();
        await editor
          .getByLabel(text.coverEn)
          .setInputFiles({ name: 'cover-en.png', mimeType: 'image/png', buffer: PNG });
        await editor
          .getByLabel(text.coverAr)
          .setInputFiles({ name: 'cover-ar.png', mimeType: 'image/png', buffer: PNG });
        for (const name of text.coverPreviews) {
          await expect(editor.getByRole('img', { name, exact: true })).toHaveAttribute('src', /\/uploads\//);
        }

        // Scheduled three minutes ahead of the API's clock (the real time: the clock is not moved yet).
        await editor.getByRole('radio', { name: text.schedule, exact: true }).check();
        await editor
          .getByLabel(text.publishAt, { exact: true })
          .fill(await localInputValue(editor, new Date(Date.now() + 3 * 60_000)));
        await editor.getByRole('button', { name: text.schedule, exact: true }).click();
        await expect(toaster(editor).getByText(text.scheduled)).toBeVisible();
        expect(await publicPost(request, title.en)).toBeNull();

        // Five minutes later on the API's clock, the job queue publishes it (its pass runs every 2 s).
        await moveApiClock(request, 5 * 60_000);
        await expect.poll(() => publicPost(request, title.en), { timeout: 30_000 }).not.toBeNull();
        const post = (await publicPost(request, title.en))!;
        const reader = await newPage(browser, locale);
        await reader.goto('/news');
        await expect(reader.getByRole('main').getByText(shown, { exact: true }).first()).toBeVisible();
        await reader.goto(`/news/${post.id}`);
        await expect(reader.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(shown);
        const article = reader.getByTestId('article-body');
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(
          locale === 'en' ? 'Balance' : 'التوازن',
        );
        await expect(article.locator('script')).toHaveCount(0);
        // The reader's language's own cover (the English one is the post's).
        const own = post.translations.find((entry) => entry.language === locale) as { coverImage?: string };
        const cover = own.coverImage ?? (post as ApiPost & { coverImage: string }).coverImage;
        expect(cover).toMatch(/\/uploads\//);
        await expect(reader.getByRole('main').locator(`img[src="${cover}"]`).first()).toBeVisible();
        await reader.goto('/');
        // The home page draws its news widget when it comes into view.
        await reader.getByTestId('home-news').scrollIntoViewIfNeeded();
        await expect(reader.getByTestId('home-news').getByText(shown, { exact: true })).toBeVisible();

        // The desk lists it as published; the editor changes its title in the reader's language.
        await editor.goto('/staff/news');
        const row = editor.getByRole('row').filter({ hasText: shown });
        await expect(row).toContainText(text.publishedStatus);
        await row.getByRole('link', { name: text.edit(shown) }).click();
        const renamed = `${shown} (2)`;
        await editor.getByLabel(locale === 'en' ? text.title : text.titleAr, { exact: true }).fill(renamed);
        await editor.getByRole('button', { name: text.save, exact: true }).click();
        await expect(toaster(editor).getByText(text.saved)).toBeVisible();
        await reader.goto(`/news/${post.id}`);
        await expect(reader.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(renamed);

        // Deleted: its address is Page Not Found, and the list no longer has it.
        await editor.getByRole('button', { name: text.delete, exact: true }).click();
        await editor.getByRole('dialog').getByRole('button', { name: text.confirmDelete }).click();
        await expect(toaster(editor).getByText(text.deleted)).toBeVisible();
        await reader.goto(`/news/${post.id}`);
        await expect(mainHeading(reader, SHELL_TEXT[locale].notFound)).toBeVisible();
        expect((await api(request, 'GET', `/v1/posts/${post.id}`)).status).toBe(404);
        await reader.close();
      } finally {
        await moveApiClock(request, 0);
        await editor.close();
      }
    });
  });
}
