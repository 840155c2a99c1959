// The Kubernetes objects and docker-compose.yml come from deploy/manifests (typed kubernetes-models objects): the
// committed files must be exactly what the generator writes, every object must pass the Kubernetes schemas, and
// the objects must fit together (probes, the API's environment, resources, selectors).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { parseAllDocuments } from 'yaml';

const load = (file) => tsImport(file, import.meta.url);

let render;
let objects;
let compose;
let config;
let files;
let manifests;

before(async () => {
  [render, objects, compose, config] = await Promise.all([
    load('../manifests/render.ts'),
    load('../manifests/objects.ts'),
    load('../manifests/compose.ts'),
    load('../../api/src/config.ts'),
  ]);
  files = await render.generateFiles();
  manifests = objects.manifestFiles();
});

const allObjects = () => manifests.flatMap((file) => file.objects.map((object) => object.toJSON()));
const ofKind = (kind) => allObjects().filter((object) => object.kind === kind);
const named = (kind, name) => ofKind(kind).find((object) => object.metadata.name === name);
const podSpec = (deployment) => deployment.spec.template.spec;
const apiContainer = () => podSpec(named('Deployment', 'arena-api')).containers[0];

/** A stand-in value of the right kind for a variable the Secret gives. */
function secretPlaceholder(name) {
  if (name === 'DATABASE_URL') return 'postgres://arena:secret@postgres:5432/arena';
  if (name === 'REDIS_URL') return 'redis://:secret@arena-redis:6379';
  return 'x'.repeat(48);
}

