import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { displayText, id, isoDate, pageNumber, text } from './primitives.js';

/**
 * What a report is about. Support tickets (the New Ticket modal) and bug reports (the /bug-report form) are the
 * same record (P2 §3 "Bug report or ticket") with one `bugType`: the ticket types and the bug-report types are
 * two lists of values of this one enum, and `other` belongs to both.
 */
export const bugType = z.enum([
  'technical-issue',
  'account-issue',
  'billing-question',
  'website-bug',
  'battle-pass-bug',
  'tournament-bug',
  'other',
]);
export type BugType = z.infer<typeof bugType>;

/** The types the New Ticket modal offers (P2 §3: technical issue, account issue, billing question, other). */
export const TICKET_TYPES = [
  'technical-issue',
  'account-issue',
  'billing-question',
  'other',
] as const satisfies readonly BugType[];
/** The types the bug-report form offers (P2 §9: Website Bug, Battle Pass Bug, Tournament Bug, Other). */
export const BUG_REPORT_TYPES = [
  'website-bug',
  'battle-pass-bug',
  'tournament-bug',
  'other',
] as const satisfies readonly BugType[];

/** Ticket statuses (P2 §4). */
export const bugReportStatus = z.enum([
  'open',
  'in-progress',
  'closed',
  'fixed',
  'rejected',
  'duplicate',
  'pending',
]);
export type BugReportStatus = z.infer<typeof bugReportStatus>;

/** Statuses in which nobody but staff may write to a ticket (P2 §4: replies are impossible when closed or fixed). */
export const REPLY_CLOSED_STATUSES = ['closed', 'fixed'] as const satisfies readonly BugReportStatus[];
/** Statuses from which the player may close their ticket (P2 §4). */
export const CLOSABLE_STATUSES = ['open', 'in-progress'] as const satisfies readonly BugReportStatus[];

/** Longest title (characters). */
export const BUG_REPORT_TITLE_MAX = 200;
/** Longest description (characters). */
export const BUG_REPORT_DESCRIPTION_MAX = 5000;
/** Longest message of a ticket conversation (characters). */
export const BUG_REPORT_MESSAGE_MAX = 5000;
/** Largest attachment, decoded (P2 §9: 10 MB). */
export const BUG_REPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** One message of a ticket conversation; `sender` is `admin` for support staff, `user` for the ticket's player. */
export const bugReportMessage = z
  .object({
    _id: z.string(),
    sender: z.enum(['admin', 'user']),
    content: z.string(),
    timestamp: isoDate(),
  })
  .meta({ id: 'BugReportMessage' });
export type BugReportMessage = z.infer<typeof bugReportMessage>;

/**
 * A ticket or bug report (P2 §3). `closedAt` is set while it is closed. `screenshotUrl` is a signed address of the
 * attachment (`/attachments/{expires}/{signature}/{id}.{ext}`, valid 10 to 15 minutes), given only to staff and the
 * ticket's own player: null without an attachment and in the answer to an anonymous report.
 */
