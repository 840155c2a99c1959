import { RefusalReason, type RegistrationState, type TeamRole } from '@arena/contract';
import {
  hasRankRequirements,
  isSoloFormat,
  isTeamManager,
  rankRequirementProblem,
  teamSizeOf,
  tournamentPhase,
  type RankRequirements,
} from '@arena/contract/rules';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { RegistrationStatus, TournamentRow } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError, refusal } from '../../errors.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import {
  cachedRanks,
  rankRequirementsOf,
  refreshPlayerRanks,
} from '../../providers/game-data/player-ranks.js';
import { currentMatchOf, providerTournamentCodes } from '../matches/match-players.js';
import { assertRoomFor } from '../tournaments/tournament-capacity.js';

/**
 * Registration for bracket tournaments (P1 §4, §5, §6). The rules, all enforced here:
 * - registering needs the registration phase (registration_start_time ≤ now < registration_closed_time) and
 *   `registration_open` (an admin can close it: "Registration is closed by admin");
 * - 1vs1 tournaments take solo registrations, every other format takes teams;
 * - a team is registered by its owner or an admin only, and needs at least N members (N = the number before
 *   "vs" in the format);
 * - one registration per player per tournament: solo, or through the one team they belong to, never both;
 * - check-in is open in the checking phase (checking_time ≤ now < starting_time), once, to a solo registrant
 *   or to any member of a registered team (the button is shown to every registered player, P1 §5); a rejected
 *   registration cannot check in;
 * - unregistering is for the solo registrant or the team's owner or admin, until the tournament starts.
 *
 * New registrations are `pending` (`approved` at once where the organizer needs no approval, and refused once the
 * tournament is full: issue 30). They stay pending until a platform admin approves or rejects them
 * (PATCH /v1/admin/tournaments/{id}/registrations/{registrationId}); pending and approved registrations may both
 * check in, which makes them `checked-in`. Brackets are drawn from checked-in registrations.
 */
export type RegistrationsContext = Pick<AppContext, 'db' | 'clock' | 'cache' | 'gameData' | 'log'>;

const notOwnerOrAdmin = () =>
  refusal('forbidden', 'Only team owners and admins can register teams in tournaments', {
    reason: RefusalReason.notTeamManager,
  });
const notRegistered = () =>
  refusal('forbidden', 'Only registered players can check in', { reason: RefusalReason.notRegistered });

interface RegistrationRow {
  id: string;
  tournament_id: string;
  user_id: string;
  team_id: string | null;
  status: RegistrationStatus;
}

interface Membership {
  team_id: string;
  role: TeamRole;
}

