import { isTeamManager, type TournamentPhase, type TournamentSchedule } from '@arena/contract/rules';
import type { RegistrationState, RegistrationStatus } from '@arena/shared-kit';

/** The date a phase ends with (the next phase's start), which the panel counts down to; null once started. */
export const PHASE_END: Readonly<Record<TournamentPhase, keyof TournamentSchedule | null>> = {
  preRegistration: 'registration_start_time',
  registration: 'registration_closed_time',
  postRegistration: 'checking_time',
  checking: 'starting_time',
  started: null,
};

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
  return isTeamManager(state.registration.team?.members.find((member) => member.userId === userId)?.role);
}
