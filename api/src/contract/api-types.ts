/**
 * The answer shapes of the API, as the screens read them — a copy of @arena/shared-kit's `src/api/types.ts`.
 * The api package cannot import shared-kit at build time (it emits its own dist), so it keeps this copy and
 * `contract.test.ts` fails the type check the moment the two drift apart. Change shared-kit first, then here.
 */
export type Locale = 'ar' | 'en';
export type LocalizedText = { en: string; ar?: string };
export type LocalizedImage = string | { en: string; ar?: string };

export interface ApiErrorBody {
  code: number | string;
  message: string;
  details?: Record<string, unknown> | null;
}

export interface User {
  id: string;
  displayName: string;
  gameName: string;
  tagLine: string;
  location: string | null;
  email: string | null;
  profileImage: string | null;
  bannerImage: string | null;
  isProfileVisible: boolean;
  /** 0–3: tournaments >= 1, challenges >= 2, rewards >= 3. */
  notificationPreferences: number;
  discordLinked: boolean;
  puuid: string | null;
  /** Game account id; its presence means the player has a game account. */
  cpid: string | null;
  role: string;
  riot_id: string | null;
  /** Game-account region, e.g. `me1` or `euw1`. */
  region: string;
  stats: { completedGames: number; xpEarned: number; loyaltyPoints: number };
  connections?: Connections;
}

export interface Connections {
  discord: { id: string; username: string } | null;
  twitter: { username: string } | null;
}

export interface Country {
  name: string;
  iso2: string;
  flag: string;
}

export interface GeoIp {
  ip: string;
  country: string | null;
  countryCode: string | null;
  region: 'me' | 'eu' | null;
}

export type TournamentStatus = 'upcoming' | 'check-in' | 'in-progress' | 'completed';
export type TournamentType = 'bracket' | 'matchmaking';

export interface PrizeItem {
  name: string;
  amount: string;
}

export interface Tournament {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  poster: LocalizedImage;
  status: TournamentStatus;
  format: string;
  game_mode: string;
  type: string;
  tournament_type: TournamentType;
  region: string;
  skill_level: string[];
  prizepool: PrizeItem[];
  prizepool_format: string;
  registration_open: boolean;
  registrationStats: { totalParticipants: number };
  registration_start_time: string;
  registration_closed_time: string;
  checking_time: string;
  starting_time: string;
  information: { additionalInfo: string | null };
  requirements: LocalizedText[];
  rules: LocalizedText[];
  faqs: { title: LocalizedText; description: LocalizedText }[];
  support_live_chat: boolean;
  created_at: string;
}

/** A registration's status (P1 §4): pending shows as Registered, checked-in as Checked In. */
export type RegistrationStatus = 'pending' | 'approved' | 'rejected' | 'checked-in';

/**
 * One tournament the signed-in player is registered for (GET /v1/tournaments/me/registered): solo, or through
 * a team they belong to.
 */
export interface RegisteredTournament {
  /** The tournament's id. */
  id: string;
  registrationStatus: RegistrationStatus;
  /** When the registration was made, ISO 8601. */
  registrationDate: string;
  /** The tournament's start, ISO 8601. */
  starting_time: string;
}

/** A registration as the player it concerns sees it; `team` is set for team registrations. */
export interface TournamentRegistration {
  id: string;
  registrationStatus: RegistrationStatus;
  team: { id: string; name: string; members: { userId: string; role: TeamRole }[] } | null;
}

/** A player as the match box shows them. */
export interface MatchPlayerSummary {
  userId: string;
  gameName: string;
  profileImage: string | null;
}

/** A team side of a bracket match. */
export interface MatchTeamSide {
  id: string;
  name: string;
  logo: string | null;
  players: MatchPlayerSummary[];
}

/**
 * The caller's current bracket match (P1 §3 "Match (bracket)"): `team1`/`team2` in team formats, else
 * `player1`/`player2`. `tournament_code` is null until 5 minutes before `scheduled_time` (P1 §9).
 */
export interface CurrentMatch {
  id: number;
  round: number;
  /** UTC, ISO 8601. */
  scheduled_time: string;
  tournament_code: string | null;
  status: 'ready' | 'running';
  team1: MatchTeamSide | null;
  team2: MatchTeamSide | null;
  player1: MatchPlayerSummary | null;
  player2: MatchPlayerSummary | null;
}