export const bugReport = z
  .object({
    _id: z.string(),
    bugType,
    title: z.string(),
    description: z.string(),
    status: bugReportStatus,
    messages: z.array(bugReportMessage),
    createdAt: isoDate(),
    updatedAt: isoDate(),
    closedAt: isoDate().nullable(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    deviceInfo: z.object({ os: z.string(), browser: z.string() }).nullable(),
    screenshotUrl: z.string().nullable(),
  })
  .meta({ id: 'BugReport' });
export type BugReport = z.infer<typeof bugReport>;

/**
 * `ticket_updated` on `/notifications`: a ticket changed (a message from staff or its player, or a new status). Sent
 * to the ticket's player and to the staff of the ticket desk (admin, support); an open ticket page with this `ticketId` reads it again.
 */
export const ticketUpdatedEvent = z.object({
  ticketId: z.string(),
  status: bugReportStatus,
  updatedAt: isoDate(),
});
export type TicketUpdatedEvent = z.infer<typeof ticketUpdatedEvent>;

/** A report as staff see it: the report and the player it belongs to (null for an anonymous report). */
export const adminBugReport = bugReport
  .extend({
    player: z.object({ id: z.string(), gameName: z.string(), tagLine: z.string() }).nullable(),
  })
  .meta({ id: 'AdminBugReport' });
export type AdminBugReport = z.infer<typeof adminBugReport>;

const pagination = z.object({ currentPage: z.number(), totalPages: z.number(), totalReports: z.number() });
/** `{ status: 'success', data: { reports, pagination } }`, the answer of the report lists. */
const reportPage = <T extends z.ZodType>(report: T) =>
  z.object({
    status: z.literal('success'),
    data: z.object({ reports: z.array(report), pagination }),
  });
/** `{ status: 'success', data }`, the answer of the single-report reads. */
const successOf = <T extends z.ZodType>(schema: T) =>
  z.object({ status: z.literal('success'), data: schema });

const optionalText = (max: number) => text().trim().max(max, `must be at most ${max} characters`).nullish();

/**
 * The body of POST /v1/bug-report (P2 §3 "Bug report payload"). `email` is free text: the bug-report form sends
 * the chat-community ID in it (P2 §5). `screenshot` is a data URL (`data:image/png;base64,...`); its bytes decide
 * what it is, never its declared type.
 */
export const createBugReportBody = z.object({
  bugType,
  title: displayText().trim().min(1, 'Title is required').max(BUG_REPORT_TITLE_MAX, 'Title is too long'),
  description: text()
    .trim()
    .min(1, 'Description is required')
    .max(BUG_REPORT_DESCRIPTION_MAX, 'Description is too long'),
  email: optionalText(254),
  userName: displayText().trim().max(100, 'must be at most 100 characters').nullish(),
  deviceInfo: z
    .object({ os: text().trim().max(200).default(''), browser: text().trim().max(200).default('') })
    .nullish(),
  screenshot: text().nullish(),
});
export type CreateBugReportBody = z.input<typeof createBugReportBody>;

const messageContent = text()
  .trim()
  .min(1, 'Message is required')
  .max(BUG_REPORT_MESSAGE_MAX, `Message must be at most ${BUG_REPORT_MESSAGE_MAX} characters`);

/** The body of POST /v1/bug-report/{id}/messages: not empty once trimmed (P2 §5). */
export const bugReportReplyBody = z.object({ content: messageContent });
export type BugReportReplyBody = z.input<typeof bugReportReplyBody>;

/** The body of POST /v1/bug-report/{id}/close: the translated closed-by-user text, added to the conversation. */
export const closeBugReportBody = z
  .object({ closingMessage: text().trim().max(BUG_REPORT_MESSAGE_MAX).optional() })
  .nullish();
export type CloseBugReportBody = z.input<typeof closeBugReportBody>;

/** The body of POST /v1/admin/bug-reports/{id}/messages: a staff answer and, optionally, the new status. */
export const staffBugReportReplyBody = z.object({
  content: messageContent,
  status: bugReportStatus.optional(),
});
export type StaffBugReportReplyBody = z.input<typeof staffBugReportReplyBody>;

/** The body of PATCH /v1/admin/bug-reports/{id}. */
export const bugReportStatusBody = z.object({ status: bugReportStatus });
export type BugReportStatusBody = z.input<typeof bugReportStatusBody>;

/** The query of the report lists: `page` from 1, `limit` 1–50 (default 10), optional filters. */
export const bugReportListQuery = z.object({
  page: pageNumber().default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  status: bugReportStatus.optional(),
});
export type BugReportListQuery = z.input<typeof bugReportListQuery>;
export const adminBugReportListQuery = bugReportListQuery.extend({ type: bugType.optional() });
export type AdminBugReportListQuery = z.input<typeof adminBugReportListQuery>;

const reportParams = z.object({ id: id() });
const sentMessage = z.object({ message: bugReportMessage, reportStatus: bugReportStatus });

export const bugReportEndpoints = defineEndpoints({
  'POST /v1/bug-report': {
    summary:
      'Send a bug report or open a ticket; with a token it is a ticket of that player, without one an anonymous ' +
      'bug report (rate-limited per client). The screenshot, at most 10 MB, is checked by content: an image (PNG, ' +
      'JPEG, GIF, WebP) for a ticket, an image or an MP4 video for a bug report',
    tag: 'bug-reports',
    auth: 'optional',
    body: createBugReportBody,
    refuses: { 413: 'An attachment over its limit', 415: 'An attachment that is not PNG, JPG, GIF or MP4' },
    response: { 201: successOf(bugReport) },
  },
  'GET /v1/bug-report/my-reports': {
    summary: "The signed-in player's tickets, newest first, 10 a page by default",
    tag: 'bug-reports',
    auth: 'user',
    querystring: bugReportListQuery,
    response: { 200: reportPage(bugReport.omit({ messages: true })) },
  },
  'GET /v1/bug-report/:id': {
    summary: "One of the signed-in player's tickets with its conversation (404 for anyone else's)",
    tag: 'bug-reports',
    auth: 'user',
    params: reportParams,
    refuses: { 404: 'No report of yours has this id' },
    response: { 200: successOf(bugReport) },
  },
  'POST /v1/bug-report/:id/messages': {
    summary: 'Reply to one of your tickets (409 when it is closed or fixed)',
    tag: 'bug-reports',
    auth: 'user',
    params: reportParams,
    body: bugReportReplyBody,
    refuses: { 404: 'No report of yours has this id', 409: 'The report is closed' },
    response: { 201: successOf(sentMessage) },
  },
  'POST /v1/bug-report/:id/close': {
    summary: 'Close one of your tickets while it is open or in progress (409 otherwise)',
    tag: 'bug-reports',
    auth: 'user',
    params: reportParams,
    body: closeBugReportBody,
    refuses: {
      404: 'No report of yours has this id',
      409: 'Only an open or in-progress report can be closed',
    },
    response: { 200: successOf(z.object({ closedAt: isoDate() })) },
  },
  'GET /v1/admin/bug-reports': {
    summary: 'Every ticket and bug report, newest first, filtered by status and type',
    tag: 'bug-reports',
    auth: 'staff',
    staffRoles: ['support'],
    querystring: adminBugReportListQuery,
    response: { 200: reportPage(adminBugReport.omit({ messages: true })) },
  },
  'GET /v1/admin/bug-reports/:id': {
    summary: 'One ticket or bug report with its conversation',
    tag: 'bug-reports',
    auth: 'staff',
    staffRoles: ['support'],
    params: reportParams,
    refuses: { 404: 'No such report' },
    response: { 200: successOf(adminBugReport) },
  },
  'POST /v1/admin/bug-reports/:id/messages': {
    summary:
      "Answer a ticket as support staff, optionally setting its status; the ticket's player is notified (audited)",
    tag: 'bug-reports',
    auth: 'staff',
    staffRoles: ['support'],
    params: reportParams,
    body: staffBugReportReplyBody,
    refuses: { 404: 'No such report' },
    response: { 201: successOf(sentMessage) },
  },
  'PATCH /v1/admin/bug-reports/:id': {
    summary: 'Set the status of a ticket or bug report',
    tag: 'bug-reports',
    auth: 'staff',
    staffRoles: ['support'],
    params: reportParams,
    body: bugReportStatusBody,
    refuses: { 404: 'No such report' },
    response: { 200: successOf(adminBugReport) },
  },
});
