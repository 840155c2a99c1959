import type { BugReportStatus, Locale } from '@arena/contract';
import { supportChatLink } from '@arena/contract/rules';
import type { Db } from '../../db/database.js';
import type { NotificationType, RewardCodeType, TeamRole } from '../../db/schema.js';
import { bothLanguages, t, type TextKey, type TextParams } from '../../i18n/translate.js';

/**
 * What happened, as the code that makes the event tells it (DESIGN §5 "Notifications come from events"). Events
 * carry ids; the names (team, player, tournament in both languages) are read when the notification is written.
 */
export type NotificationEvent =
  /** Someone joined the recipient's team (sent to everyone else in it). */
  | { kind: 'team_member_joined'; teamId: string; memberUserId: string }
  /** Someone left the recipient's team (sent to everyone else in it). */
  | { kind: 'team_member_left'; teamId: string; memberUserId: string }
  /** The recipient was removed from a team. */
  | { kind: 'team_member_removed'; teamId: string }
  /** The recipient's role in their team changed. */
  | { kind: 'team_role_changed'; teamId: string; role: TeamRole }
  /** Staff approved or rejected the recipient's (or their team's) registration. */
  | {
      kind: 'registration_reviewed';
      tournamentId: string;
      status: 'approved' | 'rejected';
      reason?: string | null;
    }
  /** The players' reports of the recipient's ladder match disagree: it waits for staff (a disputed result). */
  | { kind: 'result_disputed'; tournamentId: string }
  /** The lobby code of the recipient's bracket match is shown now (5 minutes before its time, P1 §9). */
  | {
      kind: 'lobby_code_ready';
      tournamentId: string;
      matchId: number;
      scheduledTime: Date;
      /** Whole minutes left until the match's time when the code was revealed (0: it is due now). */
      minutes: number;
    }
  /** Staff wrote (`messageId`) in the recipient's support chat of a tournament while the recipient was not in it. */
  | { kind: 'support_reply'; tournamentId: string; ticketId: string; messageId: string; subject: string }
  /** Staff settled the recipient's disputed ladder match: a winner, or void (`winnerId` null), with a note. */
  | { kind: 'dispute_resolved'; tournamentId: string; winnerId: string | null; note: string }
  /** Staff changed the schedule of a published tournament the recipient is registered in. */
  | { kind: 'tournament_schedule_changed'; tournamentId: string }
  /** Staff cancelled a tournament the recipient was registered in; their registration was withdrawn. */
  | { kind: 'tournament_cancelled'; tournamentId: string; reason: string }
  /** A bracket started without the recipient's registration: it had not checked in, so it was withdrawn. */
  | { kind: 'registration_dropped'; tournamentId: string }
  /** Staff disqualified the recipient (or their team): its remaining matches are forfeited. */
  | { kind: 'registration_disqualified'; tournamentId: string; note: string }
  /** Staff gave the recipient's bracket match a new time. */
  | { kind: 'match_scheduled'; tournamentId: string }
  /** Staff decided the recipient's bracket match (a result, or a forfeit); `winnerIds` are the winning side. */
  | {
      kind: 'match_decided';
      tournamentId: string;
      winnerIds: readonly string[];
      forfeit: boolean;
      note: string;
    }
  /** Staff reset the result of the recipient's bracket match: it is played again. */
  | { kind: 'match_reset'; tournamentId: string; note: string }
  /**
   * The no-show pass decided the recipient's bracket match: a side nobody of which joined the lobby 15 minutes after
   * the code was revealed lost by forfeit; `winnerIds` are the side that was there.
   */
  | { kind: 'match_no_show'; tournamentId: string; winnerIds: readonly string[] }
  /** Neither side of a bracket match of the recipient's tournament joined the lobby: the organizer decides it. */
  | { kind: 'match_both_absent'; tournamentId: string; matchNumber: number }
  /** Staff reversed the automatic no-show forfeit of the recipient's bracket match: it is played again. */
  | { kind: 'no_show_reversed'; tournamentId: string; note: string }
  /**
   * Staff reopened the final that decided the recipient's prize (issue 33): the prizes it awarded (payouts, reward
   * codes) are taken back until the final is decided again.
   */
  | { kind: 'prize_withdrawn'; tournamentId: string; note: string }
  /** Check-in opened for a tournament the recipient is registered in (written once per player). */
  | { kind: 'check_in_open'; tournamentId: string }
  /** Matchmaking paired the recipient. */
  | { kind: 'match_found'; tournamentId: string }
  /** A ladder player invited the recipient to queue as a duo (issue 33). */
  | { kind: 'duo_invite'; tournamentId: string; memberUserId: string }
  /** The player the recipient invited accepted or declined the duo. */
  | { kind: 'duo_answered'; tournamentId: string; memberUserId: string; accepted: boolean }
  /** The recipient's duo partner left the duo, or (`queue`) took the duo out of the queue. */
  | { kind: 'duo_left'; tournamentId: string; memberUserId: string; queue: boolean }
  /** A match of the recipient has a verified result; `winnerIds` are the players on the winning side. */
  | { kind: 'result_verified'; tournamentId: string; winnerIds: readonly string[] }
  /** A no-show was claimed in the recipient's ladder match: `winnerId` joined the lobby, the other did not. */
  | { kind: 'no_show'; tournamentId: string; winnerId: string; points: number }
  /** Support Staff replied to the recipient's ticket. */
  | { kind: 'ticket_reply'; ticketId: string; subject: string }
  /** A prize payout of the recipient changed status (its amount, written in each language's digits by `formatCount`). */
  | {
      kind: 'payout_status';
      status: 'Pending' | 'Completed' | 'Rejected';
      amount: number;
      currency: string;
      tournamentId?: string | null;
    }
  /** The recipient received a reward code (a pass mission, or a tournament prize to hand out). */
  | { kind: 'reward_code'; rewardType: RewardCodeType; tournamentId?: string | null; count?: number }
  /** Staff gave (positive) or took back (negative) XP and loyalty points of the recipient's pass, with a reason. */
  | { kind: 'pass_grant'; xp: number; points: number; reason: string }
  /** Staff changed the status of the recipient's ticket without a reply. */
  | { kind: 'ticket_status'; ticketId: string; subject: string; status: BugReportStatus };

