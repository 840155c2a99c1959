import type { RegistrationState, RegistrationStatus, Team, Tournament } from '@arena/shared-kit';

/** The tournament page's phase from the clock (P1 §4). */
export type TournamentPhase =
  'preRegistration' | 'registration' | 'postRegistration' | 'checking' | 'started';

type Dates = Pick<
  Tournament,
  'registration_start_time' | 'registration_closed_time' | 'checking_time' | 'starting_time'
>;

/** The date a phase ends with (the next phase's start); null once the tournament has started. */
export const PHASE_END: Readonly<Record<TournamentPhase, keyof Dates | null>> = {
  preRegistration: 'registration_start_time',
  registration: 'registration_closed_time',
  postRegistration: 'checking_time',
  checking: 'starting_time',
  started: null,
};

function isBefore(now: number, value: string): boolean {
  const at = Date.parse(value);
  return !Number.isNaN(at) && now < at;
}

/**
 * Before registration start: pre-registration; until registration close: registration; until checking time:
 * post-registration; until starting time: checking; after the start: started. A boundary belongs to the later
 * phase, as on the server.
 */
export function tournamentPhase(tournament: Dates, now: number): TournamentPhase {
  if (isBefore(now, tournament.registration_start_time)) return 'preRegistration';
  if (isBefore(now, tournament.registration_closed_time)) return 'registration';
  if (isBefore(now, tournament.checking_time)) return 'postRegistration';
  if (isBefore(now, tournament.starting_time)) return 'checking';
  return 'started';
}

export type PanelButtonLabel =
  | 'registrationOpensSoon'
  | 'registerNow'
  | 'registrationClosed'
  | 'checkInClosed'
  | 'tournamentStarted'
  | 'registered'
  | 'checkIn'
  | 'checkedIn';

export interface PanelButton {
  label: PanelButtonLabel;
  /** What pressing does; null means the button is disabled. */
  action: 'register' | 'checkIn' | null;
}

/**
 * The panel's one button (P1 §4). Not registered: Registration Opens Soon, Register Now (Registration Closed
 * when an admin closed it), Registration Closed, Check-in Closed, Tournament Started, phase by phase. Registered:
 * Registered, then Check In during the checking phase, then Checked In. Enabled only to register (not
 * registered, registration phase, registration_open) or to check in (registered, checking phase, not checked in).
 */
export function panelButton(input: {
  phase: TournamentPhase;
  registrationOpen: boolean;
  /** The player's registration status; null when not registered. */
  status: RegistrationStatus | null;
}): PanelButton {
  const { phase, registrationOpen, status } = input;
  if (status !== null) {
    if (status === 'checked-in') return { label: 'checkedIn', action: null };
    if (phase === 'checking') return { label: 'checkIn', action: 'checkIn' };
    return { label: 'registered', action: null };
  }
  switch (phase) {
    case 'preRegistration':
      return { label: 'registrationOpensSoon', action: null };
    case 'registration':
      return registrationOpen
        ? { label: 'registerNow', action: 'register' }
        : { label: 'registrationClosed', action: null };
    case 'postRegistration':
      return { label: 'registrationClosed', action: null };
    case 'checking':
      return { label: 'checkInClosed', action: null };
    case 'started':
      return { label: 'tournamentStarted', action: null };
  }
}

/** "Registration is closed by admin": the registration phase, not registered, registration_open false. */
export function isClosedByAdmin(
  phase: TournamentPhase,
  registrationOpen: boolean,
  isRegistered: boolean,
): boolean {
  return phase === 'registration' && !registrationOpen && !isRegistered;
}

/** The players a side fields: the number before "vs" in the format (`5vs5` → 5); 1 when there is none. */
export function teamSizeOf(format: string): number {
  const match = /^\s*(\d+)\s*v/i.exec(format);
  const size = match ? Number(match[1]) : 1;
  return size >= 1 ? size : 1;
}

/** 1vs1 tournaments take solo registrations; the others take teams. */
export function isSoloTournament(tournament: Pick<Tournament, 'format'>): boolean {
  return teamSizeOf(tournament.format) === 1;
}

/** Whether a team may be registered (P1 §5): owner or admin only, then at least N members. */
export type TeamEligibility =
  | { ok: true }
  | { ok: false; reason: 'noPermission' }
  | { ok: false; reason: 'notEnoughMembers'; required: number };

export function teamEligibility(team: Pick<Team, 'role' | 'membersCount'>, format: string): TeamEligibility {
  if (team.role !== 'owner' && team.role !== 'admin') return { ok: false, reason: 'noPermission' };
  const required = teamSizeOf(format);
  if (team.membersCount < required) return { ok: false, reason: 'notEnoughMembers', required };
  return { ok: true };
}

/**
 * Unregister is offered to the solo registrant and to the owner or an admin of the registered team (P1 §5),
 * until the tournament starts.
 */
export function canUnregister(
  state: RegistrationState | undefined,
  userId: string | null,
  phase: TournamentPhase,
): boolean {
  if (!state?.isRegistered || !state.registration || !userId || phase === 'started') return false;
  if (state.registrationType === 'solo') return true;
  const role = state.registration.team?.members.find((member) => member.userId === userId)?.role;
  return role === 'owner' || role === 'admin';
}
