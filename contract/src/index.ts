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
  operationIdOf,
  splitEndpointKey,
  type AnswerOf,
  type BodyOf,
  type EndpointAuth,
  type EndpointDefinition,
  type EndpointKey,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type RefusalStatus,
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
export { errorBody, errorDefinitions, refusalReason, type ApiErrorBody } from './errors.js';
export { REFUSAL_REASONS, RefusalReason, type Refusal, type RefusalParameters } from './refusals.js';
export {
  dataOf,
  displayText,
  id,
  INVISIBLE_MESSAGE,
  invisibleCharacterIn,
  isoDate,
  locale,
  localizedImage,
  localizedText,
  messageAnswer,
  NUL_MESSAGE,
  pageNumber,
  pageOf,
  pagination,
  text,
  type Locale,
  type Pagination,
  type LocalizedImage,
  type LocalizedText,
} from './primitives.js';

// platform (health, sign-in stand-in, media, uploads)
export { platformEndpoints, SIGN_IN_STATE_PATTERN } from './platform.js';

// users
export {
  profileUpdateBody,
  publicProfile,
  user,
  userEndpoints,
  calendarFeed,
  type CalendarFeed,
  type ProfileUpdate,
  type PublicProfile,
  type User,
} from './users.js';

// connections
export {
  connectionEndpoints,
  connections,
  discordAccount,
  twitterAccount,
  type Connections,
  type DiscordAccount,
  type TwitterAccount,
} from './connections.js';

// general
export { country, generalEndpoints, geoIp, type Country, type GeoIp } from './general.js';

// riot (the game publisher's callbacks)
export {
  riotEndpoints,
  riotGameEndBody,
  riotGameEndResult,
  type RiotGameEndBody,
  type RiotGameEndResult,
} from './riot.js';

// referrals
export { referralCode, referralEndpoints } from './referrals.js';

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

// ranks (issue 33)
export {
  playerRank,
  rankStep,
  tournamentRankRequirements,
  type PlayerRankValue,
  type RankStepValue,
  type TournamentRankRequirements,
} from './ranks.js';
// tournaments
export {
  prizeItem,
  registeredTournament,
  tournament,
  tournamentEndpoints,
  tournamentListQuery,
  tournamentPlayerEntry,
  tournamentSort,
  tournamentStatus,
  tournamentTeamEntry,
  tournamentTeamMember,
  tournamentTeams,
  tournamentType,
  staffTournament,
  staffRegistration,
  staffRegistrationsQuery,
  staffTournamentsQuery,
  tournamentLifecycle,
  calendarQuery,
  tournamentStream,
  type TournamentStream,
  type StaffTournamentsQuery,
  type TournamentLifecycle,
  type StaffTournament,
  type StaffRegistration,
  type StaffRegistrationsQuery,
  type CalendarQuery,
  type PrizeItem,
  type RegisteredTournament,
  type Tournament,
  type TournamentListQuery,
  type TournamentPlayerEntry,
  type TournamentSort,
  type TournamentStatus,
  type TournamentTeamEntry,
  type TournamentTeamMember,
  type TournamentTeams,
  type TournamentType,
} from './tournaments.js';
// registrations
export {
  registrationCreated,
  registrationEndpoints,
  registrationOpenBody,
  registrationState,
  registrationStatus,
  reviewRegistrationBody,
  REVIEW_REASON_MAX,
  tournamentRegistration,
  type RegistrationCreated,
  type RegistrationOpenBody,
  type RegistrationState,
  type RegistrationStatus,
  type ReviewRegistrationBody,
  type TournamentRegistration,
} from './registrations.js';
// brackets
export {
  bracketEmbedQuery,
  bracketEndpoints,
  bracketType,
  tournamentBracket,
  type BracketEmbedQuery,
  type BracketType,
  type TournamentBracket,
} from './brackets.js';
// matches
export {
  currentMatch,
  matchEndpoints,
  matchPlayerSummary,
  matchStatusResponse,
  matchTeamSide,
  matchVerification,
  matchWinner,
  type CurrentMatch,
  type MatchPlayerSummary,
  type MatchStatusResponse,
  type MatchTeamSide,
  type MatchVerification,
  type MatchWinner,
} from './matches.js';
// match-streams
export {
  bracketMatchStream,
  matchStreamBody,
  matchStreamEndpoints,
  type BracketMatchStream,
  type MatchStreamBody,
} from './match-streams.js';
// match-chat
export {
  CHAT_MESSAGE_MAX,
  chatClientMessageId,
  chatMatchType,
  chatMessage,
  chatMessageInput,
  matchChatEndpoints,
  type ChatMatchType,
  type ChatMessage,
  type ChatMessageInput,
} from './match-chat.js';
// support
export {
  adminSupportTicket,
  createTicketBody,
  embedBody,
  staffMessageBody,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportEmbed,
  supportEndpoints,
  supportMessage,
  supportMessageInput,
  supportTicket,
  type AdminSupportTicket,
  type CreateTicketBody,
  type StaffMessageBody,
  type SupportEmbed,
  type SupportMessage,
  type SupportMessageInput,
  type SupportTicket,
} from './support.js';
// matchmaking
export {
  leaderboardEntry,
  leaderboardPage,
  leaderboardQuery,
  matchFoundEvent,
  matchmakingEndpoints,
  duoInvite,
  type DuoInvite,
  duoUpdatedEvent,
  type DuoUpdatedEvent,
  duoInviteBody,
  type DuoInviteBody,
  duoPlayer,
  type DuoPlayer,
  matchmakingDuo,
  type MatchmakingDuo,
  matchmakingMatch,
  matchmakingMatchPlayer,
  matchmakingResultEvent,
  matchmakingStatus,
  matchReport,
  matchResult,
  matchResultStatus,
  matchWinnerBody,
  matchDispute,
  resolveMatchBody,
  RESOLUTION_NOTE_MAX,
  queueStatusEvent,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardQuery,
  type MatchFoundEvent,
  type MatchmakingMatch,
  type MatchmakingMatchPlayer,
  type MatchmakingResultEvent,
  type MatchmakingStatus,
  type MatchReport,
  type MatchResult,
  type MatchWinnerBody,
  type MatchDispute,
  type DisputePlayer,
  type ResolveMatchBody,
  type QueueStatusEvent,
} from './matchmaking.js';

