import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCKERFILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/docker/api.Dockerfile',
);

/**
 * The Node options the API's image runs with (its `NODE_OPTIONS`, deploy/docker/api.Dockerfile), so a bench of
 * `node api/dist/main.js` runs the process as production does. `dockerfile`: the file's text (tests).
 */
export function imageNodeOptions(dockerfile = readFileSync(DOCKERFILE, 'utf8')) {
  const match = /\bNODE_OPTIONS="([^"]*)"/.exec(dockerfile);
  return match ? match[1].split(/\s+/).filter(Boolean) : [];
}
