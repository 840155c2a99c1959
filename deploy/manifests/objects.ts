import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import {
  type IContainer,
  type IEnvVar,
  type IProbe,
  type ISecurityContext,
  PersistentVolumeClaim,
  Service,
} from 'kubernetes-models/v1';
import { apiEnvironment, type EnvSetting } from './api-env.js';
import {
  API_DATA_DIR,
  API_MAX_REPLICAS,
  API_MIN_REPLICAS,
  API_PORT,
  IMAGES,
  PAGES_PORT,
  PUBLIC,
  REDIS_PORT,
} from './topology.js';

/** A Kubernetes object of `kubernetes-models`: it validates itself against the Kubernetes 1.27 schemas. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string };
  validate(): void;
  toJSON(): unknown;
}

/** One generated file: its path from the repository root, its leading comment and its objects. */
export interface ManifestFile {
  path: string;
  comment: string;
  objects: KubernetesObject[];
}

/** The Secret the API's secret variables come from, one key per variable, named as the variable. */
export const API_SECRET = 'arena-api';
/** The Secret holding Redis's password (the same password is inside the API's REDIS_URL). */
export const REDIS_SECRET = 'arena-redis';

export const API_LABELS = { app: 'arena-api' };
const REDIS_LABELS = { app: 'arena-redis' };
const STATIC_LABELS = { app: 'arena-static' };

/**
 * The API's memory, from measured figures (RSS of `node api/dist/main.js`, the dist the image copies, over a
 * throwaway Postgres as in production; measured for issue 34 on this 2-core machine):
 * - 171 MB once migrated and seeded; 238 MB after 60 s of 32 concurrent readers, peak 337 MB;
 * - with 4,910 signed-in notification sockets: 256 MB (about 17 KB a socket); then 30 s of 32 concurrent readers
 *   with the sockets open: 302 MB, peak 544 MB (the heap grows between collections);
 * - embedded (PGlite in the process, never in production): 556 MB peak (scripts/check-production-install.mjs),
 *   560–630 MB (the figure issue 34 quotes).
 * 10,000 players' sockets add some 170 MB to those: about 350 MB steady, 700 MB at a peak. The capacity bench at
 * 10,000 players with the image's `--max-semi-space-size=64`: 549–559 MB RSS (475–493 MB without). Request 768 Mi; limit
 * 1.5 Gi, so a burst or a late collection is not killed for memory. Node's heap limit (about 2 GB on 64-bit) is
 * above it: the container limit decides.
 */
const API_RESOURCES = {
  requests: { cpu: '1', memory: '768Mi' },
  limits: { memory: '1536Mi' },
};

/** Every container runs as a user, without privileges, on a read-only root file system. */
const RESTRICTED: ISecurityContext = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

function envEntry(name: string, setting: EnvSetting): IEnvVar[] {
  if (setting.from === 'value') return [{ name, value: setting.value }];
  if (setting.from === 'secret') {
    return [
      {
        name,
        valueFrom: {
          secretKeyRef: { name: API_SECRET, key: name, ...(setting.required ? {} : { optional: true }) },
        },
      },
    ];
  }
  return [];
}

/** The API's environment settings for production (every variable the API reads has one). */
export function apiSettings(): Record<string, EnvSetting> {
  return apiEnvironment({
    portalOrigin: PUBLIC.portalOrigin,
    publicUrl: PUBLIC.apiUrl,
    authUrl: PUBLIC.authUrl,
    port: API_PORT,
    instances: API_MAX_REPLICAS,
    dataDir: API_DATA_DIR,
    uploadsUrl: PUBLIC.uploadsUrl,
  });
}

/** The API container's `env`: the plain values first, then the secrets, in the settings' order. */
export function apiEnv(): IEnvVar[] {
  const settings = Object.entries(apiSettings());
  const values = settings.filter(([, setting]) => setting.from === 'value');
  const secrets = settings.filter(([, setting]) => setting.from === 'secret');
  return [...values, ...secrets].flatMap(([name, setting]) => envEntry(name, setting));
}

const httpProbe = (path: string, port: number | string, rest: Omit<IProbe, 'httpGet'>): IProbe => ({
  httpGet: { path, port },
  ...rest,
});

