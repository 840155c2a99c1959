import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from './endpoint.js';
import { bracketEndpoints } from './brackets.js';
import { bugReportEndpoints } from './bug-reports.js';
import { connectionEndpoints } from './connections.js';
import { devEndpoints } from './dev.js';
import { generalEndpoints } from './general.js';
import { homeSlideEndpoints } from './home-slides.js';
import { loyaltyEndpoints } from './loyalty.js';
import { matchChatEndpoints } from './match-chat.js';
import { matchHistoryEndpoints } from './match-history.js';
import { matchStreamEndpoints } from './match-streams.js';
import { matchEndpoints } from './matches.js';
import { matchmakingEndpoints } from './matchmaking.js';
import { moderationEndpoints } from './moderation.js';
import { newsAdminEndpoints } from './news-admin.js';
import { notificationEndpoints } from './notifications.js';
import { organizerEndpoints } from './organizer.js';
import { passGrantEndpoints } from './pass-grants.js';
import { passSeasonAdminEndpoints } from './pass-season-admin.js';
import { rewardSeasonEndpoints } from './reward-seasons.js';
import { passEndpoints } from './pass.js';
import { paymentEndpoints } from './payments.js';
import { platformEndpoints } from './platform.js';
import { postEndpoints } from './posts.js';
import { publicProfileEndpoints } from './public-profiles.js';
import { pushEndpoints } from './push.js';
import { referralEndpoints } from './referrals.js';
import { registrationEndpoints } from './registrations.js';
import { rewardCodeEndpoints } from './reward-codes.js';
import { riotEndpoints } from './riot.js';
import { sitemapEndpoints } from './sitemap.js';
import { staffEndpoints } from './staff.js';
import { supportEndpoints } from './support.js';
import { teamEndpoints } from './teams.js';
import { tournamentEndpoints } from './tournaments.js';
import { userEndpoints } from './users.js';

/** Every endpoint of the API, keyed by `METHOD /path`. */
export const endpoints = {
  ...platformEndpoints,
  ...userEndpoints,
  ...connectionEndpoints,
  ...generalEndpoints,
  ...referralEndpoints,
  ...teamEndpoints,
  ...tournamentEndpoints,
  ...registrationEndpoints,
  ...bracketEndpoints,
  ...matchEndpoints,
  ...matchChatEndpoints,
  ...supportEndpoints,
  ...matchmakingEndpoints,
  ...postEndpoints,
  ...passEndpoints,
  ...loyaltyEndpoints,
  ...notificationEndpoints,
  ...matchHistoryEndpoints,
  ...devEndpoints,
  ...rewardCodeEndpoints,
  ...paymentEndpoints,
  ...bugReportEndpoints,
  ...riotEndpoints,
  ...staffEndpoints,
  ...organizerEndpoints,
  ...matchStreamEndpoints,
  ...moderationEndpoints,
  ...passGrantEndpoints,
  ...passSeasonAdminEndpoints,
  ...rewardSeasonEndpoints,
  ...newsAdminEndpoints,
  ...homeSlideEndpoints,
  ...publicProfileEndpoints,
  ...pushEndpoints,
  ...sitemapEndpoints,
};

export type Endpoints = typeof endpoints;
/** `METHOD /path` of an endpoint of the API. */
export type ApiEndpoint = keyof Endpoints;
/** What an endpoint answers on success. */
export type Answer<K extends ApiEndpoint> = AnswerOf<Endpoints[K]>;
/** The path parameters of an endpoint (never when it has none). */
export type Params<K extends ApiEndpoint> = ParamsOf<Endpoints[K]>;
/** The query of an endpoint (never when it has none). */
export type Query<K extends ApiEndpoint> = QueryOf<Endpoints[K]>;
/** The body of an endpoint (never when it takes none). */
export type Body<K extends ApiEndpoint> = BodyOf<Endpoints[K]>;
