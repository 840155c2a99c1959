/**
 * The duo queue (issue 33), against the real API: two fresh players of the seeded "Arena Matchmaking Season", one
 * reading the portal in Arabic and the other in English, form a duo on the ladder panel (an invite by Riot ID,
 * accepted by the other) and queue together: one joins the queue, both panels show the duo searching; the other
 * leaves it, and the duo's search ends on both panels, the first being told why.
 */
import type { Locator, Page, WebSocket } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { findTournament, newPlayer, registerThroughApi, toaster } from '../support/ladder';

const TEXT = {
  en: {
    panel: 'Matchmaking',
    riotId: "Your partner's Riot ID",
    invite: 'Invite',
    invited: 'Duo invite sent',
    accept: 'Accept',
    accepted: 'You are now a duo',
    partner: (name: string) => `Your duo partner: ${name}`,
    join: 'Join Queue',
    leave: 'Leave Queue',
    searching: (name: string) => `Searching for another duo with ${name}…`,
    partnerLeftQueue: 'Your duo partner left the queue: your duo is no longer searching.',
  },
  ar: {
    panel: 'المطابقة',
    riotId: 'معرّف Riot لشريكك',
    invite: 'دعوة',
    invited: 'أُرسلت دعوة الثنائي',
    accept: 'قبول',
    accepted: 'أصبحتما ثنائيًا',
    partner: (name: string) => `شريكك في الثنائي: ${name}`,
    join: 'انضم إلى قائمة الانتظار',
    leave: 'غادر قائمة الانتظار',
    searching: (name: string) => `جارٍ البحث عن ثنائي آخر مع ${name}…`,
    partnerLeftQueue: 'غادر شريكك الطابور: لم يعد ثنائيكما يبحث عن مباراة.',
  },
} as const;

const panel = (page: Page, locale: Locale): Locator =>
  page.getByRole('region', { name: TEXT[locale].panel, exact: true });
const duo = (page: Page) => page.getByTestId('duo-section');

/**
 * Reloads the page and waits until its socket has joined the tournament channel (socket.io's namespace connect
 * packet `40/tournament`): an event sent before that reaches no tab, and the next status read would show it instead.
 */
async function reloadWithChannel(page: Page): Promise<void> {
  let joined = false;
  const onSocket = (socket: WebSocket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('40/tournament')) joined = true;
    });
  page.on('websocket', onSocket);
  await page.reload();
  await expect.poll(() => joined, { timeout: 15_000 }).toBe(true);
  page.off('websocket', onSocket);
}

test('two players form a duo and queue together, one in Arabic and one in English', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ladder = await findTournament(request, 'Arena Matchmaking Season');
  const path = `/tournaments/${ladder.id}`;
  const a = await newPlayer(browser, 'ar', path, { namePrefix: 'Duo' });
  const b = await newPlayer(browser, 'en', path, { namePrefix: 'Duo' });
  try {
    await registerThroughApi(request, ladder, [a, b]);
    for (const player of [a, b]) await reloadWithChannel(player.page);

    // Arabic invites by Riot ID; English sees the invite on the panel (it came by the channel) and accepts.
    await duo(a.page).getByLabel(TEXT.ar.riotId).fill(b.riotId);
    await duo(a.page).getByRole('button', { name: TEXT.ar.invite, exact: true }).click();
    await expect(toaster(a.page).getByText(TEXT.ar.invited)).toBeVisible();
    const incoming = b.page.getByTestId('duo-incoming');
    await expect(incoming).toContainText(a.riotId, { timeout: 15_000 });
    await incoming.getByRole('button', { name: TEXT.en.accept }).click();
    await expect(toaster(b.page).getByText(TEXT.en.accepted)).toBeVisible();
    await expect(b.page.getByTestId('duo-partner')).toHaveText(TEXT.en.partner(a.riotId));
    await expect(a.page.getByTestId('duo-partner')).toHaveText(TEXT.ar.partner(b.riotId), {
      timeout: 15_000,
    });

    // Arabic queues the duo: both panels show it searching.
    await panel(a.page, 'ar').getByRole('button', { name: TEXT.ar.join }).click();
    await expect(a.page.getByTestId('duo-partner')).toHaveText(TEXT.ar.searching(b.riotId));
    await expect(b.page.getByTestId('duo-partner')).toHaveText(TEXT.en.searching(a.riotId), {
      timeout: 15_000,
    });

    // English leaves the queue: the duo is out on both panels, and Arabic is told.
    await panel(b.page, 'en').getByRole('button', { name: TEXT.en.leave }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: TEXT.en.leave }).click();
    await expect(b.page.getByTestId('duo-partner')).toHaveText(TEXT.en.partner(a.riotId));
    await expect(toaster(a.page).getByText(TEXT.ar.partnerLeftQueue)).toBeVisible({ timeout: 15_000 });
    await expect(a.page.getByTestId('duo-partner')).toHaveText(TEXT.ar.partner(b.riotId));
    await expect(panel(a.page, 'ar').getByRole('button', { name: TEXT.ar.join })).toBeVisible();
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
