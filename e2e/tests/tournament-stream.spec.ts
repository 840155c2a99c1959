/**
 * Live streams (issue 32), against the real API: the seeded organizer (`Organizer#STAFF`) attaches a YouTube address
 * to the seeded Newcomers Cup on its console page; a visitor opens the tournament page in Arabic and in English and
 * sees the Watch live section, with nothing asked of YouTube or Twitch until they press Load the stream; then the
 * no-cookie player's iframe appears (its answer is made here, so nothing leaves the machine) without a CSP refusal.
 * The stream is removed at the end, so the worker's later suites read the seeded tournament.
 */
import type { Request } from '@playwright/test';
import { expect, setLocale, signInAs, test } from '../fixtures';
import { LOCALES, mainHeading } from '../support/arena-ui';
import { watchCspViolations } from '../support/csp';
import { findTournament, toaster } from '../support/ladder';
import { tokenOf } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
/** Every host a Twitch or YouTube player (or its scripts, images and videos) is served from. */
const STREAM_HOSTS =
  /(^|\.)(twitch\.tv|ttvnw\.net|jtvnw\.net|youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

const TEXT = {
  en: {
    section: 'Watch live',
    load: 'Load the stream',
    notice: 'Loading the stream shows content from YouTube, which may set its own cookies.',
    frame: 'Newcomers Cup: live stream on YouTube',
  },
  ar: {
    section: 'شاهد البث المباشر',
    load: 'تشغيل البث',
    notice: 'يعرض تشغيل البث محتوى من YouTube، وقد يضع ملفات تعريف الارتباط الخاصة به.',
    frame: 'كأس المبتدئين: بث مباشر على YouTube',
  },
} as const;

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

test('an organizer attaches a YouTube stream; visitors load it with a click, in Arabic and English', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const cup = await findTournament(request, 'Newcomers Cup');
  const organizer = await (await browser.newContext()).newPage();
  let token = '';
  try {
    await setLocale(organizer, 'en');
    await signInAs(organizer, 'Organizer#STAFF', { returnTo: `/staff/tournaments/${cup.id}/edit` });
    token = await tokenOf(organizer);
    await expect(mainHeading(organizer, 'Edit Newcomers Cup')).toBeVisible();
    const field = organizer.getByRole('textbox', { name: 'Live stream' });
    await field.fill('http://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await organizer.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(
      /Enter an https:\/\/ Twitch channel or YouTube video address\./,
    );
    await field.fill(VIDEO);
    await organizer.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(toaster(organizer).getByText(/^Changes saved\./)).toBeVisible();

    for (const locale of LOCALES) {
      const text = TEXT[locale];
      const visitor = await (await browser.newContext()).newPage();
      try {
        await setLocale(visitor, locale);
        const streamRequests: string[] = [];
        visitor.on('request', (sent: Request) => {
          if (STREAM_HOSTS.test(new URL(sent.url()).hostname)) streamRequests.push(sent.url());
        });
        await visitor.route('https://www.youtube-nocookie.com/**', (route) =>
          route.fulfill({ body: '<html></html>', contentType: 'text/html' }),
        );
        const violations = await watchCspViolations(visitor);
        await visitor.goto(shellUrl(`/tournaments/${cup.id}`));

        const section = visitor.getByRole('region', { name: text.section });
        await expect(section.getByText(text.notice)).toBeVisible();
        await expect(section.locator('iframe')).toHaveCount(0);
        expect(streamRequests, 'nothing asked of Twitch or YouTube before the click').toEqual([]);

        await section.getByRole('button', { name: text.load, exact: true }).click();
        const frame = section.locator('iframe');
        await expect(frame).toHaveAttribute('src', PLAYER);
        await expect(frame).toHaveAttribute('title', text.frame);
        await expect.poll(() => streamRequests).toContain(PLAYER);
        expect(await violations()).toEqual([]);
      } finally {
        await visitor.context().close();
      }
    }
  } finally {
    // The seeded tournament goes back to having no stream.
    if (token) {
      const cleared = await request.fetch(`${readPortalInfo().urls.api}/v1/admin/tournaments/${cup.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}` },
        data: { stream_url: null },
      });
      expect(cleared.status()).toBe(200);
    }
    await organizer.context().close();
  }
});
