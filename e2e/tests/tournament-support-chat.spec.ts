/**
 * Live support chat (P1 §2 "Live support chat widget", §4, §5, §7), against the real API, in both languages: a new
 * player opens the widget on a tournament with live chat, creates a ticket, sends a message (with an emoji from
 * the picker), and a staff reply posted through the admin API by a signed-in admin appears live in the chat. The
 * widget is absent for visitors and on tournaments without live chat.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { apiGet } from '../support/arena-ui';
import { signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
  support_live_chat: boolean;
}

interface AdminTicket {
  ticketId: string;
  subject: string;
  player: { gameName: string };
  tournament: { id: string };
}

/** What a user reads, per locale (the spec's English, the product's Arabic). */
const TEXT = {
  en: {
    launcher: 'Open live support chat',
    title: 'Live Support',
    subject: 'Subject',
    description: 'Description',
    subjectRequired: 'Subject is required',
    descriptionRequired: 'Description is required',
    create: 'Create Ticket',
    ticket: (subject: string) => `Ticket: ${subject}`,
    online: 'Online',
    message: 'Message',
    pending: 'Sending…',
    emoji: 'Insert emoji',
    emojis: 'Emojis',
    messages: 'Messages',
    staff: 'Support',
    expand: 'Expand to full screen',
    collapse: 'Exit full screen',
    close: 'Close support chat',
  },
  ar: {
    launcher: 'افتح محادثة الدعم المباشر',
    title: 'الدعم المباشر',
    subject: 'الموضوع',
    description: 'الوصف',
    subjectRequired: 'الموضوع مطلوب',
    descriptionRequired: 'الوصف مطلوب',
    create: 'إنشاء تذكرة',
    ticket: (subject: string) => `التذكرة: ${subject}`,
    online: 'متصل',
    message: 'الرسالة',
    pending: 'جارٍ الإرسال…',
    emoji: 'إدراج رمز تعبيري',
    emojis: 'الرموز التعبيرية',
    messages: 'الرسائل',
    staff: 'فريق الدعم',
    expand: 'توسيع إلى ملء الشاشة',
    collapse: 'الخروج من ملء الشاشة',
    close: 'إغلاق محادثة الدعم',
  },
} as const;

/** P1 §2: the chat window is 380 by 540 px; it sits 24 px from the inline end and the bottom. */
const WINDOW = { width: 380, height: 540, margin: 24 };

async function tournaments(page: Page): Promise<{ withChat: ApiTournament; withoutChat: ApiTournament }> {
  const { data } = await apiGet<{ data: ApiTournament[] }>(page.request, '/v1/tournaments?limit=100');
  const withChat = data.find((tournament) => tournament.support_live_chat);
  const withoutChat = data.find((tournament) => !tournament.support_live_chat);
  if (!withChat || !withoutChat)
    throw new Error('the seed needs tournaments with and without live support chat');
  return { withChat, withoutChat };
}

