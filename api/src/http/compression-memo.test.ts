import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { createCompressionMemo } from './compression-memo.js';

const BROTLI_4 = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A JSON body of about `kb` KB, different for each `seed`. */
const text = (seed: string, kb = 20) =>
  JSON.stringify({
    data: Array.from({ length: kb * 10 }, (_, index) => ({ id: `${seed}-${index}`, name: 'x'.repeat(60) })),
  });

/** The same, as the Buffer @fastify/compress hands its compressor. */
const body = (seed: string, kb = 20) => Buffer.from(text(seed, kb));

describe('compression memo', () => {
  test('answers the bytes zlib answers, compressing a body once', () => {
    const memo = createCompressionMemo();
    const first = memo.zlib.brotliCompressSync(body('a'), BROTLI_4);
    assert.deepEqual(first, zlib.brotliCompressSync(body('a'), BROTLI_4));
    assert.equal(zlib.brotliDecompressSync(first).toString(), text('a'));
    assert.equal(memo.zlib.brotliCompressSync(body('a'), BROTLI_4), first);
    assert.deepEqual(memo.stats(), { hits: 1, misses: 1, entries: 1, bytes: memo.stats().bytes });
  });

  test('another body, another compressor or other options are compressed anew', () => {
    const memo = createCompressionMemo();
    memo.zlib.brotliCompressSync(body('a'), BROTLI_4);
    const other = memo.zlib.brotliCompressSync(body('b'), BROTLI_4);
    assert.equal(zlib.brotliDecompressSync(other).toString(), text('b'));
    const gzip = memo.zlib.gzipSync(body('a'));
    assert.equal(zlib.gunzipSync(gzip).toString(), text('a'));
    const best = memo.zlib.brotliCompressSync(body('a'), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    assert.equal(zlib.brotliDecompressSync(best).toString(), text('a'));
    assert.equal(memo.stats().misses, 4);
    assert.equal(memo.stats().hits, 0);
  });

  test('holds at most its byte budget, forgetting the least recently used body first', () => {
    const memo = createCompressionMemo(256 * 1024);
    const a = body('a');
    memo.zlib.gzipSync(a);
    for (let index = 0; index < 40; index += 1) {
      memo.zlib.gzipSync(a); // kept in use
      memo.zlib.gzipSync(body(`other-${index}`));
    }
    assert.ok(memo.stats().bytes <= 256 * 1024, `${memo.stats().bytes} bytes held`);
    assert.ok(memo.stats().entries < 41);
    const before = memo.stats().hits;
    memo.zlib.gzipSync(a);
    assert.equal(memo.stats().hits, before + 1, 'the body in use is still there');
    memo.zlib.gzipSync(body('other-0'));
    assert.equal(memo.stats().hits, before + 1, 'an early one was forgotten');
  });

  test('text and bodies over an eighth of the budget pass straight to zlib', () => {
    const memo = createCompressionMemo(64 * 1024);
    const input = text('a');
    assert.equal(zlib.gunzipSync(memo.zlib.gzipSync(input)).toString(), input);
    assert.equal(zlib.gunzipSync(memo.zlib.gzipSync(body('a'))).toString(), input);
    assert.equal(memo.stats().misses + memo.stats().hits, 0);
  });
});

describe('compression memo under @fastify/compress', () => {
  async function appWith(memo: ReturnType<typeof createCompressionMemo>) {
    const app = Fastify();
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: 512 * 1024,
      zlib: memo.zlib,
    });
    app.get('/list', async (request, reply) => {
      reply.type('application/json');
      return text((request.query as { seed?: string }).seed ?? 'a', 60);
    });
    return app;
  }

  test('the same list twice: compressed once, the same answer both times, in the encoding asked for', async () => {
    const memo = createCompressionMemo();
    const app = await appWith(memo);
    try {
      const ask = (encoding: string, seed = 'a') =>
        app.inject({ method: 'GET', url: `/list?seed=${seed}`, headers: { 'accept-encoding': encoding } });
      const [first, second] = [await ask('gzip, deflate, br'), await ask('gzip, deflate, br')];
      for (const answer of [first, second]) {
        assert.equal(answer.statusCode, 200);
        assert.equal(answer.headers['content-encoding'], 'br');
        assert.match(String(answer.headers.vary), /accept-encoding/i);
        assert.equal(Number(answer.headers['content-length']), answer.rawPayload.length);
        assert.equal(zlib.brotliDecompressSync(answer.rawPayload).toString(), text('a', 60));
      }
      assert.deepEqual(first.rawPayload, second.rawPayload);
      assert.equal(memo.stats().hits, 1);
      const gzip = await ask('gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), text('a', 60));
      const other = await ask('br', 'b');
      assert.equal(zlib.brotliDecompressSync(other.rawPayload).toString(), text('b', 60));
      const plain = await ask('identity');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, text('a', 60));
      assert.equal(memo.stats().hits, 1);
    } finally {
      await app.close();
    }
  });
});
