import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the answer's `Vary` header, keeping what is there: CORS has already put `Origin` in it, and
 * replacing that would let a cache hand one origin's answer to another.
 */
export function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return reply;
  return reply.header('Vary', [...fields, field].join(', '));
}