/** GET /v1/tournaments/{id}/player/status and /teams/{teamId}/status. */
export interface MatchStatusResponse {
  currentMatch: CurrentMatch | null;
}

/** The winner of a verified match: side 1 (team1/player1) or 2. */
export interface MatchWinner {
  side: 1 | 2;
  name: string;
}

/** POST /v1/tournaments/{id}/matches/{matchId}/verify/{tournamentCode}. */
export interface MatchVerification {
  status: 'verified';
  winner: MatchWinner;
}

/** MATCH_RESULT_UPDATED, MATCH_RESULT and MATCH_COMPLETED on the `/tournament` channel (P1 §4). */
export interface MatchResultEvent {
  targetUserId: string;
  tournamentId: string;
  matchId: number;
  status: 'verified';
  winner: MatchWinner;
}

/**
 * The signed-in player's registration for one tournament (GET /v1/tournaments/me/registered/{tournamentId},
 * P1 §3 "Registration status response"): solo, or through the team they belong to now.
 */
export interface RegistrationState {
  isRegistered: boolean;
  registrationType: 'solo' | 'team' | null;
  registration: TournamentRegistration | null;
  /** The player's current match once the tournament has started (the match box), else null. */
  currentMatch: CurrentMatch | null;
}

/** The answer of POST /v1/tournaments/{id}/register/solo and /register/{teamId}. */
export interface RegistrationCreated {
  success: true;
  message: string;
  data: { registrationId: string };
}

/** A team member as the tournament's Teams page lists them. */
export interface TournamentTeamMember {
  gameName: string;
  tagLine: string;
  role: TeamRole;
}

/** A registered team (GET /v1/tournaments/{id}/teams, team formats); rejected registrations are left out. */
export interface TournamentTeamEntry {
  registrationId: string;
  registrationStatus: RegistrationStatus;
  /** ISO 8601. */
  registrationDate: string;
  team: {
    id: string;
    name: string;
    profileImg: string | null;
    membersCount: number;
    members: TournamentTeamMember[];
  };
}

/** A registered player (GET /v1/tournaments/{id}/teams, 1vs1); rejected registrations are left out. */
export interface TournamentPlayerEntry {
  registrationId: string;
  registrationStatus: RegistrationStatus;
  /** ISO 8601. */
  registrationDate: string;
  player: { displayName: string; gameName: string; profileImg: string | null };
}

/** Who is registered for a tournament (P1 §3 "Tournament teams list"): players for 1vs1, else teams. */
export type TournamentTeams =
  | { format: string; teams: TournamentTeamEntry[]; teamsCount: number }
  | { format: string; players: TournamentPlayerEntry[]; playersCount: number };

/** How a bracket stage is played (P1 §3 Bracket). `swiss_bracket` rounds are paired by score, without rematches. */
export type BracketType = 'single_elimination' | 'double_elimination' | 'round_robin' | 'swiss_bracket';

/**
 * A tournament's bracket (GET /v1/tournaments/{id}/bracket): the main stage and the stage it leads to, if any
 * (a round robin's final, a swiss stage's playoff). The stage ids name what the embed host draws.
 */
export interface TournamentBracket {
  type: BracketType;
  stageId: number;
  nextBracket: { type: BracketType; stageId: number } | null;
}

export interface PostTranslation {
  language: Locale;
  title: string;
  summary: string;
  /** Rich HTML; sanitized by the server on write and by the client before rendering. */
  content: string;
}

export interface Post {
  id: string;
  created_at: string;
  coverImage: string;
  tags: string[];
  translations: PostTranslation[];
}

export type RewardType =
  'loyalty_points' | 'hextech_chest' | 'hextech_key' | 'mystery_skin' | 'hextech_chest_key';

export interface PassMission {
  _id: string;
  name: string;
  description: string;
  xpReward: number;
  requirements: string;
  level: number;
  target: number;
  rewardType: RewardType;
  reward: number | null;
}

export interface PassTier {
  level: number;
  /** Cumulative XP needed to reach this level. */
  xpNeeded: number;
  isMilestone: boolean;
  reward: { type: RewardType; amount: number };
  missions: PassMission[];
}

