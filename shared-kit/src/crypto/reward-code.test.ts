import {
  installWebCrypto,
  makeRewardKeyHex,
  mockApi,
  resetKit,
  sealRewardCode,
  signInAs,
  signOut,
} from '../../testing';
import {
  abbreviateRewardCode,
  decryptRewardCode,
  getRewardCodeKey,
  importRewardCodeKey,
  openRewardCode,
  parseSealedRewardCode,
} from './reward-code';

beforeAll(installWebCrypto);
beforeEach(resetKit);

describe('parseSealedRewardCode', () => {
  it('splits hex IV : hex ciphertext', () => {
    const parts = parseSealedRewardCode(`${'00'.repeat(16)}:${'ff'.repeat(32)}`);
    expect(parts?.iv).toHaveLength(16);
    expect(parts?.ciphertext).toHaveLength(32);
  });

  it('refuses anything else', () => {
    expect(parseSealedRewardCode('HEXTECH-KEY-1234')).toBeNull();
    expect(parseSealedRewardCode(`${'00'.repeat(15)}:${'ff'.repeat(16)}`)).toBeNull();
    expect(parseSealedRewardCode(`${'00'.repeat(16)}:${'ff'.repeat(15)}`)).toBeNull();
    expect(parseSealedRewardCode(`${'zz'.repeat(16)}:${'ff'.repeat(16)}`)).toBeNull();
    expect(parseSealedRewardCode(`${'00'.repeat(16)}:${'ff'.repeat(16)}:00`)).toBeNull();
  });
});

describe('decryptRewardCode (AES-CBC with WebCrypto)', () => {
  it('opens a code sealed with the player key', async () => {
    const keyHex = makeRewardKeyHex();
    const key = await importRewardCodeKey(keyHex);
    await expect(decryptRewardCode(sealRewardCode('HXK-7Q2M-99ZT', keyHex), key)).resolves.toBe(
      'HXK-7Q2M-99ZT',
    );
    expect(key.extractable).toBe(false);
    expect(key.usages).toEqual(['decrypt']);
  });

  it('fails with another player key or a malformed code', async () => {
    const sealed = sealRewardCode('HXK-7Q2M-99ZT', makeRewardKeyHex());
    const otherKey = await importRewardCodeKey(makeRewardKeyHex());
    await expect(decryptRewardCode(sealed, otherKey)).rejects.toThrow();
    await expect(decryptRewardCode('not-a-code', otherKey)).rejects.toThrow('hex IV : hex ciphertext');
  });

  it('never answers garbage: none of 600 wrong keys opens the code', async () => {
    // AES-CBC has no integrity check: about 1 wrong key in 256 ends on a valid padding byte.
    const keyHex = makeRewardKeyHex();
    const opened = await Promise.all(
      Array.from({ length: 600 }, async () => {
        const wrongKey = await importRewardCodeKey(makeRewardKeyHex());
        return decryptRewardCode(sealRewardCode('HXK-7Q2M-99ZT', keyHex), wrongKey).catch(() => null);
      }),
    );
    expect(opened.filter((text) => text !== null)).toEqual([]);
  });

  it('refuses bytes that are not printable text, as a wrong key that passes the padding check gives', async () => {
    const keyHex = makeRewardKeyHex();
    const key = await importRewardCodeKey(keyHex);
    for (const plain of ['\u0005\u00a7\u0010', 'CODE\u0000', '\ue000PRIVATE', ''])
      await expect(decryptRewardCode(sealRewardCode(plain, keyHex), key)).rejects.toThrow(
        'The key does not open this reward code',
      );
    await expect(decryptRewardCode(sealRewardCode('كود-١٢٣', keyHex), key)).resolves.toBe('كود-١٢٣');
  });

  it('refuses a key that is not AES key bytes in hex', async () => {
    await expect(importRewardCodeKey('abc')).rejects.toThrow('not an AES key');
  });
});

describe('abbreviateRewardCode (P2 §9)', () => {
  it('keeps the first 10 and last 10 characters around an ellipsis', () => {
    const sealed = `${'0123456789'.repeat(4)}:${'abcdef'.repeat(6)}`;
    expect(abbreviateRewardCode(sealed)).toBe('0123456789…cdefabcdef');
  });

  it('leaves short values as they are', () => {
    expect(abbreviateRewardCode('SHORT-CODE')).toBe('SHORT-CODE');
    expect(abbreviateRewardCode('x'.repeat(20))).toBe('x'.repeat(20));
  });
});

describe('the signed-in player key', () => {
  const keyAnswer = (hex: string) => ({ body: { data: { key: hex, algorithm: 'AES-CBC' } } });

  it('is fetched once per player and decrypts their codes', async () => {
    const keyHex = makeRewardKeyHex();
    const api = mockApi({ 'GET /v1/reward-code/key': keyAnswer(keyHex) });
    signInAs({ id: 'u1' });
    await expect(decryptRewardCode(sealRewardCode('CODE-ONE', keyHex))).resolves.toBe('CODE-ONE');
    await expect(openRewardCode(sealRewardCode('CODE-TWO', keyHex))).resolves.toEqual({
      text: 'CODE-TWO',
      decrypted: true,
    });
    expect(api.calls().filter((call) => call === 'GET /v1/reward-code/key')).toHaveLength(1);
  });

  it('is forgotten on logout and when another player signs in', async () => {
    const first = makeRewardKeyHex();
    const second = makeRewardKeyHex();
    let answer = first;
    const api = mockApi({ 'GET /v1/reward-code/key': () => keyAnswer(answer) });
    signInAs({ id: 'u1' });
    await getRewardCodeKey();
    signOut();
    await expect(getRewardCodeKey()).rejects.toThrow('Sign in');
    answer = second;
    signInAs({ id: 'u2' });
    await expect(decryptRewardCode(sealRewardCode('SECOND', second))).resolves.toBe('SECOND');
    signInAs({ id: 'u3' });
    await getRewardCodeKey();
    expect(api.calls().filter((call) => call === 'GET /v1/reward-code/key')).toHaveLength(3);
  });

  it('tries again after a failed fetch', async () => {
    const keyHex = makeRewardKeyHex();
    let fail = true;
    mockApi({
      'GET /v1/reward-code/key': () =>
        fail ? { status: 500, body: { message: 'down' } } : keyAnswer(keyHex),
    });
    signInAs({ id: 'u1' });
    await expect(getRewardCodeKey()).rejects.toThrow();
    fail = false;
    await expect(getRewardCodeKey()).resolves.toBeDefined();
  });

  it('openRewardCode logs a failure and answers the code abbreviated', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /v1/reward-code/key': keyAnswer(makeRewardKeyHex()) });
    signInAs({ id: 'u1' });
    const sealed = sealRewardCode('SOMEONE-ELSES', makeRewardKeyHex());
    await expect(openRewardCode(sealed)).resolves.toEqual({
      text: abbreviateRewardCode(sealed),
      decrypted: false,
    });
    expect(error).toHaveBeenCalledWith('[arena] Could not decrypt the reward code', expect.anything());
  });
});
