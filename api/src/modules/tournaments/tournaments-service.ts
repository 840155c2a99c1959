import type {
  RegisteredTournament,
  Tournament,
  TournamentSort,
  TournamentStatus,
  TournamentStream,
  TournamentType,
} from '@arena/contract';
import { parseStreamUrl, streamWatchUrl } from '@arena/contract/rules';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, TournamentRow } from '../../db/schema.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { isUuid } from '../../auth/authenticate.js';
import { tournamentStatus } from './tournament-status.js';
import { rankRequirementsOf } from '../../providers/game-data/player-ranks.js';

export interface TournamentListQuery {
  limit: number;
  sort: TournamentSort;
  /** Portal region: `me` matches regions containing "me", `eu` those containing "euw" (P1 §2). */
  region?: 'me' | 'eu';
  status?: TournamentStatus[];
  tournamentType?: TournamentType;
}

type TournamentWithCount = TournamentRow & { participants: number };

const participants = (eb: ExpressionBuilder<Database, 'tournaments'>) =>
  eb
    .selectFrom('registrations')
    .select(sql<number>`count(*)::int`.as('count'))
    .whereRef('registrations.tournament_id', '=', 'tournaments.id')
    .where('registrations.status', '<>', 'rejected')
    .as('participants');

/** SQL condition for one derived status at `now` — the same rule as `tournamentStatus`. */
function statusCondition(
  eb: ExpressionBuilder<Database, 'tournaments'>,
  status: TournamentStatus,
  now: Date,
) {
  switch (status) {
    case 'upcoming':
      return eb('checking_time', '>', now);
    case 'check-in':
      return eb.and([eb('checking_time', '<=', now), eb('starting_time', '>', now)]);
    case 'in-progress':
      return eb.and([eb('starting_time', '<=', now), eb('ends_at', '>', now)]);
    case 'completed':
      return eb('ends_at', '<=', now);
  }
}

function iso(date: Date): string {
  return date.toISOString();
}

/** The stream the page offers to load, or null (none, or an address no longer taken). */
function streamOf(address: string | null): TournamentStream | null {
  const source = address ? parseStreamUrl(address) : null;
  return source ? { ...source, url: streamWatchUrl(source) } : null;
}

export function toTournamentDto(
  row: TournamentWithCount,
  now: Date,
  assetUrl: (path: string | null) => string | null,
): Tournament {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    poster: {
      en: assetUrl(row.poster.en) ?? '',
      ...(row.poster.ar ? { ar: assetUrl(row.poster.ar) ?? '' } : {}),
    },
    status: tournamentStatus(row, now),
    format: row.format,
    game_mode: row.game_mode,
    type: row.type,
    tournament_type: row.tournament_type,
    region: row.region,
    skill_level: row.skill_level,
    prizepool: row.prizepool,
    prizepool_format: row.prizepool_format,
    registration_open: row.registration_open,
    registrationStats: { totalParticipants: row.participants },
    registration_start_time: iso(row.registration_start_time),
    registration_closed_time: iso(row.registration_closed_time),
    checking_time: iso(row.checking_time),
    starting_time: iso(row.starting_time),
    information: { additionalInfo: row.additional_info },
    requirements: row.requirements,
    rules: row.rules,
    faqs: row.faqs,
    support_live_chat: row.support_live_chat,
    stream: streamOf(row.stream_url),
    rankRequirements: rankRequirementsOf(row),
    created_at: iso(row.created_at),
  };
}

export async function listTournaments(
  db: Db,
  query: TournamentListQuery,
  now: Date,
): Promise<TournamentWithCount[]> {
  let select = db
    .selectFrom('tournaments')
    .selectAll('tournaments')
    .select(participants)
    .where(isPublicTournament);
  if (query.region === 'me') select = select.where('region', 'like', '%me%');
  if (query.region === 'eu') select = select.where('region', 'like', '%euw%');
  if (query.tournamentType) select = select.where('tournament_type', '=', query.tournamentType);
  const statuses = query.status;
  if (statuses?.length)
    select = select.where((eb) => eb.or(statuses.map((status) => statusCondition(eb, status, now))));
  const column = query.sort.replace(/^-/, '') as 'created_at' | 'starting_time';
  const direction = query.sort.startsWith('-') ? 'desc' : 'asc';
  const rows = await select.orderBy(column, direction).orderBy('id', direction).limit(query.limit).execute();
  return rows as TournamentWithCount[];
}

/** One public tournament; 404 code 10001 for an unknown (or malformed) id, a draft or a cancelled one. */
export async function findTournament(db: Db, id: string): Promise<TournamentWithCount> {
  if (!isUuid(id)) throw apiError('tournamentNotFound');
  const row = await db
    .selectFrom('tournaments')
    .selectAll('tournaments')
    .select(participants)
    .where('tournaments.id', '=', id)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!row) throw apiError('tournamentNotFound');
  return row as TournamentWithCount;
}

/**
 * The tournaments a player is registered for (P1 §7 GET /v1/tournaments/me/registered): their solo
 * registrations and the registrations of every team they are a member of now, whoever of the team made them.
 * Soonest start first; one entry per tournament.
 */
export async function listRegisteredTournaments(db: Db, userId: string): Promise<RegisteredTournament[]> {
  const rows = await db
    .selectFrom('registrations')
    .innerJoin('tournaments', 'tournaments.id', 'registrations.tournament_id')
    .select([
      'registrations.tournament_id',
      'registrations.status',
      'registrations.created_at',
      'tournaments.starting_time',
    ])
    .where(isPublicTournament)
    .where((eb) =>
      eb.or([
        eb.and([eb('registrations.team_id', 'is', null), eb('registrations.user_id', '=', userId)]),
        eb(
          'registrations.team_id',
          'in',
          eb
            .selectFrom('team_members')
            .select('team_members.team_id')
            .where('team_members.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('tournaments.starting_time', 'asc')
    .orderBy('registrations.tournament_id', 'asc')
    .orderBy('registrations.created_at', 'asc')
    .execute();
  const seen = new Set<string>();
  const entries: RegisteredTournament[] = [];
  for (const row of rows) {
    if (seen.has(row.tournament_id)) continue;
    seen.add(row.tournament_id);
    entries.push({
      id: row.tournament_id,
      registrationStatus: row.status,
      registrationDate: iso(row.created_at),
      starting_time: iso(row.starting_time),
    });
  }
  return entries;
}
