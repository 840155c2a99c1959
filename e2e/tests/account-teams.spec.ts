/**
 * My Team and the team invite page (P1 §2, §4, §5, §8), against the real API, in both languages: an owner creates
 * a team, a visitor joins through the invite link after signing in, the owner promotes, demotes and removes them,
 * and a turned-off link finds no team. Every run creates its own players through the sign-in stand-in.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setLocale, test } from '../fixtures';
import { expectDocumentLanguage, mainHeading, titleOf } from '../support/arena-ui';
import { createPlayerOnSignInPage, newPage, signInAsNewPlayer, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

/** What a user reads, per locale (the spec's English, the product's Arabic). */
const TEXT = {
  en: {
    myTeam: 'My Team',
    noTeam: 'No Team Found',
    createTeam: 'Create Team',
    createSubmit: 'Create Team',
    teamName: 'Team name',
    shortName: 'Short name',
    shortNameMax: 'Short name must be at most 4 characters',
    created: 'Team created successfully',
    oneMember: '1 member',
    inviteMembers: 'Invite Members',
    inviteLink: 'Invite link',
    linkSwitch: 'Custom invite link',
    copyLink: 'Copy Link',
    copied: 'Invite link copied to clipboard',
    linkDisabled: 'Custom invite link disabled successfully',
    teamInvite: 'Team Invite',
    joinTeam: 'Join Team',
    welcome: "Welcome aboard! You've successfully joined the team.",
    editTeam: 'Edit Team',
    saveChanges: 'Save Changes',
    updated: 'Team updated successfully',
    chooseImage: 'Choose Image',
    imageUpdated: 'Team image updated successfully',
    notAnImage: 'Please upload an image file',
    tooLarge: 'Image size should be less than 2MB',
    teamImageAlt: (name: string) => `${name} team image`,
    deleteTeam: 'Delete Team',
    typeDelete: 'Type delete to confirm',
    deleted: 'Team deleted successfully',
    leaveTeam: 'Leave Team',
    roles: { owner: 'Owner', admin: 'Admin', member: 'Member' },
    makeAdmin: 'Make Admin',
    makeMember: 'Make Member',
    promoted: 'Member promoted to admin successfully',
    demoted: 'Admin changed to member successfully',
    remove: 'Remove',
    removeMember: 'Remove Member',
    removed: 'Member removed successfully',
    notFound: 'Oops! Team Not Found',
    notFoundText: 'The invite link might be invalid or expired.',
    goHome: 'Go Home',
  },
  ar: {
    myTeam: 'فريقي',
    noTeam: 'لم يتم العثور على فريق',
    createTeam: 'إنشاء فريق',
    createSubmit: 'إنشاء الفريق',
    teamName: 'اسم الفريق',
    shortName: 'الاسم المختصر',
    shortNameMax: 'يجب ألا يتجاوز الاسم المختصر ٤ أحرف',
    created: 'تم إنشاء الفريق بنجاح',
    oneMember: 'عضو واحد',
    inviteMembers: 'دعوة أعضاء',
    inviteLink: 'رابط الدعوة',
    linkSwitch: 'رابط الدعوة المخصص',
    copyLink: 'نسخ الرابط',
    copied: 'تم نسخ رابط الدعوة إلى الحافظة',
    linkDisabled: 'تم تعطيل رابط الدعوة المخصص بنجاح',
    teamInvite: 'دعوة إلى فريق',
    joinTeam: 'انضم إلى الفريق',
    welcome: 'أهلًا بك في الفريق! لقد انضممت إلى الفريق بنجاح.',
    editTeam: 'تعديل الفريق',
    saveChanges: 'حفظ التغييرات',
    updated: 'تم تحديث الفريق بنجاح',
    chooseImage: 'اختيار صورة',
    imageUpdated: 'تم تحديث صورة الفريق بنجاح',
    notAnImage: 'يرجى رفع ملف صورة',
    tooLarge: 'يجب أن يكون حجم الصورة أقل من ٢ ميغابايت',
    teamImageAlt: (name: string) => `صورة فريق ${name}`,
    deleteTeam: 'حذف الفريق',
    typeDelete: 'اكتب delete للتأكيد',
    deleted: 'تم حذف الفريق بنجاح',
    leaveTeam: 'مغادرة الفريق',
    roles: { owner: 'المالك', admin: 'مشرف', member: 'عضو' },
    makeAdmin: 'ترقية إلى مشرف',
    makeMember: 'تغيير إلى عضو',
    promoted: 'تمت ترقية العضو إلى مشرف بنجاح',
    demoted: 'تم تغيير المشرف إلى عضو بنجاح',
    remove: 'إزالة',
    removeMember: 'إزالة عضو',
    removed: 'تمت إزالة العضو بنجاح',
    notFound: 'عذرًا! لم يتم العثور على الفريق',
    notFoundText: 'قد يكون رابط الدعوة غير صالح أو منتهي الصلاحية.',
    goHome: 'العودة إلى الرئيسية',
  },
} as const;

