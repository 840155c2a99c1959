import type { TournamentStructure } from '@arena/contract';
import type { StaffRole } from '@arena/contract/rules';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** JSON text of a T, made by `json()`; the brand keeps writes type-checked. */
export type JsonText<T> = string & { readonly __jsonOf: T };
/** A jsonb column: read as T, written as its JSON text (see `json()`), which every driver accepts. */
export type Json<T> = ColumnType<T, JsonText<T>, JsonText<T>>;

export type LocalizedValue = { en: string; ar?: string };

export type TeamRole = 'owner' | 'admin' | 'member';
export type RegistrationStatus = 'pending' | 'approved' | 'rejected' | 'checked-in';
export type TournamentKind = 'bracket' | 'matchmaking';
export type NotificationType = 'team_invite' | 'tournament_update' | 'message' | 'other';
export type PassRewardType =
  'loyalty_points' | 'hextech_chest' | 'hextech_key' | 'mystery_skin' | 'hextech_chest_key';
export type PassBuffType = 'squad' | 'weekend' | 'seasonal' | 'other';
/** What a mission counts: matches played, won, with a friend, with 15,000+ damage, of a tournament; takedowns. */
export type PassMissionKind = 'play' | 'win' | 'takedowns' | 'premade' | 'damage' | 'tournament';

