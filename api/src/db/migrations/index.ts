import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from '../database.js';
import { initialMigration } from './0001-initial.js';
import { accountsMigration } from './0002-accounts.js';
import { teamsMigration } from './0003-teams.js';
import { bracketsMigration } from './0004-brackets.js';
import { supportMigration } from './0005-support.js';
import { matchesMigration } from './0006-matches.js';
import { matchChatMigration } from './0007-match-chat.js';
import { matchmakingMigration } from './0008-matchmaking.js';
import { severalInstancesMigration } from './0009-several-instances.js';
import { passLedgerMigration } from './0010-pass-ledger.js';
import { jobsMigration } from './0011-jobs.js';
import { rewardCodesMigration } from './0012-reward-codes.js';
import { notificationsMigration } from './0015-notifications.js';
import { paymentsMigration } from './0013-payments.js';
import { bugReportsMigration } from './0014-bug-reports.js';
import { loyaltyTotalsMigration } from './0017-loyalty-totals.js';
import { prizeRewardCodesMigration } from './0016-prize-reward-codes.js';
import { tournamentOperationsMigration } from './0018-tournament-operations.js';
import { revokedTokensMigration } from './0019-revoked-tokens.js';
import { uploadPurposesMigration } from './0020-upload-purposes.js';
import { payoutDestinationsMigration } from './0021-payout-destinations.js';
import { staffRolesMigration } from './0022-staff-roles.js';
import { organizerConsoleMigration } from './0023-organizer-console.js';
import { bracketOperationsMigration } from './0024-bracket-operations.js';
import { passGrantsMigration } from './0025-pass-grants.js';
import { playerBansMigration } from './0026-player-bans.js';
import { newsDeskMigration } from './0027-news-desk.js';
import { homeSlidesMigration } from './0028-home-slides.js';
import { rewardSeasonsMigration } from './0030-reward-seasons.js';
import { ladderGameResultsMigration } from './0029-ladder-game-results.js';
import { uploadsInStorageMigration } from './0031-uploads-in-storage.js';
import { pushSubscriptionsMigration } from './0032-push-subscriptions.js';
import { tournamentStreamsMigration } from './0033-tournament-streams.js';
import { playerRanksMigration } from './0034-player-ranks.js';
import { bracketNoShowsMigration } from './0035-bracket-no-shows.js';
import { duoQueueMigration } from './0036-duo-queue.js';
import { chatClientIdsMigration } from './0037-chat-client-ids.js';
import { matchStreamsMigration } from './0038-match-streams.js';
import { rankRefreshClaimsMigration } from './0040-rank-refresh-claims.js';

/**
 * In-code migrations, applied in name order. Add new ones at the end; never edit a released one. Feature branches
 * land their migrations in any order, so a database that already ran a later one still takes an earlier one that
 * arrives afterwards (`allowUnorderedMigrations`); migrations must therefore not depend on each other's order
 * beyond 0001.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-accounts': accountsMigration,
  '0003-teams': teamsMigration,
  '0004-brackets': bracketsMigration,
  '0005-support': supportMigration,
  '0006-matches': matchesMigration,
  '0007-match-chat': matchChatMigration,
  '0008-matchmaking': matchmakingMigration,
  '0009-several-instances': severalInstancesMigration,
  '0010-pass-ledger': passLedgerMigration,
  '0011-jobs': jobsMigration,
  '0012-reward-codes': rewardCodesMigration,
  '0015-notifications': notificationsMigration,
  '0013-payments': paymentsMigration,
  '0014-bug-reports': bugReportsMigration,
  '0017-loyalty-totals': loyaltyTotalsMigration,
  '0016-prize-reward-codes': prizeRewardCodesMigration,
  '0018-tournament-operations': tournamentOperationsMigration,
  '0019-revoked-tokens': revokedTokensMigration,
  '0020-upload-purposes': uploadPurposesMigration,
  '0021-payout-destinations': payoutDestinationsMigration,
  '0022-staff-roles': staffRolesMigration,
  '0023-organizer-console': organizerConsoleMigration,
  '0024-bracket-operations': bracketOperationsMigration,
  '0025-pass-grants': passGrantsMigration,
  '0026-player-bans': playerBansMigration,
  '0027-news-desk': newsDeskMigration,
  '0028-home-slides': homeSlidesMigration,
  '0029-ladder-game-results': ladderGameResultsMigration,
  '0030-reward-seasons': rewardSeasonsMigration,
  '0031-uploads-in-storage': uploadsInStorageMigration,
  '0032-push-subscriptions': pushSubscriptionsMigration,
  '0033-tournament-streams': tournamentStreamsMigration,
  '0034-player-ranks': playerRanksMigration,
  '0035-bracket-no-shows': bracketNoShowsMigration,
  '0036-duo-queue': duoQueueMigration,
  '0037-chat-client-ids': chatClientIdsMigration,
  '0038-match-streams': matchStreamsMigration,
  '0040-rank-refresh-claims': rankRefreshClaimsMigration,
};

/** The names of every migration, in the order they apply on a fresh database. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** Every table the seed owns, children first (for reseeding). */
export const SEEDED_TABLES = [
  'simulated_lobby_joins',
  'matchmaking_seats',
  'matchmaking_queue',
  'matchmaking_duos',
  'matchmaking_matches',
  'matchmaking_players',
  'oauth_states',
  'connections',
  'bug_report_messages',
  'bug_reports',
  'uploads',
  'referrals',
  'player_bans',
  'staff_audit',
  'staff_roles',
  'prize_payout_runs',
  'payment_transactions',
  'payment_profile_changes',
  'payment_profiles',
  'notifications',
  'reward_codes',
  'pass_grants',
  'reward_season_results',
  'xp_ledger',
  'pass_seasons',
  'pass_completed_missions',
  'pass_registrations',
  'pass_buffs',
  'pass_missions',
  'pass_tiers',
  'reward_seasons',
  'home_slides',
  'post_translations',
  'posts',
  'registrations',
  'tournaments',
  'team_members',
  'teams',
  'users',
] as const;