/** A 1×1 PNG: the API detects images by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page, text: string): Locator {
  return page.getByTestId('toaster').getByText(text, { exact: true });
}

/** Picks a file through the dialog's button, as a user does (the file input itself is hidden). */
async function chooseImage(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

function memberRow(page: Page, gameName: string): Locator {
  return page.getByTestId('team-member').filter({ hasText: gameName });
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`my team (${locale})`, () => {
    test('an owner creates a team, a visitor joins by invite link, and the owner manages them', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];
      const { urls } = readPortalInfo();
      const suffix = uniqueSuffix();
      const ownerName = `Own${suffix}`;
      const joinerName = `Join${suffix}`;
      const teamName = `Falcons ${suffix}`;

      // The owner, signed in, has no team yet.
      await setLocale(page, locale);
      await signInAsNewPlayer(page, '/account/teams', { gameName: ownerName });
      await expect(mainHeading(page, text.myTeam)).toBeVisible();
      await expectDocumentLanguage(page, locale);
      await expect(page).toHaveTitle(titleOf(text.myTeam));
      await expect(page.getByRole('heading', { name: text.noTeam })).toBeVisible();

      // Create: a 5-character short name is refused with its field error, then the team is created.
      await page.getByRole('button', { name: text.createTeam }).click();
      const createDialog = page.getByRole('dialog', { name: text.createTeam });
      await createDialog.getByLabel(text.teamName).fill(teamName);
      await createDialog.getByLabel(text.shortName).fill('FALCO');
      await createDialog.getByRole('button', { name: text.createSubmit }).click();
      await expect(createDialog.getByText(text.shortNameMax)).toBeVisible();
      await createDialog.getByLabel(text.shortName).fill('FAL');
      await createDialog.getByRole('button', { name: text.createSubmit }).click();
      await expect(toast(page, text.created)).toBeVisible();
      await expect(createDialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: teamName })).toBeVisible();
      await expect(page.getByRole('button', { name: text.createTeam })).toHaveCount(0);
      await expect(page.getByText(text.oneMember, { exact: true })).toBeVisible();
      await expect(memberRow(page, ownerName).getByText(text.roles.owner, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

      // The invite link, on the portal's origin, copied to the clipboard.
      const invitePanel = page.getByRole('region', { name: text.inviteMembers });
      const linkField = invitePanel.getByLabel(text.inviteLink, { exact: true });
      await expect(linkField).toHaveValue(new RegExp(`^${new URL(urls.shell).origin}/invite/[a-z0-9-]+$`));
      const inviteLink = await linkField.inputValue();
      await expect(invitePanel.getByRole('switch', { name: text.linkSwitch })).toBeChecked();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(urls.shell).origin,
      });
      await invitePanel.getByRole('button', { name: text.copyLink }).click();
      await expect(toast(page, text.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);

      // A visitor opens the link signed out, presses Join, signs in on the stand-in and comes back to join.
      const joiner = await newPage(browser, locale);
      await joiner.goto(inviteLink);
      await expect(mainHeading(joiner, teamName)).toBeVisible();
      await expect(joiner).toHaveTitle(titleOf(text.teamInvite));
      await expect(joiner.getByText(text.oneMember, { exact: true })).toBeVisible();
      await expect(
        joiner.getByRole('navigation', { name: locale === 'ar' ? 'الحساب' : 'Account' }),
      ).toHaveCount(0);
      await joiner.getByRole('button', { name: text.joinTeam }).click();
      await joiner.waitForURL((url) => url.origin === new URL(urls.api).origin);
      expect(new URL(joiner.url()).searchParams.get('redirect_url')).toBe(inviteLink);
      await createPlayerOnSignInPage(joiner, { gameName: joinerName });
      await expect(joiner).toHaveURL(inviteLink);
      await joiner.getByRole('button', { name: text.joinTeam }).click();
      await joiner.waitForURL(`${urls.shell}/account/teams`);
      await expect(toast(joiner, text.welcome)).toBeVisible();
      await expect(mainHeading(joiner, text.myTeam)).toBeVisible();
      await expect(joiner.getByRole('heading', { level: 2, name: teamName })).toBeVisible();

      // The member sees only Leave Team.
      const memberPage = joiner.getByRole('main');
      await expect(memberPage.getByRole('button', { name: text.leaveTeam })).toBeVisible();
      await expect(memberPage.getByRole('button', { name: text.editTeam })).toHaveCount(0);
      await expect(memberPage.getByRole('region', { name: text.inviteMembers })).toHaveCount(0);
      await expect(memberPage.getByRole('button', { name: text.makeAdmin })).toHaveCount(0);
      await expect(memberPage.getByRole('button', { name: text.remove })).toHaveCount(0);

      // The owner promotes, demotes and removes the new member; the owner's own row has no actions.
      await page.reload();
      const joinerRow = memberRow(page, joinerName);
      await expect(joinerRow.getByText(text.roles.member, { exact: true })).toBeVisible();
      await expect(memberRow(page, ownerName).getByRole('button')).toHaveCount(0);
      await joinerRow.getByRole('button', { name: text.makeAdmin }).click();
      await expect(toast(page, text.promoted)).toBeVisible();
      await expect(joinerRow.getByText(text.roles.admin, { exact: true })).toBeVisible();
      await joinerRow.getByRole('button', { name: text.makeMember }).click();
      await expect(toast(page, text.demoted)).toBeVisible();
      await expect(joinerRow.getByText(text.roles.member, { exact: true })).toBeVisible();
      await joinerRow.getByRole('button', { name: text.remove }).click();
      const removeDialog = page.getByRole('dialog', { name: text.removeMember });
      await removeDialog.getByRole('button', { name: text.remove }).click();
      await expect(toast(page, text.removed)).toBeVisible();
      await expect(joinerRow).toHaveCount(0);

      await joiner.reload();
      await expect(joiner.getByRole('heading', { name: text.noTeam })).toBeVisible();

      // With the link turned off, the invite page finds no team.
      await invitePanel.getByRole('switch', { name: text.linkSwitch }).click();
      await expect(toast(page, text.linkDisabled)).toBeVisible();
      await expect(invitePanel.getByRole('switch', { name: text.linkSwitch })).not.toBeChecked();
      await joiner.goto(inviteLink);
      await expect(mainHeading(joiner, text.notFound)).toBeVisible();
      await expect(joiner.getByText(text.notFoundText)).toBeVisible();
      await expect(joiner.getByRole('link', { name: text.goHome })).toHaveAttribute('href', '/');
      await expect(joiner.getByRole('button', { name: text.joinTeam })).toHaveCount(0);

      await joiner.context().close();
    });

    test('an owner renames the team, changes its image and deletes it', async ({ page }) => {
      const text = TEXT[locale];
      const suffix = uniqueSuffix();
      const teamName = `Hawks ${suffix}`;
      await setLocale(page, locale);
      await signInAsNewPlayer(page, '/account/teams', { gameName: `Edit${suffix}` });
      await page.getByRole('button', { name: text.createTeam }).click();
      const createDialog = page.getByRole('dialog', { name: text.createTeam });
      await createDialog.getByLabel(text.teamName).fill(teamName);
      await createDialog.getByLabel(text.shortName).fill('HWK');
      await createDialog.getByRole('button', { name: text.createSubmit }).click();
      await expect(toast(page, text.created)).toBeVisible();

      await page.getByRole('button', { name: text.editTeam }).click();
      const editDialog = page.getByRole('dialog', { name: text.editTeam });
      const chooseButton = editDialog.getByRole('button', { name: text.chooseImage });

      // Checked in the browser: not an image, too large; the API refuses what only looks like one.
      await chooseImage(page, chooseButton, {
        name: 'rules.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('rules'),
      });
      await expect(toast(page, text.notAnImage)).toBeVisible();
      await chooseImage(page, chooseButton, {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
      });
      await expect(toast(page, text.tooLarge)).toBeVisible();
      await chooseImage(page, chooseButton, { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(toast(page, text.imageUpdated)).toBeVisible();
      await expect(editDialog.getByRole('img', { name: text.teamImageAlt(teamName) })).toHaveAttribute(
        'src',
        /\/uploads\/[^/]+\.png$/,
      );

      const newName = `Sand Hawks ${suffix}`;
      await editDialog.getByLabel(text.teamName).fill(newName);
      await editDialog.getByLabel(text.shortName).fill('SH');
      await editDialog.getByRole('button', { name: text.saveChanges }).click();
      await expect(toast(page, text.updated)).toBeVisible();
      await expect(editDialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('img', { name: text.teamImageAlt(newName) })).toBeVisible();

      await page.getByRole('button', { name: text.editTeam }).click();
      await editDialog.getByRole('button', { name: text.deleteTeam }).click();
      const deleteDialog = page.getByRole('dialog', { name: text.deleteTeam });
      await expect(deleteDialog.getByRole('button', { name: text.deleteTeam })).toBeDisabled();
      await deleteDialog.getByLabel(text.typeDelete).fill('delete');
      await deleteDialog.getByRole('button', { name: text.deleteTeam }).click();
      await expect(toast(page, text.deleted)).toBeVisible();
      await expect(page.getByRole('heading', { name: text.noTeam })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: text.noTeam })).toBeVisible();
    });
  });
}
