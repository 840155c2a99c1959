import { installWebCrypto, makeKeyHex, sealCode } from '../../../testing/webcrypto';
import { abbreviateCode, decryptRewardCode, importRewardKey, parseSealedCode } from './reward-code';

beforeAll(installWebCrypto);

describe('parseSealedCode', () => {
  it('splits hex IV : hex ciphertext', () => {
    const parts = parseSealedCode(`${'00'.repeat(16)}:${'ff'.repeat(32)}`);
    expect(parts?.iv).toHaveLength(16);
    expect(parts?.ciphertext).toHaveLength(32);
  });

  it('refuses anything else', () => {
    expect(parseSealedCode('HEXTECH-KEY-1234')).toBeNull();
    expect(parseSealedCode(`${'00'.repeat(15)}:${'ff'.repeat(16)}`)).toBeNull();
    expect(parseSealedCode(`${'00'.repeat(16)}:${'ff'.repeat(15)}`)).toBeNull();
    expect(parseSealedCode(`${'zz'.repeat(16)}:${'ff'.repeat(16)}`)).toBeNull();
    expect(parseSealedCode(`${'00'.repeat(16)}:${'ff'.repeat(16)}:00`)).toBeNull();
  });
});

describe('decryptRewardCode (AES-CBC with WebCrypto)', () => {
  it('opens a code sealed with the player key', async () => {
    const keyHex = makeKeyHex();
    const key = await importRewardKey(keyHex);
    await expect(decryptRewardCode(sealCode('HXK-7Q2M-99ZT', keyHex), key)).resolves.toBe('HXK-7Q2M-99ZT');
    expect(key.extractable).toBe(false);
    expect(key.usages).toEqual(['decrypt']);
  });

  it('fails with another player key or a malformed code', async () => {
    const sealed = sealCode('HXK-7Q2M-99ZT', makeKeyHex());
    const otherKey = await importRewardKey(makeKeyHex());
    await expect(decryptRewardCode(sealed, otherKey)).rejects.toThrow();
    await expect(decryptRewardCode('not-a-code', otherKey)).rejects.toThrow('hex IV : hex ciphertext');
  });

  it('refuses a key that is not AES key bytes in hex', async () => {
    await expect(importRewardKey('abc')).rejects.toThrow('not an AES key');
  });
});

describe('abbreviateCode (P2 §9)', () => {
  it('keeps the first 10 and last 10 characters around an ellipsis', () => {
    const sealed = `${'0123456789'.repeat(4)}:${'abcdef'.repeat(6)}`;
    expect(abbreviateCode(sealed)).toBe('0123456789…cdefabcdef');
  });

  it('leaves short values as they are', () => {
    expect(abbreviateCode('SHORT-CODE')).toBe('SHORT-CODE');
    expect(abbreviateCode('x'.repeat(20))).toBe('x'.repeat(20));
  });
});
