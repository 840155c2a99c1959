import type { BugReportStatus, Locale } from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { NotificationType, RewardCodeType, TeamRole } from '../../db/schema.js';
import { arabicCount, formatCount } from '../../i18n/numbers.js';

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
  /** Staff settled the recipient's disputed ladder match: a winner, or void (`winnerId` null), with a note. */
  | { kind: 'dispute_resolved'; tournamentId: string; winnerId: string | null; note: string }
  /** Check-in opened for a tournament the recipient is registered in (written once per player). */
  | { kind: 'check_in_open'; tournamentId: string }
  /** Matchmaking paired the recipient. */
  | { kind: 'match_found'; tournamentId: string }
  /** A match of the recipient has a verified result; `winnerIds` are the players on the winning side. */
  | { kind: 'result_verified'; tournamentId: string; winnerIds: readonly string[] }
  /** A no-show was claimed in the recipient's ladder match: `winnerId` joined the lobby, the other did not. */
  | { kind: 'no_show'; tournamentId: string; winnerId: string; points: number }
  /** Support Staff replied to the recipient's ticket. */
  | { kind: 'ticket_reply'; ticketId: string; subject: string }
  /** A prize payout of the recipient changed status (its amount, written in each language: `1,500 USD`, `١٬٥٠٠ USD`). */
  | {
      kind: 'payout_status';
      status: 'Pending' | 'Completed' | 'Rejected';
      amount: number;
      currency: string;
      tournamentId?: string | null;
    }
  /** The recipient received a reward code (a pass mission, or a tournament prize to hand out). */
  | { kind: 'reward_code'; rewardType: RewardCodeType; tournamentId?: string | null; count?: number }
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

const REWARD_TYPE_NAMES: Record<RewardCodeType, Record<Locale, string>> = {
  hextech_key: { en: 'Hextech Key', ar: 'مفتاح هكستك' },
  hextech_chest: { en: 'Hextech Chest', ar: 'صندوق هكستك' },
  hextech_chest_key: { en: 'Hextech Chest Key', ar: 'مفتاح صندوق هكستك' },
  mystery_skin: { en: 'Mystery Skin', ar: 'مظهر غامض' },
};

const TICKET_STATUS_NAMES: Record<BugReportStatus, Record<Locale, string>> = {
  open: { en: 'Open', ar: 'مفتوحة' },
  'in-progress': { en: 'In Progress', ar: 'قيد المعالجة' },
  closed: { en: 'Closed', ar: 'مغلقة' },
  fixed: { en: 'Fixed', ar: 'تم الإصلاح' },
  rejected: { en: 'Rejected', ar: 'مرفوضة' },
  duplicate: { en: 'Duplicate', ar: 'مكررة' },
  pending: { en: 'Pending', ar: 'بانتظار الرد' },
};

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

const both = (en: Text, ar: Text): Record<Locale, Text> => ({ en, ar });

