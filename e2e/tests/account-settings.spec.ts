/**
 * Account settings (P1 §2 Settings page, §4 Linking, §5, §7, §8 Profile): the profile form with an uploaded image,
 * the country picker, linking and unlinking the chat-community account through the consent stand-in, and
 * deactivation. Tests that change an account create their own player, so no test depends on another.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import {
  apiGet,
  authCookie,
  header,
  LOCALES,
  mainHeading,
  signInPageUrl,
  TEXT as SHELL_TEXT,
  titleOf,
} from '../support/arena-ui';
import { signInAsNewPlayer, tokenOf, type NewPlayer } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

/** What the settings screens say, in the spec's English and the product's Arabic. */
const TEXT = {
  en: {
    settings: 'Settings',
    displayName: 'Display name',
    location: 'Location',
    email: 'Email',
    gameId: 'Game ID',
    public: 'Public',
    private: 'Private',
    tournaments: 'Tournament updates',
    challenges: 'Challenges',
    rewards: 'Rewards',
    save: 'Save',
    saved: 'Profile updated successfully',
    changeProfileImage: 'Change profile image',
    profileImagePreview: 'Profile image preview',
    profileImageUpdated: 'Profile image updated successfully',
    notImage: 'Please upload an image file',
    noCountries: 'No countries found',
    linkedAccounts: 'Linked accounts',
    discord: 'Discord',
    connectDiscord: 'Connect Discord',
    unlinkDiscord: 'Unlink Discord',
    unlinkTitle: 'Unlink your Discord account?',
    unlinked: 'Discord account unlinked successfully',
    connected: 'Connected',
    notConnected: 'Not connected',
    linkDiscordTitle: 'Link Discord Account',
    backToSettings: 'Back to Settings',
    profileNav: 'Profile',
    discordProfile: (username: string) => `Discord: ${username}`,
    avatarAlt: (name: string) => `${name}'s profile picture`,
    deactivate: 'Deactivate Account',
    deactivateTitle: 'Deactivate your account?',
    deactivateConfirm: 'Deactivate',
    typeDelete: 'Type delete to confirm',
    deactivated: 'Account deactivated successfully',
  },
  ar: {
    settings: 'الإعدادات',
    displayName: 'الاسم المعروض',
    location: 'الموقع',
    email: 'البريد الإلكتروني',
    gameId: 'معرّف اللعبة',
    public: 'عام',
    private: 'خاص',
    tournaments: 'تحديثات البطولات',
    challenges: 'التحديات',
    rewards: 'المكافآت',
    save: 'حفظ',
    saved: 'تم تحديث الملف الشخصي بنجاح',
    changeProfileImage: 'تغيير صورة الملف الشخصي',
    profileImagePreview: 'معاينة صورة الملف الشخصي',
    profileImageUpdated: 'تم تحديث صورة الملف الشخصي بنجاح',
    notImage: 'يرجى رفع ملف صورة',
    noCountries: 'لم يتم العثور على دول',
    linkedAccounts: 'الحسابات المرتبطة',
    discord: 'ديسكورد',
    connectDiscord: 'ربط ديسكورد',
    unlinkDiscord: 'إلغاء ربط ديسكورد',
    unlinkTitle: 'هل تريد إلغاء ربط حساب ديسكورد؟',
    unlinked: 'تم إلغاء ربط حساب ديسكورد بنجاح',
    connected: 'متصل',
    notConnected: 'غير متصل',
    linkDiscordTitle: 'ربط حساب ديسكورد',
    backToSettings: 'العودة إلى الإعدادات',
    profileNav: 'الملف الشخصي',
    discordProfile: (username: string) => `ديسكورد: ${username}`,
    avatarAlt: (name: string) => `الصورة الشخصية لـ ${name}`,
    deactivate: 'تعطيل الحساب',
    deactivateTitle: 'هل تريد تعطيل حسابك؟',
    deactivateConfirm: 'تعطيل',
    typeDelete: 'اكتب delete للتأكيد',
    deactivated: 'تم تعطيل الحساب بنجاح',
  },
} as const satisfies Record<Locale, unknown>;

/** A 1×1 PNG, the smallest file the API's byte check takes as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const UPLOADED_PNG = /\/uploads\/[^/]+\.png$/;

/** A fresh player with a tag line of their own (the Game ID shows it), signed in and back on the settings page. */
async function newPlayerOnSettings(page: Page): Promise<NewPlayer> {
  const suffix = randomBytes(4).toString('hex');
  return signInAsNewPlayer(page, '/account/settings', {
    gameName: `Set${suffix}`,
    tagLine: suffix.slice(0, 5).toUpperCase(),
  });
}

function toaster(page: Page): Locator {
  return page.getByTestId('toaster');
}

function linkedCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The header's avatar button, named after the player. */
function avatarButton(page: Page, locale: Locale, name: string): Locator {
  return header(page).getByRole('button', { name: SHELL_TEXT[locale].accountMenu(name), exact: true });
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

for (const locale of LOCALES) {
  test.describe(`account settings (${locale})`, () => {
    test('a player uploads a profile image and saves the profile; header and profile show it at once', async ({
      page,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      const player = await newPlayerOnSettings(page);
      await expect(mainHeading(page, text.settings)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.settings));

      await expect(page.getByLabel(text.displayName, { exact: true })).toHaveValue(player.gameName);
      const gameId = page.getByLabel(text.gameId, { exact: true });
      await expect(gameId).toHaveValue(`${player.gameName}#${player.tagLine}`);
      await expect(gameId).not.toBeEditable();
      await expect(page.getByLabel(text.email, { exact: true })).toHaveAttribute('type', 'email');

      // A file that is not an image is refused in the browser.
      const picker = page.getByLabel(text.changeProfileImage, { exact: true });
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.getByText(text.notImage, { exact: true })).toBeVisible();

      await picker.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
      await expect(toaster(page).getByText(text.profileImageUpdated, { exact: true })).toBeVisible();
      const preview = page.getByRole('img', { name: text.profileImagePreview, exact: true });
      await expect(preview).toHaveAttribute('src', UPLOADED_PNG);
      await expectImageLoaded(preview);
      await expect(page.getByText(text.notImage, { exact: true })).toHaveCount(0);

      const headerAvatar = avatarButton(page, locale, player.gameName).locator('img');
      await expect(headerAvatar).toHaveAttribute('src', UPLOADED_PNG);
      await expectImageLoaded(headerAvatar);

      const newName = `Hawk ${player.tagLine}`;
      const email = `${player.gameName.toLowerCase()}@example.com`;
      await page.getByLabel(text.displayName, { exact: true }).fill(newName);
      const location = page.getByRole('combobox', { name: text.location, exact: true });
      await location.fill('saudi');
      await page.getByRole('option', { name: /Saudi Arabia/ }).click();
      await expect(location).toHaveValue('Saudi Arabia');
      await page.getByLabel(text.email, { exact: true }).fill(email);
      await page.getByRole('radio', { name: text.public, exact: true }).check();
      // Only Rewards ticked: one box, stored as 1, read back as tournament updates (P1 §5).
      for (const box of [text.tournaments, text.challenges])
        await page.getByRole('checkbox', { name: box, exact: true }).uncheck();
      await page.getByRole('checkbox', { name: text.rewards, exact: true }).check();
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(toaster(page).getByText(text.saved, { exact: true })).toBeVisible();

      // The header follows without a reload.
      await expect(avatarButton(page, locale, newName)).toBeVisible();
      await expect(avatarButton(page, locale, newName).locator('img')).toHaveAttribute('src', UPLOADED_PNG);

      await page
        .getByRole('navigation', { name: locale === 'en' ? 'Account' : 'الحساب' })
        .getByRole('link', { name: text.profileNav, exact: true })
        .click();
      await expect(mainHeading(page, newName)).toBeVisible();
      await expect(page.getByRole('main').getByText('Saudi Arabia')).toBeVisible();
      const profileAvatar = page.getByRole('img', { name: text.avatarAlt(newName), exact: true });
      await expect(profileAvatar).toHaveAttribute('src', UPLOADED_PNG);
      await expectImageLoaded(profileAvatar);

      // Stored: a fresh load shows the saved values.
      await page.goto('/account/settings');
      await expect(page.getByLabel(text.displayName, { exact: true })).toHaveValue(newName);
      await expect(page.getByRole('combobox', { name: text.location, exact: true })).toHaveValue(
        'Saudi Arabia',
      );
      await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
      await expect(page.getByRole('checkbox', { name: text.tournaments, exact: true })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: text.challenges, exact: true })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: text.rewards, exact: true })).not.toBeChecked();
    });

    test('the location picker filters countries by any part of the name', async ({
      page,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/account/settings' });
      const location = page.getByRole('combobox', { name: text.location, exact: true });
      await expect(location).toBeVisible();

      await location.fill('ARAB');
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.filter({ hasText: 'Saudi Arabia' })).toHaveCount(1);
      await expect(options.filter({ hasText: 'United Arab Emirates' })).toHaveCount(1);
      for (const name of await options.allTextContents()) expect(name.toLowerCase()).toContain('arab');
      await expect(page.getByText(text.noCountries, { exact: true })).toHaveCount(0);

      await location.fill('zzqx');
      await expect(options).toHaveCount(0);
      await expect(page.getByText(text.noCountries, { exact: true })).toBeVisible();

      // Keyboard: type, arrow down, Enter.
      await location.fill('jorda');
      await location.press('ArrowDown');
      await location.press('Enter');
      await expect(location).toHaveValue('Jordan');
      await expect(location).toHaveAttribute('aria-expanded', 'false');
    });

    test('a player links the chat-community account through the consent page and unlinks it', async ({
      page,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const { urls } = readPortalInfo();
      await setLocale(page, locale);
      const player = await newPlayerOnSettings(page);
      const section = page.getByRole('region', { name: text.linkedAccounts, exact: true });
      const discord = section.getByRole('article', { name: text.discord, exact: true });
      await expect(discord.getByText(text.notConnected, { exact: true })).toBeVisible();

      await discord.getByRole('button', { name: text.connectDiscord, exact: true }).click();
      await page.waitForURL((url) => url.origin === urls.api && url.pathname === '/auth/connect/discord');
      const username = page.getByLabel(/Username/);
      await expect(username).toHaveValue(player.gameName);
      const discordName = `hawk_${player.tagLine.toLowerCase()}`;
      await username.fill(discordName);
      await page.getByRole('button', { name: /Authorize/ }).click();

      await page.waitForURL((url) => url.origin === urls.shell && url.pathname === '/link-discord');
      const address = new URL(page.url());
      expect(address.searchParams.get('provider')).toBe('discord');
      expect(address.searchParams.get('status')).toBe('connected');
      await expect(mainHeading(page, text.linkDiscordTitle)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.linkDiscordTitle));
      // No main layout on this page.
      await expect(header(page).getByRole('navigation')).toHaveCount(0);
      const status = page.getByTestId('link-status');
      await expect(status.getByText(text.connected, { exact: true })).toBeVisible();
      await expect(status.getByText(discordName, { exact: true })).toBeVisible();
      const discordId = (await status.getByText(/^\d{18}$/).textContent())!;

      await page.getByRole('link', { name: text.backToSettings, exact: true }).click();
      await expect(mainHeading(page, text.settings)).toBeVisible();
      const card = linkedCard(page, text.discord);
      await expect(card.getByText(text.connected, { exact: true })).toBeVisible();
      await expect(card.getByText(discordName, { exact: true })).toBeVisible();
      await expect(card.getByText(discordId, { exact: true })).toBeVisible();

      await page.goto('/account');
      const profileLink = page.getByRole('link', {
        name: new RegExp(`^${text.discordProfile(discordName)}`),
      });
      await expect(profileLink).toHaveAttribute('href', `https://discord.com/users/${discordId}`);

      await page.goto('/account/settings');
      await linkedCard(page, text.discord)
        .getByRole('button', { name: text.unlinkDiscord, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: text.unlinkTitle, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox')).toHaveCount(0);
      await dialog.getByRole('button', { name: text.unlinkDiscord, exact: true }).click();
      await expect(toaster(page).getByText(text.unlinked, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(
        linkedCard(page, text.discord).getByText(text.notConnected, { exact: true }),
      ).toBeVisible();
      await expect(
        linkedCard(page, text.discord).getByRole('button', { name: text.connectDiscord, exact: true }),
      ).toBeVisible();

      await page
        .getByRole('navigation', { name: locale === 'en' ? 'Account' : 'الحساب' })
        .getByRole('link', { name: text.profileNav, exact: true })
        .click();
      await expect(mainHeading(page, player.gameName)).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(`^${text.discordProfile(discordName)}`) }),
      ).toHaveCount(0);
    });

    test('a player deactivates the account with the word delete and cannot sign in again', async ({
      page,
      request,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const { urls } = readPortalInfo();
      await setLocale(page, locale);
      const player = await newPlayerOnSettings(page);
      const token = await tokenOf(page);
      const { user } = await apiGet<{ user: { id: string } }>(request, '/v1/user/me', token);

      await page.getByRole('button', { name: text.deactivate, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.deactivateTitle, exact: true });
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: text.deactivateConfirm, exact: true });
      await expect(confirm).toBeDisabled();
      const word = dialog.getByLabel(text.typeDelete, { exact: true });
      await expect(word).toBeFocused();
      await word.fill('delet');
      await expect(confirm).toBeDisabled();
      await word.fill('delete');
      await expect(confirm).toBeEnabled();
      await confirm.click();

      await expect(toaster(page).getByText(text.deactivated, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${urls.shell}/`);
      await expect(
        header(page).getByRole('link', { name: SHELL_TEXT[locale].signIn, exact: true }),
      ).toBeVisible();
      await expect.poll(async () => (await authCookie(page.context()))?.value ?? null).toBeNull();

      // The old token no longer works.
      const me = await request.get(`${urls.api}/v1/user/me`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(me.status()).toBe(401);

      // The sign-in stand-in no longer offers the player, and refuses them by id.
      await page.goto(signInPageUrl('/account'));
      await expect(page.getByRole('heading', { name: /Sign in/ }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: `${player.gameName}#${player.tagLine}` })).toHaveCount(0);
      const refused = await request.post(`${urls.api}/auth/signin`, {
        form: { redirect_url: `${urls.shell}/account`, user_id: user.id },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain('This account has been deactivated');
    });
  });
}
