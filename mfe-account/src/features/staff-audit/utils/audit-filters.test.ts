import { auditCallQuery, auditFiltersOf, auditSearchOf, NO_AUDIT_FILTERS } from './audit-filters';

describe('audit log filters', () => {
  it('reads the filters from the address, leaving out what it holds wrongly', () => {
    expect(
      auditFiltersOf(
        new URLSearchParams(
          'staffId=o1&action=payout&recordType=users&recordId=%20p1%20&from=2026-11-01&page=3',
        ),
      ),
    ).toEqual({
      staffId: 'o1',
      action: 'payout',
      recordType: 'users',
      recordId: 'p1',
      from: '2026-11-01',
      to: '',
      page: 3,
    });
    expect(auditFiltersOf(new URLSearchParams('from=2026-02-31&to=yesterday&page=0'))).toEqual(
      NO_AUDIT_FILTERS,
    );
    expect(auditFiltersOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes the set filters only, page 1 left out, so an address read back is the same view', () => {
    const filters = { ...NO_AUDIT_FILTERS, action: 'staffRole', to: '2026-11-30', page: 2 };
    const search = auditSearchOf(filters);
    expect(search.toString()).toBe('action=staffRole&to=2026-11-30&page=2');
    expect(auditFiltersOf(search)).toEqual(filters);
    expect(auditSearchOf(NO_AUDIT_FILTERS).toString()).toBe('');
  });

  it('asks the API for whole days in the browser time zone, 25 entries a page', () => {
    expect(
      auditCallQuery({ ...NO_AUDIT_FILTERS, staffId: 'o1', from: '2026-11-01', to: '2026-11-30', page: 2 }),
    ).toEqual({
      staffId: 'o1',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(),
      page: 2,
      limit: 25,
    });
    expect(auditCallQuery(NO_AUDIT_FILTERS)).toEqual({ page: 1, limit: 25 });
  });
});
