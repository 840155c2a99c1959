import type { PushKind } from '@arena/contract';
import type { NotificationEventKind } from '../notifications/notification-events.js';

/** How an event's alert is sent: the kind a device must take, how long it is worth delivering, how urgent it is. */
export interface PushRule {
  /** The kind of alert: a device takes it when the player chose that kind on it. */
  kind: PushKind;
  /** How long the push service keeps trying to reach the device, in seconds (the message is useless after). */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Match found: the acceptance countdown is 100 s from the match's creation (P1 §4). */
export const MATCH_ACCEPT_SECONDS = 100;

/**
 * A lobby code is revealed 5 minutes before its match; the alert is worth delivering until the match is well under
 * way (a late start still needs the code), not after.
 */
export const LOBBY_CODE_TTL_SECONDS = 30 * MINUTE;

/**
 * Which kind of alert each notification event is, decided here (issue 32): the three preferences of the settings,
 * match alerts and three moments a player chooses on their own. Match alerts are about a match the player plays now
 * or next (found, scheduled, reset, decided, its result, a no-show); the lobby code is the code of their bracket
 * match revealed 5 minutes before it; disputes are a disputed result and staff settling it; tournament updates
 * are about their registrations (reviewed, check-in open, schedule, cancelled, dropped, disqualified) and their team;
 * challenges about the pass's XP and missions (the spec's "Daily Challenges"); rewards about reward codes and prize
 * payouts; support about their questions answered (a ticket, the support chat while they are away from it). Every
 * event kind has a rule (the type says so).
 */
export const PUSH_RULES: Record<NotificationEventKind, PushRule> = {
  match_found: { kind: 'matches', ttlSeconds: MATCH_ACCEPT_SECONDS, urgency: 'high' },
  match_scheduled: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  match_reset: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  match_decided: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  match_no_show: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  no_show_reversed: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  match_both_absent: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  result_verified: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  no_show: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  // The ladder's duo queue (issue 33): an invite waits for its answer; the partner's moves matter while they queue.
  duo_invite: { kind: 'matches', ttlSeconds: HOUR, urgency: 'normal' },
  duo_answered: { kind: 'matches', ttlSeconds: HOUR, urgency: 'normal' },
  duo_left: { kind: 'matches', ttlSeconds: HOUR, urgency: 'normal' },
  result_disputed: { kind: 'disputes', ttlSeconds: DAY, urgency: 'normal' },
  dispute_resolved: { kind: 'disputes', ttlSeconds: DAY, urgency: 'normal' },
  lobby_code_ready: { kind: 'lobby', ttlSeconds: LOBBY_CODE_TTL_SECONDS, urgency: 'high' },
  check_in_open: { kind: 'tournaments', ttlSeconds: 2 * HOUR, urgency: 'high' },
  registration_reviewed: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  tournament_schedule_changed: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  tournament_cancelled: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  registration_dropped: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  registration_disqualified: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  team_member_joined: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  team_member_left: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  team_member_removed: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  team_role_changed: { kind: 'tournaments', ttlSeconds: DAY, urgency: 'normal' },
  pass_grant: { kind: 'challenges', ttlSeconds: DAY, urgency: 'normal' },
  reward_code: { kind: 'rewards', ttlSeconds: 7 * DAY, urgency: 'normal' },
  payout_status: { kind: 'rewards', ttlSeconds: 7 * DAY, urgency: 'normal' },
  prize_withdrawn: { kind: 'rewards', ttlSeconds: 7 * DAY, urgency: 'normal' },
  ticket_reply: { kind: 'support', ttlSeconds: 7 * DAY, urgency: 'normal' },
  ticket_status: { kind: 'support', ttlSeconds: DAY, urgency: 'normal' },
  support_reply: { kind: 'support', ttlSeconds: HOUR, urgency: 'high' },
};
