/**
 * What the feature suites (session, language, navigation, home, news, profile) look for on screen, per locale,
 * and a few helpers around the shell's header and the remotes' containers. The texts are the spec's English and
 * the product's Arabic, copied here on purpose: a suite must fail when what a user reads changes.
 */
import { randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Locale } from '../fixtures';
import { readPortalInfo } from './portal-info';
import type { RemoteName } from './ports';

export const LOCALES: readonly Locale[] = ['ar', 'en'];

export const AUTH_COOKIE = 'arena_token';
/** The cookie in which the portal keeps the state of the sign-in it started (shared-kit's SIGN_IN_STATE_COOKIE). */
export const SIGN_IN_STATE_COOKIE = 'arena_signin_state';

/** Texts a user reads, by locale. */
export const TEXT = {
  ar: {
    mainNav: 'التنقل الرئيسي',
    nav: { home: 'الرئيسية', pass: 'MENA Pass', tournaments: 'البطولات', news: 'الأخبار' },
    signIn: 'تسجيل الدخول',
    accountMenu: (name: string) => `قائمة حساب ${name}`,
    logout: 'تسجيل الخروج',
    profile: 'الملف الشخصي',
    toggle: 'EN',
    newsHeading: 'آخر الأخبار',
    newsPageName: 'الأخبار',
    tournamentsHeading: 'البطولات',
    passHeading: 'مينا باس',
    banned: 'الحساب محظور',
    leagueAlert: 'حساب League مطلوب',
    notFound: 'الصفحة غير موجودة',
    goHome: 'العودة إلى الرئيسية',
    goBack: 'رجوع',
    locked: 'مقفل',
    unlocked: 'مفتوح',
    featured: 'مميز',
    backToNews: 'العودة إلى الأخبار',
    tags: 'الوسوم',
    related: 'مقالات ذات صلة',
    loadContentFailed: 'تعذّر تحميل المحتوى',
    noMatches: 'لا توجد مباريات حديثة',
    matchHistory: 'سجل المباريات',
    kda: 'KDA',
    killsDeathsAssists: 'القتل / الموت / المساعدة',
    items: 'العناصر',
    stats: {
      completedGames: 'المباريات المكتملة',
      xpEarned: 'نقاط الخبرة المكتسبة',
      loyaltyPoints: 'نقاط الولاء',
    },
    bell: /^الإشعارات، /,
    /** "N min read" with Arabic plural forms and Arabic-Indic digits. */
    readTime: (minutes: number) => {
      if (minutes === 1) return 'دقيقة واحدة للقراءة';
      if (minutes === 2) return 'دقيقتان للقراءة';
      const digits = formatNumber(minutes, 'ar');
      if (minutes % 100 >= 3 && minutes % 100 <= 10) return `${digits} دقائق للقراءة`;
      return `${digits} دقيقة للقراءة`;
    },
  },
  en: {
    mainNav: 'Main navigation',
    nav: { home: 'Home', pass: 'MENA Pass', tournaments: 'Tournaments', news: 'News' },
    signIn: 'Sign In',
    accountMenu: (name: string) => `Account menu for ${name}`,
    logout: 'Logout',
    profile: 'Profile',
    toggle: 'AR',
    newsHeading: 'News Updates',
    newsPageName: 'News',
    tournamentsHeading: 'Tournaments',
    passHeading: 'MENA Pass',
    banned: 'Account Banned',
    leagueAlert: 'League Account Required',
    notFound: 'Page Not Found',
    goHome: 'Go Home',
    goBack: 'Go Back',
    locked: 'Locked',
    unlocked: 'Unlocked',
    featured: 'Featured',
    backToNews: 'Back to News',
    tags: 'Tags',
    related: 'Related Posts',
    loadContentFailed: 'Failed to load content',
    noMatches: 'No recent matches found',
    matchHistory: 'Match History',
    kda: 'KDA',
    killsDeathsAssists: 'Kills / Deaths / Assists',
    items: 'Items',
    stats: { completedGames: 'Completed Games', xpEarned: 'XP Earned', loyaltyPoints: 'Loyalty Points' },
    bell: /^Notifications, /,
    readTime: (minutes: number) => `${minutes} min read`,
  },
} as const;

export const PRODUCT_NAME = 'MENA Arena';

/** `<page> | MENA Arena` (P1 §2). */
export function titleOf(pageName: string): string {
  return `${pageName} | ${PRODUCT_NAME}`;
}

/** Intl locale the spec asks for: Arabic-Saudi (Gregorian calendar) or US English. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US';
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), options).format(value);
}

/** `Nov 21, 2026` / `٢١ نوفمبر ٢٠٢٦` in the browser's time zone (the machine's, as the runner's). */
export function formatShortDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));
}

