import {
  CLOSABLE_STATUSES,
  REPLY_CLOSED_STATUSES,
  type AdminBugReport,
  type BugReport,
  type BugReportMessage,
  type BugReportStatus,
  type BugType,
} from '@arena/contract';
import { STAFF_PAGE_ROLES } from '@arena/contract/rules';
import type { Selectable } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { BugReportMessagesTable, BugReportsTable, UserRow } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError } from '../../errors.js';
import { NOTIFICATIONS_NAMESPACE } from '../../realtime/notifications-channel.js';
import { notify } from '../notifications/notifications-service.js';
import { signedAttachmentPath } from '../uploads/attachment-addresses.js';
import { storeUpload } from '../uploads/uploads-service.js';
import { decodeAttachment } from './bug-report-attachment.js';

type ReportRow = Selectable<BugReportsTable>;
type MessageRow = Selectable<BugReportMessagesTable>;
type PlayerColumns = { player_game_name: string | null; player_tag_line: string | null };

export interface NewBugReport {
  bugType: BugType;
  title: string;
  description: string;
  email: string | null;
  userName: string | null;
  deviceInfo: { os: string; browser: string } | null;
  screenshot: string | null;
}

export interface ReportPage<T> {
  reports: T[];
  pagination: { currentPage: number; totalPages: number; totalReports: number };
}

const notFound = () => apiError('notFound', { message: 'Ticket not found' });

function toMessageDto(row: MessageRow): BugReportMessage {
  return { _id: row.id, sender: row.sender, content: row.content, timestamp: row.created_at.toISOString() };
}

/** The address a reader gets for a report's stored attachment path (a signed one, or null when they may not read it). */
type AttachmentUrl = (path: string | null) => string | null;

/**
 * Attachments are private (issue 27): whoever may read the report — staff, the ticket's own player — gets a
 * signed, expiring address (10 to 15 minutes, `attachment-addresses.ts`); `/uploads/...` answers 404 for them.
 */
function signedAttachmentUrl(context: AppContext): AttachmentUrl {
  const now = context.clock();
  return (path) => context.assetUrl(signedAttachmentPath(context.config, path, now));
}

/** Nobody reads the attachment of an anonymous report but staff: its sender gets no address. */
const noAttachmentUrl: AttachmentUrl = () => null;

function toReportDto(row: ReportRow, messages: MessageRow[], attachmentUrl: AttachmentUrl): BugReport {
  return {
    _id: row.id,
    bugType: row.bug_type,
    title: row.title,
    description: row.description,
    status: row.status,
    messages: messages.map(toMessageDto),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    userName: row.user_name,
    email: row.email,
    deviceInfo:
      row.device_os === null && row.device_browser === null
        ? null
        : { os: row.device_os ?? '', browser: row.device_browser ?? '' },
    screenshotUrl: attachmentUrl(row.screenshot_url),
  };
}

function toAdminReportDto(
  row: ReportRow & PlayerColumns,
  messages: MessageRow[],
  attachmentUrl: AttachmentUrl,
): AdminBugReport {
  return {
    ...toReportDto(row, messages, attachmentUrl),
    player:
      row.user_id && row.player_game_name !== null
        ? { id: row.user_id, gameName: row.player_game_name, tagLine: row.player_tag_line ?? '' }
        : null,
  };
}

function withoutMessages<T extends { messages: unknown }>(report: T): Omit<T, 'messages'> {
  const { messages: _messages, ...rest } = report;
  return rest;
}

async function messagesOf(db: Db, reportId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('bug_report_messages')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
}

/**
 * Stores a ticket or bug report. With a signed-in `player` it is a ticket, theirs (their Riot ID and email fill what
 * the form left out): only the tickets page sends the token (P2 §7; the public /bug-report form never does), and a
 * ticket's screenshot is an image only (P2 §5). Without one it is an anonymous bug report, whose file may also be an
 * MP4 video. The screenshot is decoded and checked before anything is stored. The attachment is private evidence:
 * the player gets its signed address, an anonymous sender none (only staff read it).
 */
export async function createBugReport(
  context: AppContext,
  player: UserRow | null,
  input: NewBugReport,
): Promise<BugReport> {
  const attachment = input.screenshot ? decodeAttachment(input.screenshot, { video: player === null }) : null;
  const now = context.clock();
  return context.db.transaction().execute(async (trx) => {
    const screenshotUrl = attachment
      ? await storeUpload(
          { db: trx, storage: context.storage },
          {
            ...attachment,
            ownerUserId: player?.id ?? null,
            purpose: 'bug-report-attachment',
          },
        )
      : null;
    const row = await trx
      .insertInto('bug_reports')
      .values({
        user_id: player?.id ?? null,
        bug_type: input.bugType,
        title: input.title,
        description: input.description,
        user_name: input.userName ?? (player ? `${player.game_name}#${player.tag_line}` : null),
        email: input.email ?? player?.email ?? null,
        device_os: input.deviceInfo?.os ?? null,
        device_browser: input.deviceInfo?.browser ?? null,
        screenshot_url: screenshotUrl,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toReportDto(row, [], player ? signedAttachmentUrl(context) : noAttachmentUrl);
  });
}

function pageOf(total: number, page: number, limit: number) {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), totalReports: total };
}