function apiDeployment(): Deployment {
  const api: IContainer = {
    name: 'api',
    image: IMAGES.api,
    ports: [{ name: 'http', containerPort: API_PORT }],
    env: apiEnv(),
    // Migrations run before the API listens (instances starting together take turns under an advisory lock):
    // up to 5 minutes to come up before liveness counts.
    startupProbe: httpProbe('/health', 'http', { periodSeconds: 5, failureThreshold: 60 }),
    // Liveness: the process answers and reaches its database. A minute of failures, so a Postgres failover does
    // not restart every instance at once.
    livenessProbe: httpProbe('/health', 'http', {
      periodSeconds: 10,
      timeoutSeconds: 3,
      failureThreshold: 6,
    }),
    // Readiness: database, Redis and the job queue (api/src/modules/health); fails first while shutting down.
    readinessProbe: httpProbe('/ready', 'http', { periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 }),
    resources: API_RESOURCES,
    securityContext: RESTRICTED,
    volumeMounts: [
      { name: 'data', mountPath: API_DATA_DIR },
      { name: 'tmp', mountPath: '/tmp' },
    ],
  };
  return new Deployment({
    metadata: { name: 'arena-api', labels: API_LABELS },
    spec: {
      // No `replicas`: the HorizontalPodAutoscaler owns the count (an applied `replicas` would reset it).
      selector: { matchLabels: API_LABELS },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: API_LABELS },
        spec: {
          // After SIGTERM the API keeps serving with /ready at 503 for ARENA_SHUTDOWN_DRAIN_MS (5 s), while the
          // endpoints and the ingress let it go, then closes (api/src/main.ts); with room to spare.
          terminationGracePeriodSeconds: 30,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 1000,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: API_LABELS },
            },
          ],
          containers: [api],
          volumes: [
            { name: 'data', emptyDir: {} },
            { name: 'tmp', emptyDir: {} },
          ],
        },
      },
    },
  });
}

function apiAutoscaler(): HorizontalPodAutoscaler {
  return new HorizontalPodAutoscaler({
    metadata: { name: 'arena-api', labels: API_LABELS },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'arena-api' },
      minReplicas: API_MIN_REPLICAS,
      maxReplicas: API_MAX_REPLICAS,
      // CPU is what a request, a socket event and a job cost (one core requested: Node runs JavaScript on one
      // thread). Memory is not a signal: it follows the sockets held, which moving players around does not lower.
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
      behavior: {
        // Scaling down closes sockets (their players reconnect to another instance): slowly.
        scaleDown: {
          stabilizationWindowSeconds: 300,
          policies: [{ type: 'Pods', value: 1, periodSeconds: 120 }],
        },
      },
    },
  });
}

function apiDisruptionBudget(): PodDisruptionBudget {
  return new PodDisruptionBudget({
    metadata: { name: 'arena-api', labels: API_LABELS },
    // A node drain takes one instance at a time; the others keep serving (and take its sockets).
    spec: { maxUnavailable: 1, selector: { matchLabels: API_LABELS } },
  });
}

function service(name: string, labels: Record<string, string>, port: number, targetPort: string): Service {
  return new Service({
    metadata: { name, labels },
    spec: { selector: labels, ports: [{ name: targetPort, port, targetPort }] },
  });
}

const NGINX_INGRESS = 'nginx';

function apiIngresses(): Ingress[] {
  const backend = { service: { name: 'arena-api', port: { number: 80 } } };
  const rule = (path: string) => ({
    host: PUBLIC.apiHost,
    http: { paths: [{ path, pathType: 'Prefix' as const, backend }] },
  });
  return [
    new Ingress({
      metadata: {
        name: 'arena-api',
        labels: API_LABELS,
        annotations: {
          // Uploads: a bug report's 10 MB attachment is the largest body the API takes (ingress-nginx's default: 1m).
          'nginx.ingress.kubernetes.io/proxy-body-size': '12m',
        },
      },
      spec: { ingressClassName: NGINX_INGRESS, rules: [rule('/')] },
    }),
    new Ingress({
      metadata: {
        name: 'arena-api-socket',
        labels: API_LABELS,
        annotations: {
          // socket.io: a WebSocket lives as long as the tab (ingress-nginx passes the upgrade by itself; its default
          // 60 s timeouts would cut an idle socket between pings).
          'nginx.ingress.kubernetes.io/proxy-read-timeout': '3600',
          'nginx.ingress.kubernetes.io/proxy-send-timeout': '3600',
          // Rooms and events need no affinity: an event emitted on one instance reaches the sockets of every
          // other through the Postgres adapter. A WebSocket (the portal's first transport) is one connection, so
          // it needs none either. Only the long-polling fallback does: its requests must reach the instance that
          // holds the session. A cookie cannot do it (the portal calls the API cross-origin without credentials),
          // so socket.io's requests are routed by the client's address; the other API calls stay round-robin.
          // Behind a cloud load balancer, let ingress-nginx see the client's address (use-forwarded-headers or
          // the PROXY protocol), or every client hashes alike.
          'nginx.ingress.kubernetes.io/upstream-hash-by': '$remote_addr',
        },
      },
      spec: { ingressClassName: NGINX_INGRESS, rules: [rule('/socket.io')] },
    }),
  ];
}

