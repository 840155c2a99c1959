import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isSharedAnswer, rememberSharedAnswers, sharedAnswer } from './shared-answer.js';

/** A serializer compiler that counts its serializations. */
function countingCompiler() {
  const calls = { compiled: 0, serialized: 0 };
  const compile = (_schema: unknown) => {
    calls.compiled += 1;
    return (payload: unknown) => {
      calls.serialized += 1;
      return JSON.stringify(payload);
    };
  };
  return { calls, compile };
}

describe('shared answers', () => {
  test('a shared object inside { data } is serialized once per route, with the same text', () => {
    const { calls, compile } = countingCompiler();
    const serialize = rememberSharedAnswers(compile)({});
    const tiers = sharedAnswer({ en: { tiers: [1, 2] }, ar: { tiers: [1, 2] } });
    const first = serialize({ data: tiers });
    assert.equal(serialize({ data: tiers }), first);
    assert.equal(first, JSON.stringify({ data: tiers }));
    assert.equal(calls.serialized, 1);
    // Another route's serializer (another schema) serializes it through its own schema.
    rememberSharedAnswers(compile)({})({ data: tiers });
    assert.equal(calls.serialized, 2);
  });

  test('answers that are not shared, or carry more than data, are serialized every time', () => {
    const { calls, compile } = countingCompiler();
    const serialize = rememberSharedAnswers(compile)({});
    const plain = { en: 1 };
    serialize({ data: plain });
    plain.en = 2;
    assert.equal(serialize({ data: plain }), '{"data":{"en":2}}');
    const shared = sharedAnswer([1, 2, 3]);
    serialize({ data: shared, pagination: { page: 1 } });
    serialize({ data: shared, pagination: { page: 2 } });
    serialize(shared);
    serialize(null);
    serialize('text');
    assert.equal(calls.serialized, 7);
  });

  test('a shared object is frozen and known as shared; others are not', () => {
    const value = sharedAnswer({ a: 1 });
    assert.ok(Object.isFrozen(value));
    assert.ok(isSharedAnswer(value));
    assert.ok(!isSharedAnswer({ a: 1 }));
    assert.ok(!isSharedAnswer(null));
    assert.ok(!isSharedAnswer('a'));
  });
});