describe('generated manifests', () => {
  test('the committed files are exactly what the generator writes (nobody edits them by hand)', () => {
    assert.deepEqual(
      files.map((file) => file.path),
      ['deploy/k8s/redis.yaml', 'deploy/k8s/api.yaml', 'deploy/k8s/static.yaml', 'docker-compose.yml'],
    );
    assert.deepEqual(render.staleFiles(files), [], 'run `npm run k8s -w deploy` and commit what it writes');
  });

  test('the committed YAML parses back to the objects', () => {
    for (const manifest of manifests) {
      const text = files.find((file) => file.path === manifest.path).text;
      const documents = parseAllDocuments(text).map((document) => document.toJS());
      assert.deepEqual(
        documents,
        manifest.objects.map((object) => JSON.parse(JSON.stringify(object.toJSON()))),
        manifest.path,
      );
    }
  });

  test('every object passes the Kubernetes schemas', () => {
    let count = 0;
    for (const manifest of manifests) {
      for (const object of manifest.objects) {
        assert.doesNotThrow(() => object.validate(), `${object.kind} ${object.metadata?.name}`);
        count += 1;
      }
    }
    assert.equal(count, 12);
  });

  test('a broken object fails validation, and the generator refuses it', async () => {
    const { Deployment } = await import('kubernetes-models/apps/v1');
    const broken = structuredClone(named('Deployment', 'arena-api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'eighty-ninety';
    assert.throws(() => new Deployment(broken).validate(), /containerPort must be integer/);
    const noSelector = structuredClone(named('Deployment', 'arena-api'));
    delete noSelector.spec.selector;
    assert.throws(() => new Deployment(noSelector).validate(), /selector/);
    const badProbe = structuredClone(named('Deployment', 'arena-api'));
    badProbe.spec.template.spec.containers[0].readinessProbe.httpGet = { path: '/ready' };
    assert.throws(() => new Deployment(badProbe).validate(), /port/);
  });

  test('the API: liveness and start-up on /health, readiness on /ready, on the port it listens on', () => {
    const container = apiContainer();
    assert.equal(container.livenessProbe.httpGet.path, '/health');
    assert.equal(container.startupProbe.httpGet.path, '/health');
    assert.equal(container.readinessProbe.httpGet.path, '/ready');
    const port = container.ports.find((entry) => entry.name === container.readinessProbe.httpGet.port);
    const listens = container.env.find((entry) => entry.name === 'PORT').value;
    assert.equal(String(port.containerPort), listens);
    assert.equal(container.env.find((entry) => entry.name === 'HOST').value, '0.0.0.0');
    // Migrations may take minutes: the start-up probe allows 5, liveness counts only after it.
    const { periodSeconds, failureThreshold } = container.startupProbe;
    assert.ok(periodSeconds * failureThreshold >= 300);
  });

  test('every variable the API reads has a production setting, and the API accepts the environment', () => {
    const settings = objects.apiSettings();
    assert.deepEqual(Object.keys(settings).sort(), [...config.ENV_VARIABLES].sort());
    const container = apiContainer();
    assert.equal(container.envFrom, undefined, 'envFrom hides which variables the API gets');
    const given = {};
    for (const entry of container.env) {
      assert.ok(config.ENV_VARIABLES.includes(entry.name), `${entry.name} is not a variable the API reads`);
      const ref = entry.valueFrom?.secretKeyRef;
      if (ref) {
        assert.equal(ref.name, objects.API_SECRET);
        assert.equal(ref.key, entry.name, 'secret keys are named as the variable');
        if (!ref.optional) given[entry.name] = secretPlaceholder(entry.name);
      } else given[entry.name] = entry.value;
    }
    for (const name of config.PRODUCTION_REQUIRED) assert.ok(name in given, `${name} is missing`);
    assert.equal(given.NODE_ENV, 'production');
    for (const [name, setting] of Object.entries(settings)) {
      if (setting.from === 'unset' || setting.from === 'default') assert.ok(!(name in given), name);
    }
    const loaded = config.loadConfig(given);
    assert.equal(loaded.production, true);
    assert.equal(loaded.standIns, false);
    assert.equal(loaded.trustProxy, true);
    // Over Postgres, rate limits in Redis, uploads in the bucket: nothing an instance keeps for itself.
    assert.ok(loaded.databaseUrl && loaded.redisUrl);
    if (loaded.uploadStorage) assert.equal(loaded.uploadStorage.kind, 's3');
    // The documented `kubectl create secret` command creates exactly the required keys.
    const api = files.find((file) => file.path === 'deploy/k8s/api.yaml').text;
    const documented = [...api.matchAll(/--from-literal=([A-Z0-9_]+)=/g)].map((match) => match[1]).sort();
    const required = container.env
      .filter((entry) => entry.valueFrom?.secretKeyRef && !entry.valueFrom.secretKeyRef.optional)
      .map((entry) => entry.name)
      .sort();
    assert.deepEqual(documented, required);
  });

  test('ARENA_INSTANCES is the most instances the autoscaler runs', () => {
    const instances = apiContainer().env.find((entry) => entry.name === 'ARENA_INSTANCES').value;
    assert.equal(Number(instances), named('HorizontalPodAutoscaler', 'arena-api').spec.maxReplicas);
  });

  test('every container states its CPU and memory request and a memory limit', () => {
    for (const deployment of ofKind('Deployment')) {
      const spec = podSpec(deployment);
      for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
        const where = `${deployment.metadata.name}/${container.name}`;
        assert.ok(container.resources?.requests?.cpu, `${where}: cpu request`);
        assert.ok(container.resources?.requests?.memory, `${where}: memory request`);
        assert.ok(container.resources?.limits?.memory, `${where}: memory limit`);
      }
    }
    // The API's request covers its measured peak over Postgres with 4,910 sockets (544 MB) and more sockets; the
    // limit leaves twice that.
    const { requests, limits } = apiContainer().resources;
    const mebibytes = (quantity) => parseInt(quantity, 10) * (quantity.endsWith('Gi') ? 1024 : 1);
    assert.ok(mebibytes(requests.memory) >= 700, requests.memory);
    assert.ok(mebibytes(limits.memory) >= 2 * mebibytes(requests.memory), limits.memory);
  });

  test('the autoscaler targets the API Deployment, no replica count fights it, the budget keeps instances up', () => {
    const hpa = named('HorizontalPodAutoscaler', 'arena-api');
    const deployment = named('Deployment', hpa.spec.scaleTargetRef.name);
    assert.ok(deployment, 'the target exists');
    assert.equal(hpa.spec.scaleTargetRef.kind, deployment.kind);
    assert.equal(hpa.spec.scaleTargetRef.apiVersion, deployment.apiVersion);
    assert.equal(deployment.spec.replicas, undefined);
    assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas);
    assert.ok(apiContainer().resources.requests.cpu, 'CPU utilisation needs a CPU request');
    const pdb = named('PodDisruptionBudget', 'arena-api');
    assert.deepEqual(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels);
    assert.ok(pdb.spec.maxUnavailable < hpa.spec.minReplicas);
  });

  test('selectors match the pods, services the ports, ingresses the services', () => {
    const deployments = ofKind('Deployment');
    const matches = (selector, labels) =>
      Object.entries(selector).every(([key, value]) => labels[key] === value);
    for (const deployment of deployments) {
      assert.ok(matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels));
    }
    for (const service of ofKind('Service')) {
      const pods = deployments.filter((deployment) =>
        matches(service.spec.selector, deployment.spec.template.metadata.labels),
      );
      assert.equal(pods.length, 1, `${service.metadata.name} selects one Deployment`);
      const ports = podSpec(pods[0]).containers.flatMap((container) => container.ports ?? []);
      for (const port of service.spec.ports) {
        assert.ok(
          ports.some((entry) => entry.name === port.targetPort),
          `${service.metadata.name}: ${port.targetPort}`,
        );
      }
    }
    for (const ingress of ofKind('Ingress')) {
      for (const rule of ingress.spec.rules) {
        for (const { backend } of rule.http.paths) {
          const service = named('Service', backend.service.name);
          assert.ok(service, `${ingress.metadata.name} → ${backend.service.name}`);
          assert.ok(service.spec.ports.some((port) => port.port === backend.service.port.number));
        }
      }
    }
    // socket.io: long timeouts on its own path; the rest of the API is not pinned to an instance.
    const socket = named('Ingress', 'arena-api-socket');
    assert.equal(socket.spec.rules[0].http.paths[0].path, '/socket.io');
    assert.ok(Number(socket.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600);
    assert.equal(
      named('Ingress', 'arena-api').metadata.annotations['nginx.ingress.kubernetes.io/upstream-hash-by'],
      undefined,
    );
  });

  test('docker-compose.yml gives the API the production settings, with its documented changes', () => {
    const text = files.find((file) => file.path === 'docker-compose.yml').text;
    const document = parseAllDocuments(text)[0].toJS();
    const environment = document.services.api.environment;
    for (const name of Object.keys(environment)) {
      assert.ok(config.ENV_VARIABLES.includes(name), `${name} is not a variable the API reads`);
    }
    // Interpolate `${NAME:?…}` as docker compose would, with stand-in secrets.
    const given = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [
        name,
        String(value).replace(/\$\{(\w+):\?[^}]*\}/g, (_, variable) =>
          'y'.repeat(variable.endsWith('PASSWORD') ? 16 : 48),
        ),
      ]),
    );
    const loaded = config.loadConfig(given);
    assert.equal(loaded.production, true);
    assert.equal(loaded.instances, document.services.api.deploy.replicas);
    for (const [name, setting] of Object.entries(objects.apiSettings())) {
      if (name in compose.COMPOSE_OVERRIDES) continue;
      if (setting.from === 'value') assert.equal(environment[name], setting.value, name);
      if (setting.from === 'secret' && setting.required) assert.ok(name in environment, name);
    }
    assert.equal(document.services.api.build.dockerfile, 'deploy/docker/api.Dockerfile');
  });
});
