import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import type * as Shared from '../../../shared-kit/src/api/types.js';
import type * as Api from './api-types.js';
import type * as Schemas from '../testing/contract-schemas.js';

/** True only when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

// The api package's copy of the answer types is exactly shared-kit's (the front end reads these shapes).
export type ApiCopyMatchesSharedKit = [
  Expect<Equal<Api.User, Shared.User>>,
  Expect<Equal<Api.Connections, Shared.Connections>>,
  Expect<Equal<Api.Country, Shared.Country>>,
  Expect<Equal<Api.GeoIp, Shared.GeoIp>>,
  Expect<Equal<Api.Tournament, Shared.Tournament>>,
  Expect<Equal<Api.TournamentBracket, Shared.TournamentBracket>>,
  Expect<Equal<Api.RegistrationStatus, Shared.RegistrationStatus>>,
  Expect<Equal<Api.RegisteredTournament, Shared.RegisteredTournament>>,
  Expect<Equal<Api.TournamentRegistration, Shared.TournamentRegistration>>,
  Expect<Equal<Api.RegistrationState, Shared.RegistrationState>>,
  Expect<Equal<Api.CurrentMatch, Shared.CurrentMatch>>,
  Expect<Equal<Api.MatchStatusResponse, Shared.MatchStatusResponse>>,
  Expect<Equal<Api.MatchVerification, Shared.MatchVerification>>,
  Expect<Equal<Api.MatchResultEvent, Shared.MatchResultEvent>>,
  Expect<Equal<Api.RegistrationCreated, Shared.RegistrationCreated>>,
  Expect<Equal<Api.TournamentTeamMember, Shared.TournamentTeamMember>>,
  Expect<Equal<Api.TournamentTeamEntry, Shared.TournamentTeamEntry>>,
  Expect<Equal<Api.TournamentPlayerEntry, Shared.TournamentPlayerEntry>>,
  Expect<Equal<Api.TournamentTeams, Shared.TournamentTeams>>,
  Expect<Equal<Api.Post, Shared.Post>>,
  Expect<Equal<Api.PassTier, Shared.PassTier>>,
  Expect<Equal<Api.PassMission, Shared.PassMission>>,
  Expect<Equal<Api.PassBuff, Shared.PassBuff>>,
  Expect<Equal<Api.PassTiersResponse, Shared.PassTiersResponse>>,
  Expect<Equal<Api.PassProgress, Shared.PassProgress>>,
  Expect<Equal<Api.Notification, Shared.Notification>>,
  Expect<Equal<Api.MatchHistoryMatch, Shared.MatchHistoryMatch>>,
  Expect<Equal<Api.MatchParticipant, Shared.MatchParticipant>>,
  Expect<Equal<Api.ApiErrorBody, Shared.ApiErrorBody>>,
  Expect<Equal<Api.TeamRole, Shared.TeamRole>>,
  Expect<Equal<Api.TeamMember, Shared.TeamMember>>,
  Expect<Equal<Api.Team, Shared.Team>>,
  Expect<Equal<Api.VanityStatus, Shared.VanityStatus>>,
  Expect<Equal<Api.TeamInvite, Shared.TeamInvite>>,
  Expect<Equal<Api.ProfileUpdate, Shared.ProfileUpdate>>,
  Expect<Equal<Api.PublicProfile, Shared.PublicProfile>>,
  Expect<Equal<Api.DiscordAccount, Shared.DiscordAccount>>,
  Expect<Equal<Api.TwitterAccount, Shared.TwitterAccount>>,
  Expect<Equal<Api.SupportTicket, Shared.SupportTicket>>,
  Expect<Equal<Api.SupportEmbed, Shared.SupportEmbed>>,
  Expect<Equal<Api.SupportMessage, Shared.SupportMessage>>,
  Expect<Equal<Api.AdminSupportTicket, Shared.AdminSupportTicket>>,
  Expect<Equal<Api.ChatMatchType, Shared.ChatMatchType>>,
  Expect<Equal<Api.ChatMessage, Shared.ChatMessage>>,
  Expect<Equal<Api.MatchmakingStatus, Shared.MatchmakingStatus>>,
  Expect<Equal<Api.MatchmakingMatch, Shared.MatchmakingMatch>>,
  Expect<Equal<Api.MatchResult, Shared.MatchResult>>,
  Expect<Equal<Api.LeaderboardEntry, Shared.LeaderboardEntry>>,
  Expect<Equal<Api.LeaderboardPage, Shared.LeaderboardPage>>,
  Expect<Equal<Api.MatchFoundEvent, Shared.MatchFoundEvent>>,
  Expect<Equal<Api.QueueStatusEvent, Shared.QueueStatusEvent>>,
  Expect<Equal<Api.MatchmakingResultEvent, Shared.MatchmakingResultEvent>>,
];

// The runtime schemas the tests check answers with describe exactly those types.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type SchemasMatchSharedKit = [
  Expect<Mutual<z.infer<typeof Schemas.userSchema>, Shared.User>>,
  Expect<Mutual<z.infer<typeof Schemas.countrySchema>, Shared.Country>>,
  Expect<Mutual<z.infer<typeof Schemas.geoIpSchema>, Shared.GeoIp>>,
  Expect<Mutual<z.infer<typeof Schemas.tournamentSchema>, Shared.Tournament>>,
  Expect<Mutual<z.infer<typeof Schemas.tournamentTeamsSchema>, Shared.TournamentTeams>>,
  Expect<Mutual<z.infer<typeof Schemas.tournamentBracketSchema>, Shared.TournamentBracket>>,
  Expect<Mutual<z.infer<typeof Schemas.postSchema>, Shared.Post>>,
  Expect<Mutual<z.infer<typeof Schemas.passTiersResponseSchema>, Shared.PassTiersResponse>>,
  Expect<Mutual<z.infer<typeof Schemas.passProgressSchema>, Shared.PassProgress>>,
  Expect<Mutual<z.infer<typeof Schemas.notificationSchema>, Shared.Notification>>,
  Expect<Mutual<z.infer<typeof Schemas.matchHistoryMatchSchema>, Shared.MatchHistoryMatch>>,
  Expect<Mutual<z.infer<typeof Schemas.connectionsSchema>, Shared.Connections>>,
  Expect<Mutual<z.infer<typeof Schemas.publicProfileSchema>, Shared.PublicProfile>>,
  Expect<Mutual<z.infer<typeof Schemas.discordAccountSchema>, Shared.DiscordAccount>>,
  Expect<Mutual<z.infer<typeof Schemas.twitterAccountSchema>, Shared.TwitterAccount>>,
  Expect<Mutual<z.infer<typeof Schemas.teamMemberSchema>, Shared.TeamMember>>,
  Expect<Mutual<z.infer<typeof Schemas.teamSchema>, Shared.Team>>,
  Expect<Mutual<z.infer<typeof Schemas.vanityStatusSchema>, Shared.VanityStatus>>,
  Expect<Mutual<z.infer<typeof Schemas.teamInviteSchema>, Shared.TeamInvite>>,
  Expect<Mutual<z.infer<typeof Schemas.registrationStateSchema>, Shared.RegistrationState>>,
  Expect<Mutual<z.infer<typeof Schemas.matchStatusSchema>, Shared.MatchStatusResponse>>,
  Expect<Mutual<z.infer<typeof Schemas.matchVerificationSchema>, Shared.MatchVerification>>,
  Expect<Mutual<z.infer<typeof Schemas.registrationCreatedSchema>, Shared.RegistrationCreated>>,
  Expect<Mutual<z.infer<typeof Schemas.supportTicketSchema>, Shared.SupportTicket>>,
  Expect<Mutual<z.infer<typeof Schemas.supportMessageSchema>, Shared.SupportMessage>>,
  Expect<Mutual<z.infer<typeof Schemas.adminSupportTicketSchema>, Shared.AdminSupportTicket>>,
  Expect<Mutual<z.infer<typeof Schemas.chatMessageSchema>, Shared.ChatMessage>>,
  Expect<Mutual<z.infer<typeof Schemas.matchmakingStatusSchema>, Shared.MatchmakingStatus>>,
  Expect<Mutual<z.infer<typeof Schemas.matchResultSchema>, Shared.MatchResult>>,
  Expect<Mutual<z.infer<typeof Schemas.leaderboardEntrySchema>, Shared.LeaderboardEntry>>,
];

test('the answer types are checked against shared-kit at compile time (npm run typecheck)', () => {
  assert.ok(true);
});
