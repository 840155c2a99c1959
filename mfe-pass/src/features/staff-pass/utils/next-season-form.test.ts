import { nextSeasonBody, nextSeasonFieldOf, nextSeasonProblems } from './next-season-form';

const valid = { nameEn: ' Season 2 ', nameAr: 'الموسم ٢', startsOn: '2027-01-27', endsOn: '2027-04-30' };

describe('the next season form', () => {
  it('needs both names and two days, the last not before the first', () => {
    expect(nextSeasonProblems(valid).size).toBe(0);
    expect(nextSeasonProblems({ ...valid, startsOn: valid.endsOn }).size).toBe(0);
    expect([...nextSeasonProblems({ nameEn: ' ', nameAr: '', startsOn: '', endsOn: '' })]).toEqual([
      ['nameEn', 'required'],
      ['nameAr', 'required'],
      ['startsOn', 'required'],
      ['endsOn', 'required'],
    ]);
    expect(nextSeasonProblems({ ...valid, nameAr: 'x'.repeat(61) }).get('nameAr')).toBe('tooLong');
    expect(nextSeasonProblems({ ...valid, startsOn: '27/01/2027' }).get('startsOn')).toBe('badDate');
    expect(nextSeasonProblems({ ...valid, endsOn: '2027-01-26' }).get('endsOn')).toBe('endBeforeStart');
  });

  it('sends the names trimmed, from the start of the first day to the end of the last', () => {
    const body = nextSeasonBody(valid);
    expect(body.name).toEqual({ en: 'Season 2', ar: 'الموسم ٢' });
    expect(new Date(body.startsAt)).toEqual(new Date(2027, 0, 27));
    expect(new Date(body.endsAt)).toEqual(new Date(2027, 4, 1));
  });

  it('maps the fields a refusal names to the form', () => {
    expect(nextSeasonFieldOf('name.ar')).toBe('nameAr');
    expect(nextSeasonFieldOf('endsAt')).toBe('endsOn');
    expect(nextSeasonFieldOf('other')).toBeNull();
  });
});
