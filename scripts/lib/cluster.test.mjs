import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nginxConfig, openFileHardLimit } from './cluster.mjs';

const config = (openFiles) =>
  nginxConfig({ folder: '/tmp/x', port: 18300, apiPorts: [18321, 18322, 18323], openFiles });
const number = (text, directive) => Number(new RegExp(`${directive} (\\d+);`).exec(text)?.[1]);

test("the cluster's nginx holds 10,000 players' sockets (two connections each) within the open-file limit", () => {
  const text = config(20_000);
  const workers = number(text, 'worker_processes');
  const connections = number(text, 'worker_connections');
  assert.equal(number(text, 'worker_rlimit_nofile'), 20_000);
  assert.ok(connections < 20_000, 'a worker’s connections fit its open files');
  assert.ok((workers * connections) / 2 >= 30_000, `${workers} × ${connections} connections`);
  // The kernel spreads new connections over the workers (without it one worker takes most of them).
  assert.match(text, /listen 127\.0\.0\.1:18300 reuseport;/);
});

test('a small open-file limit still gives a working configuration, and the limit is read from the shell', () => {
  assert.equal(number(config(1_024), 'worker_rlimit_nofile'), 1_024);
  assert.equal(number(config(1_024), 'worker_connections'), 768);
  assert.ok(openFileHardLimit() >= 1_024);
});
