import type { BadgeTone, RegistrationStatus, TeamRole, TournamentTeams } from '@arena/shared-kit';
import { REGISTRATION_CHIPS } from '../../../utils/registration-chips';

/** True for 1vs1-like formats: the number before "vs" is 1 (P1 §3 team size), or none is given. */
export function isSoloFormat(format: string | null | undefined): boolean {
  const size = Number.parseInt(/^\s*(\d+)\s*v/i.exec(format ?? '')?.[1] ?? '', 10);
  return Number.isNaN(size) || size <= 1;
}

export type ParticipantsView =
  | {
      kind: 'players';
      format: string;
      count: number;
      entries: Extract<TournamentTeams, { players: unknown }>['players'];
    }
  | {
      kind: 'teams';
      format: string;
      count: number;
      entries: Extract<TournamentTeams, { teams: unknown }>['teams'];
    };

/** The answer of GET /v1/tournaments/{id}/teams as one shape the page switches on. */
export function participantsView(answer: TournamentTeams): ParticipantsView {
  return 'players' in answer
    ? { kind: 'players', format: answer.format, count: answer.playersCount, entries: answer.players }
    : { kind: 'teams', format: answer.format, count: answer.teamsCount, entries: answer.teams };
}

/** The status badge of a registration (P1 §4 colours): label key and tone. */
export function registrationBadge(status: RegistrationStatus): { label: string; tone: BadgeTone } {
  const chip = REGISTRATION_CHIPS[status] ?? REGISTRATION_CHIPS.pending;
  return { label: `teams.status.${chip.label}`, tone: chip.tone };
}

export const TEAM_ROLES: readonly TeamRole[] = ['owner', 'admin', 'member'];