function redisDeployment(): Deployment {
  const redis: IContainer = {
    name: 'redis',
    image: IMAGES.redis,
    // Rate-limit counters only (HTTP and chat): nothing to keep across a restart (the windows start again), so
    // no persistence, and when memory is full the oldest counters go first.
    command: ['redis-server'],
    args: [
      '--requirepass',
      '$(REDIS_PASSWORD)',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '200mb',
      '--maxmemory-policy',
      'volatile-lru',
    ],
    env: [
      { name: 'REDIS_PASSWORD', valueFrom: { secretKeyRef: { name: REDIS_SECRET, key: 'REDIS_PASSWORD' } } },
    ],
    ports: [{ name: 'redis', containerPort: REDIS_PORT }],
    livenessProbe: { tcpSocket: { port: 'redis' }, periodSeconds: 10 },
    readinessProbe: {
      exec: { command: ['sh', '-c', 'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning ping | grep -q PONG'] },
      periodSeconds: 5,
    },
    resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
    securityContext: RESTRICTED,
    volumeMounts: [{ name: 'data', mountPath: '/data' }],
  };
  return new Deployment({
    metadata: { name: 'arena-redis', labels: REDIS_LABELS },
    spec: {
      replicas: 1,
      // Never two: each would count its own limits.
      strategy: { type: 'Recreate' },
      selector: { matchLabels: REDIS_LABELS },
      template: {
        metadata: { labels: REDIS_LABELS },
        spec: {
          // The redis image's `redis` user.
          securityContext: { runAsNonRoot: true, runAsUser: 999, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [redis],
          volumes: [{ name: 'data', emptyDir: {} }],
        },
      },
    },
  });
}

function staticObjects(): KubernetesObject[] {
  const releases = new PersistentVolumeClaim({
    metadata: { name: 'arena-releases', labels: STATIC_LABELS },
    spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '5Gi' } } },
  });
  const releasesMount = { name: 'releases', mountPath: '/srv/arena/releases' };
  const deployment = new Deployment({
    metadata: { name: 'arena-static', labels: STATIC_LABELS },
    spec: {
      replicas: 2,
      selector: { matchLabels: STATIC_LABELS },
      template: {
        metadata: { labels: STATIC_LABELS },
        spec: {
          // The volume's files belong to the group of the images' `node` user (the seeding copy writes them).
          securityContext: { fsGroup: 1000 },
          initContainers: [
            {
              // The image's releases (one per remote, built with it) are added to the volume; what the volume
              // already holds (later releases, the live manifest) is never overwritten, so a new image does not
              // undo a release or a rollback.
              name: 'seed-releases',
              image: IMAGES.pages,
              command: ['cp', '-R', '-n', '/srv/arena/image-releases/.', '/srv/arena/releases/'],
              volumeMounts: [releasesMount],
              resources: { requests: { cpu: '50m', memory: '32Mi' }, limits: { memory: '64Mi' } },
              securityContext: RESTRICTED,
            },
          ],
          containers: [
            {
              // deploy/nginx/arena.conf (in the image): the caching rules of DESIGN §2 and the security headers.
              name: 'nginx',
              image: IMAGES.portal,
              ports: [{ name: 'http', containerPort: 80 }],
              volumeMounts: [{ ...releasesMount, readOnly: true }],
              readinessProbe: {
                httpGet: {
                  path: '/platform.json',
                  port: 'http',
                  httpHeaders: [{ name: 'Host', value: PUBLIC.shellHost }],
                },
              },
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '128Mi' } },
            },
            {
              // deploy/bin/pages.mjs: the pages' HTML with their link previews, robots.txt, the sitemap.
              name: 'pages',
              image: IMAGES.pages,
              env: [
                // The API inside the cluster (image addresses in the tags still use the manifest's public apiUrl).
                { name: 'ARENA_PREVIEW_API_URL', value: 'http://arena-api' },
              ],
              ports: [{ name: 'pages', containerPort: PAGES_PORT }],
              volumeMounts: [{ ...releasesMount, readOnly: true }],
              readinessProbe: { httpGet: { path: '/robots.txt', port: 'pages' } },
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '192Mi' } },
              securityContext: RESTRICTED,
            },
          ],
          volumes: [{ name: 'releases', persistentVolumeClaim: { claimName: 'arena-releases' } }],
        },
      },
    },
  });
  const backend = { service: { name: 'arena-static', port: { number: 80 } } };
  const ingress = new Ingress({
    metadata: { name: 'arena-static', labels: STATIC_LABELS },
    spec: {
      ingressClassName: NGINX_INGRESS,
      rules: [PUBLIC.shellHost, ...PUBLIC.remoteHosts].map((host) => ({
        host,
        http: { paths: [{ path: '/', pathType: 'Prefix' as const, backend }] },
      })),
    },
  });
  return [releases, deployment, service('arena-static', STATIC_LABELS, 80, 'http'), ingress];
}

