/**
 * News (P2 §2, §7, §8, §9): the list with its featured post and grid, dates in the locale, the article with read
 * time, direction, tags, related posts and title, the failure path, and a post whose source held a script.
 */
import type { Dialog, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import {
  apiGet,
  ARABIC_MONTH_NAME,
  ENGLISH_SHORT_DATE,
  formatShortDate,
  LOCALES,
  mainHeading,
  postTitle,
  remoteRoot,
  TEXT,
  titleOf,
  type ApiPost,
} from '../support/arena-ui';

const WORDS_PER_MINUTE = 200;

/** The article page's one level-1 heading: the article title. */
function articleHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

function relatedPanel(page: Page, locale: Locale) {
  return page.getByRole('region', { name: TEXT[locale].related, exact: true });
}

/** Everything a user should see on the article page of `post`. */
async function expectArticle(page: Page, post: ApiPost, locale: Locale) {
  const text = TEXT[locale];
  const title = postTitle(post, locale);
  await expect(page).toHaveURL(new RegExp(`/news/${post.id}$`));
  await expect(articleHeading(page)).toHaveText(title);
  await expect(page).toHaveTitle(titleOf(title));

  // The article is labelled by its title (the related posts in the sidebar are articles too).
  const article = page.getByRole('main').getByRole('article', { name: title, exact: true });
  const body = page.getByTestId('article-body');
  await expect(body).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(body).toHaveAttribute('lang', locale);
  await expect(body.locator('p').first()).toBeVisible();

  // Created date in the locale, and the read time worked out from the words the reader sees (200 a minute).
  const date = article.locator('time').first();
  await expect(date).toHaveText(formatShortDate(post.created_at, locale));
  const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
  const minutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
  await expect(article.getByText(text.readTime(minutes), { exact: true })).toBeVisible();

  // Tags as #tag.
  const tags = article.getByRole('list', { name: text.tags, exact: true }).getByRole('listitem');
  await expect(tags).toHaveText(post.tags.map((tag) => `#${tag}`));
}

/** Hrefs of the related posts in the sidebar, once it has loaded. */
async function relatedHrefs(page: Page, locale: Locale, expected: number): Promise<string[]> {
  const links = relatedPanel(page, locale).getByRole('link');
  await expect(links).toHaveCount(expected);
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
}

for (const locale of LOCALES) {
  test.describe(`news (${locale})`, () => {
    test('the list features the newest post above a grid of the others, dates in the locale', async ({
      page,
      request,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const { data: posts } = await apiGet<{ data: ApiPost[] }>(request, '/v1/posts?sort=-created_at');
      expect(posts.length).toBeGreaterThan(3);
      await setLocale(page, locale);
      await page.goto('/news');

      const community = remoteRoot(page, 'community');
      await expect(
        community.getByRole('heading', { level: 1, name: text.newsHeading, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.newsPageName));

      const [newest, ...others] = posts;
      const featured = community.getByTestId('featured-post');
      await expect(featured.getByText(text.featured, { exact: true })).toBeVisible();
      const featuredLink = featured.getByRole('link');
      await expect(featuredLink).toHaveText(postTitle(newest, locale));
      await expect(featuredLink).toHaveAttribute('href', `/news/${newest.id}`);
      const featuredDate = featured.locator('time');
      await expect(featuredDate).toHaveText(formatShortDate(newest.created_at, locale));
      if (locale === 'ar') await expect(featuredDate).toHaveText(ARABIC_MONTH_NAME);
      else await expect(featuredDate).toHaveText(ENGLISH_SHORT_DATE);

      const cards = community.getByTestId('post-card');
      await expect(cards).toHaveCount(others.length);
      for (const [index, post] of others.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('link')).toHaveText(postTitle(post, locale));
        await expect(card.getByRole('link')).toHaveAttribute('href', `/news/${post.id}`);
        await expect(card.locator('time')).toHaveText(formatShortDate(post.created_at, locale));
      }
      // No English month names in Arabic, no Arabic ones in English.
      const allDates = await community.locator('time').allTextContents();
      expect(allDates).toHaveLength(posts.length);
      for (const shown of allDates) {
        if (locale === 'ar') expect(shown).toMatch(ARABIC_MONTH_NAME);
        else expect(shown).toMatch(ENGLISH_SHORT_DATE);
      }
    });

    test('an article shows its title, read time, body, tags and related posts; related and Back navigate', async ({
      page,
      portal,
      request,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const { data: posts } = await apiGet<{ data: ApiPost[] }>(request, '/v1/posts?sort=-created_at');
      const byId = new Map(posts.map((post) => [post.id, post]));
      const first = posts[0];
      await setLocale(page, locale);
      await page.goto('/news');

      await remoteRoot(page, 'community').getByTestId('featured-post').getByRole('link').click();
      await expectArticle(page, first, locale);

      // Up to 3 related posts, never the current one.
      const related = await relatedHrefs(page, locale, Math.min(3, posts.length - 1));
      expect(new Set(related).size).toBe(related.length);
      expect(related).not.toContain(`/news/${first.id}`);
      for (const href of related) expect(byId.has(href.replace('/news/', ''))).toBe(true);

      // A related post opens that article, whose own sidebar leaves it out.
      const second = byId.get(related[0].replace('/news/', ''))!;
      await relatedPanel(page, locale)
        .getByRole('link', { name: postTitle(second, locale), exact: true })
        .click();
      await expectArticle(page, second, locale);
      const relatedOfSecond = await relatedHrefs(page, locale, Math.min(3, posts.length - 1));
      expect(relatedOfSecond).not.toContain(`/news/${second.id}`);

      // Back: the previous article, then the list.
      await page.goBack();
      await expectArticle(page, first, locale);
      await page.goBack();
      await expect(page).toHaveURL(`${portal.urls.shell}/news`);
      await expect(mainHeading(page, text.newsHeading)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.newsPageName));

      // The article's own back link goes to the list as well.
      await page.goForward();
      await expectArticle(page, first, locale);
      await page.getByRole('link', { name: text.backToNews }).click();
      await expect(page).toHaveURL(`${portal.urls.shell}/news`);
      await expect(mainHeading(page, text.newsHeading)).toBeVisible();
    });

    test('an address no article has is Page Not Found, with no failure toast (issue 31: a deleted post)', async ({
      page,
      portal,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page.goto('/news/no-such-article');
      await expect(mainHeading(page, text.notFound)).toBeVisible();
      await expect(page).toHaveURL(`${portal.urls.shell}/news/no-such-article`);
      await expect(page.getByRole('alert').filter({ hasText: text.loadContentFailed })).toHaveCount(0);
      await expect(page.getByTestId('article-body')).toHaveCount(0);
    });
  });
}

test('the post whose source carried a script renders no script and fires no dialog', async ({
  page,
  portal,
  request,
  setLocale,
}) => {
  const { data: posts } = await apiGet<{ data: ApiPost[] }>(request, '/v1/posts');
  // The seed's fair-play post: its English source ended with a script, an onerror image, a javascript: link and
  // an iframe, wrapped around the words "Stay safe.".
  const post = posts.find((candidate) =>
    candidate.translations.some((entry) => entry.language === 'en' && entry.content.includes('Stay safe.')),
  );
  expect(post, 'the seeded malicious post').toBeDefined();
  const stored = post!.translations.find((entry) => entry.language === 'en')!.content;
  expect(stored).not.toMatch(/<script|onerror|javascript:|<iframe/i);

  const dialogs: Dialog[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.dismiss();
  });
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) leaks.push(request.url());
  });

  await setLocale(page, 'en');
  await page.goto(`/news/${post!.id}`);
  const body = page.getByTestId('article-body');
  await expect(body).toContainText('Stay safe.');
  await expect(articleHeading(page)).toHaveText(postTitle(post!, 'en'));

  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('iframe, object, embed')).toHaveCount(0);
  await expect(body.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await body.innerHTML()).not.toMatch(/<script|onerror=|javascript:/i);
  // Nothing ran: no alert, no redirect to the attacker's site, no request there.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(page).toHaveURL(`${portal.urls.shell}/news/${post!.id}`);
  expect(dialogs.map((dialog) => dialog.message())).toEqual([]);
  expect(leaks).toEqual([]);
});
