import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { BugReport, CreateBugReportBody } from '@arena/contract';
import { seedId } from '../../seed/ids.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GIF_1X1, PNG_1X1, pngOfSize, SVG_IMAGE } from '../../testing/test-images.js';
import { ATTACHMENT_ADDRESS_STEP_SECONDS } from '../uploads/attachment-addresses.js';
import { isMp4 } from './bug-report-attachment.js';
import { ANONYMOUS_REPORTS_PER_WINDOW } from './bug-reports-routes.js';

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** An ISO base media box: 32-bit size, type, content. */
const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const FTYP = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));
/** A minimal MP4 file: `ftyp` (brand isom), `moov` with its movie header (`mvhd`, version 0), `mdat`. */
const MP4 = Buffer.concat([FTYP, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', randomBytes(64))]);
/** An `ftyp` box followed by arbitrary bytes: what issue 27 stored and served as an "MP4". */
const FAKE_MP4 = Buffer.concat([FTYP, randomBytes(4096)]);
/** The address of an attachment the API hands out: signed, expiring, still ending with the file's extension. */
const SIGNED = (extension: string) =>
  new RegExp(`^http://api\\.test/attachments/\\d+/[A-Za-z0-9_-]{43}/[0-9a-f-]{36}\\.${extension}$`);
/** The plain `/uploads/...` address of the file behind a signed one. */
const plainAddress = (signed: string) => `/uploads/${signed.split('/').pop()}`;

const ticket = (overrides: Partial<CreateBugReportBody> = {}): CreateBugReportBody => ({
  bugType: 'technical-issue',
  title: 'Cannot open the bracket',
  description: 'The bracket page stays blank.',
  email: 'falcon@example.com',
  userName: 'Falcon',
  deviceInfo: { os: 'Windows 11', browser: 'Chrome 131' },
  ...overrides,
});

describe('support tickets and bug reports', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, playerKey?: string, payload?: object) =>
    t.request({
      method,
      url,
      token: playerKey ? await t.tokenFor(playerKey) : undefined,
      ...(payload ? { payload } : {}),
    });
  const create = async (playerKey: string | undefined, body: CreateBugReportBody): Promise<BugReport> => {
    const response = await call('POST', '/v1/bug-report', playerKey, body);
    assert.equal(response.statusCode, 201, response.body);
    return expectAnswer('POST /v1/bug-report', response.json(), 201).data;
  };
  const codeOf = (body: string) => expectShape(errorBody, JSON.parse(body)).code;

  test("a signed-in player's ticket is theirs: listed first, read with its screenshot, served by content type", async () => {
    const created = await create('falcon', ticket({ screenshot: dataUrl(PNG_1X1, 'image/jpeg') }));
    assert.equal(created.status, 'open');
    assert.equal(created.closedAt, null);
    assert.deepEqual(created.deviceInfo, { os: 'Windows 11', browser: 'Chrome 131' });
    assert.match(created.screenshotUrl ?? '', SIGNED('png'));

    const list = await call('GET', '/v1/bug-report/my-reports', 'falcon');
    assert.equal(list.headers['cache-control'], 'private, no-store');
    const page = expectAnswer('GET /v1/bug-report/my-reports', list.json());
    assert.equal(page.status, 'success');
    assert.equal(page.data.reports.length, 10, '10 a page by default');
    assert.equal(page.data.reports[0]?._id, created._id, 'newest first');
    assert.deepEqual(
      [page.data.pagination.currentPage, page.data.pagination.totalPages, page.data.pagination.totalReports],
      [1, 2, 13],
      "Falcon's twelve seeded tickets and the new one",
    );
    const second = expectAnswer(
      'GET /v1/bug-report/my-reports',
      (await call('GET', '/v1/bug-report/my-reports?page=2&limit=10', 'falcon')).json(),
    );
    assert.equal(second.data.reports.length, 3);
    const fixed = expectAnswer(
      'GET /v1/bug-report/my-reports',
      (await call('GET', '/v1/bug-report/my-reports?status=fixed', 'falcon')).json(),
    );
    assert.ok(fixed.data.reports.length > 0);
    assert.ok(fixed.data.reports.every((report) => report.status === 'fixed'));

    const read = await call('GET', `/v1/bug-report/${created._id}`, 'falcon');
    assert.equal(read.statusCode, 200);
    assert.equal(expectAnswer('GET /v1/bug-report/:id', read.json()).data.title, 'Cannot open the bracket');

    const file = await t.request({ method: 'GET', url: new URL(created.screenshotUrl!).pathname });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png', 'the type of the bytes, not the declared one');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(
      (await t.request({ method: 'GET', url: plainAddress(created.screenshotUrl!) })).statusCode,
      404,
      'never at a plain /uploads address',
    );
  });

  test('without a token the report is anonymous and nobody lists it as theirs; the player name fills a missing one', async () => {
    const anonymous = await create(undefined, {
      bugType: 'website-bug',
      title: 'Footer links overlap',
      description: 'On small screens the footer links overlap.\n\nSteps to reproduce:\nOpen the home page.',
      email: 'visitor#1234',
      userName: 'Visitor',
      screenshot: dataUrl(GIF_1X1, 'image/gif'),
    });
    assert.equal(anonymous.userName, 'Visitor');
    const read = await call('GET', `/v1/bug-report/${anonymous._id}`, 'falcon');
    assert.equal(read.statusCode, 404);

    const own = await create('layla', ticket({ userName: null, email: '' }));
    assert.equal(own.userName, 'Layla#ARB');
    assert.equal(own.email, 'layla@example.com');
  });

  test('an MP4 by its box structure is accepted (the bug-report form allows video); staff watch it', async () => {
    assert.equal(isMp4(MP4), true);
    assert.equal(isMp4(Buffer.from('<html><body>not a video</body></html>')), false);
    const report = await create(undefined, {
      bugType: 'tournament-bug',
      title: 'Check-in button flickers',
      description: 'See the video.',
      screenshot: dataUrl(MP4, 'video/mp4'),
    });
    assert.equal(report.screenshotUrl, null, 'an anonymous sender gets no address: only staff read it');
    const staffView = expectAnswer(
      'GET /v1/admin/bug-reports/:id',
      (await call('GET', `/v1/admin/bug-reports/${report._id}`, 'admin')).json(),
    ).data;
    assert.match(staffView.screenshotUrl ?? '', SIGNED('mp4'));
    const file = await t.request({ method: 'GET', url: new URL(staffView.screenshotUrl!).pathname });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'video/mp4');
    assert.deepEqual(file.rawPayload, MP4, 'stored as it came');
  });

  test("a ticket's screenshot is an image only: an MP4 from the tickets page is refused, nothing is stored", async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('bug_reports')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const video = await call(
      'POST',
      '/v1/bug-report',
      'falcon',
      ticket({ title: 'Video of the blank bracket', screenshot: dataUrl(MP4, 'video/mp4') }),
    );
    assert.equal(video.statusCode, 415, video.body);
    const refusal = expectShape(errorBody, video.json());
    assert.equal(refusal.code, 4015);
    assert.equal(refusal.message, 'The screenshot of a ticket must be a PNG, JPG, GIF or WebP image');
    // Declared as an image, the bytes still decide.
    const disguised = await call(
      'POST',
      '/v1/bug-report',
      'falcon',
      ticket({ screenshot: dataUrl(MP4, 'image/png') }),
    );
    assert.equal(disguised.statusCode, 415, disguised.body);
    assert.equal(await count(), before, 'nothing stored');
    const mine = expectAnswer(
      'GET /v1/bug-report/my-reports',
      (await call('GET', '/v1/bug-report/my-reports', 'falcon')).json(),
    );
    assert.ok(mine.data.reports.every((report) => report.title !== 'Video of the blank bracket'));

    // The same file from the public form (no token) is a bug report, and a video is welcome there.
    const report = await create(undefined, {
      bugType: 'other',
      title: 'Video of the blank bracket',
      description: 'See the video.',
      screenshot: dataUrl(MP4, 'video/mp4'),
    });
    assert.equal(report._id.length > 0, true);
  });

  test('the screenshot is refused when it is not an image or video by content, malformed, or over 10 MB', async () => {
    const cases: [string, string, number, number][] = [
      ['HTML named as a PNG', dataUrl(Buffer.from('<html><script>alert(1)</script></html>')), 415, 4015],
      ['an SVG with a script', dataUrl(SVG_IMAGE, 'image/svg+xml'), 415, 4015],
      ['not a data URL', 'https://example.com/image.png', 400, 4000],
      ['not base64', 'data:image/png;base64,@@@@', 400, 4000],
      ['over 10 MB', dataUrl(pngOfSize(10 * 1024 * 1024 + 1)), 413, 4013],
    ];
    const before = await t.db
      .selectFrom('bug_reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [name, screenshot, status, code] of cases) {
      const response = await call('POST', '/v1/bug-report', 'falcon', ticket({ screenshot }));
      assert.equal(response.statusCode, status, name);
      assert.equal(codeOf(response.body), code, name);
    }
    const after = await t.db
      .selectFrom('bug_reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(after.n, before.n, 'nothing stored');

    const exactly10 = await call(
      'POST',
      '/v1/bug-report',
      'falcon',
      ticket({ screenshot: dataUrl(pngOfSize(10 * 1024 * 1024)) }),
    );
    assert.equal(exactly10.statusCode, 201, 'exactly 10 MB is allowed');
  });

  test('payload rules: title and description required once trimmed, type from the list', async () => {
    for (const body of [
      ticket({ title: '   ' }),
      ticket({ description: '' }),
      { ...ticket(), bugType: 'feature-request' },
      { ...ticket(), title: undefined },
    ]) {
      const response = await call('POST', '/v1/bug-report', 'falcon', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(codeOf(response.body), 4000);
    }
  });

  test("a player can neither read, reply to nor close another player's ticket (404, as if unknown)", async () => {
    const laylas = await create('layla', ticket({ title: "Layla's ticket" }));
    for (const [method, url, payload] of [
      ['GET', `/v1/bug-report/${laylas._id}`, undefined],
      ['POST', `/v1/bug-report/${laylas._id}/messages`, { content: 'Hello' }],
      ['POST', `/v1/bug-report/${laylas._id}/close`, { closingMessage: 'Closed' }],
      ['GET', '/v1/bug-report/not-a-uuid', undefined],
    ] as const) {
      const response = await call(method, url, 'falcon', payload);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(codeOf(response.body), 4004);
    }
    const mine = expectAnswer(
      'GET /v1/bug-report/:id',
      (await call('GET', `/v1/bug-report/${laylas._id}`, 'layla')).json(),
    ).data;
    assert.equal(mine.messages.length, 0, 'nothing was added');
    assert.equal(mine.status, 'open');
    for (const url of ['/v1/bug-report/my-reports', `/v1/bug-report/${laylas._id}`]) {
      assert.equal((await call('GET', url)).statusCode, 401, url);
    }
  });

  test('non-admins get 403 on every /v1/admin/bug-reports call, visitors 401', async () => {
    const id = seedId('bug-report', 'falcon-login');
    const calls = [
      ['GET', '/v1/admin/bug-reports', undefined],
      ['GET', `/v1/admin/bug-reports/${id}`, undefined],
      ['POST', `/v1/admin/bug-reports/${id}/messages`, { content: 'Hi' }],
      ['PATCH', `/v1/admin/bug-reports/${id}`, { status: 'fixed' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const player = await call(method, url, 'falcon', payload);
      assert.equal(player.statusCode, 403, `${method} ${url}`);
      assert.equal(codeOf(player.body), 4003);
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401, `${method} ${url}`);
    }
    const untouched = await t.db
      .selectFrom('bug_reports')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(untouched.status, 'open');
  });

  test('staff list every report with filters and its player, anonymous ones included', async () => {
    const all = expectAnswer(
      'GET /v1/admin/bug-reports',
      (await call('GET', '/v1/admin/bug-reports?limit=50', 'admin')).json(),
    );
    assert.ok(
      all.data.reports.some((report) => report.player === null),
      'anonymous reports land here too',
    );
    assert.ok(all.data.reports.some((report) => report.player?.gameName === 'Falcon'));

    const filtered = expectAnswer(
      'GET /v1/admin/bug-reports',
      (await call('GET', '/v1/admin/bug-reports?status=open&type=battle-pass-bug', 'admin')).json(),
    );
    assert.ok(filtered.data.reports.length > 0);
    assert.ok(filtered.data.reports.every((r) => r.status === 'open' && r.bugType === 'battle-pass-bug'));
    assert.equal((await call('GET', '/v1/admin/bug-reports?status=archived', 'admin')).statusCode, 400);
  });

  test("a staff reply is sent as admin, moves an open ticket to in progress and notifies the ticket's owner", async () => {
    const created = await create('falcon', ticket({ title: 'Staff reply test' }));
    const response = await call('POST', `/v1/admin/bug-reports/${created._id}/messages`, 'admin', {
      content: '  We are looking into it.  ',
    });
    assert.equal(response.statusCode, 201, response.body);
    const sent = expectAnswer('POST /v1/admin/bug-reports/:id/messages', response.json(), 201).data;
    assert.equal(sent.message.sender, 'admin');
    assert.equal(sent.message.content, 'We are looking into it.');
    assert.equal(sent.reportStatus, 'in-progress');

    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('bug_reports')
            .select('user_id')
            .where('id', '=', created._id)
            .executeTakeFirstOrThrow()
        ).user_id!,
      )
      .orderBy('created_at', 'desc')
      .execute();
    const note = notes.find((row) => row.message.includes('Staff reply test'));
    assert.ok(note, 'the owner has a notification about their ticket');
    assert.equal(note.title, 'Support replied to your ticket');

    const withStatus = await call('POST', `/v1/admin/bug-reports/${created._id}/messages`, 'admin', {
      content: 'Waiting for your answer.',
      status: 'pending',
    });
    assert.equal(
      expectAnswer('POST /v1/admin/bug-reports/:id/messages', withStatus.json(), 201).data.reportStatus,
      'pending',
    );

    // The player's answer reopens a pending ticket; the conversation is in order.
    const answer = await call('POST', `/v1/bug-report/${created._id}/messages`, 'falcon', {
      content: 'Here it is.',
    });
    assert.equal(answer.statusCode, 201);
    assert.equal(
      expectAnswer('POST /v1/bug-report/:id/messages', answer.json(), 201).data.reportStatus,
      'open',
    );
    const read = expectAnswer(
      'GET /v1/bug-report/:id',
      (await call('GET', `/v1/bug-report/${created._id}`, 'falcon')).json(),
    ).data;
    assert.deepEqual(
      read.messages.map((message) => [message.sender, message.content]),
      [
        ['admin', 'We are looking into it.'],
        ['admin', 'Waiting for your answer.'],
        ['user', 'Here it is.'],
      ],
    );
    const staffView = expectAnswer(
      'GET /v1/admin/bug-reports/:id',
      (await call('GET', `/v1/admin/bug-reports/${created._id}`, 'admin')).json(),
    ).data;
    assert.equal(staffView.messages.length, 3);
    assert.equal(staffView.player?.gameName, 'Falcon');
  });

  test("a status change without a reply notifies the ticket's owner in both languages, linked to the ticket", async () => {
    const created = await create('omar', ticket({ title: 'Payout missing' }));
    const notesOf = () =>
      t.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', seedId('user', 'omar'))
        .where('link', '=', `/ticket/${created._id}`)
        .execute();
    assert.equal((await notesOf()).length, 0);

    const response = await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', {
      status: 'fixed',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(expectAnswer('PATCH /v1/admin/bug-reports/:id', response.json()).data.status, 'fixed');

    const [note, ...more] = await notesOf();
    assert.ok(note, 'the owner is notified of the new status');
    assert.equal(more.length, 0);
    assert.equal(note.type, 'message');
    assert.equal(note.title, 'Your ticket was updated');
    assert.equal(note.message, 'The status of “Payout missing” is now Fixed.');
    assert.equal(note.title_ar, 'تم تحديث تذكرتك');
    assert.equal(note.message_ar, 'أصبحت حالة «Payout missing» الآن: تم الإصلاح.');
    // The player's list shows it in their language, with the link.
    const arabic = await t.request({
      method: 'GET',
      url: '/v1/notifications?lang=ar',
      token: await t.tokenFor('omar'),
    });
    const listed = expectAnswer('GET /v1/notifications', arabic.json()).data.find(
      (item) => item._id === note.id,
    );
    assert.equal(listed?.title, 'تم تحديث تذكرتك');
    assert.equal(listed?.link, `/ticket/${created._id}`);

    // Setting the status it already has is no change: nobody is told twice.
    await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', { status: 'fixed' });
    assert.equal((await notesOf()).length, 1);
    await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', { status: 'closed' });
    assert.deepEqual((await notesOf()).map((row) => row.message).sort(), [
      'The status of “Payout missing” is now Closed.',
      'The status of “Payout missing” is now Fixed.',
    ]);

    // An anonymous report has nobody to notify; its status still changes.
    const anonymous = await create(undefined, ticket({ title: 'Anonymous status' }));
    const anonymousChange = await call('PATCH', `/v1/admin/bug-reports/${anonymous._id}`, 'admin', {
      status: 'rejected',
    });
    assert.equal(anonymousChange.statusCode, 200);
  });

  test('replies: refused when empty or whitespace, and when the ticket is closed or fixed', async () => {
    const created = await create('falcon', ticket({ title: 'Reply rules' }));
    for (const content of ['', '   \n ']) {
      const response = await call('POST', `/v1/bug-report/${created._id}/messages`, 'falcon', { content });
      assert.equal(response.statusCode, 400);
    }
    for (const status of ['fixed', 'closed'] as const) {
      const patched = await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', { status });
      assert.equal(patched.statusCode, 200);
      assert.equal(expectAnswer('PATCH /v1/admin/bug-reports/:id', patched.json()).data.status, status);
      const response = await call('POST', `/v1/bug-report/${created._id}/messages`, 'falcon', {
        content: 'Still broken',
      });
      assert.equal(response.statusCode, 409, status);
      assert.equal(codeOf(response.body), 4009);
    }
    const closed = expectAnswer(
      'GET /v1/bug-report/:id',
      (await call('GET', `/v1/bug-report/${created._id}`, 'falcon')).json(),
    ).data;
    assert.ok(closed.closedAt, 'closedAt is set while closed');
    const reopened = await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', {
      status: 'in-progress',
    });
    assert.equal(expectAnswer('PATCH /v1/admin/bug-reports/:id', reopened.json()).data.closedAt, null);
  });

  test('close: only while open or in progress; the closing text joins the conversation', async () => {
    const created = await create('falcon', ticket({ title: 'Close rules' }));
    const response = await call('POST', `/v1/bug-report/${created._id}/close`, 'falcon', {
      closingMessage: 'Ticket closed by user',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { closedAt } = expectAnswer('POST /v1/bug-report/:id/close', response.json()).data;
    assert.equal(closedAt, t.now.toISOString());
    const read = expectAnswer(
      'GET /v1/bug-report/:id',
      (await call('GET', `/v1/bug-report/${created._id}`, 'falcon')).json(),
    ).data;
    assert.equal(read.status, 'closed');
    assert.equal(read.closedAt, closedAt);
    assert.deepEqual(
      read.messages.map((m) => [m.sender, m.content]),
      [['user', 'Ticket closed by user']],
    );

    const again = await call('POST', `/v1/bug-report/${created._id}/close`, 'falcon', {
      closingMessage: 'x',
    });
    assert.equal(again.statusCode, 409);
    for (const status of ['fixed', 'rejected', 'duplicate', 'pending'] as const) {
      await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', { status });
      const refused = await call('POST', `/v1/bug-report/${created._id}/close`, 'falcon', {});
      assert.equal(refused.statusCode, 409, status);
    }
    await call('PATCH', `/v1/admin/bug-reports/${created._id}`, 'admin', { status: 'in-progress' });
    const fromInProgress = await call('POST', `/v1/bug-report/${created._id}/close`, 'falcon');
    assert.equal(fromInProgress.statusCode, 200, 'no body is fine too');
  });
});

