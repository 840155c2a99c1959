import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { ConfigError, ENV_VARIABLES, loadConfig, PRODUCTION_REQUIRED, REPO_ROOT } from './config.js';

/**
 * Issue 27, defect 2: the shipped Kubernetes manifest named its secret `JWT_SECRET` while the API reads
 * `ARENA_JWT_SECRET`, and set neither `AUTH_URL`, `REDIS_URL` nor `TRUST_PROXY`. This compares the manifest with the
 * variables the API reads (`ENV_VARIABLES`, from its environment schema) and with what a production start requires
 * (`loadConfig` itself decides, given the manifest's environment). Since issue 34 the manifest is generated
 * (deploy/manifests, `npm run k8s -w deploy`) and deploy/test/manifests.test.mjs checks the objects further; this
 * reads the generated file as an operator would apply it.
 */

const MANIFEST = path.join(REPO_ROOT, 'deploy', 'k8s', 'api.yaml');

interface EnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}

interface ApiContainer {
  env?: EnvEntry[];
  envFrom?: unknown[];
  readinessProbe?: { httpGet?: { path?: string } };
  livenessProbe?: { httpGet?: { path?: string } };
}

/** A stand-in value of the right kind for a variable that comes from the Secret. */
function secretPlaceholder(name: string): string {
  if (name === 'DATABASE_URL') return 'postgres://arena:secret@postgres:5432/arena';
  if (name === 'REDIS_URL') return 'redis://:secret@redis:6379';
  return 'x'.repeat(48);
}

/**
 * What is wrong with an API Deployment manifest (YAML text with one or more documents): every problem, or none.
 * Optional secret keys are left out of the environment it is checked with (a Secret may lack them).
 */
function manifestProblems(text: string): string[] {
  const problems: string[] = [];
  const documents = parseAllDocuments(text).map((document) => document.toJS() as Record<string, unknown>);
  const deployment = documents.find((document) => document?.kind === 'Deployment') as
    | {
        metadata?: { name?: string };
        spec: { replicas?: number; template: { spec: { containers: ApiContainer[] } } };
      }
    | undefined;
  if (!deployment) return ['no Deployment'];
  // With an autoscaler, the most instances it runs.
  const autoscaler = documents.find(
    (document) =>
      document?.kind === 'HorizontalPodAutoscaler' &&
      (document.spec as { scaleTargetRef?: { name?: string } })?.scaleTargetRef?.name ===
        deployment.metadata?.name,
  ) as { spec: { maxReplicas: number } } | undefined;
  const container = deployment.spec.template.spec.containers[0]!;
  if (container.envFrom) {
    problems.push('envFrom hides which variables the API gets: name each one in env');
  }
  const env = container.env ?? [];
  const given: Record<string, string> = {};
  for (const entry of env) {
    if (!ENV_VARIABLES.includes(entry.name)) problems.push(`${entry.name} is not a variable the API reads`);
    const ref = entry.valueFrom?.secretKeyRef;
    if (ref && ref.key !== entry.name) {
      problems.push(`${entry.name} comes from the secret key ${ref.key}: name the key as the variable`);
    }
    if (entry.value !== undefined) given[entry.name] = String(entry.value);
    else if (ref && !ref.optional) given[entry.name] = secretPlaceholder(entry.name);
  }
  for (const name of PRODUCTION_REQUIRED) {
    if (!(name in given)) problems.push(`${name} is missing`);
  }
  if (given.NODE_ENV !== 'production') problems.push('NODE_ENV is not production');
  const replicas = autoscaler?.spec.maxReplicas ?? deployment.spec.replicas ?? 1;
  if (Number(given.ARENA_INSTANCES ?? 1) !== replicas) {
    problems.push(
      `ARENA_INSTANCES (${given.ARENA_INSTANCES ?? 'unset'}) is not the replica count (${replicas})`,
    );
  }
  try {
    loadConfig(given);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(`the API refuses this environment: ${error.message}`);
  }
  if (container.readinessProbe?.httpGet?.path !== '/ready')
    problems.push('the readiness probe is not GET /ready');
  if (container.livenessProbe?.httpGet?.path !== '/health')
    problems.push('the liveness probe is not GET /health');
  // The documented `kubectl create secret` command names the keys the Deployment reads.
  const secretKeys = new Set(env.flatMap((entry) => entry.valueFrom?.secretKeyRef?.key ?? []));
  const required = env.filter(
    (entry) => entry.valueFrom?.secretKeyRef && !entry.valueFrom.secretKeyRef.optional,
  );
  const documented = [...text.matchAll(/--from-literal=([A-Z0-9_]+)=/g)].map((match) => match[1]!);
  for (const key of documented) {
    if (!secretKeys.has(key))
      problems.push(`the secret command creates ${key}, which the Deployment never reads`);
  }
  for (const entry of required) {
    if (!documented.includes(entry.name)) problems.push(`the secret command does not create ${entry.name}`);
  }
  return problems;
}

describe('deploy/k8s/api.yaml provides every variable a production start needs, by the name the API reads', () => {
  test('the shipped manifest passes', () => {
    assert.deepEqual(manifestProblems(readFileSync(MANIFEST, 'utf8')), []);
  });

  test('the manifest as it was shipped before (issue 27) fails, naming each problem', () => {
    const before = `# kubectl create secret generic arena-api --from-literal=DATABASE_URL=postgres://... --from-literal=JWT_SECRET=...
apiVersion: apps/v1
kind: Deployment
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: api
          env:
            - { name: PORT, value: '8090' }
            - { name: NODE_ENV, value: production }
            - { name: PORTAL_ORIGINS, value: 'https://arena.example.com' }
            - { name: ARENA_PUBLIC_URL, value: 'https://api.arena.example.com' }
            - name: JWT_SECRET
              valueFrom: { secretKeyRef: { name: arena-api, key: JWT_SECRET } }
          envFrom:
            - secretRef: { name: arena-api }
          readinessProbe:
            tcpSocket: { port: 8090 }
`;
    const problems = manifestProblems(before).join('\n');
    for (const expected of [
      /envFrom hides/,
      /JWT_SECRET is not a variable the API reads/,
      /ARENA_JWT_SECRET is missing/,
      /ARENA_REWARD_CODE_SECRET is missing/,
      /ARENA_PAYMENT_SECRET is missing/,
      /AUTH_URL is missing/,
      /TRUST_PROXY is missing/,
      /ARENA_INSTANCES \(unset\) is not the replica count \(2\)/,
      /REDIS_URL is missing: ARENA_INSTANCES|the API refuses this environment/,
      /the readiness probe is not GET \/ready/,
    ]) {
      assert.match(problems, expected);
    }
  });

  test('several replicas without REDIS_URL are refused by the API itself', () => {
    const shipped = readFileSync(MANIFEST, 'utf8');
    // The entry `- name: REDIS_URL` and the lines indented under it.
    const text = shipped.replace(/\n( +)- name: REDIS_URL\n(?:\1 {2}.*\n)+/, '\n');
    assert.notEqual(text, shipped);
    assert.match(manifestProblems(text).join('\n'), /REDIS_URL is missing: ARENA_INSTANCES=\d+/);
  });
});
