import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_STATE_PATTERN } from '@arena/contract';
import { bearerToken, DEACTIVATED_MESSAGE, isUuid, revokeToken } from '../../auth/authenticate.js';
import { signedInUser } from '../../auth/request-user.js';
import { isPlatformAdmin } from '../../auth/roles.js';
import { type AppConfig, standInsEnabled } from '../../config.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { registerFormParser } from '../../http/body-parsers.js';
import { contractRoute } from '../../http/contract-route.js';
import { signInLimit } from '../../http/limits.js';
import { sendStandInPage } from '../../http/stand-in-page.js';
import { FEATURED_PLAYERS } from '../../seed/players.js';
import { refreshRiotId } from '../users/riot-id.js';
import {
  type CreatePlayerForm,
  REGIONS,
  type RegionId,
  type SignInPlayer,
  signInErrorPage,
  signInPage,
} from './signin-page.js';

/** An absolute http(s) URL on one of the portal origins, or null. */
export function parseRedirectUrl(raw: string | undefined, allowedOrigins: string[]): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}

/**
 * `redirect_url` with `token` (and the portal's `state`, when it sent one) added to its query string; its other
 * parameters are kept.
 */
export function redirectWithToken(url: URL, token: string, state?: string): string {
  const target = new URL(url.href);
  target.searchParams.set('token', token);
  if (state) target.searchParams.set('state', state);
  return target.href;
}

/**
 * The portal's sign-in `state` from a query or form: undefined when absent, null when it is not 16 to 128 url-safe
 * characters (the portal makes 22), else the value, returned with the token unchanged.
 */
export function parseSignInState(raw: unknown): string | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && SIGN_IN_STATE_PATTERN.test(raw) ? raw : null;
}

const createPlayerSchema = z.object({
  gameName: z
    .string()
    .trim()
    .min(3, 'Game name must be 3 to 16 characters')
    .max(16, 'Game name must be 3 to 16 characters')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ]*$/u, 'Game name may only contain letters, digits and spaces'),
  tagLine: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,5}$/, 'Tag line must be 2 to 5 letters or digits'),
  region: z.enum(REGIONS.map((region) => region.value) as [RegionId, ...RegionId[]], {
    error: 'Choose a region',
  }),
});

const emptyForm = (): CreatePlayerForm => ({
  values: { gameName: '', tagLine: '', region: 'me1' },
  errors: {},
});

/**
 * Whether the stand-in sign-in pages are on: the one stand-in switch (`config.standIns`, see `standInsEnabled`):
 * off when a real sign-in service (`AUTH_URL`) other than this API is configured, and in production, unless
 * `ARENA_ALLOW_STAND_IN=1`.
 */
export function standInEnabled(config: Pick<AppConfig, 'standIns' | 'authUrl' | 'publicUrl'>): boolean {
  return standInsEnabled(config);
}

