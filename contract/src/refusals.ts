/**
 * Why the API refused a request, as `details.reason` of the error answer (`{ code, message, details }`), with the
 * parameters of the reason beside it in `details`. Screens translate the reason; the English `message` is for logs
 * and API clients only, so rewording it changes nothing a player reads. Zod-free, so the front end may import it
 * at run time (`@arena/contract/refusals`); a remote usually needs only its types (`import type`, zero bytes).
 */
export const RefusalReason = {
  /** An admin closed registration (`registration_open` is false). */
  closedByAdmin: 'closedByAdmin',
  /** Registration has not opened yet. */
  registrationNotOpen: 'registrationNotOpen',
  /** Registration has closed (a bracket's registration phase, a ladder's registration period). */
  registrationClosed: 'registrationClosed',
  /** The caller is already registered (solo, or on the ladder). */
  alreadyRegistered: 'alreadyRegistered',
  /** The caller is already registered through their team. */
  alreadyRegisteredWithTeam: 'alreadyRegisteredWithTeam',
  /** The team is already registered. */
  teamAlreadyRegistered: 'teamAlreadyRegistered',
  /** Some members of the team registered solo. */
  membersAlreadyRegistered: 'membersAlreadyRegistered',
  /** Only a team's owner or admins may register or unregister it. */
  notTeamManager: 'notTeamManager',
  /** The team has fewer members than the format needs. */
  notEnoughMembers: 'notEnoughMembers',
  /** The team does not exist. */
  teamNotFound: 'teamNotFound',
  /** A team tournament refuses a solo registration. */
  teamTournament: 'teamTournament',
  /** A 1vs1 tournament refuses a team registration. */
  soloTournament: 'soloTournament',
  /** A matchmaking ladder is joined through matchmaking registration. */
  ladderTournament: 'ladderTournament',
  /** The caller is not registered for the tournament. */
  notRegistered: 'notRegistered',
  /** Check-in has not opened yet. */
  checkInNotOpen: 'checkInNotOpen',
  /** Check-in has closed. */
  checkInClosed: 'checkInClosed',
  /** The registration has already checked in. */
  alreadyCheckedIn: 'alreadyCheckedIn',
  /** An admin rejected the registration. */
  registrationRejected: 'registrationRejected',
  /** The tournament has started. */
  tournamentStarted: 'tournamentStarted',
  /** The ladder has ended. */
  tournamentEnded: 'tournamentEnded',
  /** The ladder's queue is open only in its daily window. */
  outsideWindow: 'outsideWindow',
  /** An admin closed the ladder's queue. */
  queueClosed: 'queueClosed',
  /** The player is in a match. */
  alreadyInMatch: 'alreadyInMatch',
  /** The player is already in the queue. */
  alreadySearching: 'alreadySearching',
  /** The player searched moments ago. */
  searchCooldown: 'searchCooldown',
  /** The caller is already in a team (a player belongs to one team at most). */
  alreadyInTeam: 'alreadyInTeam',
  /** Another team has this name. */
  teamNameTaken: 'teamNameTaken',
  /** The team's invite link is disabled. */
  inviteDisabled: 'inviteDisabled',
  /** Only the team's owner may do this (delete the team, change an admin's role, remove an admin). */
  notTeamOwner: 'notTeamOwner',
  /** The team's owner cannot leave it; they delete it instead. */
  ownerCannotLeave: 'ownerCannotLeave',
  /** The team owner's role cannot be changed. */
  ownerRoleFixed: 'ownerRoleFixed',
  /** The team's owner cannot be removed. */
  ownerNotRemovable: 'ownerNotRemovable',
  /** The member is not in the team (any more). */
  memberNotFound: 'memberNotFound',
  /** The member's role changed meanwhile. */
  roleChanged: 'roleChanged',
  /** A manager removes themselves by leaving the team. */
  removeSelf: 'removeSelf',
  /** The payout does not exist. */
  payoutNotFound: 'payoutNotFound',
  /** The payout is no longer pending. */
  payoutSettled: 'payoutSettled',
  /** The payout has no payment details to pay to: the player has saved none. */
  noDestination: 'noDestination',
  /** The caller has not joined the pass. */
  notPassMember: 'notPassMember',
  /** The mission does not exist. */
  missionNotFound: 'missionNotFound',
  /** The mission cannot be completed yet (progress short of its target, or its level not reached). */
  missionNotCompletable: 'missionNotCompletable',
  /** An admin cannot grant or revoke their own staff roles. */
  staffOwnRoles: 'staffOwnRoles',
  /** The player holds this staff role already. */
  staffRoleHeld: 'staffRoleHeld',
  /** The player does not hold this staff role. */
  staffRoleNotHeld: 'staffRoleNotHeld',
  /** No player has this Riot ID. */
  playerNotFound: 'playerNotFound',
  /** The tournament cannot be published yet: `missing` names what it still needs. */
  tournamentIncomplete: 'tournamentIncomplete',
  /** The tournament is published already. */
  tournamentPublished: 'tournamentPublished',
  /** The tournament was cancelled: it can no longer change. */
  tournamentCancelled: 'tournamentCancelled',
  /** The tournament is over (its end has passed, or its prizes were paid). */
  tournamentCompleted: 'tournamentCompleted',
  /** This field can no longer change (the format once published, the structure once the bracket exists). */
  tournamentFieldLocked: 'tournamentFieldLocked',
  /** The capacity would be below the registrations the tournament has. */
  capacityBelowRegistrations: 'capacityBelowRegistrations',
  /** The tournament is full: it has as many registrations as its capacity. */
  tournamentFull: 'tournamentFull',
  /** The tournament is a draft: it is run once it is published. */
  tournamentDraft: 'tournamentDraft',
  /** Seeding, starting, match actions and completing are for bracket tournaments, not ladders. */
  notABracket: 'notABracket',
  /** Only a matchmaking ladder is ended early. */
  notALadder: 'notALadder',
  /** The tournament (a ladder's season) has not started yet. */
  tournamentNotStarted: 'tournamentNotStarted',
  /** Check-in has not closed yet: the entrants are known, seeded and started once it has (`checkInClosesUtc`). */
  checkInNotClosed: 'checkInNotClosed',
  /** The bracket has been drawn: it is not seeded or started again. */
  bracketStarted: 'bracketStarted',
  /** The bracket has not been drawn yet. */
  bracketNotStarted: 'bracketNotStarted',
  /** Fewer than two entrants checked in (`entrants`): there is no bracket to draw. */
  notEnoughEntrants: 'notEnoughEntrants',
  /** Matches of the bracket are still to be played (`matches`). */
  bracketNotFinished: 'bracketNotFinished',
  /** The match's two sides are not both known yet (or one is a bye). */
  matchNotPlayable: 'matchNotPlayable',
  /** The match has a result already (reset it first). */
  matchDecided: 'matchDecided',
  /** The match has no result to reset. */
  matchNotDecided: 'matchNotDecided',
  /** A match that follows from this one has been played: its result can no longer be reset. */
  laterMatchPlayed: 'laterMatchPlayed',
  /** The winner's next match has started (its code is revealed, or it is played): the forfeit stays. */
  laterMatchStarted: 'laterMatchStarted',
  /** The match has no automatic no-show forfeit to reverse (none, or reversed already). */
  noAutoForfeit: 'noAutoForfeit',
  /**
   * A prize the tournament's final awarded has been paid out already (`position`, `amount`, `currency`, `method`):
   * the final can no longer be reversed, since that payment cannot be taken back.
   */
  prizePaidOut: 'prizePaidOut',
  /** The registration is not one of the tournament's. */
  registrationNotFound: 'registrationNotFound',
  /** The entrant was disqualified already. */
  entrantDisqualified: 'entrantDisqualified',
  /** Disputed ladder matches wait for staff (`disputes`): the ladder ends once they are settled. */
  disputesOpen: 'disputesOpen',
  /** Staff do not grant or revoke XP and loyalty points on their own account. */
  passOwnGrant: 'passOwnGrant',
  /** A revocation would take the player's XP or loyalty points below zero (`totalXP`, `loyaltyPoints` now). */
  passTotalBelowZero: 'passTotalBelowZero',
  /** Staff do not ban themselves. */
  banOwnAccount: 'banOwnAccount',
  /** Only an admin bans or unbans another staff member (support moderates players). */
  staffBanNeedsAdmin: 'staffBanNeedsAdmin',
  /** The player is banned already (`endsAt`: when that ban ends, null for never). */
  playerBanned: 'playerBanned',
  /** The player is not banned (never, or their ban was lifted or has ended). */
  playerNotBanned: 'playerNotBanned',
  /**
   * A ladder match's report names another winner than the game the match was settled from (the publisher's
   * game-end callback): `winnerId`, `winnerRiotId` and `gameId` give the game's result.
   */
  contradictsGameResult: 'contradictsGameResult',
  /** A no-show claim before 15 minutes from the match's creation (`retryAfterMs`: how long before it may be). */
  noShowTooEarly: 'noShowTooEarly',
  /** A no-show claim from a player who has reported the match. */
  noShowReported: 'noShowReported',
  /** A no-show claim from a player the lobby evidence has not seen in the lobby. */
  noShowNotInLobby: 'noShowNotInLobby',
  /** A no-show claim against an opponent the lobby evidence has seen in the lobby. */
  noShowOpponentInLobby: 'noShowOpponentInLobby',
  /** A duo invite to oneself (issue 33). */
  duoSelf: 'duoSelf',
  /** No active player has the Riot ID a duo invite names. */
  duoPlayerNotFound: 'duoPlayerNotFound',
  /** The invited player is not registered on the ladder. */
  duoNotRegistered: 'duoNotRegistered',
  /** The invited player plays in another region (`region`: theirs). */
  duoOtherRegion: 'duoOtherRegion',
  /** The caller is in a duo already (to invite or accept: leave it first). */
  duoAlreadyInDuo: 'duoAlreadyInDuo',
  /** The other player is in a duo already. */
  duoPartnerInDuo: 'duoPartnerInDuo',
  /** The caller is searching or in a match (a duo forms between two free players). */
  duoAlreadyQueued: 'duoAlreadyQueued',
  /** The other player (the invited one, or the duo's partner when queueing) is searching or in a match. */
  duoPartnerBusy: 'duoPartnerBusy',
  /** An invite between the two players already waits for its answer. */
  duoInvitePending: 'duoInvitePending',
  /** A tournament's minimum rank: the player (or the named team member) is ranked below it, or unranked. */
  rankBelowMinimum: 'rankBelowMinimum',
  /** A tournament's maximum rank: the player (or the named team member) is ranked above it. */
  rankAboveMaximum: 'rankAboveMaximum',
  /** A tournament's minimum account level: the player's (or the named member's) is lower, or unknown. */
  accountLevelTooLow: 'accountLevelTooLow',
} as const;

