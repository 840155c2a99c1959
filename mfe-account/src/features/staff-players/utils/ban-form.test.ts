import { banBodyOf, endsAtProblem, reasonProblem } from './ban-form';

describe('the ban form', () => {
  it('takes a reason of 1 to 500 characters once trimmed', () => {
    expect(reasonProblem('')).toBe('required');
    expect(reasonProblem('   ')).toBe('required');
    expect(reasonProblem(` ${'x'.repeat(500)} `)).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe('tooLong');
    expect(reasonProblem('abc', 2)).toBe('tooLong');
  });

  it('takes no end, or a date and time in the future', () => {
    const now = new Date('2030-01-01T12:00:00');
    expect(endsAtProblem('', now)).toBeNull();
    expect(endsAtProblem('2030-01-01T12:01', now)).toBeNull();
    expect(endsAtProblem('2030-01-01T12:00', now)).toBe('endsAtPast');
    expect(endsAtProblem('2029-12-31T23:59', now)).toBe('endsAtPast');
    expect(endsAtProblem('2030-01-01', now)).toBe('endsAtInvalid');
  });

  it('sends the trimmed reasons, and the end as an ISO instant when there is one', () => {
    expect(banBodyOf({ reasonEn: ' Abuse ', reasonAr: ' إساءة ', endsAt: '' })).toEqual({
      reason: { en: 'Abuse', ar: 'إساءة' },
    });
    expect(banBodyOf({ reasonEn: 'a', reasonAr: 'b', endsAt: '2030-06-01T18:30' })).toEqual({
      reason: { en: 'a', ar: 'b' },
      endsAt: new Date('2030-06-01T18:30').toISOString(),
    });
  });
});
