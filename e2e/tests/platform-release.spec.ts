/**
 * Independent releases (DESIGN §1, §2): a new version of one remote goes live by switching its line of the
 * platform manifest — the shell's files do not change — and rolls back the same way. Runs the real release and
 * rollback commands against this run's releases folder.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type PortalInfo } from '../fixtures';

/** The live platform manifest the deploy server writes into the shell's HTML on each request (issue 14). */
const INLINE_MANIFEST = /<script id="arena-platform" type="application\/json">(.*?)<\/script>/s;

/**
 * The shell's index.html and the main chunk it loads: the HTML without the manifest written into it at serve time
 * (the one part a release changes), that manifest's community version, and the main chunk's bytes.
 */
async function shellFiles(request: APIRequestContext, portal: PortalInfo) {
  const html = (await (await request.get(`${portal.urls.shell}/`)).body()).toString();
  const inline = INLINE_MANIFEST.exec(html);
  expect(inline, 'the shell index.html carries the live platform manifest').toBeTruthy();
  const platform = JSON.parse(inline![1]) as { remotes: { name: string; version: string }[] };
  const mainPath = /<script[^>]+src="?(\/main\.[^"\s>]+\.js)/.exec(html)?.[1];
  expect(mainPath, 'the shell index.html loads a main chunk').toBeTruthy();
  const main = await (await request.get(`${portal.urls.shell}${mainPath}`)).body();
  return {
    page: html.replace(INLINE_MANIFEST, ''),
    communityVersion: platform.remotes.find((remote) => remote.name === 'community')?.version,
    mainPath,
    main,
  };
}

/** Every request the page makes to the community remote's server. */
function communityRequests(page: Page, portal: PortalInfo) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${portal.urls.remotes.community}/`)) urls.push(request.url());
  });
  return urls;
}

test('a community release goes live on reload without touching the shell; rollback restores it', async ({
  page,
  portal,
  portalControl,
  request,
  setLocale,
}) => {
  test.setTimeout(300_000);
  const community = portal.urls.remotes.community;
  const newsHeading = page.getByRole('heading', { name: 'News Updates' });
  const before = (await portalControl.liveVersions()).community;
  expect(before, 'community has a live release').toBeTruthy();
  const shellBefore = await shellFiles(request, portal);

  await setLocale(page, 'en');
  const requested = communityRequests(page, portal);
  await page.goto('/news');
  await expect(newsHeading).toBeVisible();
  expect(requested).toContain(`${community}/${before}/mf-manifest.json`);
  expect(requested.every((url) => url.startsWith(`${community}/${before}/`))).toBe(true);

  // Release community alone, through the real command (it builds mfe-community only).
  const version = `e2e-${Date.now()}`;
  const output = await portalControl.release('community', { version });
  expect(output).toContain(`${before} → ${version}`);
  expect((await portalControl.liveVersions()).community).toBe(version);

  requested.length = 0;
  const newManifest = page.waitForResponse(`${community}/${version}/mf-manifest.json`);
  await page.reload();
  const manifest = await newManifest;
  expect(manifest.ok()).toBe(true);
  expect(
    ((await manifest.json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo
      .buildVersion,
  ).toBe(version);
  await expect(newsHeading).toBeVisible();
  expect(requested.length).toBeGreaterThan(1);
  expect(requested.filter((url) => !url.startsWith(`${community}/${version}/`))).toEqual([]);

  // The shell was not rebuilt or redeployed: same bytes at the same URLs; only the manifest written into its HTML
  // names the new version.
  const shellAfter = await shellFiles(request, portal);
  expect(shellBefore.communityVersion).toBe(before);
  expect(shellAfter.communityVersion).toBe(version);
  expect(shellAfter.mainPath).toBe(shellBefore.mainPath);
  expect(shellAfter.page).toBe(shellBefore.page);
  expect(shellAfter.main.equals(shellBefore.main)).toBe(true);

  // Open tabs keep working: the old version is still served, hashed chunks included.
  const oldEntry = await request.get(`${community}/${before}/remoteEntry.js`);
  expect(oldEntry.status()).toBe(200);

  // Roll back: the previous version's manifest is what the shell loads on the next reload.
  const rollback = await portalControl.rollback('community');
  expect(rollback).toContain(`${version} → ${before}`);
  requested.length = 0;
  await page.reload();
  await expect(newsHeading).toBeVisible();
  await expect.poll(() => requested).toContain(`${community}/${before}/mf-manifest.json`);
  expect(requested.filter((url) => !url.startsWith(`${community}/${before}/`))).toEqual([]);
  const restored = await request.get(`${community}/${before}/mf-manifest.json`);
  expect(
    ((await restored.json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo
      .buildVersion,
  ).not.toBe(version);
});