export function registerSignInRoutes(app: FastifyInstance, context: AppContext): void {
  const origins = context.config.portalOrigins;
  const enabled = standInEnabled(context.config);
  const admins = context.config.standInAdmins === true;
  const disabled = () =>
    apiError('notFound', {
      message: 'The sign-in stand-in is off: this portal signs in through its sign-in service',
    });
  function html(reply: FastifyReply, status: number, body: string): FastifyReply {
    return sendStandInPage(reply, status, body, origins);
  }

  function badRedirect(reply: FastifyReply): FastifyReply {
    return html(
      reply,
      400,
      signInErrorPage({
        heading: 'Invalid redirect_url',
        message: 'redirect_url must be an absolute http(s) URL on one of the portal origins.',
        allowedOrigins: origins,
      }),
    );
  }

  function badState(reply: FastifyReply): FastifyReply {
    return html(
      reply,
      400,
      signInErrorPage({
        heading: 'Invalid state',
        message: 'state must be 16 to 128 url-safe characters (A-Z a-z 0-9 _ -), as the portal sends it.',
      }),
    );
  }

  async function playersForPage(): Promise<{ featured: SignInPlayer[]; others: SignInPlayer[] }> {
    const rows = await context.db
      .selectFrom('users')
      .select(['id', 'game_name', 'tag_line', 'display_name', 'region', 'role', 'banned_at', 'puuid'])
      .where('deactivated_at', 'is', null)
      .orderBy('game_name')
      .orderBy('tag_line')
      .execute()
      // Platform admins are offered in development and on test servers only.
      .then((found) => (admins ? found : found.filter((row) => !isPlatformAdmin(row))));
    const purposes = new Map(
      FEATURED_PLAYERS.map((player, index) => [player.id, { purpose: player.purpose, order: index }]),
    );
    const players = rows.map((row) => ({
      id: row.id,
      gameName: row.game_name,
      tagLine: row.tag_line,
      displayName: row.display_name,
      region: row.region,
      role: row.role,
      banned: row.banned_at !== null,
      hasGameAccount: row.puuid !== null,
      purpose: purposes.get(row.id)?.purpose ?? null,
    }));
    const order = (player: SignInPlayer) => purposes.get(player.id)?.order ?? 0;
    return {
      featured: players.filter((player) => purposes.has(player.id)).sort((a, b) => order(a) - order(b)),
      others: players.filter((player) => !purposes.has(player.id)),
    };
  }

  async function renderPage(
    reply: FastifyReply,
    status: number,
    redirectUrl: URL,
    form: CreatePlayerForm,
    state?: string,
  ) {
    const players = await playersForPage();
    return html(reply, status, signInPage({ redirectUrl: redirectUrl.href, state, ...players, form }));
  }

  async function signInAs(reply: FastifyReply, userId: string, redirectUrl: URL, state?: string) {
    // The player may have changed their Riot ID on the publisher's side since they last came (best effort).
    await refreshRiotId(context, userId);
    const token = await context.tokens.sign(userId);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(redirectWithToken(redirectUrl, token, state), 302);
  }

  async function createPlayer(
    values: z.infer<typeof createPlayerSchema>,
  ): Promise<{ id: string } | { conflict: true }> {
    const existing = await context.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['game_name']), '=', values.gameName.toLowerCase()))
      .where((eb) => eb(eb.fn('lower', ['tag_line']), '=', values.tagLine.toLowerCase()))
      .executeTakeFirst();
    if (existing) return { conflict: true };
    const now = context.clock();
    try {
      return await context.db
        .insertInto('users')
        .values({
          display_name: values.gameName,
          game_name: values.gameName,
          tag_line: values.tagLine.toUpperCase(),
          puuid: randomBytes(60).toString('base64url').slice(0, 78),
          cpid: `${values.region.toUpperCase()}_${randomInt(1_000_000_000, 9_999_999_999)}`,
          region: values.region,
          location: null,
          email: null,
          profile_image: /^[A-Za-z0-9_-]{1,64}$/.test(values.gameName)
            ? `/static/avatars/${values.gameName}.svg`
            : null,
          banner_image: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return { conflict: true };
      throw error;
    }
  }

  app.register(async (scope) => {
    registerFormParser(scope);
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    // Browser pages: a refused query or form gets an HTML page, not JSON.
    routes.route({
      ...contractRoute(scope, 'GET /auth/signin'),
      attachValidation: true,
      handler: async (request, reply) => {
        if (!enabled) throw disabled();
        // Checked first: a refused query leaves the raw one in request.query.
        const state = parseSignInState((request.query as { state?: unknown } | undefined)?.state);
        if (state === null) return badState(reply);
        const redirectUrl = request.validationError
          ? null
          : parseRedirectUrl(request.query.redirect_url, origins);
        if (!redirectUrl) return badRedirect(reply);
        return renderPage(reply, 200, redirectUrl, emptyForm(), state);
      },
    });

    routes.route({
      ...contractRoute(scope, 'POST /auth/signin'),
      attachValidation: true,
      // Fails closed: when Redis cannot count, sign-in answers 503 rather than going on unlimited.
      config: { rateLimit: signInLimit(context.config) },
      handler: async (request, reply) => {
        if (!enabled) throw disabled();
        const state = parseSignInState((request.body as { state?: unknown } | undefined)?.state);
        if (state === null) return badState(reply);
        const body = request.validationError ? {} : (request.body ?? {});
        const redirectUrl = parseRedirectUrl(body.redirect_url, origins);
        if (!redirectUrl) return badRedirect(reply);

        if (body.user_id !== undefined) {
          const user = isUuid(body.user_id)
            ? await context.db
                .selectFrom('users')
                .select(['id', 'deactivated_at', 'role'])
                .where('id', '=', body.user_id)
                .executeTakeFirst()
            : undefined;
          if (user && !admins && isPlatformAdmin(user)) {
            const form = emptyForm();
            form.errors.form = 'Platform admin accounts cannot be signed in to here.';
            request.log.warn({ userId: user.id }, 'sign-in stand-in: admin account refused');
            return renderPage(reply, 403, redirectUrl, form, state);
          }
          if (!user || user.deactivated_at) {
            const form = emptyForm();
            form.errors.form = user ? DEACTIVATED_MESSAGE : 'That player does not exist any more.';
            return renderPage(reply, 400, redirectUrl, form, state);
          }
          return signInAs(reply, user.id, redirectUrl, state);
        }

        const values = {
          gameName: body.game_name ?? '',
          tagLine: body.tag_line ?? '',
          region: body.region ?? '',
        };
        const parsed = createPlayerSchema.safeParse(values);
        if (!parsed.success) {
          const form: CreatePlayerForm = { values, errors: {} };
          for (const issue of parsed.error.issues) {
            const key = issue.path[0] as 'gameName' | 'tagLine' | 'region';
            form.errors[key] ??= issue.message;
          }
          return renderPage(reply, 400, redirectUrl, form, state);
        }
        const created = await createPlayer(parsed.data);
        if ('conflict' in created) {
          const riotId = `${parsed.data.gameName}#${parsed.data.tagLine.toUpperCase()}`;
          return renderPage(
            reply,
            409,
            redirectUrl,
            {
              values,
              errors: {
                gameName: `${riotId} already exists: pick it from the list above or choose another name.`,
              },
            },
            state,
          );
        }
        request.log.info({ userId: created.id }, 'sign-in stand-in: player created');
        return signInAs(reply, created.id, redirectUrl, state);
      },
    });

    // Sign-out on the server: the caller's token is revoked and its sockets closed (the shell calls this before
    // clearing its cookie).
    routes.route({
      ...contractRoute(scope, 'POST /auth/logout'),
      handler: async (request, reply) => {
        const user = signedInUser(request);
        const token = bearerToken(request.headers.authorization);
        const revoked = token ? await revokeToken(context.db, context.tokens, token, context.clock()) : null;
        // Sockets opened with this token are closed too, on every instance (after the revocation is stored, so a
        // socket connecting meanwhile finds it: see `SocketRealtime.attach`).
        if (revoked) context.realtime.disconnectToken(revoked.jti);
        request.log.info({ userId: user.id }, 'signed out: token revoked');
        reply.header('Cache-Control', 'no-store');
        return { message: 'Signed out' };
      },
    });

    routes.route({
      ...contractRoute(scope, 'GET /auth/logout'),
      attachValidation: true,
      handler: async (request, reply) => {
        const redirectUrl = request.validationError
          ? null
          : parseRedirectUrl(request.query.redirect_url, origins);
        const target = redirectUrl?.href ?? `${origins[0] ?? context.config.publicUrl}/`;
        return reply.header('Cache-Control', 'no-store').redirect(target, 302);
      },
    });
  });
}