describe('anonymous bug reports are rate-limited per client', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test(`after ${ANONYMOUS_REPORTS_PER_WINDOW} anonymous reports a client gets 429; a signed-in player does not count`, async () => {
    const body = { bugType: 'other', title: 'Spam?', description: 'Many reports' };
    for (let index = 0; index < ANONYMOUS_REPORTS_PER_WINDOW; index += 1) {
      const response = await t.request({ method: 'POST', url: '/v1/bug-report', payload: body });
      assert.equal(response.statusCode, 201);
    }
    const limited = await t.request({ method: 'POST', url: '/v1/bug-report', payload: body });
    assert.equal(limited.statusCode, 429);
    assert.equal(expectShape(errorBody, limited.json()).code, 4029);
    const badToken = await t.request({
      method: 'POST',
      url: '/v1/bug-report',
      payload: body,
      token: 'forged',
    });
    assert.equal(badToken.statusCode, 429, 'a forged token is anonymous too');
    const signedIn = await t.request({
      method: 'POST',
      url: '/v1/bug-report',
      payload: body,
      token: await t.tokenFor('falcon'),
    });
    assert.equal(signedIn.statusCode, 201);
  });
});

describe('an MP4 is checked by its box structure (issue 27, defect 11)', () => {
  test('ftyp of a known brand, boxes that fill the file exactly, a moov with its movie header', () => {
    assert.equal(isMp4(MP4), true);
    // moov before mdat, a free box, a 64-bit size, a last box running to the end (size 0): all valid.
    const large = Buffer.alloc(16 + 4);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(20n, 8);
    const toTheEnd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), randomBytes(32)]);
    const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84))));
    assert.equal(isMp4(Buffer.concat([FTYP, box('free'), moov, large])), true);
    assert.equal(isMp4(Buffer.concat([FTYP, moov, toTheEnd])), true);
    const mp42 = box('ftyp', Buffer.from('mp42'), Buffer.alloc(4), Buffer.from('mp42isom'));
    assert.equal(isMp4(Buffer.concat([mp42, moov])), true);
  });

  test('refused: arbitrary bytes after ftyp, no moov, inconsistent sizes, unknown brand, not ftyp first', () => {
    const moov = box('moov', box('mvhd', Buffer.alloc(100)));
    const cases: [string, Buffer][] = [
      ['ftyp and random bytes', FAKE_MP4],
      ['ftyp and an empty mdat, no moov', Buffer.concat([FTYP, box('mdat')])],
      ['a moov without a movie header', Buffer.concat([FTYP, box('moov', box('trak')), box('mdat')])],
      [
        'a moov whose boxes do not add up',
        Buffer.concat([FTYP, box('moov', Buffer.from([0, 0, 0, 99])), box('mdat')]),
      ],
      ['trailing bytes', Buffer.concat([FTYP, moov, Buffer.from('<script>')])],
      [
        'a box larger than the file',
        Buffer.concat([FTYP, moov, Buffer.from([0, 0, 1, 0]), Buffer.from('mdat')]),
      ],
      [
        'a box smaller than its header',
        Buffer.concat([FTYP, moov, Buffer.from([0, 0, 0, 4]), Buffer.from('mdat')]),
      ],
      ['two moov boxes', Buffer.concat([FTYP, moov, moov])],
      [
        'QuickTime brand',
        Buffer.concat([box('ftyp', Buffer.from('qt  '), Buffer.alloc(4), Buffer.from('qt  ')), moov]),
      ],
      ['moov first', Buffer.concat([moov, FTYP])],
      ['a binary box type', Buffer.concat([FTYP, moov, box('\u0000\u0001ab')])],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) assert.equal(isMp4(bytes), false, name);
  });
});

