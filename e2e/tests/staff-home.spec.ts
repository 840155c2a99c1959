/**
 * The home carousel desk (issue 31, /staff/home), against the real API, in both languages: the seeded editor
 * (`Editor#STAFF`) adds a slide with an image (one for both languages), moves it first with Move up (the keyboard
 * path of the reorder), saves the order, and a fresh visitor's home page shows it first in the carousel, in the
 * page's language. The spec then removes it through the confirmation, so later specs see the three seeded slides.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures';
import { LOCALES, mainHeading } from '../support/arena-ui';
import { api, PNG, toaster } from '../support/ladder';
import { newPage, tokenOf, uniqueSuffix } from '../support/players';

const TEXT = {
  en: {
    title: 'Home page',
    table: 'Slides, first to last',
    addSlide: 'Add slide',
    newTitle: 'New slide',
    add: 'Add slide',
    fields: {
      'title.en': 'Title (English)',
      'title.ar': 'Title (Arabic)',
      'description.en': 'Description (English)',
      'description.ar': 'Description (Arabic)',
      'badge.en': 'Badge (English)',
      'badge.ar': 'Badge (Arabic)',
      'cta.en': 'Button text (English)',
      'cta.ar': 'Button text (Arabic)',
    },
    link: 'Link',
    shared: 'One image for both languages',
    choose: 'Choose the image (both languages)',
    preview: 'Image preview (both languages)',
    added: 'Slide added, last in the order.',
    moveUp: (title: string) => `Move “${title}” up`,
    saveOrder: 'Save order',
    saved: (title: string) => `Order saved: the home page shows “${title}” first.`,
    remove: (title: string) => `Remove “${title}”`,
    removeTitle: (title: string) => `Remove “${title}”?`,
    confirmRemove: 'Remove slide',
    removed: 'Slide removed.',
  },
  ar: {
    title: 'الصفحة الرئيسية',
    table: 'الشرائح، من الأولى إلى الأخيرة',
    addSlide: 'إضافة شريحة',
    newTitle: 'شريحة جديدة',
    add: 'إضافة الشريحة',
    fields: {
      'title.en': 'العنوان (الإنجليزية)',
      'title.ar': 'العنوان (العربية)',
      'description.en': 'الوصف (الإنجليزية)',
      'description.ar': 'الوصف (العربية)',
      'badge.en': 'الشارة (الإنجليزية)',
      'badge.ar': 'الشارة (العربية)',
      'cta.en': 'نص الزر (الإنجليزية)',
      'cta.ar': 'نص الزر (العربية)',
    },
    link: 'الرابط',
    shared: 'صورة واحدة للغتين',
    choose: 'اختيار الصورة (اللغتان)',
    preview: 'معاينة الصورة (اللغتان)',
    added: 'أُضيفت الشريحة في آخر الترتيب.',
    moveUp: (title: string) => `نقل «${title}» إلى الأعلى`,
    saveOrder: 'حفظ الترتيب',
    saved: (title: string) => `حُفظ الترتيب: تعرض الصفحة الرئيسية «${title}» أولًا.`,
    remove: (title: string) => `إزالة «${title}»`,
    removeTitle: (title: string) => `إزالة «${title}»؟`,
    confirmRemove: 'إزالة الشريحة',
    removed: 'أُزيلت الشريحة.',
  },
} as const;

interface AdminSlide {
  id: string;
  title: { en: string; ar?: string };
}

interface PublicSlide {
  id: string;
  image: unknown;
}

/** Every slide as the desk's API lists them, first to last. */
async function adminSlides(request: APIRequestContext, token: string): Promise<AdminSlide[]> {
  const { status, body } = await api<{ data: AdminSlide[] }>(request, 'GET', '/v1/admin/home/slides', {
    token,
  });
  expect(status).toBe(200);
  return body.data;
}

/** The desk's rows, in order. */
const slideRows = (page: Page) => page.getByTestId('staff-home-slide');