export type NotificationEventKind = NotificationEvent['kind'];

type Text = { title: string; message: string };

/** A notification ready to store: its type, link, both languages and, for once-only events, its key. */
export interface RenderedNotification {
  type: NotificationType;
  link: string;
  text: Record<Locale, Text>;
  eventKey: string | null;
}

interface Names {
  team: string;
  member: string;
  tournament: Record<Locale, string>;
}

/** The once-only key of a lobby code's notification: per match and time (a new time reveals the code again). */
export function lobbyCodeKey(matchId: number, scheduledTime: Date): string {
  return `lobby-code:${matchId}:${scheduledTime.toISOString()}`;
}

/** The start of the key of a support chat answer's notification: its ticket's, then the message's id follows. */
export const SUPPORT_REPLY_KEY_PREFIX = 'support-reply:';

/** How long a player has to join the lobby before a no-show (matchmaking's `NO_SHOW_AFTER_MS`, in minutes). */
const NO_SHOW_MINUTES = 15;

async function namesOf(db: Db, event: NotificationEvent): Promise<Names> {
  const names: Names = { team: '', member: '', tournament: { en: '', ar: '' } };
  if ('teamId' in event) {
    const team = await db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', event.teamId)
      .executeTakeFirst();
    names.team = team?.name ?? '';
  }
  if ('memberUserId' in event) {
    const user = await db
      .selectFrom('users')
      .select(['display_name', 'game_name'])
      .where('id', '=', event.memberUserId)
      .executeTakeFirst();
    names.member = user?.display_name || user?.game_name || '';
  }
  if ('tournamentId' in event && event.tournamentId) {
    const tournament = await db
      .selectFrom('tournaments')
      .select('name')
      .where('id', '=', event.tournamentId)
      .executeTakeFirst();
    if (tournament)
      names.tournament = { en: tournament.name.en, ar: tournament.name.ar || tournament.name.en };
  }
  return names;
}