describe('attachments are read by staff and the ticket’s own player only (issue 27, defect 11)', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T12:00:00.000Z');
  before(async () => {
    t = await createTestApp({ now, clock: () => now });
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, playerKey?: string, payload?: object) =>
    t.request({
      method,
      url,
      token: playerKey ? await t.tokenFor(playerKey) : undefined,
      ...(payload ? { payload } : {}),
    });
  const fetchFile = (address: string, playerKey?: string) =>
    call('GET', new URL(address, 'http://api.test').pathname, playerKey);
  const codeOf = (body: string) => expectShape(errorBody, JSON.parse(body)).code;

  test('an anonymous "MP4" of arbitrary bytes after an ftyp box is refused, nothing stored', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await call('POST', '/v1/bug-report', undefined, {
      bugType: 'website-bug',
      title: 'Free video hosting',
      description: 'Not a video.',
      screenshot: dataUrl(FAKE_MP4, 'video/mp4'),
    });
    assert.equal(response.statusCode, 415, response.body);
    assert.equal(codeOf(response.body), 4015);
    assert.equal(await count(), before);
  });

  test('an anonymous report’s attachment: no address for its sender, none at /uploads, a signed one for staff', async () => {
    const response = await call('POST', '/v1/bug-report', undefined, {
      bugType: 'website-bug',
      title: 'A video of the bug',
      description: 'See the video.',
      screenshot: dataUrl(MP4, 'video/mp4'),
    });
    assert.equal(response.statusCode, 201, response.body);
    const report = expectAnswer('POST /v1/bug-report', response.json(), 201).data;
    assert.equal(report.screenshotUrl, null);
    const stored = await t.db
      .selectFrom('bug_reports')
      .select('screenshot_url')
      .where('id', '=', report._id)
      .executeTakeFirstOrThrow();
    assert.equal((await call('GET', stored.screenshot_url!)).statusCode, 404, 'not served publicly');

    const list = expectAnswer(
      'GET /v1/admin/bug-reports',
      (await call('GET', '/v1/admin/bug-reports?limit=50', 'admin')).json(),
    );
    const listed = list.data.reports.find((entry) => entry._id === report._id);
    assert.match(listed?.screenshotUrl ?? '', SIGNED('mp4'));
    const file = await fetchFile(listed!.screenshotUrl!);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'video/mp4');
    assert.match(String(file.headers['cache-control']), /^private, max-age=\d+$/);
  });

  test('a ticket’s screenshot: its player and staff get a signed address; nobody gets it at /uploads', async () => {
    const created = await call('POST', '/v1/bug-report', 'falcon', {
      ...ticket(),
      screenshot: dataUrl(PNG_1X1),
    });
    assert.equal(created.statusCode, 201, created.body);
    const own = expectAnswer('POST /v1/bug-report', created.json(), 201).data;
    assert.match(own.screenshotUrl ?? '', SIGNED('png'));

    const mine = expectAnswer(
      'GET /v1/bug-report/:id',
      (await call('GET', `/v1/bug-report/${own._id}`, 'falcon')).json(),
    ).data;
    const myList = expectAnswer(
      'GET /v1/bug-report/my-reports',
      (await call('GET', '/v1/bug-report/my-reports', 'falcon')).json(),
    ).data.reports.find((entry) => entry._id === own._id);
    const staff = expectAnswer(
      'GET /v1/admin/bug-reports/:id',
      (await call('GET', `/v1/admin/bug-reports/${own._id}`, 'admin')).json(),
    ).data;
    for (const address of [mine.screenshotUrl, myList?.screenshotUrl, staff.screenshotUrl]) {
      assert.match(address ?? '', SIGNED('png'));
      assert.equal((await fetchFile(address!)).statusCode, 200);
    }

    // Another player cannot read the ticket, so never gets an address; the plain address is 404 to everyone.
    assert.equal((await call('GET', `/v1/bug-report/${own._id}`, 'layla')).statusCode, 404);
    const plain = plainAddress(own.screenshotUrl!);
    for (const player of [undefined, 'layla', 'falcon', 'admin']) {
      assert.equal((await call('GET', plain, player)).statusCode, 404, String(player));
    }
  });

  test('a signed address is bound to its file and expires after 10 to 15 minutes', async () => {
    const first = expectAnswer(
      'POST /v1/bug-report',
      (await call('POST', '/v1/bug-report', 'falcon', { ...ticket(), screenshot: dataUrl(PNG_1X1) })).json(),
      201,
    ).data.screenshotUrl!;
    const second = expectAnswer(
      'POST /v1/bug-report',
      (
        await call('POST', '/v1/bug-report', 'falcon', {
          ...ticket(),
          screenshot: dataUrl(GIF_1X1, 'image/gif'),
        })
      ).json(),
      201,
    ).data.screenshotUrl!;
    const [, , , , expires, signature, file] = first.split('/');
    const otherFile = second.split('/').pop()!;
    const expiresAt = Number(expires) * 1000;
    assert.ok(expiresAt - now.getTime() >= 10 * 60 * 1000, 'at least 10 minutes');
    assert.ok(expiresAt - now.getTime() <= 15 * 60 * 1000, 'at most 15 minutes');
    assert.equal(Number(expires) % ATTACHMENT_ADDRESS_STEP_SECONDS, 0, 'the same address for 5 minutes');

    const tampered = [
      `/attachments/${expires}/${signature}/${otherFile}`,
      `/attachments/${Number(expires) + 300}/${signature}/${file}`,
      `/attachments/${expires}/${'A'.repeat(43)}/${file}`,
      `/attachments/${expires}/${signature}/${file!.replace('.png', '.gif')}`,
    ];
    for (const address of tampered) {
      const response = await call('GET', address);
      assert.equal(response.statusCode, 404, address);
      assert.equal(codeOf(response.body), 4004);
    }
    assert.equal((await call('GET', `/attachments/${expires}/short/${file}`)).statusCode, 400);

    const issuedAt = now;
    try {
      now = new Date(expiresAt - 1000);
      assert.equal((await fetchFile(first)).statusCode, 200, 'still valid a second before it expires');
      now = new Date(expiresAt);
      const expired = await fetchFile(first);
      assert.equal(expired.statusCode, 403, expired.body);
      assert.equal(codeOf(expired.body), 4003);
    } finally {
      now = issuedAt;
    }
  });
});
