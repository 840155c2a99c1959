import type {
  RegistrationStatus,
  StaffRegistration,
  StaffTournament,
  TournamentLifecycle,
} from '@arena/contract';
import { sql } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { Db } from '../../db/database.js';
import { apiError } from '../../errors.js';
import { tournamentStatus } from './tournament-status.js';

const STATUSES: readonly RegistrationStatus[] = ['pending', 'approved', 'rejected', 'checked-in'];

/** Where a tournament stands in the organizer console: a draft, published, or cancelled. */
export function tournamentLifecycle(row: {
  published_at: Date | null;
  cancelled_at: Date | null;
}): TournamentLifecycle {
  if (row.cancelled_at) return 'cancelled';
  return row.published_at ? 'published' : 'draft';
}

/** `%text%` for `ilike`, with the text's own `%`, `_` and `\` matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Every tournament for the staff desk (GET /v1/admin/tournaments), drafts and cancelled ones included: the
 * schedule, where it stands (`lifecycle`), whether registration is open, and how many registrations are in each
 * status (the check-in overview), soonest start first. `search` keeps those whose English or Arabic name contains
 * it, case-insensitive.
 */
export async function listStaffTournaments(
  db: Db,
  now: Date,
  options: { search?: string } = {},
): Promise<StaffTournament[]> {
  let query = db.selectFrom('tournaments').selectAll();
  if (options.search) {
    const pattern = containing(options.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`name->>'en'`, 'ilike', pattern),
        eb(sql<string>`coalesce(name->>'ar', '')`, 'ilike', pattern),
      ]),
    );
  }
  const rows = await query.orderBy('starting_time').orderBy('id').execute();
  const counts = await db
    .selectFrom('registrations')
    .select(['tournament_id', 'status', sql<number>`count(*)::int`.as('count')])
    .groupBy(['tournament_id', 'status'])
    .execute();
  return rows.map((row) => {
    const registrations = { total: 0, pending: 0, approved: 0, rejected: 0, 'checked-in': 0 };
    for (const count of counts) {
      if (count.tournament_id !== row.id || !STATUSES.includes(count.status)) continue;
      registrations[count.status] += count.count;
      registrations.total += count.count;
    }
    return {
      id: row.id,
      name: row.name,
      status: tournamentStatus(row, now),
      lifecycle: tournamentLifecycle(row),
      tournament_type: row.tournament_type,
      format: row.format,
      region: row.region,
      registration_open: row.registration_open,
      registration_start_time: row.registration_start_time.toISOString(),
      registration_closed_time: row.registration_closed_time.toISOString(),
      checking_time: row.checking_time.toISOString(),
      starting_time: row.starting_time.toISOString(),
      registrations,
    };
  });
}

/** A tournament's registrations for the staff desk, oldest first, optionally of one status. */
export async function listStaffRegistrations(
  db: Db,
  tournamentId: string,
  status?: RegistrationStatus,
): Promise<StaffRegistration[]> {
  if (!isUuid(tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await db
    .selectFrom('tournaments')
    .select('id')
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');
  let query = db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id')
    .select((eb) => [
      'registrations.id',
      'registrations.status',
      'registrations.created_at',
      'registrations.checked_in_at',
      'registrations.review_reason',
      'users.id as user_id',
      'users.game_name',
      'users.tag_line',
      'teams.id as team_id',
      'teams.name as team_name',
      eb
        .selectFrom('team_members')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('team_members.team_id', '=', 'registrations.team_id')
        .as('members_count'),
    ])
    .where('registrations.tournament_id', '=', tournament.id);
  if (status) query = query.where('registrations.status', '=', status);
  const rows = await query.orderBy('registrations.created_at').orderBy('registrations.id').execute();
  return rows.map((row) => ({
    id: row.id,
    registrationStatus: row.status,
    registrationDate: row.created_at.toISOString(),
    checkedInAt: row.checked_in_at ? row.checked_in_at.toISOString() : null,
    reviewReason: row.review_reason,
    player: { id: row.user_id, gameName: row.game_name, tagLine: row.tag_line },
    team:
      row.team_id && row.team_name
        ? { id: row.team_id, name: row.team_name, membersCount: row.members_count ?? 0 }
        : null,
  }));
}
