/**
 * Match chat (P1 §2 "Match chat panel", §3, §4, §5, §7), against the real API, in both languages: two seeded
 * players of the same live bracket match (Nour and Hamza in round two of Sands of Valor's swiss stage) open the
 * tournament page in two browsers and exchange a text message and an image message; the image opens full
 * screen and Escape closes it. A file that is not an image is stopped in the browser with the spec's alert.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { apiGet } from '../support/arena-ui';
import { uniqueSuffix } from '../support/players';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
}

const TEXT = {
  en: {
    title: 'Match Chat',
    online: 'Connected',
    messages: 'Match chat messages',
    message: 'Message',
    imageFile: 'Image file',
    you: 'You',
    openImage: (name: string) => `Open image from ${name} in full screen`,
    viewer: (name: string) => `Image from ${name}`,
    notImage: 'only image files are allowed',
  },
  ar: {
    title: 'دردشة المباراة',
    online: 'متصل',
    messages: 'رسائل دردشة المباراة',
    message: 'الرسالة',
    imageFile: 'ملف الصورة',
    you: 'أنت',
    openImage: (name: string) => `عرض صورة ${name} بملء الشاشة`,
    viewer: (name: string) => `صورة من ${name}`,
    notImage: 'يُسمح بملفات الصور فقط',
  },
} as const;

/** A valid 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function playerPage(
  browser: Browser,
  locale: Locale,
  player: string,
  returnTo: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setLocale(page, locale);
  await signInAs(page, player, { returnTo });
  return { context, page };
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`match chat (${locale})`, () => {
    test('two players of one match exchange a text and an image message live', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const { data } = await apiGet<{ data: ApiTournament[] }>(page.request, '/v1/tournaments?limit=100');
      const tournament = data.find((candidate) => candidate.name.en === 'Sands of Valor');
      expect(tournament, 'seeded tournament Sands of Valor').toBeTruthy();
      const path = `/tournaments/${tournament!.id}`;

      const nour = await playerPage(browser, locale, 'Nour#JOR', path);
      const hamza = await playerPage(browser, locale, 'Hamza#CAI', path);
      try {
        const nourChat = nour.page.getByRole('region', { name: text.title });
        const hamzaChat = hamza.page.getByRole('region', { name: text.title });
        await expect(nourChat.getByRole('status').first()).toHaveText(text.online, { timeout: 20_000 });
        await expect(hamzaChat.getByRole('status').first()).toHaveText(text.online, { timeout: 20_000 });

        // Text: Enter sends; it shows on both sides, as "You" at the inline end for the sender.
        const greeting = `gl hf ${uniqueSuffix()}`;
        const input = nourChat.getByRole('textbox', { name: text.message });
        await input.fill(greeting);
        await input.press('Enter');
        await expect(input).toHaveValue('');
        const atHamza = hamzaChat
          .getByRole('log', { name: text.messages })
          .getByTestId('match-chat-message')
          .filter({ hasText: greeting });
        await expect(atHamza).toBeVisible();
        await expect(atHamza).toContainText('Nour');
        const own = nourChat.getByTestId('match-chat-message').filter({ hasText: greeting });
        await expect(own).toHaveAttribute('data-own', 'true');
        await expect(own).toContainText(text.you);
        const log = (await nourChat.getByRole('log').boundingBox())!;
        const ownBox = (await own.boundingBox())!;
        // Own messages sit at the inline end: the right in English, the left in Arabic.
        if (locale === 'en')
          expect(Math.round(ownBox.x + ownBox.width)).toBeGreaterThan(log.x + log.width - 30);
        else expect(Math.round(ownBox.x)).toBeLessThan(log.x + 30);

        // A file that is not an image never leaves the browser.
        await hamzaChat.getByLabel(text.imageFile).setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('not an image'),
        });
        await expect(hamza.page.getByRole('alert').filter({ hasText: text.notImage })).toBeVisible();

        // Image: Hamza uploads one; it reaches Nour, opens full screen, and Escape closes it.
        const imagesBefore = await nourChat.getByRole('button', { name: text.openImage('Hamza') }).count();
        await hamzaChat.getByLabel(text.imageFile).setInputFiles({
          name: 'lobby.png',
          mimeType: 'image/png',
          buffer: PNG_1X1,
        });
        const images = nourChat.getByRole('button', { name: text.openImage('Hamza') });
        await expect(images).toHaveCount(imagesBefore + 1);
        const image = images.last();
        const src = await image.locator('img').getAttribute('src');
        expect(src).toMatch(/\/uploads\/[0-9a-f-]{36}\.png$/);
        await image.click();
        const viewer = nour.page.getByRole('dialog', { name: text.viewer('Hamza') });
        await expect(viewer).toBeVisible();
        await expect(viewer.getByRole('img')).toHaveAttribute('src', src!);
        await nour.page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();

        // After a reload the history brings both messages back.
        await nour.page.reload();
        await expect(nourChat.getByTestId('match-chat-message').filter({ hasText: greeting })).toBeVisible({
          timeout: 20_000,
        });
        await expect(nourChat.getByRole('button', { name: text.openImage('Hamza') })).toHaveCount(
          imagesBefore + 1,
        );
      } finally {
        await nour.context.close();
        await hamza.context.close();
      }
    });
  });
}
