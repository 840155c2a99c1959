/**
 * The organizer console's tournaments (issue 30), against the real API, in both languages: the seeded organizer
 * (`Organizer#STAFF`) creates a 5vs5 single-elimination cup on /staff/tournaments/new with a poster per language
 * (PNG files made here: e2e has no image fixtures), a prize pool and a rule, publishes it from its edit page, and a
 * signed-out visitor finds it on /tournaments and opens its page; a draft stays out of the visitor's list and page.
 * The tournaments it makes are cancelled at the end, so the worker's later suites read the seeded list.
 */
import { deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { expect, setLocale, test, type Locale } from '../fixtures';
import { LOCALES, mainHeading, remoteRoot, titleOf } from '../support/arena-ui';
import { api, toaster } from '../support/ladder';
import { cancelLeftovers, organizerPage } from '../support/organizer';
import { tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    listTitle: 'Tournaments',
    create: 'Create tournament',
    newTitle: 'Create tournament',
    editTitle: (name: string) => `Edit ${name}`,
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    descriptionEn: 'Description (English)',
    descriptionAr: 'Description (Arabic)',
    choosePoster: (language: string) => `Choose the ${language} poster`,
    posterPreview: (language: string) => `${language} poster preview`,
    languages: { en: 'English', ar: 'Arabic' },
    region: 'Region',
    format: 'Format',
    kind: 'Bracket format',
    singleElimination: 'Single elimination',
    thirdPlace: 'Third-place match',
    capacity: 'Capacity',
    regOpens: 'Registration opens',
    regCloses: 'Registration closes',
    checkIn: 'Check-in opens',
    starts: 'Starts',
    ends: 'Ends',
    utcOf: /UTC$/,
    currency: 'Currency',
    addPrize: 'Add a prize',
    prize: (number: string) => `Prize ${number}`,
    amount: 'Amount (USD)',
    prizeKind: 'Prize type',
    inKind: 'A prize in kind',
    item: 'Prize',
    addCodes: 'Add reward codes',
    codeCount: 'Codes',
    addRule: 'Add a rule',
    ruleEn: 'Rule 1 (English)',
    ruleAr: 'Rule 1 (Arabic)',
    createDraft: 'Create draft',
    created: 'Draft created. Players do not see it until you publish it.',
    draft: 'Draft',
    publish: 'Publish',
    publishTitle: (name: string) => `Publish ${name}?`,
    published: 'Published. Players now see it on the tournament list.',
    publishedBadge: 'Published',
    edit: (name: string) => `Edit ${name}`,
    search: 'Search tournaments',
    searchButton: 'Search',
    notFound: 'Tournament not found',
  },
  ar: {
    listTitle: 'البطولات',
    create: 'إنشاء بطولة',
    newTitle: 'إنشاء بطولة',
    editTitle: (name: string) => `تعديل ${name}`,
    nameEn: 'الاسم (بالإنجليزية)',
    nameAr: 'الاسم (بالعربية)',
    descriptionEn: 'الوصف (بالإنجليزية)',
    descriptionAr: 'الوصف (بالعربية)',
    choosePoster: (language: string) => `اختيار الملصق (${language})`,
    posterPreview: (language: string) => `معاينة الملصق (${language})`,
    languages: { en: 'الإنجليزية', ar: 'العربية' },
    region: 'المنطقة',
    format: 'الصيغة',
    kind: 'نظام البطولة',
    singleElimination: 'إقصاء فردي',
    thirdPlace: 'مباراة على المركز الثالث',
    capacity: 'السعة',
    regOpens: 'يبدأ التسجيل',
    regCloses: 'ينتهي التسجيل',
    checkIn: 'يبدأ تسجيل الحضور',
    starts: 'تبدأ البطولة',
    ends: 'تنتهي البطولة',
    utcOf: /بالتوقيت العالمي \(UTC\)$/,
    currency: 'العملة',
    addPrize: 'إضافة جائزة',
    prize: (number: string) => `الجائزة ${number}`,
    amount: 'المبلغ (USD)',
    prizeKind: 'نوع الجائزة',
    inKind: 'جائزة عينية',
    item: 'الجائزة',
    addCodes: 'إضافة رموز مكافآت',
    codeCount: 'عدد الرموز',
    addRule: 'إضافة قانون',
    ruleEn: 'القانون ١ (بالإنجليزية)',
    ruleAr: 'القانون ١ (بالعربية)',
    createDraft: 'إنشاء مسودة',
    created: 'أُنشئت المسودة. لن يراها اللاعبون حتى تنشرها.',
    draft: 'مسودة',
    publish: 'نشر',
    publishTitle: (name: string) => `نشر ${name}؟`,
    published: 'نُشرت البطولة. يراها اللاعبون الآن في قائمة البطولات.',
    publishedBadge: 'منشورة',
    edit: (name: string) => `تعديل ${name}`,
    search: 'البحث في البطولات',
    searchButton: 'بحث',
    notFound: 'البطولة غير موجودة',
  },
} as const;

