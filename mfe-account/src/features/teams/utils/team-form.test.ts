import { normalizeTeamName, shortNameError, teamFormBody, teamNameError } from './team-form';

describe('team form rules (P1 §5, §9)', () => {
  it('requires a name of 3 to 32 characters once trimmed', () => {
    expect(teamNameError('')).toBe('nameRequired');
    expect(teamNameError('   ')).toBe('nameRequired');
    expect(teamNameError('ab')).toBe('nameLength');
    expect(teamNameError(' a  ')).toBe('nameLength');
    expect(teamNameError(' a   b ')).toBeNull();
    expect(teamNameError('abc')).toBeNull();
    expect(teamNameError('x'.repeat(32))).toBeNull();
    expect(teamNameError('x'.repeat(33))).toBe('nameLength');
  });

  it('requires a short name of at most 4 letters or digits', () => {
    expect(shortNameError('')).toBe('shortNameRequired');
    expect(shortNameError('  ')).toBe('shortNameRequired');
    expect(shortNameError('FALCO')).toBe('shortNameMax');
    expect(shortNameError('FALC')).toBeNull();
    expect(shortNameError(' F1 ')).toBeNull();
    expect(shortNameError('صقر')).toBeNull();
    expect(shortNameError('F-1')).toBe('shortNamePattern');
  });

  it('sends the name and short name as the API stores them', () => {
    expect(normalizeTeamName('  Desert   Falcons ')).toBe('Desert Falcons');
    expect(teamFormBody({ name: ' Desert  Falcons', shortName: ' DF ' })).toEqual({
      name: 'Desert Falcons',
      shortName: 'DF',
    });
  });
});
