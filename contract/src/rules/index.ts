/**
 * @arena/contract/rules — the business rules both sides need, once (issue 29): pure functions and constants the
 * API enforces and the front end shows, zod-free so a page pays only for the rules it calls (the package has
 * `"sideEffects": false`, so a bundler drops every topic a page does not import from). One file a topic, its
 * tests beside it. A bundler keeps every export of a topic that any page uses, so a topic groups rules the same
 * pages call (the cards' stage and registration window apart from the page's phases, team rules and queue).
 * Words stay with their callers: a rule answers with a code or a value, never a sentence.
 */

export { tournamentPhase, type TournamentPhase, type TournamentSchedule } from './tournament-phase.js';
export {
  BRACKET_NO_SHOW_AFTER_MS,
  bracketNoShow,
  SIDE_PRESENT_MIN_JOINS,
  type BracketNoShow,
} from './bracket-no-show.js';
export { acceptsRegistrations, isRegistrationWindow } from './registration-window.js';
export { tournamentStage, type TournamentStage } from './tournament-stage.js';
export {
  isSoloFormat,
  isTeamManager,
  TEAM_MANAGER_ROLES,
  teamEligibility,
  teamSizeOf,
  type TeamEligibility,
} from './teams.js';
export {
  DAILY_WINDOW_MS,
  NO_SHOW_AFTER_MS,
  noShowClaim,
  queuePhase,
  queueWindow,
  type LadderDates,
  type NoShowClaim,
  type NoShowRefusal,
  type QueuePhase,
  type QueueWindow,
} from './matchmaking.js';
export {
  hasXpBoost,
  isMilestoneLevel,
  levelForXp,
  PASS_LEVELS,
  PASS_MILESTONES,
  XP_BOOST_MAX_LEVEL,
} from './pass-levels.js';
export { isMissionCompletable, type MissionGoal, type MissionStanding } from './missions.js';
export {
  activityGain,
  BASE_MATCH_XP,
  EARNING_RULES,
  isRegionWeekend,
  LOYALTY_POINTS_PER_ACTIVITY,
  MAX_SQUAD_TEAMMATES,
  matchGain,
  MISSION_XP,
  PREMADE_BONUS_XP,
  SEASONAL_XP_MULTIPLIER,
  seasonalMultiplier,
  SQUAD_BONUS_PER_TEAMMATE,
  squadMultiplier,
  WEEKEND_XP_MULTIPLIER,
  type EarnedGain,
  type MatchGainContext,
  type SeasonalPromotion,
} from './earning.js';
export {
  DEFAULT_PAYOUT_CURRENCY,
  isPayoutCurrency,
  MOBILE_NUMBER_PATTERN,
  PAYOUT_CURRENCIES,
  type PayoutCurrencyCode,
} from './payouts.js';
export {
  ibanProblem,
  normalizeIban,
  normalizeSwift,
  swiftProblem,
  type IbanProblem,
  type SwiftProblem,
} from './banking.js';
export { orderSkills, SKILL_LEVELS, skillRank, skillsBetween } from './skill-levels.js';
export { instantMs, isBeforeInstant, type Instant } from './instant.js';
export {
  isStaffRole,
  STAFF_PAGE_ROLES,
  STAFF_ROLES,
  staffMayUse,
  type StaffPage,
  type StaffRole,
} from './staff-roles.js';
export {
  scheduleProblem,
  STRUCTURE_KINDS,
  structureTournamentType,
  structureTypeText,
  type ScheduleDates,
  type ScheduleField,
  type ScheduleProblem,
  type StructureKind,
} from './tournament-structure.js';
export {
  byRegistration,
  manualOrderProblem,
  SEEDING_METHODS,
  seedByPoints,
  seedRandomly,
  type ManualOrderProblem,
  type SeedingEntrant,
  type SeedingMethod,
} from './seeding.js';
export {
  APEX_TIERS,
  compareRankSteps,
  hasRankRequirements,
  isApexTier,
  isRankDivision,
  isRankTier,
  RANK_DIVISIONS,
  RANK_TIERS,
  rankRequirementProblem,
  rankScore,
  rankStepIndex,
  teamSeedScore,
  type PlayerRank,
  type RankDivision,
  type RankRequirementProblem,
  type RankRequirements,
  type RankStep,
  type RankTier,
} from './ranks.js';
export { ORGANIZER_TEXT_LIMITS } from './organizer-limits.js';
export { PASS_GRANT_LIMITS, totalsAfterGrant, type GrantTotals } from './pass-grants.js';
export { PASS_SEASON_LIMITS, tierXpBounds, tierXpProblem, type TierThreshold } from './pass-season.js';
export {
  banStatus,
  mayModerate,
  MODERATION_LIMITS,
  MODERATION_PAGE_SIZE,
  PLAYER_RECORD_LIMIT,
  type BanStatus,
  type BanTimes,
} from './moderation.js';
export {
  NEWS_LIMITS,
  newsStatus,
  POST_HTML_ATTRIBUTES,
  POST_HTML_TAGS,
  POST_MARKDOWN_OPTIONS,
  type NewsStatus,
} from './news.js';
export { HOME_SLIDE_LIMITS } from './home-slides.js';
export { parsePlayerSlug, playerSlug } from './player-slug.js';
export {
  isStreamUrl,
  parseStreamUrl,
  STREAM_URL_MAX_LENGTH,
  streamEmbedUrl,
  streamWatchUrl,
  type StreamSource,
} from './streams.js';
export { SUPPORT_CHAT_OPEN, SUPPORT_CHAT_PARAM, supportChatLink } from './support-chat.js';
