import { ApiError } from '@arena/shared-kit';
import { badRequestFieldProblems, badRequestFields } from './bad-request-fields';

const refused = (status: number, details: Record<string, unknown> | null) =>
  new ApiError(status, 1000, 'Validation failed', details);

describe('the fields a 400 names', () => {
  it('lists the paths of details.fields, and nothing for any other failure', () => {
    const error = refused(400, { fields: { 'en.title': 'Required', 'image.en': 'Too large' } });
    expect(badRequestFields(error)).toEqual(['en.title', 'image.en']);
    expect(badRequestFields(refused(400, null))).toEqual([]);
    expect(badRequestFields(refused(400, { fields: 'title' }))).toEqual([]);
    expect(badRequestFields(refused(409, { fields: { title: 'Taken' } }))).toEqual([]);
    expect(badRequestFields(new Error('400'))).toEqual([]);
  });

  it('maps them onto the form once each, with the form’s own words for what is wrong', () => {
    const error = refused(400, { fields: { title: 'x', 'title.en': 'y', secret: 'z', link: 'w' } });
    const fieldOf = (path: string) =>
      path === 'secret' ? null : path === 'title' ? 'title.en' : path === 'link' ? 'link' : path;
    const own = new Map([['link', 'notAnAddress']]);
    const problems = badRequestFieldProblems(error, fieldOf, (field) => own.get(field) ?? 'refused');
    expect([...problems]).toEqual([
      ['title.en', 'refused'],
      ['link', 'notAnAddress'],
    ]);
    expect(badRequestFieldProblems(new Error('offline'), fieldOf, () => 'refused').size).toBe(0);
  });
});
