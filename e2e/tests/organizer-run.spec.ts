/**
 * The organizer console's run page (issue 30), against the real API, in both languages. The seeded organizer
 * (`Organizer#STAFF`) creates and publishes its tournaments through the API (organizer-console.spec proves that
 * through the UI), then runs them in the browser on /staff/tournaments/{id}/run, reached by the list's Run link:
 * - a 5vs5 single-elimination cup with posters and a prize pool (money and reward codes for first place): two fresh
 *   teams register and check in through the API, with the API's clock moved into the registration and check-in
 *   periods (`POST /v1/dev/clock`, ARENA_TEST_CLOCK=1) and put back; the organizer reads the check-in note, then
 *   seeds by hand with the keyboard (Move up), saves, starts the bracket, enters the final's result on the match
 *   desk and completes the tournament; the winning team's owner finds the prize on /account/payments and its codes
 *   on /account/rewards;
 * - a ladder with a prize for first place: two fresh players play one match through the matchmaking panel, the
 *   organizer ends the ladder from the run page's Ladder panel, and the winner finds the prize.
 * The Arabic texts are the product's (mfe-tournaments' staff-tournaments locale, mfe-account's, the API's payouts).
 * A tournament left unfinished by a failure is cancelled at the end, so the worker's later suites read the seeded list.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { formatNumber, LOCALES, mainHeading } from '../support/arena-ui';
import {
  HOUR,
  moveApiClock,
  newPlayer,
  PNG,
  points,
  registerThroughApi,
  toaster,
  type LadderPlayer,
} from '../support/ladder';
import { createPlayerToken, newPage, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { apiOk, cancelLeftovers, organizerPage, publishedTournament } from '../support/organizer';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    run: (name: string) => `Run ${name}`,
    runTitle: (name: string) => `Run ${name}`,
    // Seeding panel
    seeding: 'Seeding',
    checkInOpen:
      /^Check-in closes .+\. The checked-in entrants are seeded and the bracket started here after that\.$/,
    caption: 'Checked-in entrants in seed order',
    twoCheckedIn: '2 entrants checked in.',
    allCheckedIn: 'Every registration checked in: nobody will be dropped at the start.',
    notSeeded: 'Not seeded yet: the bracket is drawn in registration order unless you seed it.',
    methods: 'Seeding method',
    byHand: 'By hand',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    moved: (name: string) => `${name}: seed 1 of 2.`,
    save: 'Save seeding',
    discard: 'Discard changes',
    saved: 'Seeding saved.',
    seededByHand: /^Seeded by hand on .+\.$/,
    start: 'Start bracket',
    startUnsaved: 'Save or discard the seeding by hand before starting.',
    startTitle: (name: string) => `Start the bracket of ${name}?`,
    startMessage:
      '2 entrants will be seated in seed order. Nobody is dropped: every registration checked in. ' +
      'The seeding can no longer change after the start.',
    started: 'Bracket started with 2 entrants.',
    final: 'The bracket has started: this seeding is final.',
    finalList: 'Final seeding',
    // Match desk
    matches: 'Matches',
    finalRound: 'Final',
    match: (number: string) => `Match ${number}`,
    ready: 'Ready',
    matchCompleted: 'Completed',
    actions: (round: string, number: string, first: string, second: string) =>
      `Actions for ${round}, match ${number}: ${first} vs ${second}`,
    enterResult: 'Enter result',
    resultTitle: (first: string, second: string) => `Enter the result: ${first} vs ${second}`,
    winner: 'Winner',
    winnerScore: "Winner's score (optional)",
    loserScore: "Loser's score (optional)",
    note: 'Note',
    saveResult: 'Save result',
    resultSaved: 'Result saved. The bracket moved on and both sides were notified.',
    winnerBadge: 'Winner',
    entrants: 'Entrants',
    disqualify: (name: string) => `Disqualify ${name}`,
    complete: 'Complete tournament',
    oneLeft: '1 match is still to be played.',
    completeTitle: (name: string) => `Complete ${name}?`,
    completed: 'Tournament completed. Prizes were paid.',
    completedBadge: 'Completed',
    completedNote: 'The tournament is complete: every match has been played.',
    // Ladder panel
    ladder: 'Ladder',
    running: 'Running',
    ended: 'Ended',
    endLadder: 'End ladder now',
    endTitle: (name: string) => `End ${name} now?`,
    ladderEnded: 'Ladder ended. Prizes were paid.',
    endedNote: 'The ladder has ended: no new matches start.',
    // Matchmaking panel (tournament-matchmaking.spec)
    panel: 'Matchmaking',
    join: 'Join Queue',
    searching: 'Started searching',
    matchFound: 'Match found!',
    currentMatch: 'Current Match',
    me: 'I won',
    opponentWon: (name: string) => `${name} won`,
    screenshot: 'Screenshot of the result',
    submit: 'Submit Result',
    submitted: 'Match Result Submitted',
    // The winner's account
    payments: 'Payment Settings',
    prize: (tournament: string) => `${tournament} — 1st place prize`,
    pending: 'Pending',
    rewards: 'Redeemed Reward Codes',
    hextechChest: 'Hextech Chest',
    codeSource: (tournament: string) => `Tournament: ${tournament}`,
  },
  ar: {
    run: (name: string) => `إدارة ${name}`,
    runTitle: (name: string) => `إدارة ${name}`,
    seeding: 'التصنيف',
    checkInOpen:
      /^ينتهي تسجيل الحضور في .+\. بعدها تصنّف هنا المشاركين الذين سجّلوا حضورهم وتبدأ شجرة المباريات\.$/,
    caption: 'المشاركون الذين سجّلوا حضورهم بترتيب التصنيف',
    twoCheckedIn: 'سجّل مشاركان حضورهما.',
    allCheckedIn: 'سجّلت كل التسجيلات حضورها: لن يُستبعد أحد عند البدء.',
    notSeeded: 'لم يُصنَّف المشاركون بعد: تُسحب شجرة المباريات بترتيب التسجيل ما لم تصنّفهم.',
    methods: 'طريقة التصنيف',
    byHand: 'يدويًا',
    moveUp: (name: string) => `تحريك ${name} للأعلى`,
    moveDown: (name: string) => `تحريك ${name} للأسفل`,
    moved: (name: string) => `${name}: التصنيف ١ من ٢.`,
    save: 'حفظ التصنيف',
    discard: 'تجاهل التغييرات',
    saved: 'حُفظ التصنيف.',
    seededByHand: /^صُنِّف المشاركون يدويًا في .+\.$/,
    start: 'بدء شجرة المباريات',
    startUnsaved: 'احفظ التصنيف اليدوي أو تجاهله قبل البدء.',
    startTitle: (name: string) => `بدء شجرة مباريات ${name}؟`,
    startMessage:
      'سيُوزَّع مشاركان بترتيب التصنيف. لن يُستبعد أحد: سجّلت كل التسجيلات حضورها. ' +
      'لا يمكن تغيير التصنيف بعد البدء.',
    started: 'بدأت شجرة المباريات بمشاركَين.',
    final: 'بدأت شجرة المباريات: هذا التصنيف نهائي.',
    finalList: 'التصنيف النهائي',
    matches: 'المباريات',
    finalRound: 'النهائي',
    match: (number: string) => `المباراة ${number}`,
    ready: 'جاهزة',
    matchCompleted: 'منتهية',
    actions: (round: string, number: string, first: string, second: string) =>
      `الإجراءات: ${round}، المباراة ${number}: ${first} ضد ${second}`,
    enterResult: 'إدخال النتيجة',
    resultTitle: (first: string, second: string) => `إدخال نتيجة: ${first} ضد ${second}`,
    winner: 'الفائز',
    winnerScore: 'نتيجة الفائز (اختياري)',
    loserScore: 'نتيجة الخاسر (اختياري)',
    note: 'ملاحظة',
    saveResult: 'حفظ النتيجة',
    resultSaved: 'حُفظت النتيجة وتقدّمت شجرة المباريات وأُبلغ الطرفان.',
    winnerBadge: 'الفائز',
    entrants: 'المشاركون',
    disqualify: (name: string) => `إقصاء ${name}`,
    complete: 'إكمال البطولة',
    oneLeft: 'بقيت مباراة واحدة لم تُلعب.',
    completeTitle: (name: string) => `إكمال ${name}؟`,
    completed: 'اكتملت البطولة وصُرفت الجوائز.',
    completedBadge: 'مكتملة',
    completedNote: 'اكتملت البطولة: لُعبت جميع المباريات.',
    ladder: 'السلّم',
    running: 'جارٍ',
    ended: 'منتهٍ',
    endLadder: 'إنهاء السلّم الآن',
    endTitle: (name: string) => `إنهاء ${name} الآن؟`,
    ladderEnded: 'انتهى السلّم وصُرفت الجوائز.',
    endedNote: 'انتهى السلّم: لا تبدأ مباريات جديدة.',
    panel: 'المطابقة',
    join: 'انضم إلى قائمة الانتظار',
    searching: 'بدأ البحث',
    matchFound: 'تم العثور على مباراة!',
    currentMatch: 'المباراة الحالية',
    me: 'أنا فزت',
    opponentWon: (name: string) => `فاز ${name}`,
    screenshot: 'لقطة شاشة للنتيجة',
    submit: 'أرسل النتيجة',
    submitted: 'تم إرسال نتيجة المباراة',
    payments: 'إعدادات الدفع',
    prize: (tournament: string) => `${tournament} — جائزة المركز الأول`,
    pending: 'قيد الانتظار',
    rewards: 'رموز المكافآت المستردة',
    hextechChest: 'صندوق هكستك',
    codeSource: (tournament: string) => `بطولة: ${tournament}`,
  },
} as const;

const DAY = 24 * HOUR;
const MINUTE = 60_000;

/** The cup's first prize: money and reward codes (the pool's places take both, contract/src/organizer.ts). */
const CUP_PRIZE = { amount: 500, codes: 2 };
const LADDER_PRIZE = 100;

