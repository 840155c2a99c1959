import type { BugReportStatus, BugType } from '@arena/contract';

/** Every ticket status (P2 §4), in the order the staff filter lists them. */
export const TICKET_STATUSES = [
  'open',
  'in-progress',
  'pending',
  'fixed',
  'closed',
  'rejected',
  'duplicate',
] as const satisfies readonly BugReportStatus[];

/** The types of the New Ticket modal (P2 §3). */
export const TICKET_TYPES = [
  'technical-issue',
  'account-issue',
  'billing-question',
  'other',
] as const satisfies readonly BugType[];

/** Every type a report can have: the ticket types and the bug-report form's (P2 §9), for the staff filter. */
export const ALL_REPORT_TYPES = [
  'technical-issue',
  'account-issue',
  'billing-question',
  'website-bug',
  'battle-pass-bug',
  'tournament-bug',
  'other',
] as const satisfies readonly BugType[];

/** Tickets a page (P2 §9). */
export const TICKETS_PER_PAGE = 10;

/** Largest screenshot of a ticket (P2 §9: 10 MB, the API's limit). */
export const TICKET_SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;

/** A ticket id as the list shows it: its first 8 characters (P2 §9). */
export function shortTicketId(id: string): string {
  return id.slice(0, 8);
}

/** The player may close a ticket while it is open or in progress (P2 §4). */
export function canCloseTicket(status: BugReportStatus): boolean {
  return status === 'open' || status === 'in-progress';
}

/** Replies are impossible once a ticket is closed or fixed (P2 §4). */
export function canReplyToTicket(status: BugReportStatus): boolean {
  return status !== 'closed' && status !== 'fixed';
}

/** Text a reply may be sent with: not empty once trimmed (P2 §5). */
export function isSendableReply(text: string): boolean {
  return text.trim().length > 0;
}

/** Ticket failures are logged with the HTTP status only; nothing is shown to the user (P2 §8). */
export function logTicketFailure(what: string, error: unknown): void {
  const status = (error as { status?: unknown } | null)?.status;
  console.error(`[account] ${what}`, typeof status === 'number' ? status : error);
}
