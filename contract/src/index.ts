/**
 * @arena/contract — the API contract, once (DESIGN §4): every request and answer shape, error code and socket
 * event payload as a zod schema. The API validates and serializes with these schemas and generates its OpenAPI
 * document from them; the front end imports the inferred types only (`import type`, zero bytes).
 *
 * Each domain has its own section, in the order of `endpoints.ts`.
 */

// Building blocks
export {
  defineEndpoints,
  splitEndpointKey,
  type AnswerOf,
  type BodyOf,
  type EndpointAuth,
  type EndpointDefinition,
  type EndpointKey,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type SuccessStatus,
} from './endpoint.js';
export {
  endpoints,
  type Answer,
  type ApiEndpoint,
  type Body,
  type Endpoints,
  type Params,
  type Query,
} from './endpoints.js';
export { ErrorCode, type ErrorCodeName, type ErrorCodeValue } from './error-codes.js';
export { errorBody, errorDefinitions, type ApiErrorBody } from './errors.js';
export {
  dataOf,
  id,
  isoDate,
  locale,
  localizedImage,
  localizedText,
  messageAnswer,
  NUL_MESSAGE,
  pageNumber,
  text,
  type Locale,
  type LocalizedImage,
  type LocalizedText,
} from './primitives.js';

// platform (health, sign-in stand-in, media, uploads)
// users
// connections
// general
// referrals

// teams
export {
  createTeamBody,
  team,
  teamEndpoints,
  teamInvite,
  teamMember,
  teamName,
  teamRole,
  teamShortName,
  updateTeamBody,
  vanityStatus,
  type CreateTeamBody,
  type Team,
  type TeamInvite,
  type TeamMember,
  type TeamRole,
  type UpdateTeamBody,
  type VanityStatus,
} from './teams.js';

// tournaments
// registrations
// brackets
// matches
// match-chat
// support
// matchmaking
// posts
// pass
// notifications
// match-history
// dev
// sockets
