import type { FastifyServerOptions } from 'fastify';

/**
 * No secret in a log line (issue 27): the request logger writes each request's address, and some addresses carry
 * one. The values of these query parameters are replaced: sign-in tokens and the portal's sign-in state, OAuth
 * codes and states (the chat-community callback), and signatures of signed addresses.
 */
export const SECRET_QUERY_PARAMS = [
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'state',
  'code',
  'secret',
  'signature',
  'sig',
] as const;

/** Paths whose own segments are secrets: the calendar feed's address (`/v1/calendar/<secret>.ics`). */
const SECRET_PATHS: [RegExp, string][] = [[/^(\/v1\/calendar\/)[^/?#]+(\.ics)$/i, '$1[redacted]$2']];

export const REDACTED = '[redacted]';
const SECRET_NAMES = new Set<string>(SECRET_QUERY_PARAMS);

/** `url` (a request's path and query) as it may be logged: secret query values and path segments replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const rawName = at === -1 ? pair : pair.slice(0, at);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_NAMES.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The API's logger settings: Fastify's request fields with the address redacted, and the credential headers removed
 * should anything log headers.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