export interface UsersTable {
  id: Generated<string>;
  display_name: string;
  game_name: string;
  tag_line: string;
  puuid: string | null;
  cpid: string | null;
  region: string;
  location: string | null;
  email: string | null;
  /** Server-relative path (`/static/...`, later `/uploads/...`) or absolute URL. */
  profile_image: string | null;
  banner_image: string | null;
  is_profile_visible: Generated<boolean>;
  notification_preferences: Generated<number>;
  banned_at: Timestamp | null;
  ban_reason: string | null;
  deactivated_at: Timestamp | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface TeamsTable {
  id: Generated<string>;
  name: string;
  short_name: string;
  profile_img: string | null;
  vanity: string;
  vanity_enabled: Generated<boolean>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface TeamMembersTable {
  id: Generated<string>;
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: TimestampWithDefault;
}

export interface TournamentsTable {
  id: Generated<string>;
  /** Stable internal handle (seed images, logs); never shown. */
  slug: string;
  name: Json<LocalizedValue>;
  description: Json<LocalizedValue>;
  /** `{en, ar?}` of image paths or URLs. */
  poster: Json<LocalizedValue>;
  format: string;
  game_mode: string;
  type: string;
  tournament_type: TournamentKind;
  region: string;
  skill_level: Json<string[]>;
  /** `rewardCodes`: the codes a position's winner receives when the tournament completes (P1 §6). */
  prizepool: Json<
    { name: string; amount: string; rewardCodes?: { type: RewardCodeType; count: number }[] }[]
  >;
  prizepool_format: string;
  registration_open: boolean;
  registration_start_time: Timestamp;
  registration_closed_time: Timestamp;
  checking_time: Timestamp;
  starting_time: Timestamp;
  /** When play ends; the status is derived from these dates at request time. */
  ends_at: Timestamp;
  additional_info: string | null;
  requirements: Json<LocalizedValue[]>;
  rules: Json<LocalizedValue[]>;
  faqs: Json<{ title: LocalizedValue; description: LocalizedValue }[]>;
  support_live_chat: boolean;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  /** Null for a draft (staff only); defaults to the insert (0023). */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A cancelled tournament is not public and pays no prizes (0023). */
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The most registrations it takes (rejected ones not counted); null: no limit (0023). */
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
  /** False: a new registration is approved at once (0023). */
  approval_required: ColumnType<boolean, boolean | undefined, boolean>;
  /** The console's bracket or ladder settings; null: as its `type` text says (0023). */
  structure: ColumnType<
    TournamentStructure | null,
    JsonText<TournamentStructure> | null | undefined,
    JsonText<TournamentStructure> | null
  >;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The live stream's Twitch or YouTube address; null: none (0033). */
  stream_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rank requirements (0034): `{ tier, division }` or null, and the lowest account level or null. */
  min_rank: ColumnType<
    RankStepColumn | null,
    JsonText<RankStepColumn> | null | undefined,
    JsonText<RankStepColumn> | null
  >;
  max_rank: ColumnType<
    RankStepColumn | null,
    JsonText<RankStepColumn> | null | undefined,
    JsonText<RankStepColumn> | null
  >;
  min_account_level: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A tier and division as a rank requirement stores them (`GOLD`, `II`; division null for Master and above). */
export interface RankStepColumn {
  tier: string;
  division: string | null;
}

/** A player's solo queue rank and account level as last read from the game-data provider (0034). */
export interface PlayerRanksTable {
  user_id: string;
  /** Null: unranked. */
  tier: string | null;
  division: string | null;
  league_points: number | null;
  /** The summoner level; null when the provider has not answered it. */
  account_level: number | null;
  fetched_at: Timestamp;
}

/** When a rank refresh pass last claimed a player's rank for a read (0040). */
export interface PlayerRankRefreshClaimsTable {
  user_id: string;
  claimed_at: Timestamp;
}

export interface RegistrationsTable {
  id: Generated<string>;
  tournament_id: string;
  /** The player who registered (for a team: the owner or admin who did it). */
  user_id: string;
  /** Set for team registrations. */
  team_id: string | null;
  status: RegistrationStatus;
  checked_in_at: Timestamp | null;
  created_at: TimestampWithDefault;
  /** The reason given with the last review (0018). */
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Staff disqualified the entrant: when, who, and the note its players read (0024). */
  disqualified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  disqualified_by: ColumnType<string | null, string | null | undefined, string | null>;
  disqualify_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostsTable {
  id: Generated<string>;
  slug: string;
  /** The English cover (a path); null for a draft that has none yet (0027). */
  cover_image: string | null;
  tags: Json<string[]>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  /** When the post is (or was) to be public; null for a draft (0027). Defaults to the insert's moment. */
  publish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When it was made public; null until then (0027). Defaults to the insert's moment. */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The staff member who last saved it (0027). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostTranslationsTable {
  post_id: string;
  language: 'en' | 'ar';
  title: string;
  summary: string;
  /** Sanitized HTML (sanitized on write). */
  content: string;
  /** This language's cover (a path); null: the post's (0027). */
  cover_image: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Markdown the editor wrote, which `content` was made from; null for a post written as HTML (0027). */
  source: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PassTiersTable {
  /** The season (`reward_seasons`); stamped with the current one when omitted (migration 0030). */
  season_id: Generated<string>;
  level: number;
  xp_needed: number;
  is_milestone: boolean;
  reward_type: PassRewardType;
  reward_amount: number;
}

export interface PassMissionsTable {
  id: Generated<string>;
  /** The season (`reward_seasons`); stamped with the current one when omitted (migration 0030). */
  season_id: Generated<string>;
  level: number;
  position: number;
  kind: Generated<PassMissionKind>;
  name: Json<LocalizedValue>;
  description: Json<LocalizedValue>;
  requirements: Json<LocalizedValue>;
  xp_reward: number;
  target: number;
  reward_type: PassRewardType;
  reward: number | null;
}

export interface PassBuffsTable {
  id: Generated<string>;
  type: PassBuffType;
  phase: 'active' | 'upcoming';
  position: number;
  name: Json<LocalizedValue>;
  description: Json<LocalizedValue>;
}

/** A pass member; XP and loyalty points are in `xp_ledger`. */
export interface PassRegistrationsTable {
  user_id: string;
  registered_at: TimestampWithDefault;
}

export interface PassCompletedMissionsTable {
  user_id: string;
  mission_id: string;
  /** Encrypted reward code for non-loyalty rewards; null for loyalty points. */
  reward_code: string | null;
  completed_at: TimestampWithDefault;
}

/** Where a ledger row's XP and loyalty points come from (`staff`: granted or revoked on `/staff/pass`). */
export type XpSourceKind = 'match' | 'mission' | 'tournament' | 'activity' | 'staff';

/** One gain of XP and loyalty points (DESIGN §5 "One ledger"); unique per (user, source kind, source id). */
export interface XpLedgerTable {
  id: Generated<string>;
  user_id: string;
  source_kind: XpSourceKind;
  source_id: string;
  xp: number;
  loyalty_points: number;
  /** The multipliers applied, e.g. `{ base: 50, squad: 1.2, weekend: 2, premade: 2, seasonal: 5 }`. */
  multipliers: Json<Record<string, number>>;
  created_at: TimestampWithDefault;
  /** The pass season it was earned in; stamped with the current one on insert (migration 0030). */
  season_id: Generated<string>;
}

/** Who made a `staff` ledger row (a grant or revocation of XP and points) and why; keyed by the row's id. */
export interface PassGrantsTable {
  ledger_id: string;
  /** Null once the staff member's account is removed. */
  staff_id: string | null;
  reason: string;
  /** The order grants were made in. */
  seq: Generated<string>;
}

/** A date range of a seasonal promotion (the religious month's 5x XP for the first levels). */
export interface PassSeasonsTable {
  id: Generated<string>;
  name: Json<LocalizedValue>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  xp_multiplier: number;
  /** The promotion applies while the player's level is at or below this one. */
  max_level: number;
}

export type RewardSeasonStatus = 'upcoming' | 'current' | 'ended';

/** A pass season that ends and starts (migration 0030); at most one current and one upcoming. */
export interface RewardSeasonsTable {
  id: Generated<string>;
  name: Json<LocalizedValue>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: RewardSeasonStatus;
  created_at: TimestampWithDefault;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
}

/** A player's standing when a season ended: what a finished season keeps readable. */
export interface RewardSeasonResultsTable {
  season_id: string;
  user_id: string;
  xp: number;
  level: number;
  loyalty_points: number;
  missions_completed: number;
}

export type PassSyncStatus = 'starting' | 'processing' | 'completed' | 'error' | 'cancelled';
/** A multiplier of the earning rules a sync applied, and to how many of its new matches. */
export interface PassSyncMultiplier {
  type: 'squad' | 'weekend' | 'premade' | 'seasonal';
  value: number;
  matches: number;
}

/** A match sync of the pass (`modules/pass/sync-job.ts`), under the id of its pg-boss job. */
export interface PassSyncJobsTable {
  id: string;
  user_id: string;
  status: Generated<PassSyncStatus>;
  total_matches: Generated<number>;
  processed_matches: Generated<number>;
  new_matches: Generated<number>;
  xp_earned: Generated<number>;
  multipliers: ColumnType<
    PassSyncMultiplier[],
    JsonText<PassSyncMultiplier[]> | undefined,
    JsonText<PassSyncMultiplier[]>
  >;
  current_level: Generated<number>;
  total_xp: Generated<number>;
  error: string | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  finished_at: Timestamp | null;
}

/** How far a player has come on a mission (advanced by the match sync, one mission per match). */
export interface PassMissionProgressTable {
  user_id: string;
  mission_id: string;
  progress: number;
  updated_at: TimestampWithDefault;
}

/** What a reward code unlocks (every reward type but loyalty points). */
export type RewardCodeType = Exclude<PassRewardType, 'loyalty_points'>;

/** A reward code a player holds (`modules/reward-codes`): from a pass mission (`other`) or a tournament prize. */
export interface RewardCodesTable {
  id: Generated<string>;
  user_id: string;
  type: RewardCodeType;
  source: 'other' | 'tournament';
  mission_id: string | null;
  tournament_id: string | null;
  /** Hex IV `:` hex ciphertext under the holder's key; null until the API issues a seeded reward's code. */
  code: string | null;
  used_at: TimestampWithDefault;
  /** A tournament prize's code: the prize's position and the code's place among its codes (once each). */
  prize_position: ColumnType<number | null, number | null | undefined, number | null>;
  prize_slot: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the holder of a tournament prize code was notified. */
  notified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A player's payment profile (`modules/payments`); each details column is AES-256-GCM ciphertext of its object. */
export interface PaymentProfilesTable {
  user_id: string;
  preferred_payment_method: 'bank_transfer' | 'paypal';
  banking_details_id: string | null;
  banking_details: string | null;
  paypal_details_id: string | null;
  paypal_details: string | null;
  updated_at: TimestampWithDefault;
}

/** Who changed a payment profile, when, and which fields (never the values). */
export interface PaymentProfileChangesTable {
  id: Generated<string>;
  user_id: string;
  changed_by: string | null;
  changed_fields: Json<string[]>;
  changed_at: TimestampWithDefault;
}

/** A payout (`modules/payments`); `amount` is numeric, read as its decimal text. */
export interface PaymentTransactionsTable {
  id: Generated<string>;
  user_id: string;
  tournament_id: string | null;
  position: number | null;
  description: Json<LocalizedValue>;
  amount: ColumnType<string, string | number, string | number>;
  currency: string;
  status: Generated<'Completed' | 'Pending' | 'Rejected'>;
  payment_method: 'bank_transfer' | 'paypal' | null;
  reference: string | null;
  notes: string | null;
  created_at: TimestampWithDefault;
  settled_at: Timestamp | null;
  settled_by: string | null;
  /** Where it pays, frozen (issue 27): the method and a copy of its details, encrypted for the owner. */
  destination_method: ColumnType<
    'bank_transfer' | 'paypal' | null,
    'bank_transfer' | 'paypal' | null | undefined
  >;
  destination_details_id: ColumnType<string | null, string | null | undefined>;
  destination: ColumnType<string | null, string | null | undefined>;
  destination_frozen_at: ColumnType<Date | null, Date | string | null | undefined>;
  /** The last change of the player's payment details after the destination was frozen, while pending. */
  details_changed_at: ColumnType<Date | null, Date | string | null | undefined>;
}

/** One staff write (DESIGN §5): who, what, which record, before and after, when. */
export interface StaffAuditTable {
  id: Generated<string>;
  staff_id: string | null;
  action: string;
  record_type: string;
  record_id: string;
  before: ColumnType<Record<string, unknown> | null, JsonText<Record<string, unknown>> | null, never>;
  after: ColumnType<Record<string, unknown> | null, JsonText<Record<string, unknown>> | null, never>;
  at: TimestampWithDefault;
  /** The order rows were written in (0022); rows of one transaction share their `at`. */
  seq: ColumnType<string, never, never>;
}

/**
 * One staff role a player holds (0022): the only record of who is staff, read at each request. `granted_by` is null
 * for a role given by the seed or a migration.
 */
export interface StaffRolesTable {
  user_id: string;
  role: StaffRole;
  granted_by: string | null;
  granted_at: TimestampWithDefault;
}

/**
 * One ban of a player (0026): open while `lifted_at` is null (at most one per player). Staff lift it with
 * `lifted_by` and `lift_reason`; a ban whose `ends_at` has passed is lifted at that moment, by nobody.
 */
export interface PlayerBansTable {
  id: Generated<string>;
  user_id: string;
  reason_en: string;
  reason_ar: string;
  ends_at: Timestamp | null;
  created_by: string | null;
  created_at: TimestampWithDefault;
  lifted_at: Timestamp | null;
  lifted_by: string | null;
  lift_reason: string | null;
}

/** A slide of the home carousel (issue 31): texts `{en, ar}`, link, image, order and window of dates. */
export interface HomeSlidesTable {
  id: Generated<string>;
  position: number;
  title: Json<{ en: string; ar: string }>;
  description: Json<{ en: string; ar: string }>;
  badge: Json<{ en: string; ar: string }>;
  cta: Json<{ en: string; ar: string }>;
  link: string;
  image_en: string | null;
  image_ar: string | null;
  image_width: number | null;
  image_height: number | null;
  artwork: 'pass' | 'tournaments' | 'prizes';
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  updated_by: string | null;
}

/** A tournament whose prize pool was turned into payouts (once). */
export interface PrizePayoutRunsTable {
  tournament_id: string;
  payouts: number;
  ran_at: TimestampWithDefault;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: NotificationType;
  /** English. */
  title: string;
  message: string;
  /** Arabic; null on rows written before notifications came in both languages. */
  title_ar: string | null;
  message_ar: string | null;
  /** The portal path of the screen the notification concerns. */
  link: string | null;
  /** Set for events that must notify a player once (`checkin-open:<tournament>`). */
  event_key: string | null;
  read_at: Timestamp | null;
  created_at: TimestampWithDefault;
}

/** A device registered for Web Push alerts (migration 0032). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  /** The push service address (unique: one browser profile). */
  endpoint: string;
  /** The browser's P-256 public key and authentication secret, base64url. */
  p256dh: string;
  auth: string;
  /** The kinds of alerts chosen (`PushKind`). */
  kinds: Json<string[]>;
  /** The language the alerts are written in. */
  locale: Generated<'ar' | 'en'>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  last_pushed_at: Timestamp | null;
}

export type BugReportStatus =
  'open' | 'in-progress' | 'closed' | 'fixed' | 'rejected' | 'duplicate' | 'pending';
export type BugType =
  | 'technical-issue'
  | 'account-issue'
  | 'billing-question'
  | 'website-bug'
  | 'battle-pass-bug'
  | 'tournament-bug'
  | 'other';

/** A support ticket or bug report (`modules/bug-reports`); `user_id` null for an anonymous report. */
export interface BugReportsTable {
  id: Generated<string>;
  user_id: string | null;
  bug_type: BugType;
  title: string;
  description: string;
  status: Generated<BugReportStatus>;
  user_name: string | null;
  email: string | null;
  device_os: string | null;
  device_browser: string | null;
  screenshot_url: string | null;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
  closed_at: Timestamp | null;
}

/** One message of a ticket conversation: `admin` is support staff, `user` the ticket's player. */
export interface BugReportMessagesTable {
  id: Generated<string>;
  seq: Generated<string>;
  report_id: string;
  sender: 'admin' | 'user';
  author_id: string | null;
  content: string;
  created_at: TimestampWithDefault;
}

export interface ReferralsTable {
  id: Generated<string>;
  ref_code: string;
  /** HMAC of the client IP; the address itself is never stored. */
  ip_hash: string;
  user_id: string | null;
  created_at: TimestampWithDefault;
}

export interface UploadsTable {
  id: Generated<string>;
  /** Null for the attachment of an anonymous bug report. */
  owner_user_id: string | null;
  content_type: string;
  extension: string;
  /** Only on a row written before 0031, until the API moves its file into the storage at start. */
  bytes: Buffer | null;
  /** Where the file is in the file storage (`api/src/storage`); null only while `bytes` holds it (0031). */
  storage_key: string | null;
  byte_size: number;
  created_at: TimestampWithDefault;
  /** What the file was uploaded for (0020); `legacy` for an older file nothing pointed at. */
  purpose: ColumnType<UploadPurpose, UploadPurpose | undefined, UploadPurpose>;
  /** The team of a `team-image` upload, null for every other purpose (0020). */
  team_id: string | null;
}

/**
 * What an upload is for (0020). Result screenshots, chat images and bug-report attachments are evidence: no replace
 * deletes them. Bug-report attachments are private (served only through a signed address).
 */
export type UploadPurpose =
  | 'profile-image'
  | 'banner-image'
  | 'team-image'
  | 'chat-image'
  | 'result-screenshot'
  | 'bug-report-attachment'
  | 'tournament-poster'
  | 'slide-image'
  | 'news-cover'
  | 'legacy';

export type ConnectionProviderName = 'discord' | 'twitter';

export interface ConnectionsTable {
  user_id: string;
  provider: ConnectionProviderName;
  external_id: string;
  username: string;
  avatar: string | null;
  profile_image_url: string | null;
  connected_at: TimestampWithDefault;
}

export interface OauthStatesTable {
  state: string;
  user_id: string;
  provider: ConnectionProviderName;
  redirect_url: string;
  /** PKCE verifier (twitter; null when the provider uses none). */
  code_verifier: string | null;
  created_at: TimestampWithDefault;
}

export type SupportTicketStatus = 'open' | 'closed';

/** Rich content of a staff reply in the live support chat (P1 §3). */
export interface SupportEmbedValue {
  title: string | null;
  description: string | null;
  /** `#rrggbb`. */
  color: string | null;
  fields: { name: string; value: string }[];
  footer: string | null;
}

export interface SupportTicketsTable {
  id: Generated<string>;
  tournament_id: string;
  user_id: string;
  subject: string;
  description: string;
  /** The relay channel of the ticket (a chat-community channel id with a real relay). */
  channel_id: string;
  status: ColumnType<SupportTicketStatus, SupportTicketStatus | undefined, SupportTicketStatus>;
  created_at: TimestampWithDefault;
}

export interface SupportMessagesTable {
  id: Generated<string>;
  /** Insertion order (bigint, read as text). */
  seq: ColumnType<string, never, never>;
  ticket_id: string;
  author_user_id: string;
  content: string;
  embed: ColumnType<
    SupportEmbedValue | null,
    JsonText<SupportEmbedValue> | null | undefined,
    JsonText<SupportEmbedValue> | null
  >;
  created_at: TimestampWithDefault;
  /** The id the sender's client gave the message (0037): a resend with it is the same message. */
  client_message_id: string | null;
}

/** The bracket formats the API reports; `swiss_bracket` is stored as a round-robin-shaped stage. */
export type BracketFormat = 'single_elimination' | 'double_elimination' | 'round_robin' | 'swiss_bracket';
/** A nullable jsonb column. */
type NullableJson<T> = ColumnType<T | null, JsonText<T> | null, JsonText<T> | null>;
/** One side of a bracket match as brackets-manager stores it (`ParticipantResult`). */
export interface BracketOpponentValue {
  id: number | null;
  position?: number;
  forfeit?: boolean;
  score?: number;
  result?: 'win' | 'draw' | 'loss';
}

/** brackets-manager's tables (see migration 0004-brackets); column names are the library's field names. */
export interface BracketParticipantsTable {
  id: Generated<number>;
  tournament_id: string;
  name: string;
  /** The registration this participant plays for (a solo player or a team); null if it was deleted. */
  registration_id: string | null;
}

export interface BracketStagesTable {
  id: Generated<number>;
  tournament_id: string;
  name: string;
  type: 'single_elimination' | 'double_elimination' | 'round_robin';
  number: number;
  settings: Json<Record<string, unknown>>;
}

export interface BracketGroupsTable {
  id: Generated<number>;
  stage_id: number;
  number: number;
}

export interface BracketRoundsTable {
  id: Generated<number>;
  stage_id: number;
  group_id: number;
  number: number;
}

export interface BracketMatchesTable {
  id: Generated<number>;
  stage_id: number;
  group_id: number;
  round_id: number;
  number: number;
  child_count: number;
  /** brackets-model `Status`: 0 locked, 1 waiting, 2 ready, 3 running, 4 completed, 5 archived. */
  status: number;
  opponent1: NullableJson<BracketOpponentValue>;
  opponent2: NullableJson<BracketOpponentValue>;
}

/** A bracket match's slot and lobby code (migration 0006-matches). */
export interface BracketMatchSchedulesTable {
  match_id: number;
  tournament_id: string;
  scheduled_time: Timestamp;
  tournament_code: string;
  verified_at: Timestamp | null;
  created_at: TimestampWithDefault;
  /** The no-show pass read the lobby after the slot's deadline and decided (0035); a new time clears it. */
  lobby_checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The no-show pass forfeited `no_show_absent_side` (1 or 2), absent from the lobby (0035). */
  no_show_forfeit_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  no_show_absent_side: ColumnType<1 | 2 | null, 1 | 2 | null | undefined, 1 | 2 | null>;
  /** The no-show pass found neither side in the lobby and told the organizers (0035). */
  both_absent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Staff reversed the automatic forfeit; the pass leaves the match alone from then on (0035). */
  no_show_reversed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A bracket match's live stream (0038): the Twitch or YouTube address an organizer attached to it. */
export interface BracketMatchStreamsTable {
  match_id: number;
  tournament_id: string;
  stream_url: string;
  updated_at: TimestampWithDefault;
}

export interface BracketMatchGamesTable {
  id: Generated<number>;
  stage_id: number;
  parent_id: number;
  number: number;
  status: number;
  opponent1: NullableJson<BracketOpponentValue>;
  opponent2: NullableJson<BracketOpponentValue>;
}

/** Match chat (P1 §3 "Chat message"): one message of a match's room, `match_key` = `{matchType}:{matchId}`. */
export interface MatchChatMessagesTable {
  id: Generated<string>;
  /** Insertion order (bigint, read as text). */
  seq: ColumnType<string, never, never>;
  match_key: string;
  user_id: string;
  message_type: 'text' | 'image';
  content: Generated<string>;
  /** Server-relative `/uploads/...` path of an image message. */
  image_url: string | null;
  created_at: TimestampWithDefault;
  /** The id the sender's client gave the message (0037): a resend with it is the same message. */
  client_message_id: string | null;
}

/** An image uploaded for a match chat room; only these may be sent as image messages there. */
/** Files of deleted uploads, queued by trigger for the storage to delete after a grace period (0031). */
export interface UploadDeletionsTable {
  storage_key: string;
  deleted_at: TimestampWithDefault;
}

export interface MatchChatUploadsTable {
  upload_id: string;
  match_key: string;
  user_id: string;
  created_at: TimestampWithDefault;
}

/** Ours: a tournament's bracket — its main stage and the stage it leads to. */
export interface TournamentBracketsTable {
  tournament_id: string;
  format: BracketFormat;
  main_stage_id: number;
  /** Swiss only: how many rounds are planned. */
  swiss_rounds: number | null;
  next_format: 'single_elimination' | 'double_elimination' | null;
  next_stage_id: number | null;
  /** How many of the main stage's best go on to the next stage. */
  next_size: number | null;
  /** When the next stage received its participants (the main stage was complete). */
  next_seeded_at: Timestamp | null;
  created_at: TimestampWithDefault;
}

/** How an organizer seeded a bracket tournament (0024): the method and the order it gave, first seed first. */
export interface TournamentSeedingsTable {
  tournament_id: string;
  method: 'points' | 'random' | 'manual' | 'rank';
  registration_ids: Json<string[]>;
  seeded_by: string | null;
  seeded_at: Timestamp;
}

/** Matchmaking ladders (migration 0008-matchmaking). */
export interface MatchmakingPlayersTable {
  tournament_id: string;
  user_id: string;
  points: Generated<number>;
  games_played: Generated<number>;
  wins: Generated<number>;
  losses: Generated<number>;
  last_search_at: Timestamp | null;
  registered_at: TimestampWithDefault;
  /** The player's active duo (0036); null when the player queues alone. */
  duo_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MatchmakingDuoStatus = 'pending' | 'active' | 'declined' | 'cancelled' | 'dissolved';

/** A duo invite, then the duo once accepted (0036). */
export interface MatchmakingDuosTable {
  id: Generated<string>;
  tournament_id: string;
  inviter_id: string;
  invitee_id: string;
  status: ColumnType<MatchmakingDuoStatus, MatchmakingDuoStatus | undefined, MatchmakingDuoStatus>;
  created_at: Timestamp;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MatchmakingQueueTable {
  tournament_id: string;
  user_id: string;
  /** The player's points when they joined (the pairing reads these). */
  points: number;
  joined_at: Timestamp;
  /** The duo the player queues with (0036): both members' rows carry it and are one unit. */
  duo_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MatchmakingMatchStatus =
  'open' | 'disputed' | 'verified' | 'forfeited' | 'no_show' | 'resolved' | 'voided';

export interface MatchmakingMatchesTable {
  id: Generated<string>;
  tournament_id: string;
  player1_id: string;
  player2_id: string;
  player1_points: number;
  player2_points: number;
  tournament_code: string;
  status: ColumnType<MatchmakingMatchStatus, MatchmakingMatchStatus | undefined, MatchmakingMatchStatus>;
  winner_id: string | null;
  player1_winner_id: string | null;
  player1_screenshot: string | null;
  player1_reported_at: Timestamp | null;
  player2_winner_id: string | null;
  player2_screenshot: string | null;
  player2_reported_at: Timestamp | null;
  created_at: Timestamp;
  closed_at: Timestamp | null;
  /** Staff's note on a settled dispute, and who settled it (0018). */
  resolution_note: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the reports were found to disagree (0018). */
  disputed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The publisher's match id of the game that settled the match from its game-end callback, and when (0029). */
  game_id: ColumnType<string | null, string | null | undefined, string | null>;
  game_settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A duo match (0036): the second player of each side; null for a match of two solo players. */
  player1_partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  player2_partner_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A player's personal calendar feed secret (0018). */
export interface CalendarFeedsTable {
  user_id: string;
  secret: string;
  created_at: TimestampWithDefault;
}

/** A player's seat in an open match; the key allows one open match per player per ladder. */
export interface MatchmakingSeatsTable {
  tournament_id: string;
  user_id: string;
  match_id: string;
}

/** A lobby join recorded by the simulated game-data provider (stands in for the publisher's lobby events). */
/** A signed-out token (migration 0019): refused until `expires_at`, when it would have expired anyway. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

export interface SimulatedLobbyJoinsTable {
  tournament_code: string;
  account: string;
  joined_at: Generated<Timestamp>;
}

export interface Database {
  revoked_tokens: RevokedTokensTable;
  calendar_feeds: CalendarFeedsTable;
  simulated_lobby_joins: SimulatedLobbyJoinsTable;
  matchmaking_players: MatchmakingPlayersTable;
  matchmaking_queue: MatchmakingQueueTable;
  matchmaking_duos: MatchmakingDuosTable;
  matchmaking_matches: MatchmakingMatchesTable;
  matchmaking_seats: MatchmakingSeatsTable;
  bracket_match_schedules: BracketMatchSchedulesTable;
  bracket_match_streams: BracketMatchStreamsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  users: UsersTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  tournaments: TournamentsTable;
  registrations: RegistrationsTable;
  posts: PostsTable;
  post_translations: PostTranslationsTable;
  pass_tiers: PassTiersTable;
  pass_missions: PassMissionsTable;
  pass_buffs: PassBuffsTable;
  pass_registrations: PassRegistrationsTable;
  pass_completed_missions: PassCompletedMissionsTable;
  xp_ledger: XpLedgerTable;
  pass_grants: PassGrantsTable;
  pass_seasons: PassSeasonsTable;
  reward_seasons: RewardSeasonsTable;
  reward_season_results: RewardSeasonResultsTable;
  pass_sync_jobs: PassSyncJobsTable;
  pass_mission_progress: PassMissionProgressTable;
  reward_codes: RewardCodesTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  payment_profiles: PaymentProfilesTable;
  payment_profile_changes: PaymentProfileChangesTable;
  payment_transactions: PaymentTransactionsTable;
  prize_payout_runs: PrizePayoutRunsTable;
  staff_audit: StaffAuditTable;
  staff_roles: StaffRolesTable;
  player_bans: PlayerBansTable;
  home_slides: HomeSlidesTable;
  bug_reports: BugReportsTable;
  bug_report_messages: BugReportMessagesTable;
  referrals: ReferralsTable;
  uploads: UploadsTable;
  upload_deletions: UploadDeletionsTable;
  connections: ConnectionsTable;
  oauth_states: OauthStatesTable;
  bracket_participants: BracketParticipantsTable;
  bracket_stages: BracketStagesTable;
  bracket_groups: BracketGroupsTable;
  bracket_rounds: BracketRoundsTable;
  bracket_matches: BracketMatchesTable;
  bracket_match_games: BracketMatchGamesTable;
  tournament_brackets: TournamentBracketsTable;
  tournament_seedings: TournamentSeedingsTable;
  player_ranks: PlayerRanksTable;
  player_rank_refresh_claims: PlayerRankRefreshClaimsTable;
  match_chat_messages: MatchChatMessagesTable;
  match_chat_uploads: MatchChatUploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type NewTournament = Insertable<TournamentsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** Encodes a value for a jsonb column (works with PGlite and node-postgres alike). */
export function json<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