function secretCommand(): string {
  const required = Object.entries(apiSettings()).filter(
    ([, setting]) => setting.from === 'secret' && setting.required,
  );
  const lines = required.map(([name, setting]) => {
    const value = setting.from === 'secret' ? (setting.create ?? '...') : '';
    return `    --from-literal=${name}=${value}`;
  });
  return [`  kubectl create secret generic ${API_SECRET} \\`, lines.join(' \\\n')].join('\n');
}

function optionalSecrets(): string {
  return Object.entries(apiSettings())
    .filter(([, setting]) => setting.from === 'secret' && !setting.required)
    .map(([name, setting]) => `  ${name}${setting.why ? `: ${setting.why}` : ''}`)
    .join('\n');
}

function unsetVariables(kind: 'default' | 'unset'): string {
  return Object.entries(apiSettings())
    .filter(([, setting]) => setting.from === kind)
    .map(([name, setting]) => `  ${name}${'why' in setting && setting.why ? `: ${setting.why}` : ''}`)
    .join('\n');
}

const GENERATED = `Generated by deploy/manifests (npm run k8s -w deploy); do not edit: deploy/test/manifests.test.mjs fails
while this file differs from what the generator writes.`;

/** Every generated Kubernetes file, in the order they are applied. */
export function manifestFiles(): ManifestFile[] {
  return [
    {
      path: 'deploy/k8s/redis.yaml',
      comment: `${GENERATED}

The shared Redis of the API's rate limits (HTTP and chat): one instance, no persistence. Create its password
first; the API's REDIS_URL (Secret ${API_SECRET}) holds the same one:

  kubectl create secret generic ${REDIS_SECRET} --from-literal=REDIS_PASSWORD="$(openssl rand -hex 32)"`,
      objects: [redisDeployment(), service('arena-redis', REDIS_LABELS, REDIS_PORT, 'redis')],
    },
    {
      path: 'deploy/k8s/api.yaml',
      comment: `${GENERATED}

The portal API (deploy/docker/api.Dockerfile) against a managed Postgres and the shared Redis (redis.yaml).
The cluster needs ingress-nginx (the Ingress annotations) and metrics-server (the autoscaler's CPU figures).
Every variable the API reads has a setting in deploy/manifests/api-env.ts, checked against the API's own list
(ENV_VARIABLES, api/src/config.ts). The secret ones come from the Secret ${API_SECRET}, one key per variable,
under the same name. Create it first (the same values for every replica and every release, or tokens, reward
codes and banking details stop working):

${secretCommand()}

Optional keys of the same Secret:
${optionalSecrets()}

Left to the API's defaults:
${unsetVariables('default')}

Never set in production:
${unsetVariables('unset')}

A pod missing a required key does not start (Kubernetes refuses the reference); one missing a setting exits
naming it (NODE_ENV=production).

Jobs: every instance runs the job queue (pg-boss) and the periodic passes beside its requests; there is no
worker Deployment. The API has no switch to start without them (api/src/app.ts starts both on ready), pg-boss
hands each job to one instance (the queue is rows in Postgres), and the passes that must run once take an
advisory lock or a locked row, so N instances are N workers. Their CPU counts in the autoscaler's figure.
Measured (issue 34, one idle instance over Postgres, 60 s): 0.6 % of a core and 5.2 Postgres transactions a
second for the queue's polling and the passes; ten instances cost Postgres some 50 a second.`,
      objects: [
        apiDeployment(),
        service('arena-api', API_LABELS, 80, 'http'),
        apiAutoscaler(),
        apiDisruptionBudget(),
        ...apiIngresses(),
      ],
    },
    {
      path: 'deploy/k8s/static.yaml',
      comment: `${GENERATED}

The portal's static files behind nginx (deploy/docker/portal.Dockerfile: the image \`portal\` is nginx with
deploy/nginx/arena.conf and the shell, \`portal-pages\` runs deploy/bin/pages.mjs), hosts from
deploy/environments/production.example.json. The volume arena-releases holds every published remote version and
the live manifest (releases/environments/production/platform.json); CI publishes to it with
\`ARENA_RELEASES_DIR=/srv/arena/releases node deploy/bin/release.mjs <remote> --env production\`: a release or a
rollback rewrites the live manifest only, no pod restarts, and old versions stay for open tabs.`,
      objects: staticObjects(),
    },
  ];
}
