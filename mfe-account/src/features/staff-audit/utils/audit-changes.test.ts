import { auditChanges, auditValueText, type AuditValueWords } from './audit-changes';

const WORDS: AuditValueWords = { separator: ', ', yes: 'Yes', no: 'No', number: (value) => `#${value}` };

describe('audit changes', () => {
  it('lists the fields that changed, added and removed ones included, in the order the entry names them', () => {
    expect(
      auditChanges(
        { status: 'Pending', reference: null, amount: 700 },
        { status: 'Completed', reference: 'TRF-1', amount: 700, notes: 'Paid' },
      ),
    ).toEqual([
      { field: 'status', before: 'Pending', after: 'Completed' },
      { field: 'reference', before: null, after: 'TRF-1' },
      { field: 'notes', before: null, after: 'Paid' },
    ]);
  });

  it('reads a creation and a removal, and compares lists by value', () => {
    expect(auditChanges(null, { staffRoles: ['support'] })).toEqual([
      { field: 'staffRoles', before: null, after: ['support'] },
    ]);
    expect(auditChanges({ open: true }, null)).toEqual([{ field: 'open', before: true, after: null }]);
    expect(auditChanges({ staffRoles: ['support'] }, { staffRoles: ['support'] })).toEqual([]);
  });

  it('writes values for people: lists joined, numbers and yes or no in the page words, objects as JSON', () => {
    expect(auditValueText(['support', 'organizer'], WORDS)).toBe('support, organizer');
    expect(auditValueText(1500, WORDS)).toBe('#1500');
    expect(auditValueText(false, WORDS)).toBe('No');
    expect(auditValueText({ a: 1 }, WORDS)).toBe('{"a":1}');
    expect(auditValueText([], WORDS)).toBeNull();
    expect(auditValueText('', WORDS)).toBeNull();
    expect(auditValueText(null, WORDS)).toBeNull();
  });
});
