import {
  RefusalReason,
  type PlayerAuditEntry,
  type PlayerLinkedAccount,
  type PlayerMatchResult,
  type PlayerPayoutMethod,
  type PlayerRecord,
  type PlayerRecordMatch,
  type PlayerRecordRegistration,
  type PlayerRecordRewardCode,
  type PlayerRecordTicket,
  type Transaction,
} from '@arena/contract';
import { PLAYER_RECORD_LIMIT } from '@arena/contract/rules';
import { sql } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { BracketOpponentValue, MatchmakingMatchStatus } from '../../db/schema.js';
import { refusal } from '../../errors.js';
import { ledgerHistory } from '../pass/ledger-history.js';
import { getPaymentProfile, toTransaction } from '../payments/payments-service.js';
import { maskEmail, maskIban } from '../payments/payout-destinations.js';
import { decryptRewardCode, playerRewardKey } from '../reward-codes/reward-code-crypto.js';
import { playerColumns, toStaffPlayer } from '../staff/staff-players.js';

/** What reading a record takes: the database, image URLs, and the keys of payment details and reward codes. */
export interface PlayerRecordContext extends Pick<AppContext, 'db' | 'assetUrl'> {
  paymentKey: Buffer;
  rewardCodeSecret: string;
}

const LIMIT = PLAYER_RECORD_LIMIT;

/** brackets-model's match `Status` (`brackets/brackets-service.ts`, a layer above): both sides known from Ready on. */
const BRACKET_READY = 2;
const BRACKET_COMPLETED = 4;

/**
 * A reward code as staff may see it: its last four characters, every other letter and digit starred, the dashes
 * kept (`MENA-7KQ2-…-X9ZB` → `****-****-****-X9ZB`).
 */
export function maskRewardCode(code: string): string {
  const keep = Math.min(4, Math.floor(code.length / 3));
  return code.slice(0, code.length - keep).replace(/[A-Za-z0-9]/g, '*') + code.slice(code.length - keep);
}

/** The teams the player belongs to now, for the lists that read a team's rows as theirs too. */
function teamsOf(db: Db, playerId: string) {
  return db
    .selectFrom('team_members')
    .select('team_members.team_id')
    .where('team_members.user_id', '=', playerId);
}

/** Their own registrations and their teams', newest first. */
async function registrationsOf(db: Db, playerId: string): Promise<PlayerRecordRegistration[]> {
  const rows = await db
    .selectFrom('registrations')
    .innerJoin('tournaments', 'tournaments.id', 'registrations.tournament_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id')
    .select([
      'registrations.id',
      'registrations.status',
      'registrations.created_at',
      'registrations.disqualified_at',
      'tournaments.id as tournament_id',
      'tournaments.name as tournament_name',
      'teams.id as team_id',
      'teams.name as team_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('registrations.team_id', 'is', null), eb('registrations.user_id', '=', playerId)]),
        eb('registrations.team_id', 'in', teamsOf(db, playerId)),
      ]),
    )
    .orderBy('registrations.created_at', 'desc')
    .orderBy('registrations.id')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tournament: { id: row.tournament_id, name: row.tournament_name },
    team: row.team_id && row.team_name ? { id: row.team_id, name: row.team_name } : null,
    status: row.status,
    disqualifiedAt: row.disqualified_at?.toISOString() ?? null,
    registeredAt: row.created_at.toISOString(),
  }));
}

/** A ladder match's outcome for the player. */
function ladderResult(
  status: MatchmakingMatchStatus,
  winnerId: string | null,
  playerId: string,
): PlayerMatchResult {
  if (status === 'open') return 'pending';
  if (status === 'disputed') return 'disputed';
  if (status === 'voided' || winnerId === null) return 'void';
  return winnerId === playerId ? 'win' : 'loss';
}

/** A bracket match's outcome for the side the player plays on. */
function bracketResult(
  status: number,
  mine: BracketOpponentValue | null,
  theirs: BracketOpponentValue | null,
): PlayerMatchResult {
  if (status < BRACKET_COMPLETED) return 'pending';
  if (mine?.result) return mine.result;
  if (mine?.forfeit) return 'loss';
  if (theirs?.forfeit) return 'win';
  return 'void';
}

/** Where a record's match sorts: when it was played, a bracket match without a slot at its tournament's start. */
type SortedMatch = PlayerRecordMatch & { sortAt: Date };

async function ladderMatchesOf(db: Db, playerId: string): Promise<SortedMatch[]> {
  const rows = await db
    .selectFrom('matchmaking_matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('users as opponent', (join) =>
      join.on(
        sql<boolean>`opponent.id = case when m.player1_id = ${playerId} then m.player2_id else m.player1_id end`,
      ),
    )
    .select([
      'm.id',
      'm.status',
      'm.winner_id',
      'm.created_at',
      'm.closed_at',
      't.id as tournament_id',
      't.name as tournament_name',
      'opponent.game_name',
      'opponent.tag_line',
    ])
    .where((eb) => eb.or([eb('m.player1_id', '=', playerId), eb('m.player2_id', '=', playerId)]))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => {
    const at = row.closed_at ?? row.created_at;
    return {
      id: row.id,
      kind: 'ladder',
      tournament: { id: row.tournament_id, name: row.tournament_name },
      opponent: `${row.game_name}#${row.tag_line}`,
      result: ladderResult(row.status, row.winner_id, playerId),
      at: at.toISOString(),
      sortAt: at,
    };
  });
}