// posts
export {
  post,
  postEndpoints,
  postListQuery,
  postSort,
  postTranslation,
  type Post,
  type PostListQuery,
  type PostSort,
  type PostTranslation,
} from './posts.js';

// the home carousel
export {
  homeSlide,
  homeSlideBody,
  homeSlideEndpoints,
  homeSlideOrderBody,
  slideArtwork,
  staffHomeSlide,
  type HomeSlide,
  type HomeSlideBody,
  type HomeSlideOrderBody,
  type SlideArtwork,
  type StaffHomeSlide,
} from './home-slides.js';

// the news desk (staff)
export {
  newsAdminEndpoints,
  newsPostBody,
  newsStatus,
  newsText,
  staffNewsPage,
  staffNewsPost,
  staffNewsQuery,
  staffNewsRow,
  type NewsPostBody,
  type NewsText,
  type StaffNewsPage,
  type StaffNewsPost,
  type StaffNewsQuery,
  type StaffNewsRow,
} from './news-admin.js';

// pass
export {
  gamesXp,
  passBuff,
  passEndpoints,
  passMission,
  passProgress,
  passRegistration,
  passStatus,
  passTier,
  passTiersResponse,
  rewardType,
  type GamesXp,
  type PassBuff,
  type PassMission,
  type PassProgress,
  type PassRegistration,
  type PassStatus,
  type PassTier,
  type PassTiersResponse,
  type RewardType,
} from './pass.js';

// pass: match sync
export {
  passSyncJob,
  passSyncMultiplier,
  passSyncStatus,
  type PassSyncJob,
  type PassSyncMultiplier,
  type PassSyncStatus,
} from './pass.js';

// pass: missions
export { missionVerification, type MissionVerification } from './pass.js';

// pass: the player's XP and loyalty points history (the ledger)
export {
  ledgerEntry,
  ledgerHistoryPage,
  ledgerHistoryQuery,
  ledgerSource,
  type LedgerEntry,
  type LedgerHistoryPage,
  type LedgerHistoryQuery,
  type LedgerSource,
} from './pass.js';

// pass: staff grants and revocations of XP and loyalty points (issue 31, /staff/pass)
export {
  passGrant,
  passGrantBody,
  passGrantEndpoints,
  passGrantResult,
  passGrantsPage,
  passGrantsQuery,
  type PassGrant,
  type PassGrantBody,
  type PassGrantResult,
  type PassGrantsPage,
  type PassGrantsQuery,
} from './pass-grants.js';

// pass: the desk's season, its missions and tiers (issue 31, /staff/pass)
export {
  passMissionBody,
  passMissionKind,
  passSeasonAdminEndpoints,
  passTierBody,
  staffPassMission,
  staffPassSeason,
  staffPassTier,
  type PassMissionBody,
  type PassMissionKind,
  type PassTierBody,
  type StaffPassMission,
  type StaffPassSeason,
  type StaffPassTier,
} from './pass-season-admin.js';

