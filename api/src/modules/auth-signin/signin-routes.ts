import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, DEACTIVATED_MESSAGE, revokeToken } from '../../auth/authenticate.js';
import { signedInUser } from '../../auth/request-user.js';
import { isStaff } from '../../auth/roles.js';
import { type AppConfig, standInsEnabled } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { DemoContent } from '../../demo-content.js';
import { apiError } from '../../errors.js';
import { registerFormParser } from '../../http/body-parsers.js';
import { contractRoute } from '../../http/contract-route.js';
import { signInLimit } from '../../http/limits.js';
import { sendStandInPage } from '../../http/stand-in-page.js';
import { refreshPlayerRanks } from '../../providers/game-data/player-ranks.js';
import { refreshRiotId } from '../../providers/game-data/riot-id.js';
import { type CreatePlayerForm, REGIONS, type RegionId, signInErrorPage, signInPage } from './signin-page.js';
import { parseRedirectUrl, parseSignInState, redirectWithToken } from './redirect-url.js';
import { createStandInPlayer, standInAccount, standInPlayers } from './signin-service.js';

// Kept for the callers that read them from the routes.
export { parseRedirectUrl, parseSignInState, redirectWithToken };

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

export function registerSignInRoutes(
  app: FastifyInstance,
  context: AppContext,
  featuredPlayers: DemoContent['featuredPlayers'],
): void {
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

  const playersForPage = () => standInPlayers(context.db, featuredPlayers, { admins });

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
    // The rank (issue 33) is read after the answer, in the background: sign-in never waits on league-v4.
    void refreshPlayerRanks(context, [userId]).catch((error: unknown) => {
      context.log.warn({ userId, err: error }, 'rank refresh at sign-in failed');
    });
    const token = await context.tokens.sign(userId);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(redirectWithToken(redirectUrl, token, state), 302);
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
          const user = await standInAccount(context.db, body.user_id);
          if (user && !admins && isStaff(user)) {
            const form = emptyForm();
            form.errors.form = 'Staff accounts cannot be signed in to here.';
            request.log.warn({ userId: user.id }, 'sign-in stand-in: staff account refused');
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
        const created = await createStandInPlayer(context.db, parsed.data, context.clock());
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