export interface PassBuff {
  _id: string;
  type: 'squad' | 'weekend' | 'seasonal' | 'other';
  name: string;
  description: string;
}

export type PassTiersResponse = Record<
  Locale,
  { tiers: PassTier[]; activeBuffs: PassBuff[]; upcomingBuffs: PassBuff[] }
>;

export interface PassProgress {
  currentLevel: number;
  totalXP: number;
  loyaltyPoints: number;
  completedMissions: { missionId: string; rewardCode: string | null }[];
}

export interface Notification {
  _id: string;
  type: 'team_invite' | 'tournament_update' | 'message' | 'other';
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
}

export interface MatchParticipant {
  puuid: string;
  participantId: number;
  teamId: 100 | 200;
  championName: string;
  champLevel: number;
  kills: number;
  deaths: number;
  assists: number;
  item0: number;
  item1: number;
  item2: number;
  item3: number;
  item4: number;
  item5: number;
  totalMinionsKilled: number;
  neutralMinionsKilled: number;
  totalDamageDealtToChampions: number;
  win: boolean;
  riotIdGameName: string;
}

export interface MatchHistoryMatch {
  metadata: { matchId: string };
  info: {
    gameId: number;
    gameMode: string;
    /** Epoch milliseconds. */
    gameStartTimestamp: number;
    /** Seconds. */
    gameDuration: number;
    participants: MatchParticipant[];
  };
}

/** A team role (P1 §3): the owner, admins and members. */
export type TeamRole = 'owner' | 'admin' | 'member';

/** A member of a team; `id` is the membership id that promote and remove take. */
export interface TeamMember {
  id: string;
  userId: string;
  gameName: string;
  tagLine: string;
  profileImage: string | null;
  role: TeamRole;
  /** ISO 8601. */
  joinedAt: string;
}

/** A team as its members see it (GET /v1/teams/me); `role` is the current user's. */
export interface Team {
  id: string;
  name: string;
  shortName: string;
  profileImg: string | null;
  role: TeamRole;
  members: TeamMember[];
  membersCount: number;
  vanity: string;
  created_at: string;
  updated_at: string;
}

/** The invite link of a team (GET /v1/teams/{id}/vanity, owner or admin). */
export interface VanityStatus {
  inviteLink: string;
  vanityEnabled: boolean;
}

/** What the public invite page shows (GET /v1/teams/vanity/{vanity}). */
export interface TeamInvite {
  id: string;
  name: string;
  shortName: string;
  profileImg: string | null;
  membersCount: number;
  vanity: string;
}

/** The body of PUT /v1/user/me/profile. */
export interface ProfileUpdate {
  displayName: string;
  location: string | null;
  email: string | null;
  isProfileVisible: boolean;
  /** Count of ticked boxes, 0–3. */
  notificationPreferences: number;
}

/** Another player's public profile (GET /v1/users/{id}); private and deactivated profiles answer 404. */
export interface PublicProfile {
  id: string;
  displayName: string;
  gameName: string;
  tagLine: string;
  location: string | null;
  profileImage: string | null;
  bannerImage: string | null;
  region: string;
  stats: { completedGames: number; xpEarned: number; loyaltyPoints: number };
  connections: Connections;
}

/** The linked chat-community account (GET /v1/discord/account; 404 when none). */
export interface DiscordAccount {
  id: string;
  username: string;
  avatar: string | null;
  connectedAt: string;
}

/** The linked social account (GET /v1/twitter/account; 404 when none). */
export interface TwitterAccount {
  username: string;
  profileImageUrl: string | null;
  connectedAt: string;
}

/** A player's open live-support ticket for one tournament (GET /v1/discord/tickets/{tournamentId}). */
export interface SupportTicket {
  ticketId: string;
  channelId: string;
  subject: string;
  description: string;
  tournament_id: string;
}

/** Rich content of a staff reply in the support chat; `color` is `#rrggbb`. */
export interface SupportEmbed {
  title: string | null;
  description: string | null;
  color: string | null;
  fields: { name: string; value: string }[];
  footer: string | null;
}

