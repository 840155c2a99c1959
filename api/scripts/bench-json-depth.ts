/**
 * What a deeply nested JSON body costs the API's event loop (issue 27, defect 10): the API in a child process (its
 * own event loop) on a free port; from the main thread one 800 KB nested-array body on each of a few public POSTs,
 * then five rounds of eight in parallel while `/health` is asked every 10 ms. Prints the API's longest event-loop
 * stall and the `/health` latencies. `npx tsx --conditions=arena-source scripts/bench-json-depth.ts` in `api/`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LEVELS = 400_000;
const ROUTES = ['/auth/connect/discord', '/v1/bug-report', '/v1/dev/clock'];

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { createDatabase } = await import('../src/db/database.js');
  const { migrateToLatest } = await import('../src/db/migrations/index.js');
  const { TEST_CONFIG } = await import('../src/testing/test-app.js');
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  const rateLimit = { perMinute: 100_000, signInPerMinute: 100_000, writesPerMinute: 100_000 };
  const app = await buildApp({ db, config: { ...TEST_CONFIG, rateLimit } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('message', async (message: string) => {
    if (message === 'reset') {
      delay.reset();
      process.send!({ reset: true });
    } else if (message === 'read') {
      process.send!({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 });
    } else if (message === 'close') {
      await app.close();
      await db.destroy();
      process.exit(0);
    }
  });
  process.send!({ address });
}

async function measure(): Promise<void> {
  const api = fork(fileURLToPath(import.meta.url), { env: { ...process.env, BENCH_SERVE: '1' } });
  const ask = (message: string) =>
    new Promise<Record<string, number>>((resolve) => {
      api.once('message', (answer) => resolve(answer as Record<string, number>));
      api.send(message);
    });
  const { address } = await new Promise<{ address: string }>((resolve) =>
    api.once('message', (answer) => resolve(answer as { address: string })),
  );
  const nested = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
  const post = async (path: string) => {
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested,
    });
    return { status: response.status, body: (await response.text()).slice(0, 120).replace(/\s+/g, ' ') };
  };
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

  console.log(`body: ${(nested.length / 1024).toFixed(0)} KB, ${LEVELS} levels of arrays`);
  for (const path of ROUTES) {
    await post(path); // warm up
    await ask('reset');
    const started = performance.now();
    const answer = await post(path);
    const elapsed = performance.now() - started;
    const { maxMs } = await ask('read');
    console.log(
      `POST ${path}: ${answer.status} in ${elapsed.toFixed(1)} ms, API event-loop stall ${maxMs.toFixed(1)} ms — ${answer.body}`,
    );
  }

  const healthTimes: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${address}/health`).then((response) => response.arrayBuffer());
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await ask('reset');
  const started = performance.now();
  for (let round = 0; round < 5; round += 1) {
    await Promise.all(Array.from({ length: 8 }, () => post('/v1/bug-report')));
  }
  const elapsed = performance.now() - started;
  running = false;
  await probe;
  const { maxMs, p99Ms } = await ask('read');
  console.log(
    `5 rounds of 8 in parallel on POST /v1/bug-report: ${elapsed.toFixed(0)} ms; API event-loop stall max ${maxMs.toFixed(1)} ms, ` +
      `p99 ${p99Ms.toFixed(1)} ms; /health p50 ${percentile(healthTimes, 0.5).toFixed(1)} ms, ` +
      `max ${Math.max(...healthTimes).toFixed(1)} ms (${healthTimes.length} probes)`,
  );
  api.send('close');
}

await (process.env.BENCH_SERVE ? serve() : measure());