/** The bracket matches of the participants the player plays for (solo, or through their team), both sides known. */
async function bracketMatchesOf(db: Db, playerId: string): Promise<SortedMatch[]> {
  const participants = await db
    .selectFrom('bracket_participants')
    .innerJoin('registrations', 'registrations.id', 'bracket_participants.registration_id')
    .select('bracket_participants.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('registrations.team_id', 'is', null), eb('registrations.user_id', '=', playerId)]),
        eb('registrations.team_id', 'in', teamsOf(db, playerId)),
      ]),
    )
    .execute();
  const mine = new Set(participants.map((participant) => participant.id));
  if (mine.size === 0) return [];
  const ids = [...mine];
  const sortAt = sql<Date>`coalesce(bracket_match_schedules.scheduled_time, tournaments.starting_time)`;
  const rows = await db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .innerJoin('tournaments', 'tournaments.id', 'bracket_stages.tournament_id')
    .leftJoin('bracket_match_schedules', 'bracket_match_schedules.match_id', 'bracket_matches.id')
    .select([
      'bracket_matches.id',
      'bracket_matches.status',
      'bracket_matches.opponent1',
      'bracket_matches.opponent2',
      'tournaments.id as tournament_id',
      'tournaments.name as tournament_name',
      'bracket_match_schedules.scheduled_time',
      sortAt.as('sort_at'),
    ])
    .where('bracket_matches.status', '>=', BRACKET_READY)
    .where(
      sql<boolean>`((bracket_matches.opponent1->>'id')::int in (${sql.join(ids)})
        or (bracket_matches.opponent2->>'id')::int in (${sql.join(ids)}))`,
    )
    .orderBy(sortAt, 'desc')
    .orderBy('bracket_matches.id', 'desc')
    .limit(LIMIT)
    .execute();
  const opponentIds = rows.flatMap((row) =>
    [row.opponent1?.id, row.opponent2?.id].filter(
      (id): id is number => typeof id === 'number' && !mine.has(id),
    ),
  );
  const names = new Map(
    opponentIds.length === 0
      ? []
      : (
          await db
            .selectFrom('bracket_participants')
            .select(['id', 'name'])
            .where('id', 'in', [...new Set(opponentIds)])
            .execute()
        ).map((participant) => [participant.id, participant.name]),
  );
  return rows.map((row) => {
    const firstIsMine = row.opponent1?.id != null && mine.has(row.opponent1.id);
    const [own, other] = firstIsMine ? [row.opponent1, row.opponent2] : [row.opponent2, row.opponent1];
    return {
      id: String(row.id),
      kind: 'bracket',
      tournament: { id: row.tournament_id, name: row.tournament_name },
      opponent: other?.id != null ? (names.get(other.id) ?? null) : null,
      result: bracketResult(row.status, own, other),
      at: row.scheduled_time?.toISOString() ?? null,
      sortAt: new Date(row.sort_at),
    };
  });
}

/** Their ladder and bracket matches together, the newest `LIMIT`. */
async function matchesOf(db: Db, playerId: string): Promise<PlayerRecordMatch[]> {
  const [ladder, bracket] = await Promise.all([
    ladderMatchesOf(db, playerId),
    bracketMatchesOf(db, playerId),
  ]);
  return [...ladder, ...bracket]
    .sort((a, b) => b.sortAt.getTime() - a.sortAt.getTime())
    .slice(0, LIMIT)
    .map(({ sortAt: _sortAt, ...match }) => match);
}

/** The tickets and bug reports they wrote, newest first. */
async function ticketsOf(db: Db, playerId: string): Promise<PlayerRecordTicket[]> {
  const rows = await db
    .selectFrom('bug_reports')
    .select(['id', 'title', 'bug_type', 'status', 'created_at'])
    .where('user_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subject: row.title,
    type: row.bug_type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  }));
}

