/**
 * Security headers of the portal's HTML (issue 27, defect 5): a strict Content-Security-Policy from the live
 * manifest, no framing by anyone (the browser refuses it), a referrer policy, HSTS over HTTPS; and the portal works
 * under that policy: no page of the route walk, nor a live bracket's frame, meets a violation, in both languages.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiGet, header, LOCALES, TEXT } from '../support/arena-ui';
import { watchCspViolations } from '../support/csp';

interface Platform {
  apiUrl: string;
  socketUrl: string;
  bracketHostOrigin: string;
  remotes: { name: string; entry: string }[];
}

/** The CSP as a map of directive → sources. */
function directives(csp: string | undefined): Record<string, string[]> {
  expect(csp, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    csp!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectPortalHeaders(
  response: { headers(): Record<string, string> } | null,
  platform: Platform,
  what: string,
) {
  expect(response, what).toBeTruthy();
  const headers = response!.headers();
  const csp = directives(headers['content-security-policy']);
  const remoteOrigins = platform.remotes.map((remote) => new URL(remote.entry).origin);
  const api = new URL(platform.apiUrl).origin;
  expect(csp['default-src'], what).toEqual(["'self'"]);
  for (const origin of remoteOrigins) expect(csp['script-src'], `${what}: ${origin}`).toContain(origin);
  expect(csp['script-src'], what).not.toContain("'unsafe-inline'");
  expect(csp['script-src'], what).not.toContain("'unsafe-eval'");
  expect(csp['connect-src'], what).toEqual(
    expect.arrayContaining([api, api.replace(/^http/, 'ws'), ...remoteOrigins]),
  );
  expect(csp['img-src'], what).toEqual(expect.arrayContaining([api, 'data:']));
  // The bracket host and the live-stream players a tournament page loads on a click (issue 32), nothing else.
  expect(csp['frame-src'], what).toEqual([
    new URL(platform.bracketHostOrigin).origin,
    'https://player.twitch.tv',
    'https://www.youtube-nocookie.com',
  ]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  // Served over plain HTTP here: no HSTS (see the HTTPS case below).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test.describe('security headers of the portal', () => {
  test("the shell on / and on a remote's route, and a remote's standalone frame", async ({
    page,
    portal,
  }) => {
    const platform = (await (
      await page.request.get(`${portal.urls.shell}/platform.json`)
    ).json()) as Platform;
    expectPortalHeaders(await page.goto('/'), platform, '/');
    await expect(page.getByTestId('home-news')).toBeVisible();
    expectPortalHeaders(await page.goto('/tournaments'), platform, '/tournaments');
    expectPortalHeaders(await page.goto('/news'), platform, '/news');
    expectPortalHeaders(
      await page.request.get(`${portal.urls.remotes.community}/`, { headers: { accept: 'text/html' } }),
      platform,
      'the community standalone frame',
    );
    // The inline script of the shell's page is allowed by its hash, and only it.
    const html = await (await page.request.get(`${portal.urls.shell}/`)).text();
    const hashes = directives(
      (await page.request.get(`${portal.urls.shell}/`)).headers()['content-security-policy'],
    )['script-src'].filter((source) => source.startsWith("'sha256-"));
    expect(hashes.length).toBe([...html.matchAll(/<script>/g)].length);
  });

  test('HSTS when the proxy in front says the request came over HTTPS', async ({ request, portal }) => {
    const response = await request.get(`${portal.urls.shell}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('the page a sign-in returns to sends no referrer', async ({ request, portal }) => {
    const response = await request.get(`${portal.urls.shell}/account?token=a.b.c&state=${'s'.repeat(22)}`);
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  });
});

/**
 * An attacker's site: a server of its own on 127.0.0.1, another site than the portal's `localhost` (and, like it, on
 * this machine: Chromium refuses a public page's frames of local addresses for reasons of its own, which would hide
 * what is tested here). `/` frames `?target=` (#victim) and one page of its own (#control).
 */
async function startAttackerSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (url.pathname === '/own') return response.end('<!doctype html><p id="own">framed</p>');
    const target = url.searchParams.get('target') ?? '';
    response.end(`<!doctype html><title>Win a prize</title>
      <iframe id="victim" src="${target.replace(/"/g, '&quot;')}" width="900" height="600"></iframe>
      <iframe id="control" src="/own"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the attacker's page framing `target` and expects the browser to refuse the frame: it holds Chromium's error
 * page, never the target, while the attacker's own frame draws (framing as such works on that page).
 */
async function expectFramingRefused(page: Page, attacker: string, target: string): Promise<void> {
  await page.goto(`${attacker}/?target=${encodeURIComponent(target)}`);
  await expect(page.frameLocator('#control').locator('#own')).toHaveText('framed');
  const victim = await (await page.locator('#victim').elementHandle())!.contentFrame();
  await expect.poll(() => victim!.url(), { message: `the frame of ${target}` }).toMatch(/^chrome-error:/);
  expect(page.frames().some((frame) => frame.url() === target)).toBe(false);
}

test.describe('no one frames the portal', () => {
  let attacker: Awaited<ReturnType<typeof startAttackerSite>>;
  test.beforeAll(async () => {
    attacker = await startAttackerSite();
  });
  test.afterAll(() => attacker.close());

  test("the check works: the attacker's site frames its own page, and an address that allows framing", async ({
    page,
    portal,
  }) => {
    // The check below can tell a refused frame from a loaded one: the API's /health (JSON, no CSP) loads.
    await page.goto(`${attacker.origin}/?target=${encodeURIComponent(`${portal.urls.api}/health`)}`);
    await expect(page.frameLocator('#control').locator('#own')).toHaveText('framed');
    await expect(page.frameLocator('#victim').locator('body')).toContainText('"status"');
  });

  test('a page on another site that frames the portal gets nothing: the browser refuses it', async ({
    page,
    portal,
    signInAs,
  }) => {
    // Signed in, as a victim of clickjacking would be.
    await signInAs(page, 'Falcon#MENA', { returnTo: '/' });
    for (const path of ['/', '/account/settings', '/tournaments'])
      await expectFramingRefused(page, attacker.origin, `${portal.urls.shell}${path}`);
    await expect(page.frameLocator('#victim').locator('#arena-layout')).toHaveCount(0);
  });

  test("a remote's standalone frame and the API's bracket pages are refused too", async ({
    page,
    portal,
  }) => {
    const { data } = await apiGet<{ data: { id: string; name: { en: string } }[] }>(
      page.request,
      '/v1/tournaments',
    );
    const live = data.find((tournament) => tournament.name.en === 'Nile Legends Cup')!;
    await expectFramingRefused(page, attacker.origin, `${portal.urls.remotes.community}/`);
    // Frameable by the portal's origins only (its frame-ancestors), so not by this site.
    await expectFramingRefused(
      page,
      attacker.origin,
      `${portal.urls.api}/embed/brackets/${live.id}?stage=main&lang=en`,
    );
  });
});

// Every route, signed out, signed in and as staff, is held to no CSP violation by the route walk (route-walk.spec.ts,
// which watches each page it measures). Here: what the walk does not open — a live bracket, whose frame comes from
// the API's embed host — and a move inside the portal without a page load.
for (const locale of LOCALES) {
  test(`a live bracket's frame and a move inside the portal meet no CSP violation (${locale})`, async ({
    page,
    request,
    setLocale,
    signInAs,
  }) => {
    const violations = await watchCspViolations(page);
    await setLocale(page, locale);
    await signInAs(page, 'Falcon#MENA', { returnTo: '/' });

    const { data: tournaments } = await apiGet<{ data: { id: string; name: { en: string } }[] }>(
      request,
      '/v1/tournaments',
    );
    const live = tournaments.find((tournament) => tournament.name.en === 'Nile Legends Cup')!;
    const found: string[] = [];
    const path = `/tournaments/${live.id}/bracket`;
    await page.goto(path);
    await expect(page.frameLocator('iframe').first().locator('#bracket-root')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await violations()).map((line) => `${path}: ${line}`));

    // A move inside the portal without a page load (the header's link to the tournaments).
    await page.goto('/');
    await header(page).getByRole('link', { name: TEXT[locale].nav.tournaments, exact: true }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await page.waitForLoadState('networkidle');
    found.push(...(await violations()));
    expect([...new Set(found)]).toEqual([]);
  });
}
