import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions, redactUrl } from './log-redaction.js';

describe('no secret in a log line (issue 27)', () => {
  test('redactUrl replaces secret query values and the calendar secret, and keeps the rest', () => {
    assert.equal(
      redactUrl('/account?tab=1&token=eyJhbGciOi.x.y&state=Zx9_-abcdefghijklmnop'),
      '/account?tab=1&token=[redacted]&state=[redacted]',
    );
    assert.equal(
      redactUrl('/v1/discord/callback?code=abc123&state=s&ref=x'),
      '/v1/discord/callback?code=[redacted]&state=[redacted]&ref=x',
    );
    assert.equal(
      redactUrl('/x?Token=a&TOKEN=b&to%6Ben=c'),
      '/x?Token=[redacted]&TOKEN=[redacted]&to%6Ben=[redacted]',
    );
    assert.equal(redactUrl('/v1/calendar/9f1c2b7e-secret.ics'), '/v1/calendar/[redacted].ics');
    assert.equal(redactUrl('/v1/calendar/9f1c.ics?token=z'), '/v1/calendar/[redacted].ics?token=[redacted]');
    assert.equal(
      redactUrl('/v1/tournaments?limit=3&sort=-created_at'),
      '/v1/tournaments?limit=3&sort=-created_at',
    );
    assert.equal(redactUrl('/health'), '/health');
    assert.equal(redactUrl('/x?%E0%A4%A=1&token'), '/x?%E0%A4%A=1&token=[redacted]');
  });

  test('the request log of the API never holds a token, a state, a bearer header or the calendar secret', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/account', async () => ({ ok: true }));
    app.get('/v1/calendar/:file', async () => 'BEGIN:VCALENDAR');
    app.get('/boom', async (request) => {
      request.log.info({ req: request, headers: request.headers }, 'with headers');
      throw new Error('boom');
    });
    await app.ready();
    const secrets = ['jwt-secret-value', 'state-secret-value-123', 'calendar-secret-value', 'bearer-secret'];
    await app.inject({ method: 'GET', url: `/account?token=${secrets[0]}&state=${secrets[1]}&tab=2` });
    await app.inject({ method: 'GET', url: `/v1/calendar/${secrets[2]}.ics` });
    await app.inject({
      method: 'GET',
      url: `/boom?token=${secrets[0]}`,
      headers: { authorization: `Bearer ${secrets[3]}`, cookie: `arena_token=${secrets[0]}` },
    });
    await app.close();

    const log = lines.join('');
    assert.match(log, /"url":"\/account\?token=\[redacted\]&state=\[redacted\]&tab=2"/);
    assert.match(log, /"url":"\/v1\/calendar\/\[redacted\]\.ics"/);
    assert.match(log, /"statusCode":500/);
    for (const secret of secrets) assert.doesNotMatch(log, new RegExp(secret), secret);
  });
});