// pass: seasons that end and start (issue 31)
export {
  rewardSeason,
  rewardSeasonBody,
  rewardSeasonEndpoints,
  rewardSeasonList,
  rewardSeasonStatus,
  type RewardSeason,
  type RewardSeasonBody,
  type RewardSeasonStatus,
} from './reward-seasons.js';

// notifications
export {
  notification,
  notificationEndpoints,
  notificationType,
  type Notification,
  type NotificationType,
} from './notifications.js';

// match-history
export {
  matchHistoryEndpoints,
  matchHistoryMatch,
  matchParticipant,
  type MatchHistoryMatch,
  type MatchParticipant,
} from './match-history.js';

// dev
export {
  devClock,
  devClockBody,
  devEndpoints,
  devPointsBody,
  lobbyEvidence,
  type DevClock,
  type LobbyEvidence,
} from './dev.js';

// sockets
export {
  chatAnswer,
  matchChatChannel,
  matchResultEvent,
  notificationsChannel,
  socketChannels,
  socketFailure,
  socketQueryValue,
  supportChatChannel,
  tournamentChannel,
  type ChatAnswer,
  type ChatFailure,
  type ClientToServerEvents,
  type MatchChatClientToServerEvents,
  type MatchChatServerToClientEvents,
  type MatchResultEvent,
  type NotificationsClientToServerEvents,
  type NotificationsServerToClientEvents,
  type ServerToClientEvents,
  type SocketChannels,
  type SocketFailure,
  type SocketNamespace,
  type SocketQuery,
  type SupportChatClientToServerEvents,
  type SupportChatServerToClientEvents,
  type TournamentClientToServerEvents,
  type TournamentServerToClientEvents,
} from './sockets.js';

// reward-codes
export {
  redeemedRewardCode,
  rewardCodeEndpoints,
  rewardCodeKey,
  rewardCodeSource,
  rewardCodeType,
  type RedeemedRewardCode,
  type RewardCodeKey,
  type RewardCodeSource,
  type RewardCodeType,
} from './reward-codes.js';

// bug-reports (support tickets and bug reports)
export {
  adminBugReport,
  adminBugReportListQuery,
  BUG_REPORT_ATTACHMENT_MAX_BYTES,
  BUG_REPORT_DESCRIPTION_MAX,
  BUG_REPORT_MESSAGE_MAX,
  BUG_REPORT_TITLE_MAX,
  BUG_REPORT_TYPES,
  bugReport,
  bugReportEndpoints,
  bugReportListQuery,
  bugReportMessage,
  bugReportReplyBody,
  bugReportStatus,
  bugReportStatusBody,
  bugType,
  CLOSABLE_STATUSES,
  closeBugReportBody,
  createBugReportBody,
  REPLY_CLOSED_STATUSES,
  staffBugReportReplyBody,
  TICKET_TYPES,
  ticketUpdatedEvent,
  type AdminBugReport,
  type AdminBugReportListQuery,
  type BugReport,
  type BugReportListQuery,
  type BugReportMessage,
  type BugReportReplyBody,
  type BugReportStatus,
  type BugReportStatusBody,
  type BugType,
  type CloseBugReportBody,
  type CreateBugReportBody,
  type StaffBugReportReplyBody,
  type TicketUpdatedEvent,
} from './bug-reports.js';

// payments
export {
  adminPayout,
  adminPayoutsPage,
  adminPayoutsQuery,
  bankingDetails,
  bankingDetailsInput,
  FIELD_REQUIRED,
  MOBILE_NUMBER_PATTERN,
  PAYOUT_CURRENCIES,
  PAYOUT_HISTORY_LIMIT,
  paymentDetailsChange,
  paymentEndpoints,
  paymentMethod,
  paymentProfile,
  paymentProfileBody,
  payoutCurrency,
  payoutDestination,
  payoutDestinationDetails,
  settlePayoutBody,
  transaction,
  transactionStatus,
  walletDetails,
  walletDetailsInput,
  type AdminPayout,
  type AdminPayoutsPage,
  type AdminPayoutsQuery,
  type BankingDetails,
  type BankingDetailsInput,
  type PaymentDetailsChange,
  type PaymentMethod,
  type PaymentProfile,
  type PaymentProfileBody,
  type PayoutCurrency,
  type PayoutDestination,
  type PayoutDestinationDetails,
  type SettlePayoutBody,
  type Transaction,
  type TransactionStatus,
  type WalletDetails,
  type WalletDetailsInput,
} from './payments.js';