/** The player's own tickets, newest first. */
export async function listPlayerReports(
  context: AppContext,
  userId: string,
  query: { page: number; limit: number; status?: BugReportStatus | undefined },
): Promise<ReportPage<Omit<BugReport, 'messages'>>> {
  let base = context.db.selectFrom('bug_reports').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const attachmentUrl = signedAttachmentUrl(context);
  return {
    reports: rows.map((row) => withoutMessages(toReportDto(row, [], attachmentUrl))),
    pagination: pageOf(Number(count), query.page, query.limit),
  };
}

/** A report by id; only the owner's when `ownerId` is given (anyone else's, or an unknown id, is 404). */
async function findReport(db: Db, id: string, ownerId?: string): Promise<ReportRow> {
  if (!isUuid(id)) throw notFound();
  let query = db.selectFrom('bug_reports').selectAll().where('id', '=', id);
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function getPlayerReport(context: AppContext, userId: string, id: string): Promise<BugReport> {
  const row = await findReport(context.db, id, userId);
  return toReportDto(row, await messagesOf(context.db, row.id), signedAttachmentUrl(context));
}

/** What a write to a report changed, for its audit row: the status before, and the message added if any. */
interface ReportChange {
  before: BugReportStatus;
  messageId: string | null;
}

/** The report's status and closing time, locked until the transaction ends (the `before` of an audit row). */
function lockedReport(trx: Db, id: string): Promise<Pick<ReportRow, 'status' | 'closed_at'>> {
  return trx
    .selectFrom('bug_reports')
    .select(['status', 'closed_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Adds a message to a report and sets its status, in one transaction; `audit` (staff answers) writes its audit row
 * in that transaction too.
 */
async function addMessage(
  db: Db,
  report: ReportRow,
  message: { sender: 'admin' | 'user'; authorId: string; content: string },
  status: BugReportStatus,
  now: Date,
  audit?: (trx: Db, change: ReportChange) => Promise<void>,
): Promise<{ message: BugReportMessage; reportStatus: BugReportStatus }> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedReport(trx, report.id);
    const row = await trx
      .insertInto('bug_report_messages')
      .values({
        report_id: report.id,
        sender: message.sender,
        author_id: message.authorId,
        content: message.content,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('bug_reports')
      .set({ status, updated_at: now, closed_at: closedAtFor(current, status, now) })
      .where('id', '=', report.id)
      .execute();
    await audit?.(trx, { before: current.status, messageId: row.id });
    return { message: toMessageDto(row), reportStatus: status };
  });
}

/** The staff of the ticket desk (admin, support), who see every ticket change on their open pages. */
async function ticketStaffIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('user_id')
    .distinct()
    .where('role', 'in', ['admin', ...STAFF_PAGE_ROLES.tickets])
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Tells the open pages of a ticket that it changed (`ticket_updated` on `/notifications`): its player's, and those
 * of the ticket desk's staff (admin, support), so a conversation or a status shows without a reload. Each reads the
 * ticket again through its own authorised call; the event carries only the id, status and time.
 */
async function announceTicketUpdate(
  context: AppContext,
  report: { id: string; user_id: string | null },
  status: BugReportStatus,
  updatedAt: Date,
): Promise<void> {
  const recipients = new Set(await ticketStaffIds(context.db));
  if (report.user_id) recipients.add(report.user_id);
  const event = { ticketId: report.id, status, updatedAt: updatedAt.toISOString() };
  for (const userId of recipients) {
    context.realtime.emitToUser(NOTIFICATIONS_NAMESPACE, userId, 'ticket_updated', event);
  }
}

/** `closed_at` is set when a ticket becomes closed and cleared when it is opened again. */
function closedAtFor(
  report: Pick<ReportRow, 'status' | 'closed_at'>,
  status: BugReportStatus,
  now: Date,
): Date | null {
  if (status !== 'closed') return null;
  return report.status === 'closed' ? report.closed_at : now;
}

const repliesClosed = (status: BugReportStatus) =>
  (REPLY_CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * The player answers their own ticket. Refused (409) once it is closed or fixed (P2 §4). A ticket waiting for
 * the player (`pending`) is open again after their answer; any other status stays.
 */
export async function replyAsPlayer(context: AppContext, userId: string, id: string, content: string) {
  const report = await findReport(context.db, id, userId);
  if (repliesClosed(report.status)) {
    throw apiError('conflict', { message: 'This ticket is closed; replies are no longer possible' });
  }
  const status = report.status === 'pending' ? 'open' : report.status;
  const now = context.clock();
  const sent = await addMessage(
    context.db,
    report,
    { sender: 'user', authorId: userId, content },
    status,
    now,
  );
  await announceTicketUpdate(context, report, status, now);
  return sent;
}

/** The player closes their ticket while it is open or in progress (P2 §4); the closing text joins the conversation. */
export async function closeAsPlayer(
  context: AppContext,
  userId: string,
  id: string,
  closingMessage: string,
): Promise<{ closedAt: string }> {
  const report = await findReport(context.db, id, userId);
  if (!(CLOSABLE_STATUSES as readonly string[]).includes(report.status)) {
    throw apiError('conflict', { message: 'Only an open or in-progress ticket can be closed' });
  }
  const now = context.clock();
  if (closingMessage) {
    await addMessage(
      context.db,
      report,
      { sender: 'user', authorId: userId, content: closingMessage },
      'closed',
      now,
    );
  } else {
    await context.db
      .updateTable('bug_reports')
      .set({ status: 'closed', updated_at: now, closed_at: now })
      .where('id', '=', report.id)
      .execute();
  }
  await announceTicketUpdate(context, report, 'closed', now);
  return { closedAt: now.toISOString() };
}

function adminReports(db: Db) {
  return db
    .selectFrom('bug_reports')
    .leftJoin('users', 'users.id', 'bug_reports.user_id')
    .selectAll('bug_reports')
    .select(['users.game_name as player_game_name', 'users.tag_line as player_tag_line']);
}

/** Every report for staff, newest first, filtered by status and type. */
export async function listAllReports(
  context: AppContext,
  query: { page: number; limit: number; status?: BugReportStatus | undefined; type?: BugType | undefined },
): Promise<ReportPage<Omit<AdminBugReport, 'messages'>>> {
  let filtered = context.db.selectFrom('bug_reports');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.type) filtered = filtered.where('bug_type', '=', query.type);
  const { count } = await filtered
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  let rows = adminReports(context.db);
  if (query.status) rows = rows.where('bug_reports.status', '=', query.status);
  if (query.type) rows = rows.where('bug_reports.bug_type', '=', query.type);
  const page = await rows
    .orderBy('bug_reports.created_at', 'desc')
    .orderBy('bug_reports.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const attachmentUrl = signedAttachmentUrl(context);
  return {
    reports: page.map((row) => withoutMessages(toAdminReportDto(row, [], attachmentUrl))),
    pagination: pageOf(Number(count), query.page, query.limit),
  };
}

export async function getReportForStaff(context: AppContext, id: string): Promise<AdminBugReport> {
  if (!isUuid(id)) throw notFound();
  const row = await adminReports(context.db).where('bug_reports.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toAdminReportDto(row, await messagesOf(context.db, row.id), signedAttachmentUrl(context));
}

/**
 * Support staff answer a ticket (sender `admin`), optionally setting its status; without one, an open ticket
 * becomes in progress. Audited as `bugReport.reply` (the status before and after, the message). The ticket's
 * player is notified on the bell at once.
 */
export async function replyAsStaff(
  context: AppContext,
  staffId: string,
  id: string,
  input: { content: string; status?: BugReportStatus | undefined },
) {
  const report = await findReport(context.db, id);
  const status = input.status ?? (report.status === 'open' ? 'in-progress' : report.status);
  const now = context.clock();
  const sent = await addMessage(
    context.db,
    report,
    { sender: 'admin', authorId: staffId, content: input.content },
    status,
    now,
    (trx, change) =>
      recordStaffAction(trx, {
        staffId,
        action: 'bugReport.reply',
        record: { type: 'bug_reports', id: report.id },
        before: { status: change.before },
        after: { status, messageId: change.messageId, content: input.content },
        at: now,
      }),
  );
  await announceTicketUpdate(context, report, status, now);
  if (report.user_id)
    await notify(context, report.user_id, {
      kind: 'ticket_reply',
      ticketId: report.id,
      subject: report.title,
    });
  return sent;
}

/**
 * Staff set a report's status (any of P2 §4), audited as `bugReport.setStatus`. When it changes, the ticket's
 * player is notified (in both languages, with a link to the ticket) and its open pages update; setting the status
 * it already has changes nothing.
 */
export async function setReportStatus(
  context: AppContext,
  staffId: string,
  id: string,
  status: BugReportStatus,
): Promise<AdminBugReport> {
  const report = await findReport(context.db, id);
  const now = context.clock();
  const changed = await context.db.transaction().execute(async (trx) => {
    const current = await lockedReport(trx, report.id);
    if (current.status === status) return false;
    await trx
      .updateTable('bug_reports')
      .set({ status, updated_at: now, closed_at: closedAtFor(current, status, now) })
      .where('id', '=', report.id)
      .execute();
    await recordStaffAction(trx, {
      staffId,
      action: 'bugReport.setStatus',
      record: { type: 'bug_reports', id: report.id },
      before: { status: current.status },
      after: { status },
      at: now,
    });
    return true;
  });
  if (!changed) return getReportForStaff(context, id);
  await announceTicketUpdate(context, report, status, now);
  if (report.user_id)
    await notify(context, report.user_id, {
      kind: 'ticket_status',
      ticketId: report.id,
      subject: report.title,
      status,
    });
  return getReportForStaff(context, id);
}
