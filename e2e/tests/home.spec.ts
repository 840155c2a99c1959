/**
 * Home page (P1 §1, P2 §4): widgets from three remotes on the shell's page (pass preview, latest tournaments,
 * latest news) and the account remote's bell in the header.
 */
import type { Locator } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import {
  apiGet,
  authCookie,
  formatNumber,
  header,
  LOCALES,
  postTitle,
  TEXT,
  type ApiPost,
} from '../support/arena-ui';

const MILESTONES = [12, 24, 36, 50];

/** The carousel's rotation button, by what it would do. */
const CAROUSEL = {
  en: { stop: 'Stop the slide show', play: 'Start the slide show' },
  ar: { stop: 'إيقاف عرض الشرائح', play: 'تشغيل عرض الشرائح' },
};

/** The four milestone cards of the pass preview, in order, with their level and Locked/Unlocked badge. */
async function expectMilestones(section: Locator, locale: Locale, unlockedUpTo: number) {
  const text = TEXT[locale];
  const cards = section.locator('[data-level]');
  await expect(cards).toHaveCount(MILESTONES.length);
  for (const [index, level] of MILESTONES.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('data-level', String(level));
    await expect(card.getByRole('heading', { level: 3 })).toContainText(formatNumber(level, locale));
    const unlocked = level <= unlockedUpTo;
    await expect(card.getByText(unlocked ? text.unlocked : text.locked, { exact: true })).toBeVisible();
    await expect(card.getByText(unlocked ? text.locked : text.unlocked, { exact: true })).toHaveCount(0);
  }
}