// loyalty (the loyalty leaderboard over the XP/loyalty ledger)
export {
  LOYALTY_LEADERBOARD_PAGE_SIZE,
  loyaltyEndpoints,
  loyaltyLeaderboardEntry,
  loyaltyLeaderboardPage,
  loyaltyLeaderboardQuery,
  type LoyaltyLeaderboardEntry,
  type LoyaltyLeaderboardPage,
  type LoyaltyLeaderboardQuery,
} from './loyalty.js';

// staff (roles and the audit log, DESIGN §5)
export {
  auditEntry,
  auditPage,
  auditQuery,
  grantStaffRoleBody,
  staffEndpoints,
  staffMember,
  staffPlayer,
  staffRole,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type GrantStaffRoleBody,
  type StaffMember,
  type StaffPlayer,
} from './staff.js';
export { STAFF_ROLES, type StaffRole } from './rules/staff-roles.js';

// moderation (issue 31): staff find players, read their record, ban and unban them
export {
  banEffects,
  bannedPlayer,
  banPlayerBody,
  banReason,
  moderatedPlayer,
  moderatedPlayerDetail,
  moderatedPlayersPage,
  moderatedPlayersQuery,
  moderationEndpoints,
  playerAuditEntry,
  playerBan,
  playerBanStatus,
  playerLinkedAccount,
  playerMatchResult,
  playerPayoutMethod,
  playerRecord,
  playerRecordMatch,
  playerRecordRegistration,
  playerRecordRewardCode,
  playerRecordTicket,
  playerRegion,
  unbanPlayerBody,
  type BanEffects,
  type BannedPlayer,
  type BanPlayerBody,
  type BanReason,
  type ModeratedPlayer,
  type ModeratedPlayerDetail,
  type ModeratedPlayersPage,
  type ModeratedPlayersQuery,
  type PlayerAuditEntry,
  type PlayerBan,
  type PlayerLinkedAccount,
  type PlayerMatchResult,
  type PlayerPayoutMethod,
  type PlayerRecord,
  type PlayerRecordMatch,
  type PlayerRecordRegistration,
  type PlayerRecordRewardCode,
  type PlayerRecordTicket,
  type UnbanPlayerBody,
} from './moderation.js';

// the organizer console (issue 30): tournaments created, edited, published and cancelled by staff
export {
  bracketMatchStatus,
  bracketStart,
  cancelTournamentBody,
  closedTournament,
  createTournamentBody,
  disqualification,
  disqualifyBody,
  matchActionBody,
  organizerEndpoints,
  organizerMatch,
  organizerMatchSide,
  organizerTournament,
  prizePlace,
  prizePool,
  seedingBody,
  seedingState,
  tournamentEntrant,
  tournamentFormat,
  tournamentRegion,
  tournamentSeeding,
  tournamentStructure,
  updateTournamentBody,
  type BracketMatchStatus,
  type BracketStart,
  type CancelTournamentBody,
  type ClosedTournament,
  type CreateTournamentBody,
  type Disqualification,
  type DisqualifyBody,
  type MatchActionBody,
  type OrganizerMatch,
  type OrganizerTournament,
  type PrizePlace,
  type PrizePool,
  type SeedingBody,
  type TournamentEntrant,
  type TournamentFormat,
  type TournamentRegion,
  type TournamentSeeding,
  type TournamentStructure,
  type UpdateTournamentBody,
} from './organizer.js';
export { ORGANIZER_TEXT_LIMITS } from './rules/organizer-limits.js';

// Public player and team pages
export {
  playerProfile,
  teamPage,
  type PlayerProfile,
  type PublicLadderStanding,
  type PublicMatchSummary,
  type PublicPlayerProfile,
  type PublicPlayerTeam,
  type PublicTournamentEntry,
  type TeamPage,
  type TeamPageMember,
} from './public-profiles.js';

// Web Push alerts (issue 32)
export {
  PUSH_ENDPOINT_MAX,
  PUSH_KINDS,
  PUSH_SUBSCRIPTIONS_MAX,
  pushEndpoints,
  pushKind,
  pushPayload,
  pushSubscription,
  pushSubscriptionBody,
  type PushKind,
  type PushPayload,
  type PushSubscription,
  type PushSubscriptionBody,
} from './push.js';

// The public pages a sitemap lists (issue 32)
export {
  SITEMAP_PAGE_LIMIT_MAX,
  sitemapEndpoints,
  sitemapListQuery,
  sitemapPlayer,
  sitemapTeam,
  type SitemapListQuery,
  type SitemapPlayer,
  type SitemapTeam,
} from './sitemap.js';
