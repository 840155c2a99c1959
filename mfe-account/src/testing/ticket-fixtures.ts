import type { AdminBugReport, BugReport } from '@arena/contract';

/** A ticket of the test player; override what a test needs. */
export function ticket(overrides: Partial<BugReport> = {}): BugReport {
  return {
    _id: '3f2a9c1e-1111-4222-8333-444455556666',
    bugType: 'technical-issue',
    title: 'Bracket does not load',
    description: 'The bracket page stays blank.',
    status: 'open',
    messages: [],
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-06T09:30:00.000Z',
    closedAt: null,
    userName: 'Falcon#MENA',
    email: 'falcon@example.com',
    deviceInfo: { os: 'Windows', browser: 'Chrome' },
    screenshotUrl: 'http://localhost:8090/uploads/9b1c0000-0000-4000-8000-000000000001.png',
    ...overrides,
  };
}

/** A report as the staff desk reads it. */
export function adminTicket(overrides: Partial<AdminBugReport> = {}): AdminBugReport {
  return {
    ...ticket(),
    player: { id: 'u1', gameName: 'Falcon', tagLine: 'MENA' },
    ...overrides,
  };
}

/** `{ status: 'success', data: { reports, pagination } }` of the report lists. */
export function reportPage<T>(reports: T[], currentPage = 1, totalPages = 1) {
  return {
    status: 'success',
    data: { reports, pagination: { currentPage, totalPages, totalReports: reports.length } },
  };
}
