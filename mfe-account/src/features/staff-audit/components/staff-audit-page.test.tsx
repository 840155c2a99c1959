import type { AuditEntry } from '@arena/contract';
import { formatDateTime } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AccountRoutes } from '../../../app/routes';
import { setSession } from '../../../testing/render';
import { auditEntry, staffAdmin, staffMembers } from '../../../testing/staff-fixtures';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const pageOf = (data: AuditEntry[], page = 1, pages = 1) => ({
  body: { data, pagination: { total: data.length, page, limit: 25, pages } },
});

/** The audit page at `path`; answers the log with `entries` and notes each call's query. */
async function renderAuditPage(
  path: string,
  {
    locale = 'en',
    entries = [auditEntry()],
    pages = 1,
  }: { locale?: 'en' | 'ar'; entries?: AuditEntry[]; pages?: number } = {},
) {
  setSession(staffAdmin);
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /v1/user/me': { body: { user: staffAdmin } },
    'GET /v1/admin/staff-roles': { body: { data: staffMembers() } },
    'GET /v1/admin/audit': ({ url }) => {
      queries.push(url.searchParams);
      return pageOf(entries, Number(url.searchParams.get('page')), pages);
    },
  });
  await renderWithKit(
    <>
      <AccountRoutes />
      <Where />
    </>,
    locale,
    { path },
  );
  return queries;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => resetKit('en'));

