import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { nourLiveMatchId } from '../../testing/live-match.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { CHAT_IMAGES_PER_MATCH } from '../match-chat/match-chat-service.js';
import { GIF_1X1, imageBody, PNG_1X1, pngOfSize, SVG_IMAGE } from '../../testing/test-images.js';
import { MAX_IMAGE_BYTES, PLAYER_UPLOAD_QUOTA_BYTES, storeUpload } from './uploads-service.js';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

type Body = { payload: Buffer; headers: Record<string, string> };

/** A JPEG carrying EXIF with a GPS position (Riyadh) and a camera comment. */
async function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#c83232' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', ImageDescription: 'home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    })
    .toBuffer();
}

/** A two-frame animated GIF, 8×8 (red, then blue). */
async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
}

/** A noisy PNG large enough that cutting it in half cuts its image data. */
async function noisyPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 120,
      height: 120,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

describe('upload corpus: every image is decoded and re-encoded, or refused', () => {
  let t: TestApp;
  let token: string;
  const avatar = (body: Body) =>
    t.request({ method: 'POST', url: '/v1/user/me/profile/image', token, ...body });
  const stored = async (response: { json: () => { user: { profileImage: string } } }) => {
    const path = new URL(response.json().user.profileImage).pathname;
    const served = await t.request({ method: 'GET', url: path });
    assert.equal(served.statusCode, 200);
    return { path, bytes: served.rawPayload, contentType: served.headers['content-type'] };
  };
  const refused = (response: { statusCode: number; json: () => unknown; body: string }, status: number) => {
    assert.equal(response.statusCode, status, response.body);
    return expectShape(errorBody, response.json());
  };

  before(async () => {
    t = await createTestApp();
    token = await t.tokenFor('nour');
  });
  after(() => t.close());

  test('a PNG signature followed by HTML does not decode: 415, nothing stored', async () => {
    const before = await t.db.selectFrom('uploads').select('id').execute();
    const body = refused(await avatar(imageBody(Buffer.concat([PNG_1X1.subarray(0, 8), HTML]))), 415);
    assert.equal(body.code, 4015);
    assert.equal((await t.db.selectFrom('uploads').select('id').execute()).length, before.length);
  });

  test('truncated PNG and JPEG files are refused (415)', async () => {
    const png = await noisyPng();
    const jpeg = await jpegWithLocation();
    for (const [name, bytes, type] of [
      ['png', png.subarray(0, Math.floor(png.length / 2)), 'image/png'],
      ['jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
    ] as const) {
      assert.equal(refused(await avatar(imageBody(bytes, `x.${name}`, type)), 415).code, 4015, name);
    }
  });

  test('an SVG with a script is refused, whatever it is called (415)', async () => {
    assert.equal(refused(await avatar(imageBody(SVG_IMAGE, 'a.png', 'image/png')), 415).code, 4015);
    assert.equal(refused(await avatar(imageBody(SVG_IMAGE, 'a.svg', 'image/svg+xml')), 415).code, 4015);
  });

  test('a polyglot (a real PNG with HTML after its end) is stored without the HTML', async () => {
    const response = await avatar(imageBody(Buffer.concat([PNG_1X1, HTML])));
    assert.equal(response.statusCode, 200, response.body);
    const file = await stored(response);
    assert.equal(file.contentType, 'image/png');
    assert.equal(file.bytes.includes(Buffer.from('<script')), false, 'the trailing HTML is gone');
    assert.equal((await sharp(file.bytes).metadata()).format, 'png');
  });

  test('EXIF (camera, GPS location) is stripped from a JPEG', async () => {
    const original = await jpegWithLocation();
    assert.ok((await sharp(original).metadata()).exif, 'the input carries EXIF');
    const response = await avatar(imageBody(original, 'me.jpg', 'image/jpeg'));
    assert.equal(response.statusCode, 200, response.body);
    const file = await stored(response);
    assert.equal(file.contentType, 'image/jpeg');
    const metadata = await sharp(file.bytes).metadata();
    assert.equal(metadata.exif, undefined);
    assert.equal(file.bytes.includes(Buffer.from('PhoneCo')), false);
    assert.deepEqual([metadata.width, metadata.height], [32, 32]);
  });

  test('an animated GIF keeps its frames', async () => {
    const gif = await animatedGif();
    assert.equal((await sharp(gif, { animated: true }).metadata()).pages, 2);
    const response = await avatar(imageBody(gif, 'a.gif', 'image/gif'));
    assert.equal(response.statusCode, 200, response.body);
    const file = await stored(response);
    assert.equal(file.contentType, 'image/gif');
    assert.equal((await sharp(file.bytes, { animated: true }).metadata()).pages, 2);
  });

  test('oversize is 413; exactly the limit (a real PNG padded with an ancillary chunk) is accepted', async () => {
    assert.equal(refused(await avatar(imageBody(pngOfSize(MAX_IMAGE_BYTES + 1))), 413).code, 4013);
    const atLimit = await avatar(imageBody(pngOfSize(MAX_IMAGE_BYTES)));
    assert.equal(atLimit.statusCode, 200, atLimit.body);
    // Re-encoding drops the filler: what is stored is the picture, not the padding.
    assert.ok((await stored(atLimit)).bytes.length < 1024);
  });

  test('the replaced profile image is deleted from storage', async () => {
    const first = await stored(await avatar(imageBody(PNG_1X1)));
    await avatar(imageBody(GIF_1X1, 'b.gif', 'image/gif'));
    assert.equal((await t.request({ method: 'GET', url: first.path })).statusCode, 404);
  });

  test('bug-report and result screenshots go through the same re-encoding (storeUpload)', async () => {
    await assert.rejects(
      storeUpload(t.app.context, {
        bytes: Buffer.concat([PNG_1X1.subarray(0, 8), HTML]),
        contentType: 'image/png',
        extension: 'png',
        ownerUserId: null,
        purpose: 'bug-report-attachment',
      }),
      (error: { statusCode?: number }) => error.statusCode === 415,
    );
    const report = await t.request({
      method: 'POST',
      url: '/v1/bug-report',
      token,
      payload: {
        bugType: 'technical-issue',
        title: 'A screenshot with a location',
        description: 'See the screenshot.',
        email: 'nour@example.com',
        userName: 'Nour',
        deviceInfo: { os: 'Windows 11', browser: 'Chrome 131' },
        screenshot: `data:image/jpeg;base64,${(await jpegWithLocation()).toString('base64')}`,
      },
    });
    assert.equal(report.statusCode, 201, report.body);
    const url = (report.json().data as { screenshotUrl: string }).screenshotUrl;
    const file = await t.request({ method: 'GET', url: new URL(url).pathname });
    assert.equal(file.statusCode, 200);
    assert.equal((await sharp(file.rawPayload).metadata()).exif, undefined);
  });
});

describe('upload quotas and replaced team images', () => {
  let t: TestApp;
  let matchId: string;

  before(async () => {
    t = await createTestApp();
    matchId = await nourLiveMatchId(t.db);
  });
  after(() => t.close());

  const chatUpload = async (player: string) =>
    t.request({
      method: 'POST',
      url: `/v1/chat/${matchId}/BracketMatch/upload-image`,
      token: await t.tokenFor(player),
      ...imageBody(PNG_1X1),
    });

  test(`a player uploads at most ${CHAT_IMAGES_PER_MATCH} chat images per match: then 403 4032`, async () => {
    const nour = seedPlayer('nour').id;
    // The first one through the route; the rest recorded directly (same rows the route writes).
    assert.equal((await chatUpload('nour')).statusCode, 201);
    for (let index = 1; index < CHAT_IMAGES_PER_MATCH; index += 1) {
      const { id } = await t.db
        .insertInto('uploads')
        .values({
          owner_user_id: nour,
          content_type: 'image/png',
          extension: 'png',
          bytes: PNG_1X1,
          byte_size: PNG_1X1.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('match_chat_uploads')
        .values({ upload_id: id, match_key: `BracketMatch:${matchId}`, user_id: nour, created_at: t.now })
        .execute();
    }
    const response = await chatUpload('nour');
    assert.equal(response.statusCode, 403, response.body);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4032);
    assert.deepEqual(body.details, { limit: CHAT_IMAGES_PER_MATCH });
    // The other player of the match has their own allowance.
    assert.equal((await chatUpload('community-hamza')).statusCode, 201);
  });

  test('a player past the total upload quota gets 403 4031 on any upload', async () => {
    const omar = seedPlayer('omar').id;
    await t.db
      .insertInto('uploads')
      .values({
        owner_user_id: omar,
        content_type: 'image/png',
        extension: 'png',
        bytes: PNG_1X1,
        byte_size: PLAYER_UPLOAD_QUOTA_BYTES - 10,
      })
      .execute();
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/banner',
      token: await t.tokenFor('omar'),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 403, response.body);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4031);
    assert.equal((body.details as { quotaBytes: number }).quotaBytes, PLAYER_UPLOAD_QUOTA_BYTES);
  });

  test('a replaced team image is deleted from storage', async () => {
    const team = seedTeam('desert-falcons');
    const upload = async (bytes: Buffer) => {
      const response = await t.request({
        method: 'POST',
        url: `/v1/teams/${team.id}/image`,
        token: await t.tokenFor('layla'),
        ...imageBody(bytes),
      });
      assert.equal(response.statusCode, 200, response.body);
      return new URL(response.json().data.profileImg as string).pathname;
    };
    const first = await upload(PNG_1X1);
    assert.equal((await t.request({ method: 'GET', url: first })).statusCode, 200);
    const second = await upload(pngOfSize(200));
    assert.notEqual(second, first);
    assert.equal((await t.request({ method: 'GET', url: first })).statusCode, 404, 'the old image is gone');
    assert.equal((await t.request({ method: 'GET', url: second })).statusCode, 200);
  });
});
