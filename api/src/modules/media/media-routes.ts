import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import type { DemoContent } from '../../demo-content.js';
import { avatarSvg, bannerSvg, championSvg, itemSvg, posterSvg, slideSvg } from './svg.js';

const YEAR = 365 * 24 * 60 * 60;
const DAY = 24 * 60 * 60;

function sendSvg(reply: FastifyReply, body: string, maxAge: number): FastifyReply {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Cache-Control',
      maxAge >= YEAR ? `public, max-age=${maxAge}, immutable` : `public, max-age=${maxAge}`,
    )
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(body);
}

const stem = (file: string) => file.replace(/\.(png|svg)$/, '');

/**
 * Generated images, so the portal needs no binary assets and no network: `/cdn/...` stands in for the
 * third-party champion and item image CDN (P1 §2), `/static/...` serves the seeded avatars, banners, team
 * logos, tournament posters and news images.
 */
export function registerMediaRoutes(app: FastifyInstance, demo: DemoContent): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { posters, teams, news } = demo;
  const notFound = () => apiError('notFound', { message: 'Image not found' });

  routes.route({
    ...contractRoute(app, 'GET /cdn/champion/:file'),
    handler: async (request, reply) => sendSvg(reply, championSvg(stem(request.params.file)), YEAR),
  });

  routes.route({
    ...contractRoute(app, 'GET /cdn/item/:file'),
    handler: async (request, reply) => sendSvg(reply, itemSvg(Number(stem(request.params.file))), YEAR),
  });

  routes.route({
    ...contractRoute(app, 'GET /static/avatars/:file'),
    handler: async (request, reply) => sendSvg(reply, avatarSvg(stem(request.params.file)), DAY),
  });

  routes.route({
    ...contractRoute(app, 'GET /static/banners/:file'),
    handler: async (request, reply) => sendSvg(reply, bannerSvg(stem(request.params.file)), DAY),
  });

  routes.route({
    ...contractRoute(app, 'GET /static/teams/:file'),
    handler: async (request, reply) => {
      const teamName = teams.get(stem(request.params.file));
      if (!teamName) throw notFound();
      return sendSvg(reply, avatarSvg(teamName), DAY);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /static/slides/:file'),
    handler: async (request, reply) => {
      const [artwork, language] = stem(request.params.file).split('.') as [
        'pass' | 'tournaments' | 'prizes',
        string,
      ];
      return sendSvg(reply, slideSvg(artwork, language === 'ar'), DAY);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /static/posters/:file'),
    handler: async (request, reply) => {
      const [key, language] = stem(request.params.file).split('.') as [string, 'en' | 'ar'];
      const poster = posters.get(key)?.[language === 'ar' ? 'ar' : 'en'];
      if (!poster) throw notFound();
      return sendSvg(
        reply,
        posterSvg({
          title: poster.title,
          subtitle: poster.subtitle,
          seed: key,
          rtl: language === 'ar',
        }),
        DAY,
      );
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /static/news/:file'),
    handler: async (request, reply) => {
      const key = stem(request.params.file);
      const titles = news.get(key);
      if (!titles) throw notFound();
      return sendSvg(
        reply,
        posterSvg({
          title: titles.en,
          subtitle: titles.ar,
          seed: key.replace(/-figure$/, ''),
          rtl: false,
          width: 1200,
          height: 630,
        }),
        DAY,
      );
    },
  });
}
