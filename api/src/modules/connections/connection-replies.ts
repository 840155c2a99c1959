import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { sendStandInPage } from '../../http/stand-in-page.js';

/** A redirect that is never cached and sends no referrer (it may carry a state or a code). */
export function redirectNoStore(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .redirect(location, 302);
}

/** A stand-in HTML page of the linking round trip, framed only by the API and the portal. */
export function connectionPage(
  reply: FastifyReply,
  config: AppContext['config'],
  status: number,
  body: string,
): FastifyReply {
  return sendStandInPage(reply, status, body, [config.publicUrl, ...config.portalOrigins]);
}
