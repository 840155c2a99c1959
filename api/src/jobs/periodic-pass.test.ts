import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, mock, test } from 'node:test';
import Fastify from 'fastify';
import { schedulePeriodicPass } from './periodic-pass.js';

/** A Fastify app with one periodic pass that counts its runs; `held` and `slowMs` are changed by the test. */
async function appWithPass(options: { everyMs: number; slowMs?: number; fail?: boolean }) {
  const app = Fastify({ logger: false });
  const errors = mock.method(app.log, 'error', () => undefined);
  const logged = () => errors.mock.calls.map((call) => call.arguments[1]);
  const state = { held: false, runs: 0, running: 0, mostAtOnce: 0 };
  schedulePeriodicPass(
    app,
    { jobsHeld: () => state.held },
    {
      everyMs: options.everyMs,
      failure: 'the pass failed',
      run: async () => {
        state.runs += 1;
        state.running += 1;
        state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
        await sleep(options.slowMs ?? 0);
        state.running -= 1;
        if (options.fail) throw new Error('boom');
      },
    },
  );
  await app.ready();
  return { app, state, logged };
}

/**
 * Resolves once `done()` holds, checking every 10 ms; fails after `withinMs`. The timers here are starved when
 * the machine is busy (the CI runs test files side by side), so a test waits for what it expects rather than for a
 * fixed time.
 */
async function until(done: () => boolean, what: () => string, withinMs = 5000) {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > deadline) assert.fail(what());
    await sleep(10);
  }
}

describe('schedulePeriodicPass', () => {
  test('runs once when the app is ready, then on its timer, and not after close', async () => {
    const { app, state } = await appWithPass({ everyMs: 10 });
    assert.equal(state.runs, 1, 'the first pass ran before ready resolved');
    await until(
      () => state.runs >= 3,
      () => `ran ${state.runs} times in 5 s at 10 ms`,
    );
    await app.close();
    const afterClose = state.runs;
    await sleep(60);
    assert.equal(state.runs, afterClose);
  });

  test('skips its turns while the jobs are held and runs again once released', async () => {
    const { app, state } = await appWithPass({ everyMs: 10 });
    state.held = true;
    await sleep(30);
    const whenHeld = state.runs;
    await sleep(120);
    assert.equal(state.runs, whenHeld, 'no pass while held');
    state.held = false;
    await until(
      () => state.runs > whenHeld,
      () => 'no pass in 5 s once released',
    );
    await app.close();
  });

  test('never runs two passes at once; closing waits for the one in progress', async () => {
    const { app, state } = await appWithPass({ everyMs: 5, slowMs: 40 });
    await sleep(150);
    assert.equal(state.mostAtOnce, 1);
    await app.close();
    assert.equal(state.running, 0, 'close resolved after the running pass ended');
  });

  test('a failed pass is logged and the next turn runs as usual', async () => {
    const { app, state, logged } = await appWithPass({ everyMs: 10, fail: true });
    await until(
      () => logged().length >= 2,
      () => `ran ${state.runs} times, logged ${logged().length} failures`,
    );
    assert.ok(
      logged().every((message) => message === 'the pass failed'),
      logged().join(),
    );
    await app.close();
  });
});