/** A platform admin's token, from the cookie of a browser where the admin signed in. */
async function adminToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAs(page, 'ArenaAdmin#STAFF');
    return await tokenOf(context);
  } finally {
    await context.close();
  }
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`live support chat (${locale})`, () => {
    test('a player opens a ticket and chats; a staff reply sent through the admin API arrives live', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const { urls } = readPortalInfo();
      const { withChat } = await tournaments(page);
      const playerName = `Help${uniqueSuffix()}`;
      const subject = `Lobby ${playerName}`;

      await setLocale(page, locale);
      await signInAsNewPlayer(page, `/tournaments/${withChat.id}`, { gameName: playerName });

      // Closed: a launcher at the inline end.
      const launcher = page.getByRole('button', { name: text.launcher });
      await expect(launcher).toBeVisible();
      await launcher.click();

      // The window: a labelled dialog, 380 × 540, anchored at the inline end.
      const chat = page.getByRole('dialog', { name: text.title });
      await expect(chat).toBeVisible();
      // The chat loads on first open; its full-screen toggle shows it is in place.
      await expect(chat.getByRole('button', { name: text.expand })).toBeVisible();
      const viewport = page.viewportSize()!;
      const box = (await chat.boundingBox())!;
      expect(Math.round(box.width)).toBe(WINDOW.width);
      expect(Math.round(box.height)).toBe(WINDOW.height);
      expect(Math.round(viewport.height - (box.y + box.height))).toBe(WINDOW.margin);
      if (locale === 'ar') expect(Math.round(box.x)).toBe(WINDOW.margin);
      else expect(Math.round(viewport.width - (box.x + box.width))).toBe(WINDOW.margin);

      // No ticket yet: the form, with focus in its first field.
      const subjectField = chat.getByLabel(text.subject);
      await expect(subjectField).toBeVisible();
      await expect(subjectField).toBeFocused();

      // Full screen and back.
      await chat.getByRole('button', { name: text.expand }).click();
      await expect
        .poll(async () => {
          const full = (await chat.boundingBox())!;
          return [Math.round(full.width), Math.round(full.height)];
        })
        .toEqual([viewport.width, viewport.height]);
      await chat.getByRole('button', { name: text.collapse }).click();
      await expect.poll(async () => Math.round((await chat.boundingBox())!.width)).toBe(WINDOW.width);

      // Both fields are required.
      await chat.getByRole('button', { name: text.create }).click();
      await expect(chat.getByText(text.subjectRequired)).toBeVisible();
      await expect(chat.getByText(text.descriptionRequired)).toBeVisible();
      await subjectField.fill(subject);
      await chat.getByLabel(text.description).fill('The lobby did not open at the scheduled time.');
      await chat.getByRole('button', { name: text.create }).click();

      // The chat, online.
      await expect(chat.getByText(text.ticket(subject))).toBeVisible();
      await expect(chat.getByText(text.online, { exact: true })).toBeVisible();
      const input = chat.getByLabel(text.message, { exact: true });
      await expect(input).toBeEnabled();

      // A message with an emoji from the picker, sent with Enter; stored by the server (no longer pending).
      await input.fill('Still waiting ');
      await chat.getByRole('button', { name: text.emoji }).click();
      const picker = chat.getByRole('group', { name: text.emojis });
      await expect(picker.getByRole('button')).toHaveCount(32);
      await picker.getByRole('button', { name: '🙏' }).click();
      await expect(picker).toBeHidden();
      await expect(input).toHaveValue('Still waiting 🙏');
      await input.press('Enter');
      await expect(input).toHaveValue('');
      const log = chat.getByRole('log', { name: text.messages });
      const own = log.getByTestId('support-message').filter({ hasText: 'Still waiting 🙏' });
      await expect(own).toHaveCount(1);
      await expect(own).toContainText(playerName);
      await expect(own).not.toContainText(text.pending);

      // Staff answer through the admin API; the reply reaches the open chat without a reload.
      const token = await adminToken(browser);
      const { data: open } = await apiGet<{ data: AdminTicket[] }>(
        page.request,
        '/v1/admin/support/tickets',
        token,
      );
      const ticket = open.find(
        (item) => item.player.gameName === playerName && item.tournament.id === withChat.id,
      );
      expect(ticket, 'the new ticket is in the staff list').toBeTruthy();
      expect(ticket!.subject).toBe(subject);
      const reply = await page.request.post(
        `${urls.api}/v1/admin/support/tickets/${ticket!.ticketId}/messages`,
        {
          headers: { Authorization: `Bearer ${token}` },
          data: {
            content: `Hello ${playerName}, we are on it.`,
            embed: {
              title: 'Lobby help',
              description: 'Leave the lobby and join again.',
              color: '#19c2a0',
              fields: [{ name: 'Tournament code', value: 'Shown 5 minutes before the match' }],
              footer: 'MENA Arena Support',
            },
          },
        },
      );
      expect(reply.status()).toBe(201);
      const staffMessage = log.getByTestId('support-message').filter({ hasText: `Hello ${playerName}` });
      await expect(staffMessage).toBeVisible();
      await expect(staffMessage).toContainText('ArenaAdmin');
      await expect(staffMessage.getByText(text.staff, { exact: true })).toBeVisible();
      const embed = staffMessage.getByTestId('support-embed');
      await expect(embed).toContainText('Lobby help');
      await expect(embed).toContainText('Leave the lobby and join again.');
      await expect(embed).toContainText('Tournament code');
      await expect(embed).toContainText('MENA Arena Support');
      await expect(embed).toHaveCSS(
        locale === 'ar' ? 'border-right-color' : 'border-left-color',
        'rgb(25, 194, 160)',
      );

      // Closing keeps the ticket: reopening goes straight back to the chat and its history.
      await chat.getByRole('button', { name: text.close }).click();
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();
      await page.reload();
      await page.getByRole('button', { name: text.launcher }).click();
      await expect(chat.getByText(text.ticket(subject))).toBeVisible();
      await expect(log.getByTestId('support-message')).toHaveCount(2);
    });

    test('the widget is absent for visitors and on tournaments without live chat', async ({ page }) => {
      const text = TEXT[locale];
      const { withChat, withoutChat } = await tournaments(page);
      await setLocale(page, locale);

      // A visitor on a tournament with live chat.
      await page.goto(`/tournaments/${withChat.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: withChat.name[locale] ?? withChat.name.en }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: text.launcher })).toHaveCount(0);

      // A signed-in player on a tournament without it.
      await signInAsNewPlayer(page, `/tournaments/${withoutChat.id}`, {
        gameName: `NoChat${uniqueSuffix()}`,
      });
      await expect(
        page.getByRole('heading', { level: 1, name: withoutChat.name[locale] ?? withoutChat.name.en }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: text.launcher })).toHaveCount(0);
      // ...while the same player does see it where live chat is offered.
      await page.goto(`/tournaments/${withChat.id}`);
      await expect(page.getByRole('button', { name: text.launcher })).toBeVisible();
    });
  });
}