const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
export const ARABIC_MONTH_NAME = new RegExp(ARABIC_MONTHS.join('|'));
export const ENGLISH_SHORT_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/;

/** Arabic-Indic digits and separators to plain ASCII, for reading numbers shown in Arabic. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',')
    .replace(/[\u200e\u200f\u061c]/g, '');
}

export function mainNav(page: Page, locale: Locale): Locator {
  return page.getByRole('navigation', { name: TEXT[locale].mainNav, exact: true });
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function languageToggle(page: Page): Locator {
  return page.getByTestId('language-toggle');
}

/** The container single-spa mounts a remote into (`#remote-<name>` inside `<main>`). */
export function remoteRoot(page: Page, remote: RemoteName): Locator {
  return page.locator(`#remote-${remote}`);
}

/** The page's level-1 heading inside `<main>` with this exact name. */
export function mainHeading(page: Page, name: string | RegExp): Locator {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 1, name, ...(typeof name === 'string' ? { exact: true } : {}) });
}

/**
 * Moves inside the open page as a link of the portal does (single-spa's navigateToUrl): no document load, the session
 * and the shell stay (the caller checks where it lands: a refusal may move it on). Cheaper than `page.goto` (a
 * document load costs Chromium about half a CPU-second), for walks whose subject is what a route draws, not how its
 * document loads.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(target);
  }, path);
}

export async function expectDocumentLanguage(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

export async function authCookie(context: BrowserContext) {
  const { urls } = readPortalInfo();
  return (await context.cookies(urls.shell)).find((cookie) => cookie.name === AUTH_COOKIE);
}

/**
 * The stand-in sign-in page for a return address on the shell, without a state: a token it hands out is ignored
 * by the portal (to look at the page; `openSignInPage` starts a sign-in that completes).
 */
export function signInPageUrl(returnTo: string): string {
  const { urls } = readPortalInfo();
  return `${urls.api}/auth/signin?redirect_url=${encodeURIComponent(new URL(returnTo, urls.shell).href)}`;
}

/**
 * Starts a sign-in as the portal does (login CSRF defence): a new random state in this browser's state cookie on the
 * shell, then the stand-in sign-in page with the way back to `returnTo` and that state, which the stand-in returns
 * with the token. Answers the state.
 */
export async function openSignInPage(page: Page, returnTo: string): Promise<string> {
  const { urls } = readPortalInfo();
  const state = randomBytes(16).toString('base64url');
  // One state cookie: the one a page of the portal may have made already is replaced, not shadowed.
  await page.context().clearCookies({ name: SIGN_IN_STATE_COOKIE });
  await page
    .context()
    .addCookies([
      { name: SIGN_IN_STATE_COOKIE, value: state, url: urls.shell, secure: true, sameSite: 'Lax' },
    ]);
  await page.goto(`${signInPageUrl(returnTo)}&state=${state}`);
  return state;
}

/**
 * Picks a seeded player on the stand-in sign-in page, like the `signInAs` fixture, but only waits to be back on
 * the shell: for players whose session does not last (a banned account loses its cookie at once).
 */
export async function pickPlayerOnSignInPage(page: Page, player: string): Promise<void> {
  const { urls } = readPortalInfo();
  await page.getByRole('button', { name: player }).first().click();
  await page.waitForURL((url) => url.origin === new URL(urls.shell).origin);
}

/**
 * Submits a sign-in on the stand-in (`submit` presses its button) and waits until it has come back to the shell,
 * the shell has stored the token and has loaded the signed-in user (its GET /v1/user/me has answered). A test that
 * reloads, moves the API's clock or leaves the page right after signing in then meets a settled session, as a
 * person does, instead of the user call still in flight.
 */
export async function submitSignIn(page: Page, submit: () => Promise<void>): Promise<void> {
  const shellOrigin = new URL(readPortalInfo().urls.shell).origin;
  const userLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/user/me' && response.request().method() === 'GET',
    { timeout: 30_000 },
  );
  userLoaded.catch(() => {}); // awaited below; a failed submit must not leave it unhandled
  await submit();
  await page.waitForURL((url) => url.origin === shellOrigin);
  await expect
    .poll(async () => Boolean(await authCookie(page.context())), {
      message: 'the shell did not store a token after signing in',
    })
    .toBe(true);
  await userLoaded;
}

/** GET on the API, as JSON; with the auth token of a signed-in browser when given. */
export async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const { urls } = readPortalInfo();
  const response = await request.get(`${urls.api}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export interface ApiPost {
  id: string;
  created_at: string;
  tags: string[];
  translations: { language: Locale; title: string; summary: string; content: string }[];
}

export function postTitle(post: ApiPost, locale: Locale): string {
  const translation =
    post.translations.find((entry) => entry.language === locale && entry.title) ??
    post.translations.find((entry) => entry.language === 'en');
  return translation?.title ?? '';
}