/** The notification one recipient gets for an event, in English and Arabic. */
export function renderNotification(
  event: NotificationEvent,
  recipientId: string,
  names: Names,
): RenderedNotification {
  const { team, member, tournament: t } = names;
  const plain = { eventKey: null };
  switch (event.kind) {
    case 'team_member_joined':
      return {
        ...plain,
        type: 'team_invite',
        link: '/account/teams',
        text: both(
          { title: 'New team member', message: `${member} joined ${team}.` },
          { title: 'عضو جديد في الفريق', message: `انضم ${member} إلى فريق ${team}.` },
        ),
      };
    case 'team_member_left':
      return {
        ...plain,
        type: 'team_invite',
        link: '/account/teams',
        text: both(
          { title: 'A member left your team', message: `${member} left ${team}.` },
          { title: 'غادر عضو فريقك', message: `غادر ${member} فريق ${team}.` },
        ),
      };
    case 'team_member_removed':
      return {
        ...plain,
        type: 'team_invite',
        link: '/account/teams',
        text: both(
          { title: 'Removed from team', message: `You were removed from ${team}.` },
          { title: 'تمت إزالتك من الفريق', message: `تمت إزالتك من فريق ${team}.` },
        ),
      };
    case 'team_role_changed': {
      const admin = event.role === 'admin';
      return {
        ...plain,
        type: 'team_invite',
        link: '/account/teams',
        text: both(
          {
            title: 'Your team role changed',
            message: admin ? `You are now an admin of ${team}.` : `You are now a member of ${team}.`,
          },
          {
            title: 'تغيّر دورك في الفريق',
            message: admin ? `أصبحت الآن مشرفًا في فريق ${team}.` : `أصبحت الآن عضوًا في فريق ${team}.`,
          },
        ),
      };
    }
    case 'registration_reviewed': {
      const approved = event.status === 'approved';
      const withReason = (text: Record<Locale, Text>): Record<Locale, Text> =>
        event.reason
          ? both(
              { ...text.en, message: `${text.en.message} Reason: ${event.reason}` },
              { ...text.ar, message: `${text.ar.message} السبب: ${event.reason}` },
            )
          : text;
      return {
        ...plain,
        type: 'tournament_update',
        link: `/tournaments/${event.tournamentId}`,
        text: withReason(
          approved
            ? both(
                {
                  title: 'Registration approved',
                  message: `Your registration for ${t.en} has been approved.`,
                },
                { title: 'تمت الموافقة على التسجيل', message: `تمت الموافقة على تسجيلك في ${t.ar}.` },
              )
            : both(
                {
                  title: 'Registration rejected',
                  message: `Your registration for ${t.en} has been rejected.`,
                },
                { title: 'تم رفض التسجيل', message: `تم رفض تسجيلك في ${t.ar}.` },
              ),
        ),
      };
    }
    case 'check_in_open':
      return {
        type: 'tournament_update',
        link: `/tournaments/${event.tournamentId}`,
        eventKey: `check-in-open:${event.tournamentId}`,
        text: both(
          {
            title: 'Check-in is open',
            message: `Check-in for ${t.en} is open. Check in before the tournament starts.`,
          },
          {
            title: 'تسجيل الحضور مفتوح',
            message: `تسجيل الحضور في ${t.ar} مفتوح. سجّل حضورك قبل بدء البطولة.`,
          },
        ),
      };
    case 'match_found':
      return {
        ...plain,
        type: 'tournament_update',
        link: `/tournaments/${event.tournamentId}`,
        text: both(
          { title: 'Match found', message: `Your match in ${t.en} is ready. Join the lobby now.` },
          { title: 'تم العثور على مباراة', message: `مباراتك في ${t.ar} جاهزة. انضم إلى الردهة الآن.` },
        ),
      };
    case 'result_verified': {
      const won = event.winnerIds.includes(recipientId);
      return {
        ...plain,
        type: 'tournament_update',
        link: `/tournaments/${event.tournamentId}`,
        text: both(
          {
            title: 'Match result verified',
            message: won ? `You won your match in ${t.en}.` : `You lost your match in ${t.en}.`,
          },
          {
            title: 'تم التحقق من نتيجة المباراة',
            message: won ? `فزت بمباراتك في ${t.ar}.` : `خسرت مباراتك في ${t.ar}.`,
          },
        ),
      };
    }
    case 'no_show': {
      const won = event.winnerId === recipientId;
      return {
        ...plain,
        type: 'tournament_update',
        link: `/tournaments/${event.tournamentId}`,
        text: won
          ? both(
              {
                title: 'No-show claimed',
                message: `Your opponent did not join the lobby. You win the match: +${formatCount(event.points, 'en')} points and +1 win.`,
              },
              {
                title: 'تم تسجيل عدم الحضور',
                message: `لم ينضم خصمك إلى الردهة. فزت بالمباراة (النقاط: +${formatCount(event.points, 'ar')}، الانتصارات: +${formatCount(1, 'ar')}).`,
              },
            )
          : both(
              {
                title: 'Match lost: no-show',
                message: 'You did not join the lobby within 15 minutes, so the match counts as a loss.',
              },
              {
                title: 'خسارة المباراة لعدم الحضور',
                message: `لم تنضم إلى الردهة خلال ${formatCount(15, 'ar')} دقيقة، لذا تُحتسب المباراة خسارة.`,
              },
            ),
      };
    }
    case 'dispute_resolved': {
      const voided = event.winnerId === null;
      const won = event.winnerId === recipientId;
      return {
        ...plain,
        type: 'tournament_update',
        link: `/tournaments/${event.tournamentId}`,
        text: both(
          {
            title: 'Dispute resolved',
            message: `${
              voided
                ? `Staff voided your disputed match in ${t.en}; no points moved.`
                : won
                  ? `Staff decided your disputed match in ${t.en}: you won.`
                  : `Staff decided your disputed match in ${t.en}: you lost.`
            } Note: ${event.note}`,
          },
          {
            title: 'تم حسم النزاع',
            message: `${
              voided
                ? `ألغى فريق الإدارة مباراتك المتنازع عليها في ${t.ar}؛ لم تتغير النقاط.`
                : won
                  ? `حسم فريق الإدارة مباراتك المتنازع عليها في ${t.ar}: لقد فزت.`
                  : `حسم فريق الإدارة مباراتك المتنازع عليها في ${t.ar}: لقد خسرت.`
            } ملاحظة: ${event.note}`,
          },
        ),
      };
    }
    case 'ticket_reply':
      return {
        ...plain,
        type: 'message',
        link: `/ticket/${event.ticketId}`,
        text: both(
          {
            title: 'Support replied to your ticket',
            message: `Support Staff replied to “${event.subject}”.`,
          },
          { title: 'ردّ الدعم على تذكرتك', message: `ردّ فريق الدعم على «${event.subject}».` },
        ),
      };
    case 'payout_status': {
      const enFor = t.en ? ` for ${t.en}` : '';
      const arFor = t.ar ? ` عن ${t.ar}` : '';
      const enAmount = `${formatCount(event.amount, 'en')} ${event.currency}`;
      const arAmount = `${formatCount(event.amount, 'ar')} ${event.currency}`;
      const texts = {
        Pending: both(
          { title: 'Prize payment pending', message: `A payment of ${enAmount}${enFor} is pending.` },
          { title: 'دفعة الجائزة قيد الانتظار', message: `دفعة بمبلغ ${arAmount}${arFor} قيد الانتظار.` },
        ),
        Completed: both(
          {
            title: 'Prize payment completed',
            message: `Your payment of ${enAmount}${enFor} has been completed.`,
          },
          { title: 'اكتمل دفع الجائزة', message: `اكتمل دفع مبلغ ${arAmount}${arFor}.` },
        ),
        Rejected: both(
          {
            title: 'Prize payment rejected',
            message: `Your payment of ${enAmount}${enFor} was rejected. See the transaction for details.`,
          },
          {
            title: 'تم رفض دفع الجائزة',
            message: `تم رفض دفع مبلغ ${arAmount}${arFor}. راجع المعاملة لمعرفة التفاصيل.`,
          },
        ),
      };
      return { ...plain, type: 'other', link: '/account/payments', text: texts[event.status] };
    }
    case 'reward_code': {
      const name = REWARD_TYPE_NAMES[event.rewardType];
      const fromTournament = Boolean(event.tournamentId && t.en);
      const count = event.count ?? 1;
      if (fromTournament && count > 1)
        return {
          type: 'other',
          link: '/account/rewards',
          eventKey: `prize-codes:${event.tournamentId}:${event.rewardType}`,
          text: both(
            {
              title: 'New reward codes',
              message: `You received ${formatCount(count, 'en')} ${name.en} codes from ${t.en} to hand out to your team. Find them in your reward codes.`,
            },
            {
              title: 'رموز مكافآت جديدة',
              message: `حصلت على ${arabicCount(count, {
                one: `رمز ${name.ar} واحد`,
                two: `رمزين من رموز ${name.ar}`,
                few: `# رموز ${name.ar}`,
                many: `# رمزًا من رموز ${name.ar}`,
                other: `# رمز ${name.ar}`,
              })} من ${t.ar} لتوزيعها على فريقك. تجدها في رموز مكافآتك.`,
            },
          ),
        };
      return {
        type: 'other',
        link: '/account/rewards',
        eventKey: fromTournament ? `prize-codes:${event.tournamentId}:${event.rewardType}` : null,
        text: both(
          {
            title: 'New reward code',
            message: fromTournament
              ? `You received a ${name.en} code from ${t.en}. Find it in your reward codes.`
              : `You received a ${name.en} code. Find it in your reward codes.`,
          },
          {
            title: 'رمز مكافأة جديد',
            message: fromTournament
              ? `حصلت على رمز ${name.ar} من ${t.ar}. تجده في رموز مكافآتك.`
              : `حصلت على رمز ${name.ar}. تجده في رموز مكافآتك.`,
          },
        ),
      };
    }
    case 'ticket_status': {
      const status = TICKET_STATUS_NAMES[event.status];
      return {
        ...plain,
        type: 'message',
        link: `/ticket/${event.ticketId}`,
        text: both(
          {
            title: 'Your ticket was updated',
            message: `The status of “${event.subject}” is now ${status.en}.`,
          },
          { title: 'تم تحديث تذكرتك', message: `أصبحت حالة «${event.subject}» الآن: ${status.ar}.` },
        ),
      };
    }
  }
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