for (const locale of LOCALES) {
  test(`an editor adds a slide with an image, moves it first and the home page shows it first (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const text = TEXT[locale];
    const suffix = uniqueSuffix();
    const titles = { en: `E2E cup ${suffix}`, ar: `كأس الاختبار ${suffix}` };
    const title = titles[locale];
    const editor = await newPage(browser, locale);
    const visitor = await newPage(browser, locale);
    let token = '';
    try {
      await signInAs(editor, 'Editor#STAFF', { returnTo: '/staff/home' });
      token = await tokenOf(editor);
      await expect(mainHeading(editor, text.title)).toBeVisible();
      await expect(editor.getByRole('table', { name: text.table })).toBeVisible();
      const before = await adminSlides(request, token);

      // The new slide: every text in both languages, a link, one image for both languages.
      await editor.getByRole('link', { name: text.addSlide, exact: true }).click();
      await expect(mainHeading(editor, text.newTitle)).toBeVisible();
      const values = {
        'title.en': titles.en,
        'title.ar': titles.ar,
        'description.en': 'Eight teams, one weekend.',
        'description.ar': 'ثمانية فرق في عطلة واحدة.',
        'badge.en': 'E2E',
        'badge.ar': 'اختبار',
        'cta.en': 'Sign up',
        'cta.ar': 'سجّل الآن',
      };
      for (const [field, value] of Object.entries(values)) {
        await editor.getByLabel(text.fields[field as keyof typeof values], { exact: true }).fill(value);
      }
      await editor.getByLabel(text.link, { exact: true }).fill('/tournaments');
      await editor.getByRole('radio', { name: text.shared }).check();
      await editor
        .getByLabel(text.choose, { exact: true })
        .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
      await expect(editor.getByRole('img', { name: text.preview })).toBeVisible();
      await editor.getByRole('button', { name: text.add, exact: true }).click();

      // Back on the list, last; Move up (by keyboard) until it is first, then save the order.
      await expect(toaster(editor)).toContainText(text.added);
      await expect(mainHeading(editor, text.title)).toBeVisible();
      await expect(slideRows(editor)).toHaveCount(before.length + 1);
      await expect(slideRows(editor).last().getByRole('rowheader')).toHaveText(title);
      const moveUp = editor.getByRole('button', { name: text.moveUp(title), exact: true });
      for (let step = 0; step < before.length; step += 1) await moveUp.press('Enter');
      await expect(slideRows(editor).first().getByRole('rowheader')).toHaveText(title);
      await expect(moveUp).toBeDisabled();
      await editor.getByRole('button', { name: text.saveOrder, exact: true }).click();
      await expect(toaster(editor)).toContainText(text.saved(title));

      const saved = await adminSlides(request, token);
      expect(saved.map((slide) => slide.id)).toEqual([saved[0]!.id, ...before.map((slide) => slide.id)]);
      expect(saved[0]!.title).toEqual(titles);
      const live = await api<{ data: PublicSlide[] }>(request, 'GET', '/v1/home/slides');
      expect(live.body.data[0]).toMatchObject({ id: saved[0]!.id, image: expect.anything() });

      // A fresh visitor's home page: the carousel's first slide is the new one, in the page's language.
      await visitor.goto('/');
      const carousel = visitor.getByTestId('promo-carousel');
      await expect(carousel).toContainText(title);
      await expect(carousel.locator('[data-slide]').first()).toHaveAttribute('data-slide', saved[0]!.id);
      await expect(carousel.locator('[data-slide]').first()).toContainText(title);

      // Removed through its confirmation: the seeded slides are back as they were.
      await editor
        .getByRole('row')
        .filter({ hasText: title })
        .getByRole('button', { name: text.remove(title), exact: true })
        .click();
      const dialog = editor.getByRole('dialog', { name: text.removeTitle(title) });
      await dialog.getByRole('button', { name: text.confirmRemove, exact: true }).click();
      await expect(toaster(editor)).toContainText(text.removed);
      await expect(slideRows(editor)).toHaveCount(before.length);
      expect((await adminSlides(request, token)).map((slide) => slide.id)).toEqual(
        before.map((slide) => slide.id),
      );
    } finally {
      // A run that failed half-way leaves no slide of its own behind.
      if (token) {
        for (const slide of await adminSlides(request, token)) {
          if (slide.title.en === titles.en) {
            await api(request, 'DELETE', `/v1/admin/home/slides/${slide.id}`, { token });
          }
        }
      }
      await editor.context().close();
      await visitor.context().close();
    }
  });
}
