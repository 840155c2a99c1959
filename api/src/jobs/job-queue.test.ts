import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createDatabase, type Db } from '../db/database.js';
import { JobInterrupted, JobQueue, type JobState, type RunningJob } from './job-queue.js';

const noErrors = (error: unknown) => assert.fail(`job queue error: ${String(error)}`);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) assert.fail(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** pg-boss over the embedded database (one PGlite connection), as the API runs it by default. */
describe('job queue over PGlite', () => {
  let db: Db;
  let queue: JobQueue;
  const runs: { queue: string; id: string; data: unknown; retryCount: number }[] = [];
  let gate: Promise<void> = Promise.resolve();
  let openGate = () => {};
  const closeGate = () => {
    gate = new Promise((resolve) => {
      openGate = resolve;
    });
  };
  const record = (name: string) => async (job: RunningJob<unknown>) => {
    runs.push({ queue: name, id: job.id, data: job.data, retryCount: job.retryCount });
  };
  const stateOf = (name: string, id: string) => queue.state(name, id);

  before(async () => {
    db = createDatabase({ kind: 'memory' });
    queue = new JobQueue(db, { onError: noErrors });
    queue.define({ name: 'plain', retryLimit: 2, expireInSeconds: 60, run: record('plain') });
    queue.define({
      name: 'gated',
      retryLimit: 2,
      expireInSeconds: 60,
      run: async (job) => {
        await record('gated')(job);
        await gate;
      },
    });
    queue.define({
      name: 'failing',
      retryLimit: 0,
      expireInSeconds: 60,
      run: async () => {
        throw new Error('provider down');
      },
    });
    await queue.start();
  });
  after(async () => {
    openGate();
    await queue.stop();
    await db.destroy();
  });

  test('runs a job once, with its data, and records it completed', async () => {
    const id = randomUUID();
    await queue.send('plain', { userId: 'u1' }, { id });
    queue.wake('plain');
    assert.equal(
      await until(
        () => stateOf('plain', id),
        (state) => state === 'completed',
      ),
      'completed',
    );
    assert.deepEqual(
      runs.filter((run) => run.id === id),
      [{ queue: 'plain', id, data: { userId: 'u1' }, retryCount: 0 }],
    );
  });

  test('a job sent in a transaction exists only if the transaction commits', async () => {
    const rolledBack = randomUUID();
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await queue.send('plain', { userId: 'u2' }, { id: rolledBack, trx });
        throw new Error('the caller changed its mind');
      }),
    );
    const committed = randomUUID();
    await db.transaction().execute((trx) => queue.send('plain', { userId: 'u3' }, { id: committed, trx }));
    queue.wake('plain');
    await until(
      () => stateOf('plain', committed),
      (state) => state === 'completed',
    );
    assert.equal(await stateOf('plain', rolledBack), null);
    assert.ok(!runs.some((run) => run.id === rolledBack));
  });

  test('a cancelled job that was waiting never runs', async () => {
    closeGate();
    const busy = randomUUID();
    const waiting = randomUUID();
    await queue.send('gated', {}, { id: busy });
    queue.wake('gated');
    await until(
      () => stateOf('gated', busy),
      (state) => state === 'active',
    );
    await queue.send('gated', {}, { id: waiting });
    await queue.cancel('gated', waiting);
    openGate();
    await until(
      () => stateOf('gated', busy),
      (state) => state === 'completed',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.equal(await stateOf('gated', waiting), 'cancelled');
    assert.ok(!runs.some((run) => run.id === waiting));
  });

  test('a handler that throws fails its job (retried only up to its limit)', async () => {
    const id = randomUUID();
    await queue.send('failing', {}, { id });
    queue.wake('failing');
    assert.equal(
      await until(
        () => stateOf('failing', id),
        (state) => state === 'failed',
      ),
      'failed',
    );
  });

  test('stopping interrupts a running job; the next start runs it again', async () => {
    const id = randomUUID();
    let interrupted = false;
    const stopping = new JobQueue(db, { onError: noErrors });
    stopping.define({
      name: 'long',
      retryLimit: 3,
      expireInSeconds: 60,
      run: async (job) => {
        runs.push({ queue: 'long', id: job.id, data: job.data, retryCount: job.retryCount });
        if (job.retryCount > 0) return;
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve, { once: true }));
        interrupted = true;
        throw new JobInterrupted();
      },
    });
    await stopping.start();
    await stopping.send('long', {}, { id });
    stopping.wake('long');
    await until(async () => runs.some((run) => run.id === id), Boolean);
    await stopping.stop();
    assert.ok(interrupted);
    assert.equal(await stateOf('long', id), 'retry');

    const restarted = new JobQueue(db, { onError: noErrors });
    restarted.define({
      name: 'long',
      retryLimit: 3,
      expireInSeconds: 60,
      run: record('long'),
    });
    await restarted.start();
    try {
      const state = await until<JobState | null>(
        () => stateOf('long', id),
        (value) => value === 'completed',
      );
      assert.equal(state, 'completed');
      assert.deepEqual(
        runs.filter((run) => run.id === id).map((run) => run.retryCount),
        [0, 1],
      );
    } finally {
      await restarted.stop();
    }
  });
});
