import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, isoDate, messageAnswer, text } from './primitives.js';

/** A player's linked accounts (P1 §3 Connections): each null when not linked. */
export const connections = z
  .object({
    discord: z.object({ id: z.string(), username: z.string() }).nullable(),
    twitter: z.object({ username: z.string() }).nullable(),
  })
  .meta({ id: 'Connections' });
export type Connections = z.infer<typeof connections>;

/** The linked chat-community account (GET /v1/discord/account; 404 when none). */
export const discordAccount = z
  .object({ id: z.string(), username: z.string(), avatar: z.string().nullable(), connectedAt: isoDate() })
  .meta({ id: 'DiscordAccount' });
export type DiscordAccount = z.infer<typeof discordAccount>;

/** The linked social account (GET /v1/twitter/account; 404 when none). */
export const twitterAccount = z
  .object({ username: z.string(), profileImageUrl: z.string().nullable(), connectedAt: isoDate() })
  .meta({ id: 'TwitterAccount' });
export type TwitterAccount = z.infer<typeof twitterAccount>;

/** `redirect_url`: the portal page to come back to (checked against the portal origins by the handler). */
const startLinkQuery = z.object({ redirect_url: text().max(4096).optional() });
/** What the provider (or the local consent page) sends back. */
const callbackQuery = z.object({
  code: text().max(4096).optional(),
  state: text().max(200).optional(),
  error: text().max(200).optional(),
});
const consentQuery = z.object({ state: text().max(200).optional() });
/** The consent form: `action` is `authorize` or `cancel`. */
const consentBody = z.object({
  state: text().max(200).optional(),
  username: text().max(200).optional(),
  action: text().max(20).optional(),
});

/** An HTML page (the local consent stand-in, or its error page). */
const htmlPage = z.string();

const startLink = (label: string) => ({
  summary: `Start linking a ${label} account: the URL to send the browser to (503, 5004, when neither its OAuth client nor the stand-in is on)`,
  tag: 'connections',
  auth: 'user' as const,
  querystring: startLinkQuery,
  response: { 200: z.object({ url: z.string() }) },
});

const unlink = (label: string) => ({
  summary: `Unlink the ${label} account (404 when none is linked)`,
  tag: 'connections',
  auth: 'user' as const,
  refuses: { 404: `No ${label} account is linked` },
  response: { 200: messageAnswer },
});

const callback = (label: string) => ({
  summary: `The end of the ${label} round trip: links the account and redirects to the portal with \`status\` (and \`reason\`); an unknown or used state gets an HTML error page (400)`,
  tag: 'connections',
  auth: 'public' as const,
  querystring: callbackQuery,
  refuses: { 400: 'An unknown or used `state`' },
  htmlRefusals: [400] as const,
  response: { 302: z.null() },
});

const consentPage = (label: string) => ({
  summary: `Local stand-in for ${label}'s consent page (HTML; only without a configured OAuth client, and 404 when the stand-ins are off: \`AUTH_URL\` set or production, unless \`ARENA_ALLOW_STAND_IN=1\`)`,
  tag: 'connections',
  auth: 'public' as const,
  querystring: consentQuery,
  refuses: { 400: 'An unknown, used or expired `state`' },
  htmlRefusals: [400] as const,
  response: { 200: htmlPage },
});

const consentDecision = (label: string) => ({
  summary: `The stand-in ${label} consent form: redirects to the callback with a code, or with error=access_denied`,
  tag: 'connections',
  auth: 'public' as const,
  body: consentBody,
  refuses: { 400: 'An unknown, used or expired `state`, or a refused username' },
  htmlRefusals: [400] as const,
  response: { 302: z.null() },
});

export const connectionEndpoints = defineEndpoints({
  'GET /v1/user/me/connections': {
    summary: "The signed-in player's linked accounts",
    tag: 'connections',
    auth: 'user',
    response: { 200: connections },
  },
  'GET /v1/discord/account': {
    summary: 'The linked Discord account (404 when none)',
    tag: 'connections',
    auth: 'user',
    refuses: { 404: 'No Discord account is linked' },
    response: { 200: dataOf(discordAccount) },
  },
  'GET /v1/twitter/account': {
    summary: 'The linked Twitter account (404 when none)',
    tag: 'connections',
    auth: 'user',
    refuses: { 404: 'No Twitter account is linked' },
    response: { 200: dataOf(twitterAccount) },
  },
  'GET /v1/discord/auth': startLink('Discord'),
  'GET /v1/twitter/auth': startLink('Twitter'),
  'DELETE /v1/discord/unlink': unlink('Discord'),
  'DELETE /v1/twitter/unlink': unlink('Twitter'),
  'GET /v1/discord/callback': callback('Discord'),
  'GET /v1/twitter/callback': callback('Twitter'),
  'GET /auth/connect/discord': consentPage('Discord'),
  'GET /auth/connect/twitter': consentPage('Twitter'),
  'POST /auth/connect/discord': consentDecision('Discord'),
  'POST /auth/connect/twitter': consentDecision('Twitter'),
});