/** One refusal reason (`'notEnoughMembers'`). */
export type RefusalReason = (typeof RefusalReason)[keyof typeof RefusalReason];

/** The parameters a reason carries beside it in `details`; a reason not listed carries none. */
export interface RefusalParameters {
  /** A ladder's registration period, ISO 8601 UTC. */
  registrationNotOpen: { registrationStartUtc?: string; registrationEndUtc?: string };
  /** A ladder's registration period, ISO 8601 UTC. */
  registrationClosed: { registrationStartUtc?: string; registrationEndUtc?: string };
  /** Members the format needs, and members the team has. */
  notEnoughMembers: { required: number; members: number };
  /** The members already registered solo, as `gameName#tagLine`. */
  membersAlreadyRegistered: { players: string[] };
  /** The format the tournament takes (`5vs5`). */
  teamTournament: { format: string };
  /** Today's window of the ladder, ISO 8601 UTC. */
  outsideWindow: { windowStartUtc: string; windowEndUtc: string };
  /** The match the player is in. */
  alreadyInMatch: { matchId: string };
  /** How long before the player may search again. */
  searchCooldown: { retryAfterMs: number };
  /** The status the payout has (`Completed`, `Rejected`). */
  payoutSettled: { status: string };
  /** The player's progress and the mission's target; the mission's level and the player's level. */
  missionNotCompletable: { progress: number; target: number; missionLevel: number; currentLevel: number };
  /** The fields publishing still needs, as body paths (`description.ar`, `poster.en`, `rules`). */
  tournamentIncomplete: { missing: string[] };
  /** The field that can no longer change (`format`, `structure`). */
  tournamentFieldLocked: { field: string };
  /** How many registrations the tournament has (rejected ones not counted). */
  capacityBelowRegistrations: { registrations: number };
  /** The tournament's capacity. */
  tournamentFull: { capacity: number };
  /** When check-in closes (the tournament's start), ISO 8601 UTC. */
  checkInNotClosed: { checkInClosesUtc: string };
  /** How many entrants checked in. */
  notEnoughEntrants: { entrants: number };
  /** How many matches are still to be played. */
  bracketNotFinished: { matches: number };
  /** How many disputed matches wait for a decision. */
  disputesOpen: { disputes: number };
  /** The player's totals now, and which of them the revocation would take below zero. */
  passTotalBelowZero: { totalXP: number; loyaltyPoints: number; belowZero: ('xp' | 'points')[] };
  /** When the ban in force ends, ISO 8601 UTC; null for a ban without an end. */
  playerBanned: { endsAt: string | null };
  /** The game's winner (user id and `gameName#tagLine`) and the publisher's match id of the game. */
  contradictsGameResult: { winnerId: string; winnerRiotId: string; gameId: string };
  /** How long before the no-show claim may be made. */
  noShowTooEarly: { retryAfterMs: number };
  /** The paid-out prize: its place, amount and currency, and how it was paid (null: not recorded). */
  prizePaidOut: {
    position: number;
    amount: number;
    currency: string;
    method: 'bank_transfer' | 'paypal' | null;
  };
  /** The invited player's region (`EUW`). */
  duoOtherRegion: { region: string };
  /** The required rank, the player's (null: unranked), and the player it is about (`gameName#tagLine`). */
  rankBelowMinimum: { required: RankStepDetails; actual: RankStepDetails | null; player: string };
  /** The highest rank allowed, the player's, and the player it is about. */
  rankAboveMaximum: { required: RankStepDetails; actual: RankStepDetails; player: string };
  /** The level required, the player's (null: unknown), and the player it is about. */
  accountLevelTooLow: { required: number; actual: number | null; player: string };
}

/** A tier (`GOLD`) and division (`II`, null for Master and above) as a rank refusal names them. */
export interface RankStepDetails {
  tier: string;
  division: string | null;
}

type ParametersOf<R extends RefusalReason> = R extends keyof RefusalParameters
  ? RefusalParameters[R]
  : Record<never, never>;

/** The `details` of a refusal: its reason and that reason's parameters. */
export type Refusal<R extends RefusalReason = RefusalReason> = R extends RefusalReason
  ? { reason: R } & ParametersOf<R>
  : never;

/** Every reason, for schemas and tests. */
export const REFUSAL_REASONS = Object.values(RefusalReason) as [RefusalReason, ...RefusalReason[]];
