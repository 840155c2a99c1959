import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { messageAnswer, text } from './primitives.js';

/** An HTML page of the API's own stand-ins (the sign-in page). */
const htmlPage = z.string();
/** An image file (SVG text, or the bytes of an upload). */
const imageFile = z.string();

/**
 * The portal's sign-in `state` (login CSRF defence): a random value the portal stores before it sends the browser
 * to sign-in and checks when the token comes back; the sign-in service returns it unchanged with the token.
 */
export const SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const signInState = text()
  .regex(SIGN_IN_STATE_PATTERN, 'Expected 16 to 128 url-safe characters (A-Z a-z 0-9 _ -)')
  .optional();

/** `redirect_url`: where the browser goes back to (checked against the portal origins by the handler). */
const signInQuery = z.object({ redirect_url: text().max(4096).optional() });
/** The sign-in page's query: the way back, and the portal's `state` to return with the token. */
const signInPageQuery = signInQuery.extend({ state: signInState });
/** The sign-in form: pick a player (`user_id`) or create one (game name, tag line, region). */
const signInBody = z.object({
  redirect_url: text().max(4096).optional(),
  state: signInState,
  user_id: text().max(100).optional(),
  game_name: text().max(200).optional(),
  tag_line: text().max(200).optional(),
  region: text().max(20).optional(),
});

const fileParams = (pattern: RegExp, expected: string) =>
  z.object({ file: text().regex(pattern, `Expected ${expected}`) });

/** A generated SVG image; `notFound` says when a name is refused (404), for images of seeded things only. */
const svgImage = <P extends z.ZodType>(summary: string, params: P, notFound?: string) => ({
  summary: `${summary} (SVG, generated)`,
  tag: 'platform',
  auth: 'public' as const,
  params,
  ...(notFound ? { refuses: { 404: notFound } } : {}),
  response: { 200: imageFile },
});
/** The file of an upload: a uuid and the extension of its detected type. */
const UPLOAD_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|mp4)$/;
const nameFile = fileParams(/^[A-Za-z0-9_-]{1,64}\.svg$/, '<name>.svg');

export const platformEndpoints = defineEndpoints({
  'GET /health': {
    summary:
      'Liveness and database reachability (503 when the database cannot be reached); `standIns` and `warning` ' +
      'say when the stand-ins were switched on explicitly (`ARENA_ALLOW_STAND_IN=1`)',
    tag: 'platform',
    auth: 'public',
    response: {
      200: z.object({
        status: z.literal('ok'),
        standIns: z.literal(true).optional(),
        warning: z.string().optional(),
      }),
    },
  },
  'GET /ready': {
    summary:
      'Readiness: the database, Redis (when configured) and the job queue answer; 503 (5003) naming the failed ' +
      'ones in `details.failed`, and while the instance shuts down',
    tag: 'platform',
    auth: 'public',
    response: {
      200: z.object({
        status: z.literal('ready'),
        checks: z.record(z.string(), z.enum(['ok', 'not configured'])),
      }),
    },
  },
  'GET /auth/signin': {
    summary:
      'The sign-in stand-in page (HTML): pick a seeded player or create one; a bad `redirect_url` or `state` gets an HTML error page (400)',
    tag: 'platform',
    auth: 'public',
    querystring: signInPageQuery,
    refuses: { 404: 'The sign-in stand-in is off on this portal' },
    htmlRefusals: [400],
    response: { 200: htmlPage },
  },
  'POST /auth/signin': {
    summary:
      'Sign in as the chosen or created player: redirects to `redirect_url?token=<JWT>&state=<state>` (`state` as the portal sent it, when it did); a refused form is shown again (400, 409)',
    tag: 'platform',
    auth: 'public',
    body: signInBody,
    refuses: {
      400: 'A bad `redirect_url` or `state`, a refused form, or a player who is gone',
      403: 'A staff account (the stand-in signs in players only)',
      404: 'The sign-in stand-in is off on this portal',
      409: 'A player with this Riot ID exists',
    },
    htmlRefusals: [400, 403, 409],
    response: { 302: z.null() },
  },
  'GET /auth/logout': {
    summary: 'Sign out of the stand-in: redirects to `redirect_url`, or to the portal',
    tag: 'platform',
    auth: 'public',
    querystring: signInQuery,
    response: { 302: z.null() },
  },
  'POST /auth/logout': {
    summary:
      'Sign out on the server: the bearer token is revoked (refused by every instance from now on, until it would have expired)',
    tag: 'platform',
    auth: 'user',
    response: { 200: messageAnswer },
  },
  'GET /cdn/champion/:file': svgImage(
    'A champion image (stand-in for the image CDN)',
    fileParams(/^[A-Za-z0-9' .]{1,40}\.png$/, '<ChampionName>.png'),
  ),
  'GET /cdn/item/:file': svgImage(
    'An item image (stand-in for the image CDN)',
    fileParams(/^\d{1,6}\.png$/, '<itemId>.png'),
  ),
  'GET /static/avatars/:file': svgImage('A seeded avatar', nameFile),
  'GET /static/banners/:file': svgImage('A seeded banner', nameFile),
  'GET /static/teams/:file': svgImage('A seeded team logo', nameFile, 'No seeded team has this name'),
  'GET /static/posters/:file': svgImage(
    'A seeded tournament poster, in English or Arabic',
    fileParams(/^[a-z0-9-]{1,64}\.(en|ar)\.svg$/, '<tournament>.<en|ar>.svg'),
    'No seeded tournament has this name',
  ),
  'GET /static/slides/:file': svgImage(
    "A seeded home slide's artwork, drawn for English (bright on the right) or Arabic (mirrored)",
    fileParams(/^(pass|tournaments|prizes)\.(en|ar)\.svg$/, '<pass|tournaments|prizes>.<en|ar>.svg'),
    'No seeded slide has this artwork',
  ),
  'GET /static/news/:file': svgImage(
    'A seeded news image',
    fileParams(/^[a-z0-9-]{1,80}\.svg$/, '<post>.svg'),
    'No seeded article has this image',
  ),
  'GET /uploads/:file': {
    summary:
      'An uploaded image, with the type detected from its bytes at upload (cached for a year); a bug-report or ' +
      'ticket attachment is not served here (404): only at its signed address',
    tag: 'platform',
    auth: 'public',
    params: fileParams(UPLOAD_FILE, '<id>.<png|jpg|gif|webp|mp4>'),
    refuses: { 404: 'No public upload has this name' },
    response: { 200: imageFile },
  },
  'GET /attachments/:expires/:signature/:file': {
    summary:
      'A bug-report or ticket attachment (image or MP4 video) at the signed address the API gave staff or the ' +
      "ticket's own player; the address expires after 10 to 15 minutes (403), a wrong signature is 404",
    tag: 'platform',
    auth: 'public',
    params: z.object({
      expires: text().regex(/^\d{1,12}$/, 'Expected Unix seconds'),
      signature: text().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected the signature'),
      file: text().regex(UPLOAD_FILE, 'Expected <id>.<png|jpg|gif|webp|mp4>'),
    }),
    refuses: { 403: 'The address has expired', 404: 'A wrong signature, or no such attachment' },
    response: { 200: imageFile },
  },
});