/** One text of a notification: a key (api/src/i18n/locales/notifications) and its placeholders' values. */
type Line = readonly [key: TextKey, params?: TextParams];

/** A notification as keys: its title, and its message as lines joined by a space (a reason or note may follow). */
interface NotificationDraft {
  type: NotificationType;
  link: string;
  eventKey?: string | null;
  title: Line;
  message: readonly Line[];
}

type EventOf<K extends NotificationEventKind> = Extract<NotificationEvent, { kind: K }>;
type DraftOf<K extends NotificationEventKind> = (
  event: EventOf<K>,
  recipientId: string,
  names: Names,
) => NotificationDraft;

/** Each event kind's notification for one recipient: which texts, with which values. */
const DRAFTS: { [K in NotificationEventKind]: DraftOf<K> } = {
  team_member_joined: (_event, _recipient, { member, team }) => ({
    type: 'team_invite',
    link: '/account/teams',
    title: ['notifications:teamMemberJoined.title'],
    message: [['notifications:teamMemberJoined.message', { member, team }]],
  }),
  team_member_left: (_event, _recipient, { member, team }) => ({
    type: 'team_invite',
    link: '/account/teams',
    title: ['notifications:teamMemberLeft.title'],
    message: [['notifications:teamMemberLeft.message', { member, team }]],
  }),
  team_member_removed: (_event, _recipient, { team }) => ({
    type: 'team_invite',
    link: '/account/teams',
    title: ['notifications:teamMemberRemoved.title'],
    message: [['notifications:teamMemberRemoved.message', { team }]],
  }),
  team_role_changed: (event, _recipient, { team }) => ({
    type: 'team_invite',
    link: '/account/teams',
    title: ['notifications:teamRoleChanged.title'],
    message: [[`notifications:teamRoleChanged.${event.role === 'admin' ? 'admin' : 'member'}`, { team }]],
  }),
  registration_reviewed: (event, _recipient, { tournament }) => {
    const review = event.status === 'approved' ? 'registrationApproved' : 'registrationRejected';
    const reason: Line[] = event.reason ? [['notifications:reason', { reason: event.reason }]] : [];
    return {
      type: 'tournament_update',
      link: `/tournaments/${event.tournamentId}`,
      title: [`notifications:${review}.title`],
      message: [[`notifications:${review}.message`, { tournament }], ...reason],
    };
  },
  tournament_schedule_changed: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}/schedule`,
    title: ['notifications:scheduleChanged.title'],
    message: [['notifications:scheduleChanged.message', { tournament }]],
  }),
  // A cancelled tournament has no page any more: the link leads to the list.
  tournament_cancelled: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: '/tournaments',
    title: ['notifications:tournamentCancelled.title'],
    message: [
      ['notifications:tournamentCancelled.message', { tournament }],
      ['notifications:reason', { reason: event.reason }],
    ],
  }),
  registration_dropped: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:registrationDropped.title'],
    message: [['notifications:registrationDropped.message', { tournament }]],
  }),
  registration_disqualified: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:registrationDisqualified.title'],
    message: [
      ['notifications:registrationDisqualified.message', { tournament }],
      ['notifications:reason', { reason: event.note }],
    ],
  }),
  match_scheduled: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:matchScheduled.title'],
    message: [['notifications:matchScheduled.message', { tournament }]],
  }),
  match_decided: (event, recipientId, { tournament }) => {
    const won = event.winnerIds.includes(recipientId);
    const outcome = event.forfeit ? (won ? 'wonByForfeit' : 'lostByForfeit') : won ? 'won' : 'lost';
    return {
      type: 'tournament_update',
      link: `/tournaments/${event.tournamentId}`,
      title: ['notifications:matchDecided.title'],
      message: [
        [`notifications:matchDecided.${outcome}`, { tournament }],
        ['notifications:note', { note: event.note }],
      ],
    };
  },
  match_reset: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:matchReset.title'],
    message: [
      ['notifications:matchReset.message', { tournament }],
      ['notifications:note', { note: event.note }],
    ],
  }),
  match_no_show: (event, recipientId, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:matchNoShow.title'],
    message: [
      [
        `notifications:matchNoShow.${event.winnerIds.includes(recipientId) ? 'won' : 'lost'}`,
        { tournament, minutes: NO_SHOW_MINUTES },
      ],
    ],
  }),
  // For the tournament's organizers: the link opens its run page, where the match desk shows the match.
  match_both_absent: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/staff/tournaments/${event.tournamentId}/run`,
    title: ['notifications:matchBothAbsent.title'],
    message: [
      [
        'notifications:matchBothAbsent.message',
        { tournament, match: event.matchNumber, minutes: NO_SHOW_MINUTES },
      ],
    ],
  }),
  no_show_reversed: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:noShowReversed.title'],
    message: [
      ['notifications:noShowReversed.message', { tournament }],
      ['notifications:note', { note: event.note }],
    ],
  }),
  prize_withdrawn: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:prizeWithdrawn.title'],
    message: [
      ['notifications:prizeWithdrawn.message', { tournament }],
      ['notifications:note', { note: event.note }],
    ],
  }),
  check_in_open: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    eventKey: `check-in-open:${event.tournamentId}`,
    title: ['notifications:checkInOpen.title'],
    message: [['notifications:checkInOpen.message', { tournament }]],
  }),
  match_found: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:matchFound.title'],
    message: [['notifications:matchFound.message', { tournament }]],
  }),
  duo_invite: (event, _recipient, { member, tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:duoInvite.title'],
    message: [['notifications:duoInvite.message', { member, tournament }]],
  }),
  duo_answered: (event, _recipient, { member, tournament }) => {
    const texts = event.accepted ? 'duoAccepted' : 'duoDeclined';
    return {
      type: 'tournament_update',
      link: `/tournaments/${event.tournamentId}`,
      title: [`notifications:${texts}.title`],
      message: [[`notifications:${texts}.message`, { member, tournament }]],
    };
  },
  duo_left: (event, _recipient, { member, tournament }) => {
    const texts = event.queue ? 'duoLeftQueue' : 'duoLeft';
    return {
      type: 'tournament_update',
      link: `/tournaments/${event.tournamentId}`,
      title: [`notifications:${texts}.title`],
      message: [[`notifications:${texts}.message`, { member, tournament }]],
    };
  },
  result_verified: (event, recipientId, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:resultVerified.title'],
    message: [
      [
        `notifications:resultVerified.${event.winnerIds.includes(recipientId) ? 'won' : 'lost'}`,
        { tournament },
      ],
    ],
  }),
  no_show: (event, recipientId) =>
    event.winnerId === recipientId
      ? {
          type: 'tournament_update',
          link: `/tournaments/${event.tournamentId}`,
          title: ['notifications:noShowWon.title'],
          message: [['notifications:noShowWon.message', { points: event.points, wins: 1 }]],
        }
      : {
          type: 'tournament_update',
          link: `/tournaments/${event.tournamentId}`,
          title: ['notifications:noShowLost.title'],
          message: [['notifications:noShowLost.message', { count: NO_SHOW_MINUTES }]],
        },
  result_disputed: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    title: ['notifications:resultDisputed.title'],
    message: [['notifications:resultDisputed.message', { tournament }]],
  }),
  lobby_code_ready: (event, _recipient, { tournament }) => ({
    type: 'tournament_update',
    link: `/tournaments/${event.tournamentId}`,
    eventKey: lobbyCodeKey(event.matchId, event.scheduledTime),
    title: ['notifications:lobbyCodeReady.title'],
    message: [
      event.minutes > 0
        ? ['notifications:lobbyCodeReady.soon', { tournament, count: event.minutes }]
        : ['notifications:lobbyCodeReady.now', { tournament }],
    ],
  }),
  // The support chat is the tournament page's (its chat button): the alert opens that page with the chat open.
  support_reply: (event, _recipient, { tournament }) => ({
    type: 'message',
    link: supportChatLink(event.tournamentId),
    eventKey: `${SUPPORT_REPLY_KEY_PREFIX}${event.ticketId}:${event.messageId}`,
    title: ['notifications:supportReply.title'],
    message: [['notifications:supportReply.message', { subject: event.subject, tournament }]],
  }),
  dispute_resolved: (event, recipientId, { tournament }) => {
    const decision = event.winnerId === null ? 'voided' : event.winnerId === recipientId ? 'won' : 'lost';
    return {
      type: 'tournament_update',
      link: `/tournaments/${event.tournamentId}`,
      title: ['notifications:disputeResolved.title'],
      message: [
        [`notifications:disputeResolved.${decision}`, { tournament }],
        ['notifications:disputeResolved.note', { note: event.note }],
      ],
    };
  },
  ticket_reply: (event) => ({
    type: 'message',
    link: `/ticket/${event.ticketId}`,
    title: ['notifications:ticketReply.title'],
    message: [['notifications:ticketReply.message', { subject: event.subject }]],
  }),
  payout_status: (event, _recipient, { tournament }) => {
    const texts = `notifications:payout${event.status}` as const;
    const amount = { amount: event.amount, currency: event.currency };
    return {
      type: 'other',
      link: '/account/payments',
      title: [`${texts}.title`],
      message: [
        tournament.en
          ? [`${texts}.messageForTournament`, { ...amount, tournament }]
          : [`${texts}.message`, amount],
      ],
    };
  },
  reward_code: (event, _recipient, { tournament }) => {
    const reward = bothLanguages(`notifications:rewardTypes.${event.rewardType}`);
    const fromTournament = Boolean(event.tournamentId && tournament.en);
    const count = event.count ?? 1;
    const eventKey = fromTournament ? `prize-codes:${event.tournamentId}:${event.rewardType}` : null;
    if (fromTournament && count > 1)
      return {
        type: 'other',
        link: '/account/rewards',
        eventKey,
        title: ['notifications:rewardCodes.title'],
        message: [['notifications:rewardCodes.message', { count, reward, tournament }]],
      };
    return {
      type: 'other',
      link: '/account/rewards',
      eventKey,
      title: ['notifications:rewardCode.title'],
      message: [
        fromTournament
          ? ['notifications:rewardCode.messageForTournament', { reward, tournament }]
          : ['notifications:rewardCode.message', { reward }],
      ],
    };
  },
  pass_grant: (event) => ({
    type: 'other',
    link: '/mena-pass',
    title: ['notifications:passGrant.title'],
    message: [
      ...(event.xp === 0
        ? []
        : [
            [
              `notifications:passGrant.${event.xp > 0 ? 'xpGiven' : 'xpTaken'}`,
              { xp: Math.abs(event.xp) },
            ] as const,
          ]),
      ...(event.points === 0
        ? []
        : [
            [
              `notifications:passGrant.${event.points > 0 ? 'pointsGiven' : 'pointsTaken'}`,
              { points: Math.abs(event.points) },
            ] as const,
          ]),
      ['notifications:passGrant.reason', { reason: event.reason }],
    ],
  }),
  ticket_status: (event) => ({
    type: 'message',
    link: `/ticket/${event.ticketId}`,
    title: ['notifications:ticketStatus.title'],
    message: [
      [
        'notifications:ticketStatus.message',
        { subject: event.subject, status: bothLanguages(`notifications:ticketStatuses.${event.status}`) },
      ],
    ],
  }),
};

/** The notification one recipient gets for an event, in English and Arabic. */
export function renderNotification(
  event: NotificationEvent,
  recipientId: string,
  names: Names,
): RenderedNotification {
  const draftOf = DRAFTS[event.kind] as DraftOf<NotificationEventKind>;
  const draft = draftOf(event, recipientId, names);
  const textIn = (locale: Locale): Text => ({
    title: t(locale, ...draft.title),
    message: draft.message.map((line) => t(locale, ...line)).join(' '),
  });
  return {
    type: draft.type,
    link: draft.link,
    eventKey: draft.eventKey ?? null,
    text: { en: textIn('en'), ar: textIn('ar') },
  };
}

/** Reads the names an event's texts need and renders it for each recipient. */
export async function renderForRecipients(
  db: Db,
  event: NotificationEvent,
  recipientIds: readonly string[],
): Promise<Map<string, RenderedNotification>> {
  const names = await namesOf(db, event);
  return new Map(recipientIds.map((id) => [id, renderNotification(event, id, names)]));
}