interface OrganizerTournament {
  id: string;
  name: { en: string; ar?: string };
  registration_start_time: string;
  starting_time: string;
}

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

/** A fresh team of five (owner first), made through the API; answers its id. */
async function newTeam(
  request: APIRequestContext,
  name: string,
  shortName: string,
  ownerToken: string,
  memberTokens: string[],
): Promise<string> {
  const { data } = await apiOk<{ data: { id: string; vanity: string } }>(
    request,
    'POST',
    '/v1/teams/create',
    {
      token: ownerToken,
      data: { name, shortName },
    },
  );
  for (const token of memberTokens) {
    await apiOk(request, 'POST', `/v1/teams/join/${data.vanity}`, { token }, 200);
  }
  return data.id;
}

/** Four fresh team members' tokens (players made through the stand-in's form, without a browser). */
function memberTokens(request: APIRequestContext, prefix: string): Promise<string[]> {
  return Promise.all(
    [1, 2, 3, 4].map((index) => createPlayerToken(request, { gameName: `${prefix}${index}` })),
  );
}

/** The region of the run page headed `name`. */
function section(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Opens the tournament's run page from the console's list (searched by the test's suffix), by its Run link. */
async function openRunPage(page: Page, locale: Locale, search: string, name: string): Promise<void> {
  const text = TEXT[locale];
  await page.goto(shellUrl(`/staff/tournaments?search=${encodeURIComponent(search)}`));
  await page.getByRole('link', { name: text.run(name), exact: true }).click();
  await expect(mainHeading(page, text.runTitle(name))).toBeVisible();
}

/** The prize's row on the player's /account/payments: its description, amount and Pending status. */
async function expectPrizePayment(page: Page, locale: Locale, tournament: string, amount: number) {
  const text = TEXT[locale];
  await page.goto(shellUrl('/account/payments'));
  await expect(mainHeading(page, text.payments)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text.prize(tournament) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${formatNumber(amount, locale)} USD`);
  await expect(row.getByText(text.pending, { exact: true })).toBeVisible();
}

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test.describe(`organizer run page (${locale})`, () => {
    test('an organizer seeds a checked-in cup by hand, starts it, enters the final and completes it; the winners are paid', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const suffix = uniqueSuffix();
      const cup = { en: `Run Cup ${suffix}`, ar: `كأس الإدارة ${suffix}` };
      const name = cup[locale];
      // Team names in the page's language: the run page shows them as they were written.
      const teams =
        locale === 'ar'
          ? { first: `الصقور ${suffix}`, second: `النسور ${suffix}` }
          : { first: `Falcons ${suffix}`, second: `Hawks ${suffix}` };
      const [organizer, owner] = await Promise.all([
        organizerPage(browser, locale),
        newPage(browser, locale),
      ]);
      const created: string[] = [];
      let token = '';
      try {
        token = await tokenOf(organizer);
        // The first team's owner in a browser (the prize is theirs to see), everyone else through the form.
        await signInAsNewPlayer(owner, '/account/payments', { gameName: `OA${suffix}` });
        const [ownerToken, secondOwnerToken, firstMembers, secondMembers] = await Promise.all([
          tokenOf(owner),
          createPlayerToken(request, { gameName: `OB${suffix}` }),
          memberTokens(request, `MA${suffix}`),
          memberTokens(request, `MB${suffix}`),
        ]);
        const [firstTeam, secondTeam] = await Promise.all([
          newTeam(request, teams.first, 'FAL', ownerToken, firstMembers),
          newTeam(request, teams.second, 'HAW', secondOwnerToken, secondMembers),
        ]);

        // Check-in closed a minute ago (the run page works from then on); the end is hours away.
        const start = Date.now() - MINUTE;
        const at = (offset: number) => new Date(start + offset).toISOString();
        // In the registration period: created, published, both teams registered (the first one first).
        await moveApiClock(request, start - 3 * HOUR - Date.now(), { holdJobs: true });
        const tournament = await publishedTournament<OrganizerTournament>(request, token, {
          name: cup,
          region: 'me1',
          format: '5vs5',
          structure: { kind: 'single_elimination', thirdPlaceMatch: false },
          skill_level: ['Gold'],
          capacity: 8,
          registration_start_time: at(-2 * DAY),
          registration_closed_time: at(-2 * HOUR),
          checking_time: at(-HOUR),
          starting_time: at(0),
          ends_at: at(6 * HOUR),
          prize_pool: {
            currency: 'USD',
            places: [
              {
                place: 1,
                amount: CUP_PRIZE.amount,
                rewardCodes: [{ type: 'hextech_chest', count: CUP_PRIZE.codes }],
              },
              { place: 2, amount: 0, item: 'Gaming headset' },
            ],
          },
        });
        created.push(tournament.id);
        await apiOk(request, 'POST', `/v1/tournaments/${tournament.id}/register/${firstTeam}`, {
          token: ownerToken,
        });
        await apiOk(request, 'POST', `/v1/tournaments/${tournament.id}/register/${secondTeam}`, {
          token: secondOwnerToken,
        });

        // In the check-in period: a member of each team checks it in.
        await moveApiClock(request, start - 30 * MINUTE - Date.now(), { holdJobs: true });
        await apiOk(
          request,
          'POST',
          `/v1/tournaments/${tournament.id}/check-in/${firstTeam}`,
          { token: firstMembers[0]! },
          200,
        );
        await apiOk(
          request,
          'POST',
          `/v1/tournaments/${tournament.id}/check-in/${secondTeam}`,
          { token: secondOwnerToken },
          200,
        );

        // The organizer opens the run page from the list's Run link: before check-in closes, only the note.
        await openRunPage(organizer, locale, suffix, name);
        const seeding = section(organizer, text.seeding);
        await expect(seeding.getByRole('note')).toHaveText(text.checkInOpen);
        await expect(seeding.getByRole('table')).toHaveCount(0);

        // Check-in has closed (the real time): the checked-in teams in registration order.
        await moveApiClock(request, 0);
        await organizer.reload();
        const table = seeding.getByRole('table', { name: text.caption, exact: true });
        await expect(table.getByRole('rowheader')).toHaveText([
          new RegExp(`^${teams.first}`),
          new RegExp(`^${teams.second}`),
        ]);
        await expect(seeding.getByText(text.twoCheckedIn, { exact: true })).toBeVisible();
        await expect(seeding.getByText(text.allCheckedIn, { exact: true })).toBeVisible();
        await expect(seeding.getByText(text.notSeeded, { exact: true })).toBeVisible();

        // By hand, with the keyboard: the second team up to seed 1; focus stays on its arrows.
        await seeding
          .getByRole('group', { name: text.methods, exact: true })
          .getByRole('button', { name: text.byHand, exact: true })
          .click();
        await expect(
          seeding.getByRole('button', { name: text.moveUp(teams.first), exact: true }),
        ).toBeDisabled();
        const moveUp = seeding.getByRole('button', { name: text.moveUp(teams.second), exact: true });
        await moveUp.focus();
        await organizer.keyboard.press('Enter');
        await expect(table.getByRole('rowheader')).toHaveText([
          new RegExp(`^${teams.second}`),
          new RegExp(`^${teams.first}`),
        ]);
        await expect(seeding.getByRole('status')).toHaveText(text.moved(teams.second));
        // At the top its Move up is off, so focus went to its Move down.
        await expect(moveUp).toBeDisabled();
        await expect(
          seeding.getByRole('button', { name: text.moveDown(teams.second), exact: true }),
        ).toBeFocused();
        // Unsaved, the bracket cannot start.
        await expect(seeding.getByRole('button', { name: text.start, exact: true })).toBeDisabled();
        await expect(seeding.getByText(text.startUnsaved, { exact: true })).toBeVisible();

        await seeding.getByRole('button', { name: text.save, exact: true }).click();
        await expect(toaster(organizer).getByText(text.saved, { exact: true })).toBeVisible();
        await expect(seeding.getByRole('button', { name: text.discard, exact: true })).toHaveCount(0);
        await expect(seeding.getByText(text.seededByHand)).toBeVisible();
        // The order as the API stored it, read again.
        await organizer.reload();
        await expect(table.getByRole('rowheader')).toHaveText([
          new RegExp(`^${teams.second}`),
          new RegExp(`^${teams.first}`),
        ]);

        // Start the bracket, after confirming.
        await seeding.getByRole('button', { name: text.start, exact: true }).click();
        const startDialog = organizer.getByRole('dialog', { name: text.startTitle(name), exact: true });
        await expect(startDialog).toContainText(text.startMessage);
        await startDialog.getByRole('button', { name: text.start, exact: true }).click();
        await expect(toaster(organizer).getByText(text.started, { exact: true })).toBeVisible();
        await expect(startDialog).toBeHidden();
        await expect(seeding.getByText(text.final, { exact: true })).toBeVisible();
        const finalSeeding = seeding.getByRole('list', { name: text.finalList, exact: true });
        await expect(finalSeeding.getByRole('listitem')).toHaveText([
          new RegExp(`${teams.second}$`),
          new RegExp(`${teams.first}$`),
        ]);

        // The match desk: one match, the final, seed 1 against seed 2.
        const desk = section(organizer, text.matches);
        const one = formatNumber(1, locale);
        await expect(desk.getByRole('heading', { name: text.finalRound, exact: true })).toBeVisible();
        const card = desk.getByRole('listitem', { name: text.match(one), exact: true });
        await expect(card.getByText(text.ready, { exact: true })).toBeVisible();
        const complete = desk.getByRole('button', { name: text.complete, exact: true });
        await expect(complete).toBeDisabled();
        await expect(complete).toHaveAccessibleDescription(text.oneLeft);
        const entrants = desk.getByRole('region', { name: text.entrants, exact: true });
        for (const team of [teams.first, teams.second]) {
          await expect(
            entrants.getByRole('button', { name: text.disqualify(team), exact: true }),
          ).toBeVisible();
        }

        // Enter the result: the first team (seed 2) wins 1–0, with a note.
        await card
          .getByRole('button', {
            name: text.actions(text.finalRound, one, teams.second, teams.first),
            exact: true,
          })
          .click();
        await organizer.getByRole('menuitem', { name: text.enterResult, exact: true }).click();
        const resultDialog = organizer.getByRole('dialog', {
          name: text.resultTitle(teams.second, teams.first),
          exact: true,
        });
        await resultDialog
          .getByRole('group', { name: text.winner, exact: true })
          .getByRole('radio', { name: teams.first, exact: true })
          .check();
        await resultDialog.getByLabel(text.winnerScore, { exact: true }).fill('1');
        await resultDialog.getByLabel(text.loserScore, { exact: true }).fill('0');
        await resultDialog.getByLabel(text.note, { exact: true }).fill('Played on the stage: 1-0.');
        await resultDialog.getByRole('button', { name: text.saveResult, exact: true }).click();
        await expect(toaster(organizer).getByText(text.resultSaved, { exact: true })).toBeVisible();
        await expect(resultDialog).toBeHidden();
        await expect(card.getByText(text.matchCompleted, { exact: true })).toBeVisible();
        const winnerSide = card.getByText(teams.first, { exact: true }).locator('..');
        await expect(winnerSide.getByText(text.winnerBadge, { exact: true })).toBeVisible();
        await expect(winnerSide.locator('.score')).toHaveText(one);
        await expect(card.getByText(teams.second, { exact: true }).locator('..')).not.toContainText(
          text.winnerBadge,
        );

        // Complete the tournament, after confirming: the prizes are paid.
        await expect(complete).toBeEnabled();
        await complete.click();
        const completeDialog = organizer.getByRole('dialog', { name: text.completeTitle(name), exact: true });
        await completeDialog.getByRole('button', { name: text.complete, exact: true }).click();
        await expect(toaster(organizer).getByText(text.completed, { exact: true })).toBeVisible();
        await expect(completeDialog).toBeHidden();
        const deskHeader = desk.getByRole('heading', { name: text.matches, exact: true }).locator('..');
        await expect(deskHeader.getByText(text.completedBadge, { exact: true })).toBeVisible();
        await expect(desk.getByRole('status')).toHaveText(text.completedNote);
        await expect(complete).toHaveCount(0);
        await expect(entrants.getByRole('button', { name: text.disqualify(teams.first) })).toHaveCount(0);

        // The winning team's owner: the money prize on /account/payments, its reward codes on /account/rewards.
        await expectPrizePayment(owner, locale, name, CUP_PRIZE.amount);
        await owner.goto(shellUrl('/account/rewards'));
        await expect(mainHeading(owner, text.rewards)).toBeVisible();
        const codes = owner.getByTestId('reward-code').filter({ hasText: text.codeSource(name) });
        await expect(codes).toHaveCount(CUP_PRIZE.codes);
        for (const code of await codes.all()) await expect(code).toContainText(text.hextechChest);
      } finally {
        await moveApiClock(request, 0);
        await cancelLeftovers(request, token, created, 'End of the organizer run test');
        await owner.context().close();
        await organizer.context().close();
      }
    });

    test('an organizer ends a ladder after a match played through the matchmaking panel; the winner is paid', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const suffix = uniqueSuffix();
      const ladderName = { en: `Run Ladder ${suffix}`, ar: `سلّم الإدارة ${suffix}` };
      const name = ladderName[locale];
      const organizer = await organizerPage(browser, locale);
      const created: string[] = [];
      const players: LadderPlayer[] = [];
      let token = '';
      try {
        token = await tokenOf(organizer);
        // Started ten minutes ago (its daily queue window opens at its start's hour), ends tomorrow; published
        // with the API's clock before the start.
        const start = Date.now() - 10 * MINUTE;
        const at = (offset: number) => new Date(start + offset).toISOString();
        await moveApiClock(request, start - HOUR - Date.now(), { holdJobs: true });
        const ladder = await publishedTournament<OrganizerTournament>(request, token, {
          name: ladderName,
          region: 'me1',
          format: '1vs1',
          structure: { kind: 'ladder' },
          skill_level: ['Gold'],
          registration_start_time: at(-2 * DAY),
          starting_time: at(0),
          ends_at: at(DAY),
          prize_pool: { currency: 'USD', places: [{ place: 1, amount: LADDER_PRIZE }] },
        });
        created.push(ladder.id);
        await moveApiClock(request, 0);

        // Two fresh players register (the clock moved back into its registration period) and play one match.
        const path = `/tournaments/${ladder.id}`;
        const [a, b] = await Promise.all([
          newPlayer(browser, locale, path, { namePrefix: 'Run' }),
          newPlayer(browser, locale, path, { namePrefix: 'Run' }),
        ]);
        players.push(a, b);
        await registerThroughApi(request, ladder, [a, b]);
        for (const player of [a, b]) {
          await player.page.reload();
          await player.page
            .getByRole('region', { name: text.panel, exact: true })
            .getByRole('button', { name: text.join })
            .click();
          await expect(toaster(player.page).getByText(text.searching)).toBeVisible();
        }
        for (const player of [a, b]) {
          await expect(toaster(player.page).getByText(text.matchFound)).toBeVisible({ timeout: 20_000 });
        }
        for (const [player, winner] of [
          [a, text.me],
          [b, text.opponentWon(a.riotId)],
        ] as const) {
          const card = player.page.getByRole('region', { name: text.currentMatch });
          await card.getByRole('radio', { name: winner }).check();
          await card
            .getByLabel(text.screenshot)
            .setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: PNG });
          await card.getByRole('button', { name: text.submit }).click();
          await expect(toaster(player.page).getByText(text.submitted)).toBeVisible();
        }
        // Both reports agree: verified, the points moved.
        await expect(points(a.page)).toHaveText(formatNumber(1016, locale), { timeout: 20_000 });

        // The organizer ends the ladder from the run page, after confirming.
        await openRunPage(organizer, locale, suffix, name);
        const panel = section(organizer, text.ladder);
        await expect(panel.getByText(text.running, { exact: true })).toBeVisible();
        await panel.getByRole('button', { name: text.endLadder, exact: true }).click();
        const dialog = organizer.getByRole('dialog', { name: text.endTitle(name), exact: true });
        await dialog.getByRole('button', { name: text.endLadder, exact: true }).click();
        await expect(toaster(organizer).getByText(text.ladderEnded, { exact: true })).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(panel.getByText(text.ended, { exact: true })).toBeVisible();
        await expect(panel.getByText(text.endedNote, { exact: true })).toBeVisible();
        await expect(panel.getByRole('button', { name: text.endLadder })).toHaveCount(0);
        // …and stays ended when read again.
        await organizer.reload();
        await expect(panel.getByText(text.ended, { exact: true })).toBeVisible();

        // The winner, first on the leaderboard, is paid the ladder's prize.
        await expectPrizePayment(a.page, locale, name, LADDER_PRIZE);
      } finally {
        await moveApiClock(request, 0);
        await cancelLeftovers(request, token, created, 'End of the organizer run test');
        for (const player of players) await player.context.close();
        await organizer.context().close();
      }
    });
  });
}