describe('audit log page (/staff/audit)', () => {
  it('keeps the applied filters in the address and asks the API for them', async () => {
    const queries = await renderAuditPage('/staff/audit');
    await screen.findByRole('table', { name: 'Audit log entries' });
    await waitFor(() => expect(document.title).toBe('Audit Log | MENA Arena'));
    expect(queries.at(-1)?.toString()).toBe('page=1&limit=25');

    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    await within(filters).findByRole('option', { name: 'Organizer#STAFF' });
    fireEvent.change(within(filters).getByLabelText('Staff member'), { target: { value: 'o1' } });
    fireEvent.change(within(filters).getByLabelText('Action'), { target: { value: 'payout' } });
    fireEvent.change(within(filters).getByLabelText('Record type'), {
      target: { value: 'payment_transactions' },
    });
    fireEvent.change(within(filters).getByLabelText('Record ID'), { target: { value: ' p1 ' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-30' } });
    // Nothing is asked before the filters are applied.
    expect(queries).toHaveLength(1);
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(address()).toBe(
        '/staff/audit?staffId=o1&action=payout&recordType=payment_transactions&recordId=p1&from=2026-11-01&to=2026-11-30',
      ),
    );
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1]!)).toEqual({
      staffId: 'o1',
      action: 'payout',
      recordType: 'payment_transactions',
      recordId: 'p1',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(),
      page: '1',
      limit: '25',
    });

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(address()).toBe('/staff/audit'));
    expect(within(filters).getByLabelText('Action')).toHaveValue('');
  });

  it('reproduces the view of a link: its filters in the form and in the call', async () => {
    const queries = await renderAuditPage('/staff/audit?action=staffRole&recordId=o1&page=2', { pages: 3 });
    await screen.findByRole('table', { name: 'Audit log entries' });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      action: 'staffRole',
      recordId: 'o1',
      page: '2',
      limit: '25',
    });
    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    expect(within(filters).getByLabelText('Action')).toHaveValue('staffRole');
    expect(within(filters).getByLabelText('Record ID')).toHaveValue('o1');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [
      'en',
      'Staff role granted',
      'staffRoles: support → support, organizer',
      'status: Pending → Completed',
      'reference: — → TRF-1',
      'A deleted account',
    ],
    [
      'ar',
      'منح دور في فريق العمل',
      'staffRoles: support ← support، organizer',
      'status: Pending ← Completed',
      'reference: — ← TRF-1',
      'حساب محذوف',
    ],
  ] as const)(
    'shows when, who, the action in words, the record and each changed field before and after (%s)',
    async (locale, granted, roles, status, reference, deleted) => {
      const at = '2026-11-20T10:00:00.000Z';
      await renderAuditPage('/staff/audit', {
        locale,
        entries: [
          auditEntry({
            id: 'e1',
            before: { staffRoles: ['support'] },
            after: { staffRoles: ['support', 'organizer'] },
          }),
          auditEntry({
            id: 'e2',
            staff: null,
            action: 'payout.settle',
            record: { type: 'payment_transactions', id: 'p1' },
            before: { status: 'Pending', reference: null },
            after: { status: 'Completed', reference: 'TRF-1' },
          }),
          auditEntry({
            id: 'e3',
            action: 'news.publish',
            record: { type: 'posts', id: 'n1' },
            before: null,
            after: null,
          }),
        ],
      });
      const table = await screen.findByRole('table');
      const [, grant, settle, unknown] = within(table).getAllByRole('row');
      expect(within(grant!).getByText(formatDateTime(at, locale)!)).toBeInTheDocument();
      expect(within(grant!).getByText('ArenaAdmin#STAFF')).toBeInTheDocument();
      expect(within(grant!).getByText(granted)).toBeInTheDocument();
      expect(within(grant!).getByText(roles)).toBeInTheDocument();
      expect(within(settle!).getByText(status)).toBeInTheDocument();
      expect(within(settle!).getByText(reference)).toBeInTheDocument();
      expect(within(settle!).getByText(deleted)).toBeInTheDocument();
      // An action and a record type the page has no words for read as the API wrote them.
      expect(within(unknown!).getByText('news.publish')).toBeInTheDocument();
      expect(within(unknown!).getByText('posts')).toBeInTheDocument();
      expect(within(unknown!).getByText('n1').closest('a')).toHaveAttribute(
        'href',
        '/staff/audit?recordType=posts&recordId=n1',
      );
    },
  );

  it.each([
    [
      'en',
      'Match result set',
      'Bracket match',
      'Bracket started',
      'Ladder ended early',
      'Entrant disqualified',
    ],
    ['ar', 'تحديد نتيجة مباراة', 'مباراة في الشجرة', 'بدء الشجرة', 'إنهاء سلّم مبكرًا', 'استبعاد مشارك'],
  ] as const)(
    "names the organizer console's actions and the bracket match record (%s)",
    async (locale, result, bracketMatch, started, ended, disqualified) => {
      await renderAuditPage('/staff/audit', {
        locale,
        entries: [
          auditEntry({ id: 'm1', action: 'match.result', record: { type: 'bracket_matches', id: '42' } }),
          auditEntry({ id: 't1', action: 'tournament.start', record: { type: 'tournaments', id: 't9' } }),
          auditEntry({ id: 'l1', action: 'ladder.end', record: { type: 'tournaments', id: 't8' } }),
          auditEntry({
            id: 'r1',
            action: 'registration.disqualify',
            record: { type: 'registrations', id: 'r7' },
          }),
        ],
      });
      const table = await screen.findByRole('table');
      const [, match, start, end, disqualify] = within(table).getAllByRole('row');
      expect(within(match!).getByText(result)).toBeInTheDocument();
      expect(within(match!).getByText(bracketMatch, { exact: false })).toBeInTheDocument();
      expect(within(start!).getByText(started)).toBeInTheDocument();
      expect(within(end!).getByText(ended)).toBeInTheDocument();
      expect(within(disqualify!).getByText(disqualified)).toBeInTheDocument();
    },
  );

  it('pages through the log with the pager, the page kept in the address', async () => {
    const queries = await renderAuditPage('/staff/audit?action=payout', { pages: 3 });
    await screen.findByRole('table', { name: 'Audit log entries' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', {
        name: 'Next page',
      }),
    );
    await waitFor(() => expect(address()).toBe('/staff/audit?action=payout&page=2'));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('action')).toBe('payout');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it.each([
    ['en', 'No audit entries match these filters.'],
    ['ar', 'لا توجد إدخالات تطابق هذه التصفية.'],
  ] as const)('says when no entry matches (%s)', async (locale, empty) => {
    await renderAuditPage('/staff/audit?recordId=none', { locale, entries: [] });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a staff member of a link who no longer holds a role', async () => {
    await renderAuditPage('/staff/audit?staffId=gone-1');
    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    expect(
      await within(filters).findByRole('option', { name: 'Former staff member (gone-1)' }),
    ).toBeInTheDocument();
    expect(within(filters).getByLabelText('Staff member')).toHaveValue('gone-1');
  });
});