/** One support chat message, as the `/support-chat` socket sends it (`history` items and `message` events). */
export interface SupportMessage {
  id: string;
  type: 'message';
  content: string;
  author: { username: string; avatar: string | null };
  /** ISO 8601. */
  timestamp: string;
  embed?: SupportEmbed;
  /** True for replies from platform staff. */
  isStaff: boolean;
}

/** A match chat's match types (P1 §3); the socket's `match_type` and the upload path take one of them. */
export type ChatMatchType = 'Match' | 'MatchmakingMatch' | 'BracketMatch';

/** One match chat message (P1 §3), as the `/match-chat` socket sends it (`CHAT_HISTORY` items, `CHAT_MESSAGE`). */
export interface ChatMessage {
  _id: string;
  userId: string;
  username: string;
  /** The author is a platform admin (role includes admin): shown with an Admin badge. */
  isAdmin: boolean;
  messageType: 'text' | 'image';
  /** The text; for an image message, an optional caption (may be empty). */
  content: string;
  /** Absolute URL of an image message's image; null for text. */
  imageUrl: string | null;
  /** ISO 8601. */
  timestamp: string;
}

/** A ticket as staff see it (GET /v1/admin/support/tickets). */
export interface AdminSupportTicket {
  ticketId: string;
  channelId: string;
  subject: string;
  description: string;
  tournament_id: string;
  status: 'open' | 'closed';
  created_at: string;
  player: { id: string; gameName: string; tagLine: string; profileImage: string | null };
  tournament: { id: string; name: LocalizedText };
  messagesCount: number;
}

/** A player of a matchmaking match (P1 §3 "Current match"). `riot_id` is "gameName#tagLine". */
export interface MatchmakingMatchPlayer {
  user_id: string;
  riot_id: string;
  points: number;
  profileImage: string | null;
}

/** The caller's open matchmaking match (P1 §3 "Current match"). */
export interface MatchmakingMatch {
  _id: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  tournament_code: string;
  /** createdAt + 100 s (P1 §9); after it the acceptance countdown shows the expired flag. */
  acceptance_expires_at: string;
  /** The game has started (game-data provider): forfeit is refused from then on. */
  game_started: boolean;
  player1: MatchmakingMatchPlayer;
  player2: MatchmakingMatchPlayer;
}

/** GET /v1/matchmaking/tournaments/{id}/status (P1 §3 "Matchmaking status"). */
export interface MatchmakingStatus {
  status: 'not_registered' | 'ready' | 'searching' | 'in_match';
  points: number;
  games_played: number;
  wins: number;
  losses: number;
  current_match: MatchmakingMatch | null;
  /** UTC, ISO 8601: no new search before then (15 s between attempts); null when free. */
  cooldown_until: string | null;
}

/** One player's report of a matchmaking match; it counts once both the winner and the screenshot are in. */
export interface MatchReport {
  user_id: string;
  winner_id: string | null;
  screenshot_url: string | null;
  /** UTC, ISO 8601: when the report became complete; null while one half is missing. */
  reported_at: string | null;
}

/** GET /v1/match-results/{matchId} (P1 §3 "Match result"). */
export interface MatchResult {
  status: 'pending' | 'waiting' | 'verified' | 'disputed';
  player1_report: MatchReport | null;
  player2_report: MatchReport | null;
}

/** One row of GET /v1/matchmaking/tournaments/{id}/leaderboard and my-position (P1 §3 "Leaderboard entry"). */
export interface LeaderboardEntry {
  position: number;
  user: { id: string; gameName: string; tagLine: string; profileImage: string | null };
  stats: { games_played: number; wins: number; losses: number; winRate: number; points: number };
}

/** GET /v1/matchmaking/tournaments/{id}/leaderboard. */
export interface LeaderboardPage {
  data: LeaderboardEntry[];
  pagination: { total: number; pages: number };
}

/** Socket events of matchmaking on the `/tournament` channel (P1 §4), each to one player's sockets. */
export interface MatchFoundEvent {
  targetUserId: string;
  tournamentId: string;
  match: MatchmakingMatch;
}
export interface QueueStatusEvent {
  targetUserId: string;
  tournamentId: string;
  searching: boolean;
}
export interface MatchmakingResultEvent {
  targetUserId: string;
  tournamentId: string;
  matchId: string;
  status: MatchResult['status'];
}
