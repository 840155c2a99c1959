/**
 * Page Not Found (P1 §2, issue 28): a garbage sub-path of every route prefix the live manifest hands to a remote,
 * the addresses the issue names, and paths no app owns draw the portal's one Page Not Found (heading, page title,
 * Go Home to /, Go Back) in both languages; the document answers 404 wherever the deploy server knows the owner's
 * routes (the routes.json of its live release, or of the shell's build), and 200 where it cannot know.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type PortalInfo } from '../fixtures';
import { LOCALES, mainHeading, navigateInApp, TEXT, titleOf } from '../support/arena-ui';

/** Deeper than any route of any remote (`/tournaments/:id/bracket`, `/staff/tickets/:ticketId`). */
const GARBAGE = 'no-such-page/at-all';

/** What Chromium's Accept header says on a navigation: the deploy server answers it with the app's HTML. */
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The examples that a prefix walk does not reach, and paths no remote owns. */
const NAMED_PATHS = ['/invite', '/tournaments/1/nope', '/staff/x', '/no-such-page'];

interface Manifest {
  remotes: { name: string; entry: string; routes: string[]; version: string }[];
}

/** Every path to walk, with whether the deploy server can know it is no page (its owner's routes.json is served). */
async function pathsToWalk(
  request: APIRequestContext,
  portal: PortalInfo,
): Promise<{ path: string; known: boolean }[]> {
  const manifest = (await (await request.get(`${portal.urls.shell}/platform.json`)).json()) as Manifest;
  const served = async (url: string) => (await request.get(url)).ok();
  const knows = new Map<string, boolean>();
  for (const remote of manifest.remotes)
    knows.set(remote.name, await served(new URL('routes.json', remote.entry).href));
  const shellKnows = await served(`${portal.urls.shell}/routes.json`);
  const ownerKnows = (path: string) => {
    const owner = manifest.remotes.find((remote) =>
      remote.routes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    );
    return owner ? (knows.get(owner.name) ?? false) : shellKnows;
  };
  const prefixes = manifest.remotes.flatMap((remote) => remote.routes);
  expect(prefixes.length, 'the live manifest names route prefixes').toBeGreaterThan(10);
  return [...prefixes.map((prefix) => `${prefix}/${GARBAGE}`), ...NAMED_PATHS].map((path) => ({
    path,
    known: ownerKnows(path),
  }));
}

async function expectNotFound(page: Page, locale: (typeof LOCALES)[number], path: string) {
  const text = TEXT[locale];
  await expect(mainHeading(page, text.notFound), path).toBeVisible();
  await expect(page, path).toHaveTitle(titleOf(text.notFound));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: text.goHome, exact: true }), path).toHaveAttribute('href', '/');
  await expect(main.getByRole('button', { name: text.goBack, exact: true }), path).toBeVisible();
}

for (const locale of LOCALES) {
  test(`every unknown address under every route prefix shows Page Not Found, 404 where known (${locale})`, async ({
    page,
    portal,
    request,
    setLocale,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    const paths = await pathsToWalk(request, portal);
    await setLocale(page, locale);
    // Signed in: the signed-in prefixes (/account, /ticket, /link-discord, /staff/...) send visitors to sign-in.
    await signInAs(page, 'Falcon#MENA', { returnTo: '/' });

    for (const { path, known } of paths) {
      // The document a browser would get at that address (a navigation asks for HTML)...
      const response = await page.request.get(`${portal.urls.shell}${path}`, {
        headers: { Accept: NAVIGATION_ACCEPT },
      });
      expect(response.status(), `${path}: the document's status`).toBe(known ? 404 : 200);
      // ...and what the portal draws there. The issue's own addresses are typed in (a document load each); the prefix
      // walk moves inside the page as a link does (a load costs Chromium about half a CPU-second), by way of a page
      // without Page Not Found, so the one seen is the new address's.
      if (NAMED_PATHS.includes(path)) {
        await page.goto(path);
      } else {
        await navigateInApp(page, '/faq');
        await expect(mainHeading(page, text.notFound)).toHaveCount(0);
        await navigateInApp(page, path);
      }
      await expectNotFound(page, locale, path);
      await expect(page).toHaveURL(`${portal.urls.shell}${path}`);
    }
    // Each remote's build lists its routes, so the server knows them all here.
    expect(paths.filter(({ known }) => !known).map(({ path }) => path)).toEqual([]);

    // From a remote's Page Not Found, Go Back returns to the page before and Go Home goes to /.
    await page.goto('/news');
    await expect(mainHeading(page, text.newsHeading)).toBeVisible();
    await page.goto(`/news/${GARBAGE}`);
    await expectNotFound(page, locale, `/news/${GARBAGE}`);
    await page.getByRole('main').getByRole('button', { name: text.goBack, exact: true }).click();
    await expect(page).toHaveURL(`${portal.urls.shell}/news`);
    await expect(mainHeading(page, text.newsHeading)).toBeVisible();
    await page.goForward();
    await expectNotFound(page, locale, `/news/${GARBAGE}`);
    await page.getByRole('main').getByRole('link', { name: text.goHome, exact: true }).click();
    await expect(page).toHaveURL(`${portal.urls.shell}/`);
    await expect(mainHeading(page, text.notFound)).toHaveCount(0);
  });
}