async function transactionsOf(db: Db, playerId: string): Promise<Transaction[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('user_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIMIT)
    .execute();
  return rows.map(toTransaction);
}

/** The payout methods they saved, preferred first, masked as the payout desk masks destinations. */
async function payoutMethodsOf(
  context: PlayerRecordContext,
  playerId: string,
): Promise<PlayerPayoutMethod[]> {
  const profile = await getPaymentProfile(context.db, context.paymentKey, playerId);
  const methods: PlayerPayoutMethod[] = [];
  const bank = profile.bankingDetails;
  if (bank) {
    methods.push({
      method: 'bank_transfer',
      preferred: profile.preferredPaymentMethod === 'bank_transfer',
      accountHolderName: bank.accountHolderName,
      bankName: bank.bankName,
      iban: maskIban(bank.iban),
      swift: bank.swift,
      currency: bank.currency,
    });
  }
  const wallet = profile.paypalDetails;
  if (wallet) {
    methods.push({
      method: 'paypal',
      preferred: profile.preferredPaymentMethod === 'paypal',
      email: maskEmail(wallet.email),
    });
  }
  return methods.sort((a, b) => Number(b.preferred) - Number(a.preferred));
}

/** The reward codes they hold, newest first, each code decrypted under their key only to be masked. */
async function rewardCodesOf(
  context: PlayerRecordContext,
  playerId: string,
): Promise<PlayerRecordRewardCode[]> {
  const rows = await context.db
    .selectFrom('reward_codes')
    .leftJoin('tournaments', 'tournaments.id', 'reward_codes.tournament_id')
    .select([
      'reward_codes.id',
      'reward_codes.type',
      'reward_codes.source',
      'reward_codes.code',
      'reward_codes.used_at',
      'tournaments.id as tournament_id',
      'tournaments.name as tournament_name',
    ])
    .where('reward_codes.user_id', '=', playerId)
    .orderBy('reward_codes.used_at', 'desc')
    .orderBy('reward_codes.id')
    .limit(LIMIT)
    .execute();
  const key = playerRewardKey(context.rewardCodeSecret, playerId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    source: row.source,
    tournament:
      row.tournament_id && row.tournament_name ? { id: row.tournament_id, name: row.tournament_name } : null,
    grantedAt: row.used_at.toISOString(),
    maskedCode: row.code === null ? null : maskedCodeOf(key, row.code),
  }));
}

/** A stored code masked; fully starred when it does not decrypt under the holder's key (a replaced secret). */
function maskedCodeOf(key: Buffer, stored: string): string {
  try {
    return maskRewardCode(decryptRewardCode(key, stored));
  } catch {
    return '****';
  }
}

/** Which providers they linked, by name only. */
async function linkedAccountsOf(db: Db, playerId: string): Promise<PlayerLinkedAccount[]> {
  const rows = await db
    .selectFrom('connections')
    .select(['provider', 'connected_at'])
    .where('user_id', '=', playerId)
    .orderBy('provider')
    .execute();
  return rows.map((row) => ({ provider: row.provider, connectedAt: row.connected_at.toISOString() }));
}

/** The audit rows whose record is the player (`users`), newest first, without their before and after. */
async function auditOf(context: PlayerRecordContext, playerId: string): Promise<PlayerAuditEntry[]> {
  const { db, assetUrl } = context;
  const rows = await db
    .selectFrom('staff_audit')
    .select([
      'staff_audit.id',
      'staff_audit.action',
      'staff_audit.record_type',
      'staff_audit.record_id',
      'staff_audit.at',
    ])
    .select((eb) => playerColumns(db, eb.ref('staff_audit.staff_id')).as('staff'))
    .where('staff_audit.record_type', '=', 'users')
    .where('staff_audit.record_id', '=', playerId)
    .orderBy('staff_audit.at', 'desc')
    .orderBy('staff_audit.seq', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    staff: row.staff ? toStaffPlayer(row.staff, assetUrl) : null,
    action: row.action,
    record: { type: row.record_type, id: row.record_id },
    at: row.at.toISOString(),
  }));
}

/**
 * GET /v1/admin/players/{id}/record: what support reads about a player besides their bans — registrations, matches,
 * tickets, payouts, saved payout methods and reward codes (masked), ledger rows, linked providers and the audit rows
 * about them — each the newest `PLAYER_RECORD_LIMIT`. A read: no audit row (the payout desk's masked lists write
 * none either). 404 for no such (or a deactivated) account.
 */
export async function playerRecord(context: PlayerRecordContext, playerId: string): Promise<PlayerRecord> {
  const { db } = context;
  const player = isUuid(playerId)
    ? await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', playerId)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!player) throw refusal('notFound', 'No such player', { reason: RefusalReason.playerNotFound });
  const [
    registrations,
    matches,
    tickets,
    transactions,
    payoutMethods,
    rewardCodes,
    ledger,
    linkedAccounts,
    audit,
  ] = await Promise.all([
    registrationsOf(db, playerId),
    matchesOf(db, playerId),
    ticketsOf(db, playerId),
    transactionsOf(db, playerId),
    payoutMethodsOf(context, playerId),
    rewardCodesOf(context, playerId),
    ledgerHistory(db, playerId, 1),
    linkedAccountsOf(db, playerId),
    auditOf(context, playerId),
  ]);
  return {
    registrations,
    matches,
    tickets,
    transactions,
    payoutMethods,
    rewardCodes,
    ledger: ledger.data.slice(0, LIMIT),
    linkedAccounts,
    audit,
  };
}