for (const locale of LOCALES) {
  test.describe(`home page (${locale})`, () => {
    test('a signed-in player sees the pass preview, latest tournaments, latest news and the bell', async ({
      page,
      request,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/' });
      await expect(header(page).getByRole('button', { name: text.accountMenu('Falcon') })).toBeVisible();
      await expect(header(page).getByRole('link', { name: text.signIn, exact: true })).toHaveCount(0);

      // Pass remote: levels 12, 24, 36, 50; Falcon is level 14, so only 12 is unlocked. Home widgets below the
      // fold load when they come near the viewport, as a reader scrolling down would see them.
      const pass = page.getByTestId('home-pass');
      await pass.scrollIntoViewIfNeeded();
      await expect(pass.getByTestId('pass-preview')).toBeVisible();
      await expectMilestones(pass, locale, 14);

      // Tournaments remote: the three newest tournaments, each a card opening its page.
      const latestTournaments = await apiGet<{ data: { id: string }[] }>(
        request,
        '/v1/tournaments?limit=3&sort=-created_at',
      );
      expect(latestTournaments.data).toHaveLength(3);
      await page.getByTestId('home-tournaments').scrollIntoViewIfNeeded();
      const tournamentCards = page
        .getByTestId('home-tournaments')
        .getByTestId('latest-tournaments')
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(tournamentCards).toHaveCount(3);
      for (const [index, tournament] of latestTournaments.data.entries()) {
        await expect(tournamentCards.nth(index)).toHaveAttribute(
          'href',
          `/tournaments/${encodeURIComponent(tournament.id)}`,
        );
      }

      // Community remote: the three latest posts, in the locale, each opening its article.
      const latestPosts = await apiGet<{ data: ApiPost[] }>(request, '/v1/posts?limit=3&sort=-created_at');
      expect(latestPosts.data).toHaveLength(3);
      await page.getByTestId('home-news').scrollIntoViewIfNeeded();
      const newsLinks = page
        .getByTestId('home-news')
        .getByTestId('latest-news')
        .getByRole('link')
        .filter({ hasText: /\S/ });
      await expect(newsLinks).toHaveCount(3);
      for (const [index, post] of latestPosts.data.entries()) {
        await expect(newsLinks.nth(index)).toHaveAttribute('href', `/news/${post.id}`);
        await expect(newsLinks.nth(index)).toHaveText(postTitle(post, locale));
      }

      // Account remote: the bell shows the unread count the API has for Falcon.
      const token = (await authCookie(page.context()))!.value;
      const notifications = await apiGet<{ data: { read: boolean }[] }>(request, '/v1/notifications', token);
      const unread = notifications.data.filter((notification) => !notification.read).length;
      expect(unread, 'Falcon has unread notifications in the seed').toBeGreaterThan(0);
      const bell = header(page).getByTestId('notification-bell');
      const bellButton = bell.getByRole('button', { name: text.bell });
      await expect(bellButton).toBeVisible();
      await expect(bellButton).toContainText(formatNumber(unread, locale));
      if (locale === 'en') await expect(bellButton).toHaveAccessibleName(`Notifications, ${unread} unread`);
    });

    test('a tournament card and a news link of the home page open their pages', async ({
      page,
      portal,
      setLocale,
    }) => {
      await setLocale(page, locale);
      await page.goto('/');
      await page.getByTestId('home-tournaments').scrollIntoViewIfNeeded();
      const card = page.getByTestId('latest-tournaments').getByRole('link').first();
      const tournamentHref = await card.getAttribute('href');
      expect(tournamentHref).toMatch(/^\/tournaments\/[^/]+$/);
      await card.click();
      await expect(page).toHaveURL(`${portal.urls.shell}${tournamentHref}`);

      await page.goBack();
      await page.getByTestId('home-news').scrollIntoViewIfNeeded();
      const news = page.getByTestId('latest-news').getByRole('link').first();
      const newsHref = await news.getAttribute('href');
      const newsTitle = (await news.textContent())!.trim();
      expect(newsHref).toMatch(/^\/news\/[^/]+$/);
      await news.click();
      await expect(page).toHaveURL(`${portal.urls.shell}${newsHref}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: newsTitle })).toBeVisible();
    });

    test('a visitor sees Sign In and every pass milestone Locked', async ({ page, portal, setLocale }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page.goto('/');
      const signIn = header(page).getByRole('link', { name: text.signIn, exact: true });
      await expect(signIn).toBeVisible();
      // The way back, and the state of the sign-in this browser starts (the portal takes the token only with it).
      expect(await signIn.getAttribute('href')).toMatch(
        new RegExp(
          `^${portal.urls.api}/auth/signin\\?redirect_url=${encodeURIComponent(`${portal.urls.shell}/`)}&state=[\\w-]{22}$`,
        ),
      );
      await expect(header(page).getByTestId('notification-bell')).toHaveCount(0);
      await page.getByTestId('home-pass').scrollIntoViewIfNeeded();
      await expectMilestones(page.getByTestId('home-pass'), locale, 0);
      await page.getByTestId('home-tournaments').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('latest-tournaments').getByRole('link')).toHaveCount(3);
      await page.getByTestId('home-news').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('latest-news').getByRole('link')).toHaveCount(3);
    });

    test('the carousel turns every 10 s, stops for good with its button, and not while scrolled away', async ({
      page,
      setLocale,
    }) => {
      const words = CAROUSEL[locale];
      await page.clock.install();
      await setLocale(page, locale);
      await page.goto('/');
      const carousel = page.getByTestId('promo-carousel');
      const shown = carousel.locator('[data-slide]:not([aria-hidden="true"])');
      const track = carousel.locator('[aria-live]');
      await expect(carousel.locator('[role="group"]')).toHaveCount(3);
      const first = await shown.getAttribute('data-slide');
      await page.mouse.move(0, 0);
      await page.clock.runFor(10_000);
      await expect(shown).not.toHaveAttribute('data-slide', first!);
      const second = await shown.getAttribute('data-slide');

      // Stopped, it stays stopped once the pointer and the focus have left.
      await carousel.getByRole('button', { name: words.stop, exact: true }).click();
      const play = carousel.getByRole('button', { name: words.play, exact: true });
      await expect(play).toBeVisible();
      await page.mouse.move(0, 0);
      await play.blur();
      await expect(track).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(30_000);
      await expect(shown).toHaveAttribute('data-slide', second!);

      await play.click();
      await page.mouse.move(0, 0);
      await carousel.getByRole('button', { name: words.stop, exact: true }).blur();
      await expect(track).toHaveAttribute('aria-live', 'off');

      // Off screen, nothing turns (and nothing is drawn for it); back in view, it turns again.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(track).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(30_000);
      await expect(shown).toHaveAttribute('data-slide', second!);
      await carousel.scrollIntoViewIfNeeded();
      await expect(track).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(10_000);
      await expect(shown).not.toHaveAttribute('data-slide', second!);
    });
  });
}
