import { readFileSync } from 'node:fs';

/**
 * The production shape's fixed facts, shared by the Kubernetes objects and docker-compose.yml: names, ports, image
 * references, and the public addresses from deploy/environments/production.example.json (the same file nginx's
 * arena.conf is written for).
 */

export const REGISTRY = 'registry.example.com/arena';
/** The tag CI replaces (`kubectl set image`, or kustomize's `images:`) with the release's. */
export const TAG = '1.0.0';

export const IMAGES = {
  /** deploy/docker/api.Dockerfile */
  api: `${REGISTRY}/api:${TAG}`,
  /** deploy/docker/portal.Dockerfile, target `nginx` (the default) */
  portal: `${REGISTRY}/portal:${TAG}`,
  /** deploy/docker/portal.Dockerfile, target `pages` */
  pages: `${REGISTRY}/portal-pages:${TAG}`,
  redis: 'redis:7.2-alpine',
  postgres: 'postgres:15-alpine',
} as const;

export const API_PORT = 8090;
export const PAGES_PORT = 8079;
export const REDIS_PORT = 6379;
/** The API image's data folder (deploy/docker/api.Dockerfile). */
export const API_DATA_DIR = '/var/lib/arena';

/** The autoscaler's range: three instances at least (one can restart while two serve), ten at most. */
export const API_MIN_REPLICAS = 3;
export const API_MAX_REPLICAS = 10;

interface EnvironmentTemplate {
  shellOrigin: string;
  apiUrl: string;
  authUrl: string;
  imageCdnUrl: string;
  remotes: { name: string; baseUrl: string }[];
}

const template = JSON.parse(
  readFileSync(new URL('../environments/production.example.json', import.meta.url), 'utf8'),
) as EnvironmentTemplate;

/** The public addresses of the example production environment. */
export const PUBLIC = {
  portalOrigin: new URL(template.shellOrigin).origin,
  shellHost: new URL(template.shellOrigin).host,
  apiUrl: template.apiUrl.replace(/\/+$/, ''),
  apiHost: new URL(template.apiUrl).host,
  authUrl: template.authUrl.replace(/\/+$/, ''),
  remoteHosts: template.remotes.map((remote) => new URL(remote.baseUrl).host),
  /** Uploaded files, on the image CDN's host (the portal's CSP allows images from it). */
  uploadsUrl: `${new URL(template.imageCdnUrl).origin}/uploads`,
};
