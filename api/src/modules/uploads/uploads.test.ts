import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { user as userSchema, type User } from '@arena/contract';
import sharp from 'sharp';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.js';
import {
  GIF_1X1,
  imageBody,
  JPEG_HEAD,
  multipartBody,
  PNG_1X1,
  pngOfSize,
  SVG_IMAGE,
  WEBP_HEAD,
} from '../../testing/test-images.js';
import { detectImageFormat, MAX_IMAGE_BYTES } from './uploads-service.js';

const UPLOAD_URL = new RegExp(`^${TEST_PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.(png|jpg|gif|webp)$`);

describe('detectImageFormat', () => {
  test('recognises PNG, JPEG, GIF and WebP by their bytes', () => {
    assert.deepEqual(detectImageFormat(PNG_1X1), { contentType: 'image/png', extension: 'png' });
    assert.deepEqual(detectImageFormat(JPEG_HEAD), { contentType: 'image/jpeg', extension: 'jpg' });
    assert.deepEqual(detectImageFormat(GIF_1X1), { contentType: 'image/gif', extension: 'gif' });
    assert.deepEqual(detectImageFormat(WEBP_HEAD), { contentType: 'image/webp', extension: 'webp' });
  });

  test('refuses SVG, text, other RIFF files and truncated signatures', () => {
    assert.equal(detectImageFormat(SVG_IMAGE), null);
    assert.equal(detectImageFormat(Buffer.from('just some text, named photo.png')), null);
    assert.equal(detectImageFormat(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ')), null);
    assert.equal(detectImageFormat(PNG_1X1.subarray(0, 4)), null);
    assert.equal(detectImageFormat(Buffer.alloc(0)), null);
  });
});

describe('profile and banner image uploads', () => {
  let t: TestApp;
  let token: string;

  const upload = (kind: 'image' | 'banner', body: { payload: Buffer; headers: Record<string, string> }) =>
    t.request({ method: 'POST', url: `/v1/user/me/profile/${kind}`, token, ...body });
  const me = async (): Promise<User> => {
    const response = await t.request({ method: 'GET', url: '/v1/user/me', token });
    assert.equal(response.statusCode, 200);
    return expectShape(userSchema, response.json().user);
  };
  const expectError = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    code: number,
    message: string,
  ) => {
    assert.equal(response.statusCode, status);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, code);
    assert.equal(body.message, message);
  };

  before(async () => {
    t = await createTestApp();
    token = await t.tokenFor('nour');
  });
  after(() => t.close());

  test('a PNG becomes the profile image and /v1/user/me shows it', async () => {
    const response = await upload('image', imageBody(PNG_1X1));
    assert.equal(response.statusCode, 200);
    const user = expectShape(userSchema, response.json().user);
    assert.match(user.profileImage ?? '', UPLOAD_URL);
    assert.ok(user.profileImage!.endsWith('.png'));
    assert.equal((await me()).profileImage, user.profileImage);
  });

  test('GET /uploads/{id}.{ext} serves the stored (re-encoded) image with the detected type and long caching', async () => {
    const { profileImage } = await me();
    const response = await t.request({ method: 'GET', url: new URL(profileImage!).pathname });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    const stored = await sharp(response.rawPayload).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['png', 1, 1]);
  });

  test('a JPEG banner is stored as .jpg and served as image/jpeg, whatever the file was called', async () => {
    const response = await upload('banner', imageBody(JPEG_HEAD, 'banner.gif', 'image/gif'));
    assert.equal(response.statusCode, 200);
    const user = expectShape(userSchema, response.json().user);
    assert.match(user.bannerImage ?? '', UPLOAD_URL);
    assert.ok(user.bannerImage!.endsWith('.jpg'));
    const served = await t.request({ method: 'GET', url: new URL(user.bannerImage!).pathname });
    assert.equal(served.headers['content-type'], 'image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['jpeg', 1, 1]);
  });

  test('GIF and WebP images are accepted too', async () => {
    for (const [bytes, extension] of [
      [GIF_1X1, 'gif'],
      [WEBP_HEAD, 'webp'],
    ] as const) {
      const response = await upload('image', imageBody(bytes, `x.${extension}`, `image/${extension}`));
      assert.equal(response.statusCode, 200, extension);
      assert.ok(response.json().user.profileImage.endsWith(`.${extension}`), extension);
    }
  });

  test('replacing an image removes the previous upload', async () => {
    const before = (await me()).profileImage!;
    const response = await upload('image', imageBody(PNG_1X1));
    assert.equal(response.statusCode, 200);
    assert.notEqual(response.json().user.profileImage, before);
    const old = await t.request({ method: 'GET', url: new URL(before).pathname });
    assert.equal(old.statusCode, 404);
  });

  test('a text file renamed .png is refused with 415 and the image is unchanged', async () => {
    const before = (await me()).profileImage;
    const response = await upload(
      'image',
      imageBody(Buffer.from('definitely not an image\n'), 'photo.png', 'image/png'),
    );
    expectError(response, 415, 4015, 'Please upload an image file');
    assert.equal((await me()).profileImage, before);
  });

  test('an SVG image is refused with 415', async () => {
    const response = await upload('banner', imageBody(SVG_IMAGE, 'logo.svg', 'image/svg+xml'));
    expectError(response, 415, 4015, 'Please upload an image file');
  });

  test('a 2.5 MB image is refused with 413; exactly 2 MB is accepted', async () => {
    const before = (await me()).bannerImage;
    const tooLarge = await upload('banner', imageBody(pngOfSize(2.5 * 1024 * 1024)));
    expectError(tooLarge, 413, 4013, 'Image size should be less than 2MB');
    assert.equal((await me()).bannerImage, before);

    const atLimit = await upload('banner', imageBody(pngOfSize(MAX_IMAGE_BYTES)));
    assert.equal(atLimit.statusCode, 200);
    const served = await t.request({ method: 'GET', url: new URL(atLimit.json().user.bannerImage).pathname });
    // Stored re-encoded: the picture is kept, the filler chunk is not.
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'png');
    assert.ok(served.rawPayload.length < MAX_IMAGE_BYTES);
  });

  test('without an `image` file the answer is 400 "An image file is required"', async () => {
    const wrongField = await upload(
      'image',
      multipartBody([{ field: 'file', filename: 'a.png', contentType: 'image/png', bytes: PNG_1X1 }]),
    );
    expectError(wrongField, 400, 4000, 'An image file is required');

    const onlyFields = await upload('image', multipartBody([], { image: 'not a file' }));
    expectError(onlyFields, 400, 4000, 'An image file is required');

    const empty = await upload('image', imageBody(Buffer.alloc(0)));
    expectError(empty, 400, 4000, 'An image file is required');

    const json = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/image',
      token,
      payload: { image: 'x' },
    });
    expectError(json, 400, 4000, 'An image file is required');
  });

  test('a malformed multipart body is a 400, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/image',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 4000);
  });

  test('uploading needs sign-in', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/image',
      ...imageBody(PNG_1X1),
    });
    expectError(response, 401, 3001, 'Authentication token is missing');
  });

  test('unknown uploads, a wrong extension and bad names are not served', async () => {
    const { profileImage } = await me();
    const path = new URL(profileImage!).pathname;
    const unknown = await t.request({
      method: 'GET',
      url: '/uploads/00000000-0000-4000-8000-000000000000.png',
    });
    assert.equal(unknown.statusCode, 404);
    const wrongExtension = await t.request({ method: 'GET', url: path.replace(/\.\w+$/, '.gif') });
    assert.equal(wrongExtension.statusCode, 404);
    const badName = await t.request({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    assert.equal(badName.statusCode, 400);
    const svg = await t.request({ method: 'GET', url: path.replace(/\.\w+$/, '.svg') });
    assert.equal(svg.statusCode, 400);
  });
});