async function membershipOf(db: Db, userId: string): Promise<Membership | undefined> {
  return db
    .selectFrom('team_members')
    .select(['team_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function tournamentRow(db: Db, id: string, options: { lock?: boolean } = {}): Promise<TournamentRow> {
  if (!isUuid(id)) throw apiError('tournamentNotFound');
  let query = db.selectFrom('tournaments').selectAll().where('id', '=', id);
  // Drafts and cancelled tournaments are not there for players (issue 30).
  query = query.where(isPublicTournament);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw apiError('tournamentNotFound');
  return row;
}

/**
 * The player's registration for a tournament: their solo registration, else the registration of the team they
 * belong to now (whoever of the team made it).
 */
async function registrationOf(
  db: Db,
  tournamentId: string,
  userId: string,
): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('registrations')
    .select(['id', 'tournament_id', 'user_id', 'team_id', 'status'])
    .where('tournament_id', '=', tournamentId)
    .where((eb) =>
      eb.or([
        eb.and([eb('team_id', 'is', null), eb('user_id', '=', userId)]),
        eb(
          'team_id',
          'in',
          eb
            .selectFrom('team_members')
            .select('team_members.team_id')
            .where('team_members.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy((eb) => eb.case().when('team_id', 'is', null).then(0).else(1).end())
    .orderBy('created_at')
    .executeTakeFirst();
}

function assertBracket(tournament: TournamentRow): void {
  if (tournament.tournament_type !== 'bracket') {
    throw refusal('validation', 'Matchmaking tournaments are joined through matchmaking registration', {
      reason: RefusalReason.ladderTournament,
    });
  }
}

function assertRegistrationOpen(tournament: TournamentRow, now: Date): void {
  const phase = tournamentPhase(tournament, now);
  if (phase === 'preRegistration') {
    throw refusal('conflict', 'Registration has not opened yet', {
      reason: RefusalReason.registrationNotOpen,
    });
  }
  if (phase !== 'registration') {
    throw refusal('conflict', 'Registration has closed', { reason: RefusalReason.registrationClosed });
  }
  if (!tournament.registration_open) {
    throw refusal('conflict', 'Registration is closed by admin', { reason: RefusalReason.closedByAdmin });
  }
}

function assertCheckInOpen(tournament: TournamentRow, now: Date): void {
  const phase = tournamentPhase(tournament, now);
  if (phase === 'started') {
    throw refusal('conflict', 'Check-in has closed', { reason: RefusalReason.checkInClosed });
  }
  if (phase !== 'checking') {
    throw refusal('conflict', 'Check-in has not opened yet', { reason: RefusalReason.checkInNotOpen });
  }
}

/**
 * Reads the ranks of the players a registration is for from the provider when the tournament has rank
 * requirements (issue 33), before its row is locked; a failed read keeps the cached rank, which the check uses.
 */
async function refreshRanksForRequirements(
  context: RegistrationsContext,
  tournamentId: string,
  players: () => Promise<string[]>,
): Promise<void> {
  if (!isUuid(tournamentId)) return;
  const tournament = await context.db
    .selectFrom('tournaments')
    .select(['min_rank', 'max_rank', 'min_account_level'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!tournament || !hasRankRequirements(rankRequirementsOf(tournament))) return;
  await refreshPlayerRanks(context, await players());
}

/**
 * 403 when a player misses the tournament's rank requirements (issue 33): `rankBelowMinimum`, `rankAboveMaximum`
 * or `accountLevelTooLow`, with the required and actual values and the player (`gameName#tagLine`), the first
 * member of a team who misses one.
 */
async function assertRankRequirements(
  db: Db,
  tournament: TournamentRow,
  players: readonly { user_id: string; game_name: string; tag_line: string }[],
): Promise<void> {
  const requirements: RankRequirements = rankRequirementsOf(tournament);
  if (!hasRankRequirements(requirements)) return;
  const ranks = await cachedRanks(
    db,
    players.map((player) => player.user_id),
  );
  for (const player of players) {
    const cached = ranks.get(player.user_id);
    const problem = rankRequirementProblem(requirements, {
      rank: cached?.rank ?? null,
      accountLevel: cached?.accountLevel ?? null,
    });
    if (!problem) continue;
    const riotId = `${player.game_name}#${player.tag_line}`;
    switch (problem.kind) {
      case 'rankBelowMinimum':
        throw refusal('forbidden', `${riotId} is ranked below the tournament's minimum rank`, {
          reason: RefusalReason.rankBelowMinimum,
          required: problem.required,
          actual: problem.actual,
          player: riotId,
        });
      case 'rankAboveMaximum':
        throw refusal('forbidden', `${riotId} is ranked above the tournament's maximum rank`, {
          reason: RefusalReason.rankAboveMaximum,
          required: problem.required,
          actual: problem.actual,
          player: riotId,
        });
      case 'accountLevelTooLow':
        throw refusal('forbidden', `${riotId}'s account level is below the tournament's minimum`, {
          reason: RefusalReason.accountLevelTooLow,
          required: problem.required,
          actual: problem.actual,
          player: riotId,
        });
    }
  }
}

/** Postgres unique violation (PGlite and node-postgres report it alike). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** Runs a registration change with the tournament's row locked, so concurrent changes to it go one by one. */
async function withLockedTournament<T>(
  context: RegistrationsContext,
  tournamentId: string,
  change: (trx: Db, tournament: TournamentRow) => Promise<T>,
): Promise<T> {
  const result = await context.db
    .transaction()
    .execute(async (trx) => change(trx, await tournamentRow(trx, tournamentId, { lock: true })));
  // Participant counts on the tournament lists change with every registration.
  context.cache.invalidate(CacheKeys.tournaments);
  return result;
}

const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

/** GET /v1/tournaments/me/registered/{tournamentId}: the caller's registration, or none. */
export async function registrationState(
  context: RegistrationsContext & Pick<AppContext, 'gameData' | 'log'>,
  tournamentId: string,
  userId: string,
): Promise<RegistrationState> {
  const { db } = context;
  const tournament = await tournamentRow(db, tournamentId);
  const registration = await registrationOf(db, tournament.id, userId);
  if (!registration) {
    return { isRegistered: false, registrationType: null, registration: null, currentMatch: null };
  }
  let team: NonNullable<RegistrationState['registration']>['team'] = null;
  if (registration.team_id) {
    const row = await db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('id', '=', registration.team_id)
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('team_members')
      .select(['user_id', 'role', 'joined_at'])
      .where('team_id', '=', row.id)
      .execute();
    members.sort(
      (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joined_at.getTime() - b.joined_at.getTime(),
    );
    team = {
      id: row.id,
      name: row.name,
      members: members.map((member) => ({ userId: member.user_id, role: member.role })),
    };
  }
  return {
    isRegistered: true,
    registrationType: registration.team_id ? 'team' : 'solo',
    registration: { id: registration.id, registrationStatus: registration.status, team },
    currentMatch:
      tournament.tournament_type === 'bracket' && tournament.starting_time <= context.clock()
        ? await currentMatchOf(
            db,
            tournament.id,
            userId,
            context.clock(),
            providerTournamentCodes(context, tournament.format),
          )
        : null,
  };
}

/**
 * Inserts a registration: 409 `tournamentFull` at the tournament's capacity; approved at once when the tournament
 * needs no approval, else pending (issue 30).
 */
async function insertRegistration(
  trx: Db,
  values: { tournament: TournamentRow; userId: string; teamId: string | null; now: Date },
): Promise<string> {
  await assertRoomFor(trx, values.tournament);
  try {
    const { id } = await trx
      .insertInto('registrations')
      .values({
        tournament_id: values.tournament.id,
        user_id: values.userId,
        team_id: values.teamId,
        status: values.tournament.approval_required ? 'pending' : 'approved',
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refusal('conflict', 'Already registered for this tournament', {
        reason: RefusalReason.alreadyRegistered,
      });
    }
    throw error;
  }
}

/** POST /v1/tournaments/{id}/register/solo: a 1vs1 registration for the caller. */
export async function registerSolo(
  context: RegistrationsContext,
  tournamentId: string,
  userId: string,
): Promise<string> {
  const now = context.clock();
  await refreshRanksForRequirements(context, tournamentId, async () => [userId]);
  return withLockedTournament(context, tournamentId, async (trx, tournament) => {
    assertBracket(tournament);
    if (!isSoloFormat(tournament.format)) {
      throw refusal(
        'validation',
        `Solo registration is only for 1vs1 tournaments; register a team for this ${tournament.format} tournament`,
        { reason: RefusalReason.teamTournament, format: tournament.format },
      );
    }
    assertRegistrationOpen(tournament, now);
    const existing = await registrationOf(trx, tournament.id, userId);
    if (existing) {
      throw existing.team_id
        ? refusal('conflict', 'You are already registered for this tournament with your team', {
            reason: RefusalReason.alreadyRegisteredWithTeam,
          })
        : refusal('conflict', 'You are already registered for this tournament', {
            reason: RefusalReason.alreadyRegistered,
          });
    }
    const player = await trx
      .selectFrom('users')
      .select(['id as user_id', 'game_name', 'tag_line'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await assertRankRequirements(trx, tournament, [player]);
    return insertRegistration(trx, { tournament, userId, teamId: null, now });
  });
}

/** POST /v1/tournaments/{id}/register/{teamId}: the caller (owner or admin) registers their team. */
export async function registerTeam(
  context: RegistrationsContext,
  tournamentId: string,
  teamId: string,
  userId: string,
): Promise<string> {
  const now = context.clock();
  await refreshRanksForRequirements(context, tournamentId, async () => {
    if (!isUuid(teamId)) return [];
    const members = await context.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', teamId)
      .execute();
    // Only a member may register the team: nobody else's registration reads the members' ranks.
    return members.some((member) => member.user_id === userId) ? members.map((member) => member.user_id) : [];
  });
  return withLockedTournament(context, tournamentId, async (trx, tournament) => {
    assertBracket(tournament);
    if (isSoloFormat(tournament.format)) {
      throw refusal(
        'validation',
        'Team registration is only for team tournaments; register solo for this 1vs1 tournament',
        { reason: RefusalReason.soloTournament },
      );
    }
    // Permission before phase: someone who may not register this team learns nothing about the phase.
    const team = isUuid(teamId)
      ? await trx.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirst()
      : undefined;
    if (!team) throw refusal('notFound', 'Team not found', { reason: RefusalReason.teamNotFound });
    const members = await trx
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select(['team_members.user_id', 'team_members.role', 'users.game_name', 'users.tag_line'])
      .where('team_members.team_id', '=', team.id)
      .execute();
    const caller = members.find((member) => member.user_id === userId);
    if (!caller || !isTeamManager(caller.role)) throw notOwnerOrAdmin();
    assertRegistrationOpen(tournament, now);

    const needed = teamSizeOf(tournament.format);
    if (members.length < needed) {
      throw refusal(
        'validation',
        `This team doesn't have enough members. You need at least ${needed} members to participate in this tournament.`,
        { reason: RefusalReason.notEnoughMembers, required: needed, members: members.length },
      );
    }

    const teamRegistration = await trx
      .selectFrom('registrations')
      .select('id')
      .where('tournament_id', '=', tournament.id)
      .where('team_id', '=', team.id)
      .executeTakeFirst();
    if (teamRegistration) {
      throw refusal('conflict', 'This team is already registered for this tournament', {
        reason: RefusalReason.teamAlreadyRegistered,
      });
    }
    // A player belongs to one team, so the only other way in is a solo registration.
    const soloMembers = await trx
      .selectFrom('registrations')
      .select('user_id')
      .where('tournament_id', '=', tournament.id)
      .where('team_id', 'is', null)
      .where(
        'user_id',
        'in',
        members.map((member) => member.user_id),
      )
      .execute();
    if (soloMembers.length > 0) {
      const registered = new Set(soloMembers.map((row) => row.user_id));
      throw refusal('conflict', 'Some members of this team are already registered for this tournament', {
        reason: RefusalReason.membersAlreadyRegistered,
        players: members
          .filter((member) => registered.has(member.user_id))
          .map((member) => `${member.game_name}#${member.tag_line}`),
      });
    }
    await assertRankRequirements(trx, tournament, members);
    return insertRegistration(trx, { tournament, userId, teamId: team.id, now });
  });
}

async function checkIn(
  context: RegistrationsContext,
  tournamentId: string,
  find: (db: Db, tournament: TournamentRow) => Promise<RegistrationRow | undefined>,
): Promise<void> {
  const now = context.clock();
  await withLockedTournament(context, tournamentId, async (trx, tournament) => {
    assertBracket(tournament);
    // Permission before phase: a player who is not registered learns nothing about the phase.
    const registration = await find(trx, tournament);
    if (!registration) throw notRegistered();
    assertCheckInOpen(tournament, now);
    if (registration.status === 'rejected') {
      throw refusal('forbidden', 'This registration was rejected', {
        reason: RefusalReason.registrationRejected,
      });
    }
    if (registration.status === 'checked-in') {
      throw refusal('conflict', 'Already checked in', { reason: RefusalReason.alreadyCheckedIn });
    }
    await trx
      .updateTable('registrations')
      .set({ status: 'checked-in', checked_in_at: now })
      .where('id', '=', registration.id)
      .execute();
  });
}

/** POST /v1/tournaments/{id}/check-in/solo: the caller's solo registration. */
export async function checkInSolo(
  context: RegistrationsContext,
  tournamentId: string,
  userId: string,
): Promise<void> {
  await checkIn(context, tournamentId, (db, tournament) =>
    db
      .selectFrom('registrations')
      .select(['id', 'tournament_id', 'user_id', 'team_id', 'status'])
      .where('tournament_id', '=', tournament.id)
      .where('team_id', 'is', null)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

/** POST /v1/tournaments/{id}/check-in/{teamId}: any member of the registered team checks it in. */
export async function checkInTeam(
  context: RegistrationsContext,
  tournamentId: string,
  teamId: string,
  userId: string,
): Promise<void> {
  await checkIn(context, tournamentId, async (db, tournament) => {
    if (!isUuid(teamId)) return undefined;
    const membership = await membershipOf(db, userId);
    if (membership?.team_id !== teamId) return undefined;
    return db
      .selectFrom('registrations')
      .select(['id', 'tournament_id', 'user_id', 'team_id', 'status'])
      .where('tournament_id', '=', tournament.id)
      .where('team_id', '=', teamId)
      .executeTakeFirst();
  });
}

/** DELETE /v1/tournaments/{id}/unregister: the solo registrant, or the owner or an admin of the team. */
export async function unregister(
  context: RegistrationsContext,
  tournamentId: string,
  userId: string,
): Promise<void> {
  const now = context.clock();
  await withLockedTournament(context, tournamentId, async (trx, tournament) => {
    const registration = await registrationOf(trx, tournament.id, userId);
    if (!registration) {
      throw refusal('notFound', 'You are not registered for this tournament', {
        reason: RefusalReason.notRegistered,
      });
    }
    if (registration.team_id) {
      const membership = await membershipOf(trx, userId);
      if (!membership || !isTeamManager(membership.role)) {
        throw refusal('forbidden', 'Only team owners and admins can unregister teams from tournaments', {
          reason: RefusalReason.notTeamManager,
        });
      }
    }
    if (tournamentPhase(tournament, now) === 'started') {
      throw refusal('conflict', 'The tournament has already started', {
        reason: RefusalReason.tournamentStarted,
      });
    }
    await trx.deleteFrom('registrations').where('id', '=', registration.id).execute();
  });
}

/**
 * PATCH /v1/admin/tournaments/{id}/registration: staff open or close registration, audited as `registration.open`
 * or `registration.close` in the same transaction.
 */
export async function setRegistrationOpen(
  context: RegistrationsContext,
  staffId: string,
  tournamentId: string,
  open: boolean,
): Promise<{ id: string; registration_open: boolean }> {
  return withLockedTournament(context, tournamentId, async (trx, tournament) => {
    const now = context.clock();
    await trx
      .updateTable('tournaments')
      .set({ registration_open: open, updated_at: now })
      .where('id', '=', tournament.id)
      .execute();
    await recordStaffAction(trx, {
      staffId,
      action: open ? 'registration.open' : 'registration.close',
      record: { type: 'tournaments', id: tournament.id },
      before: { registrationOpen: tournament.registration_open },
      after: { registrationOpen: open },
      at: now,
    });
    return { id: tournament.id, registration_open: open };
  });
}

/**
 * PATCH /v1/admin/tournaments/{id}/registrations/{registrationId}: staff approve or reject a registration, audited
 * as `registration.approve` or `registration.reject` in the same transaction. A registration that has checked in
 * is past review.
 */
export async function reviewRegistration(
  context: RegistrationsContext,
  staffId: string,
  ids: { tournamentId: string; registrationId: string },
  status: 'approved' | 'rejected',
  reason: string | null = null,
): Promise<{ id: string; registrationStatus: RegistrationStatus }> {
  const { tournamentId, registrationId } = ids;
  return withLockedTournament(context, tournamentId, async (trx, tournament) => {
    const registration = isUuid(registrationId)
      ? await trx
          .selectFrom('registrations')
          .select(['id', 'status', 'review_reason'])
          .where('id', '=', registrationId)
          .where('tournament_id', '=', tournament.id)
          .executeTakeFirst()
      : undefined;
    if (!registration) throw apiError('notFound', { message: 'Registration not found' });
    if (registration.status === 'checked-in') {
      throw apiError('conflict', { message: 'This registration has already checked in' });
    }
    await trx
      .updateTable('registrations')
      .set({ status, review_reason: reason })
      .where('id', '=', registration.id)
      .execute();
    await recordStaffAction(trx, {
      staffId,
      action: status === 'approved' ? 'registration.approve' : 'registration.reject',
      record: { type: 'registrations', id: registration.id },
      before: { status: registration.status, reviewReason: registration.review_reason },
      after: { status, reviewReason: reason },
      at: context.clock(),
    });
    return { id: registration.id, registrationStatus: status };
  });
}
