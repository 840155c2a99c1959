import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { createTokenService, TOKEN_LIFETIME_SECONDS, VERIFIED_TOKENS_KEPT } from './tokens.js';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-signing';
const USER = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A clock the test moves. */
function testClock(start = new Date('2026-11-29T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('token service: a verified token is remembered until it expires', () => {
  test('the second check of a token answers the same claims', async () => {
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock.now);
    const token = await tokens.sign(USER);
    const first = await tokens.claims(token);
    assert.ok(first);
    assert.equal(first.userId, USER);
    assert.deepEqual(await tokens.claims(token), first);
    assert.equal(await tokens.verify(token), USER);
  });

  test('a remembered token is refused once it has expired', async () => {
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock.now);
    const token = await tokens.sign(USER);
    assert.ok(await tokens.claims(token));
    clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    assert.ok(await tokens.claims(token), 'still valid a second before its expiry');
    clock.advance(1000);
    assert.equal(await tokens.claims(token), null);
    assert.equal(await tokens.claims(token), null, 'and stays refused');
  });

  test('a token signed with another secret, or altered, is refused every time', async () => {
    const tokens = createTokenService(SECRET);
    const forged = await createTokenService(`${SECRET}-other`).sign(USER);
    assert.equal(await tokens.claims(forged), null);
    assert.equal(await tokens.claims(forged), null);
    const token = await tokens.sign(USER);
    assert.ok(await tokens.claims(token));
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.equal(await tokens.claims(altered), null);
  });

  test('a token valid only from a later moment (nbf) is checked at each use, not remembered', async () => {
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock.now);
    const seconds = Math.floor(clock.now().getTime() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuer('mena-arena-api')
      .setNotBefore(seconds - 10)
      .setExpirationTime(seconds + 3600)
      .sign(new TextEncoder().encode(SECRET));
    assert.ok(await tokens.claims(token));
    // Before its `nbf` (a clock moved back): refused, though it passed a moment ago.
    clock.advance(-60_000);
    assert.equal(await tokens.claims(token), null);
  });

  test('only the last tokens are remembered (VERIFIED_TOKENS_KEPT); a forgotten one is checked again, still valid', async () => {
    assert.ok(VERIFIED_TOKENS_KEPT >= 10_000);
    const clock = testClock();
    const tokens = createTokenService(SECRET, clock.now, 3);
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => tokens.sign(USER)));
    const claims = await Promise.all(all.map((token) => tokens.claims(token)));
    assert.ok(claims.every(Boolean));
    assert.deepEqual(await tokens.claims(all[0]!), claims[0]);
    assert.deepEqual(await tokens.claims(all[4]!), claims[4]);
  });
});
