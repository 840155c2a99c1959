import type { PushKind } from '@arena/contract';
import type { NotificationEventKind } from '../notifications/notification-events.js';

/** How an event's alert is sent: the kind a device must take, how long it is worth delivering, how urgent it is. */
export interface PushRule {
  /** The kind of alert; null: the player's own correspondence (a ticket answered), sent to every device. */
  kind: PushKind | null;
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
 * Which kind of alert each notification event is, decided here (issue 32): the three preferences of the settings
 * and match alerts. Match alerts are about a match the player plays now or next (found, scheduled, reset, decided,
 * its result, a no-show, a dispute settled); tournament updates about their registrations (reviewed, check-in open,
 * schedule, cancelled, dropped, disqualified) and their team; challenges about the pass's XP and missions (the
 * spec's "Daily Challenges"); rewards about reward codes and prize payouts. Ticket answers are the player's own
 * question answered: every device with alerts on gets them. Every event kind has a rule (the type says so).
 */
export const PUSH_RULES: Record<NotificationEventKind, PushRule> = {
  match_found: { kind: 'matches', ttlSeconds: MATCH_ACCEPT_SECONDS, urgency: 'high' },
  match_scheduled: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  match_reset: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  match_decided: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  result_verified: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  no_show: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
  dispute_resolved: { kind: 'matches', ttlSeconds: DAY, urgency: 'normal' },
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
  ticket_reply: { kind: null, ttlSeconds: 7 * DAY, urgency: 'normal' },
  ticket_status: { kind: null, ttlSeconds: DAY, urgency: 'normal' },
};