const DIGITS: Record<Locale, (value: number) => string> = {
  en: (value) => String(value),
  ar: (value) => new Intl.NumberFormat('ar-SA').format(value),
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let crcTable: number[] | null = null;

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small poster-shaped PNG (16:9) of one colour, made here: e2e has no image fixtures. */
function posterPng([red, green, blue]: [number, number, number]): Buffer {
  const width = 160;
  const height = 90;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` input takes it, in the browser's (this machine's) time zone. */
function localInput(at: number): string {
  const date = new Date(at);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The image has loaded (the browser decoded it). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test.describe(`organizer console (${locale})`, () => {
    test('an organizer creates a 5vs5 single-elimination cup with posters and prizes and publishes it; a visitor finds it, not a draft', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const text = TEXT[locale];
      const suffix = uniqueSuffix();
      const cup = { en: `Falcon Cup ${suffix}`, ar: `كأس الصقر ${suffix}` };
      const draftName = { en: `Hidden Draft ${suffix}`, ar: `مسودة مخفية ${suffix}` };
      const organizer = await organizerPage(browser, locale);
      const visitor = await browser.newPage();
      const created: string[] = [];
      let token = '';
      try {
        token = await tokenOf(organizer);
        await expect(mainHeading(organizer, text.listTitle)).toBeVisible();
        await organizer.getByRole('link', { name: text.create, exact: true }).click();
        await expect(mainHeading(organizer, text.newTitle)).toBeVisible();
        await expect(organizer).toHaveTitle(titleOf(text.newTitle));

        // Names and description side by side, each language in its own direction.
        await organizer.getByLabel(text.nameEn, { exact: true }).fill(cup.en);
        await organizer.getByLabel(text.nameAr, { exact: true }).fill(cup.ar);
        await expect(organizer.getByLabel(text.nameAr, { exact: true })).toHaveAttribute('dir', 'rtl');
        await expect(organizer.getByLabel(text.nameEn, { exact: true })).toHaveAttribute('dir', 'ltr');
        await organizer
          .getByLabel(text.descriptionEn, { exact: true })
          .fill('Five against five, one elimination.');
        await organizer.getByLabel(text.descriptionAr, { exact: true }).fill('خمسة ضد خمسة بنظام الإقصاء.');

        // A poster per language, uploaded at once and previewed from the address the API answers.
        for (const [language, colour] of [
          ['en', [200, 120, 20]],
          ['ar', [20, 120, 200]],
        ] as const) {
          const name = text.languages[language];
          await organizer.getByLabel(text.choosePoster(name), { exact: true }).setInputFiles({
            name: `poster-${language}.png`,
            mimeType: 'image/png',
            buffer: posterPng([...colour]),
          });
          const preview = organizer.getByRole('img', { name: text.posterPreview(name), exact: true });
          await expect(preview).toBeVisible();
          await expectLoaded(preview);
        }

        await expect(organizer.getByLabel(text.region, { exact: true })).toHaveValue('me1');
        await organizer.getByLabel(text.format, { exact: true }).selectOption('5vs5');
        await organizer
          .getByLabel(text.kind, { exact: true })
          .selectOption({ label: text.singleElimination });
        await organizer.getByRole('checkbox', { name: text.thirdPlace, exact: true }).check();
        for (const skill of ['Gold', 'Platinum']) {
          await organizer.getByRole('checkbox', { name: skill, exact: true }).check();
        }
        await organizer.getByLabel(text.capacity, { exact: true }).fill('16');

        // The schedule in the browser's time zone, each with the same moment in UTC beneath.
        const start = Math.ceil((Date.now() + 6 * DAY) / HOUR) * HOUR;
        const schedule: [string, number][] = [
          [text.regOpens, start - 5 * DAY],
          [text.regCloses, start - DAY],
          [text.checkIn, start - HOUR],
          [text.starts, start],
          [text.ends, start + 6 * HOUR],
        ];
        for (const [label, at] of schedule) {
          const input = organizer.getByLabel(label, { exact: true });
          await input.fill(localInput(at));
          await expect(input).toHaveAccessibleDescription(text.utcOf);
        }

        // The prize pool: money for first place with reward codes, a prize in kind for second.
        await expect(organizer.getByLabel(text.currency, { exact: true })).toHaveValue('USD');
        await organizer.getByRole('button', { name: text.addPrize, exact: true }).click();
        const first = organizer.getByRole('group', { name: text.prize(DIGITS[locale](1)), exact: true });
        await first.getByLabel(text.amount, { exact: true }).fill('1000');
        await first.getByRole('button', { name: text.addCodes, exact: true }).click();
        await first.getByLabel(text.codeCount, { exact: true }).fill('5');
        await organizer.getByRole('button', { name: text.addPrize, exact: true }).click();
        const second = organizer.getByRole('group', { name: text.prize(DIGITS[locale](2)), exact: true });
        await second.getByLabel(text.prizeKind, { exact: true }).selectOption({ label: text.inKind });
        await second.getByLabel(text.item, { exact: true }).fill('Gaming headset');

        await organizer.getByRole('button', { name: text.addRule, exact: true }).click();
        await expect(organizer.getByLabel(locale === 'ar' ? text.ruleAr : text.ruleEn)).toBeFocused();
        await organizer.getByLabel(text.ruleEn, { exact: true }).fill('Be in the lobby 15 minutes early.');
        await organizer.getByLabel(text.ruleAr, { exact: true }).fill('كن في الردهة قبل الموعد بربع ساعة.');

        const [createdAnswer] = await Promise.all([
          organizer.waitForResponse(
            (response) =>
              response.request().method() === 'POST' &&
              new URL(response.url()).pathname === '/v1/admin/tournaments',
          ),
          organizer.getByRole('button', { name: text.createDraft, exact: true }).click(),
        ]);
        expect(createdAnswer.status(), await createdAnswer.text()).toBe(201);
        const body = createdAnswer.request().postDataJSON() as Record<string, unknown>;
        expect(body).toMatchObject({
          format: '5vs5',
          structure: { kind: 'single_elimination', thirdPlaceMatch: true },
          skill_level: ['Gold', 'Platinum'],
          capacity: 16,
          starting_time: new Date(start).toISOString(),
          prize_pool: {
            currency: 'USD',
            places: [
              { place: 1, amount: 1000, rewardCodes: [{ type: 'hextech_chest', count: 5 }] },
              { place: 2, amount: 0, item: 'Gaming headset' },
            ],
          },
        });
        await expect(toaster(organizer).getByText(text.created)).toBeVisible();
        await expect(organizer).toHaveURL(/\/staff\/tournaments\/[^/]+\/edit$/);
        const id = new URL(organizer.url()).pathname.split('/')[3]!;
        created.push(id);
        await expect(mainHeading(organizer, text.editTitle(cup[locale]))).toBeVisible();
        // The edit page loads on its own address too, the draft as saved.
        await organizer.reload();
        await expect(mainHeading(organizer, text.editTitle(cup[locale]))).toBeVisible();
        await expect(organizer).toHaveTitle(titleOf(text.editTitle(cup[locale])));
        await expect(organizer.getByText(text.draft, { exact: true })).toBeVisible();
        await expect(organizer.getByLabel(text.nameAr, { exact: true })).toHaveValue(cup.ar);
        await expect(organizer.getByLabel(text.starts, { exact: true })).toHaveValue(localInput(start));
        await expect(
          organizer
            .getByRole('group', { name: text.prize(DIGITS[locale](2)), exact: true })
            .getByLabel(text.item, { exact: true }),
        ).toHaveValue('Gaming headset');

        // Publish, after confirming.
        await organizer.getByRole('button', { name: text.publish, exact: true }).click();
        const dialog = organizer.getByRole('dialog', { name: text.publishTitle(cup[locale]) });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: text.publish, exact: true }).click();
        await expect(toaster(organizer).getByText(text.published)).toBeVisible();
        await expect(organizer.getByText(text.publishedBadge, { exact: true })).toBeVisible();
        await expect(organizer.getByRole('button', { name: text.publish, exact: true })).toHaveCount(0);

        // A draft made through the API stays a draft: staff see it in the console, players nowhere.
        const draft = await api<{ data: { id: string } }>(request, 'POST', '/v1/admin/tournaments', {
          token,
          data: {
            name: draftName,
            region: 'me1',
            format: '5vs5',
            structure: { kind: 'single_elimination', thirdPlaceMatch: false },
            skill_level: ['Gold'],
            registration_start_time: new Date(start - 5 * DAY).toISOString(),
            registration_closed_time: new Date(start - DAY).toISOString(),
            checking_time: new Date(start - HOUR).toISOString(),
            starting_time: new Date(start).toISOString(),
            ends_at: new Date(start + 6 * HOUR).toISOString(),
          },
        });
        expect(draft.status, JSON.stringify(draft.body)).toBe(201);
        created.push(draft.body.data.id);
        await organizer.goto(shellUrl(`/staff/tournaments?search=${encodeURIComponent(suffix)}`));
        await expect(organizer.getByLabel(text.search, { exact: true })).toHaveValue(suffix);
        const rows = organizer.getByRole('table', { name: text.listTitle }).getByRole('row');
        const draftRow = rows.filter({ hasText: draftName[locale] });
        await expect(draftRow.getByText(text.draft, { exact: true })).toBeVisible();
        await expect(draftRow.getByRole('link', { name: text.edit(draftName[locale]) })).toHaveAttribute(
          'href',
          `/staff/tournaments/${draft.body.data.id}/edit`,
        );
        const cupRow = rows.filter({ hasText: cup[locale] });
        await expect(cupRow.getByText(text.publishedBadge, { exact: true })).toBeVisible();

        // A signed-out visitor finds the cup on /tournaments and opens its page; the draft is nowhere.
        await setLocale(visitor, locale);
        await visitor.goto(shellUrl('/tournaments'));
        const list = remoteRoot(visitor, 'tournaments');
        await expect(mainHeading(visitor, text.listTitle)).toBeVisible();
        const card = list.getByRole('article', { name: cup[locale], exact: true });
        await expect(card).toBeVisible();
        await expect(list.getByRole('article', { name: draftName[locale], exact: true })).toHaveCount(0);
        await card.getByRole('link').click();
        await expect(visitor).toHaveURL(shellUrl(`/tournaments/${id}`));
        await expect(mainHeading(visitor, cup[locale])).toBeVisible();
        // Its poster, in the page's language, is the one uploaded.
        const banner = remoteRoot(visitor, 'tournaments').locator('img[src*="/uploads/"]').first();
        await expectLoaded(banner);

        await visitor.goto(shellUrl(`/tournaments/${draft.body.data.id}`));
        await expect(toaster(visitor).getByText(text.notFound)).toBeVisible();
        await expect(visitor).toHaveURL(shellUrl('/tournaments'));
        const answer = await api(request, 'GET', `/v1/tournaments/${draft.body.data.id}`);
        expect(answer.status).toBe(404);
      } finally {
        // Cancelled, they leave the players' list: the worker's later suites read the seeded one.
        await cancelLeftovers(request, token, created, 'End of the organizer console test');
        await visitor.context().close();
        await organizer.context().close();
      }
    });
  });
}
