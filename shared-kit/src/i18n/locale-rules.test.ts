import {
  compareNamespace,
  flatten,
  formatPercentage,
  matchPercentage,
  missingPluralForms,
  newKeyProblem,
  overallPercentage,
  placeholders,
  unflatten,
  westernDigits,
} from './locale-rules';

describe('locale rules', () => {
  it('flattens nested strings to i18next keys and back', () => {
    const nested = { news: { title: 'News', empty: { text: 'None' } }, standalone: 'x' };
    expect(flatten(nested)).toEqual({ 'news.title': 'News', 'news.empty.text': 'None', standalone: 'x' });
    expect(unflatten(flatten(nested))).toEqual(nested);
  });

  it('computes keys in both ÷ the larger count, rounded to 2 decimals', () => {
    expect(matchPercentage(2, 3, 2)).toBe(66.67);
    expect(matchPercentage(197, 200, 199)).toBe(98.5);
    expect(formatPercentage(98.5)).toBe('98.50%');
    expect(matchPercentage(0, 0, 0)).toBe(100);
    const report = compareNamespace({ a: '1', b: '2', c: '3' }, { a: 'أ', b: 'ب', d: 'د' });
    expect(report).toMatchObject({
      enCount: 3,
      arCount: 3,
      bothCount: 2,
      matchPercentage: 66.67,
      missingInArabic: ['c'],
      extraInArabic: ['d'],
    });
  });

  it("counts English's two plural forms and Arabic's six as one key", () => {
    const en = { 'news.readTime_one': '{{minutes}} min read', 'news.readTime_other': '{{minutes}} min read' };
    const ar = {
      'news.readTime_zero': 'أقل من دقيقة',
      'news.readTime_one': 'دقيقة واحدة',
      'news.readTime_two': 'دقيقتان',
      'news.readTime_few': '{{minutes}} دقائق',
      'news.readTime_many': '{{minutes}} دقيقة',
      'news.readTime_other': '{{minutes}} دقيقة',
    };
    expect(compareNamespace(en, ar)).toMatchObject({
      enCount: 1,
      arCount: 1,
      bothCount: 1,
      matchPercentage: 100,
      missingInArabic: [],
      extraInArabic: [],
      placeholderMismatches: [],
    });
    expect(compareNamespace({ 'team.members': '{{count}} members' }, ar).missingInArabic).toEqual([
      'team.members',
    ]);
  });

  it('flags values whose placeholders differ between the languages', () => {
    expect([...placeholders('Hi {{ name }}, {{count, number}} left')]).toEqual(['name', 'count']);
    const report = compareNamespace(
      { greeting: 'Hello {{name}}', score: '{{points}} points', same: '{{a}} and {{b}}' },
      { greeting: 'مرحبًا {{player}}', score: '{{points}} نقطة', same: '{{b}} و{{a}}' },
    );
    expect(report.placeholderMismatches).toEqual([{ key: 'greeting', en: ['name'], ar: ['player'] }]);
  });

  it('refuses a key that exists (or is a form of one) and keys that would clash', () => {
    const existing = ['news.title', 'news.readTime_one', 'news.readTime_other'];
    expect(newKeyProblem('news.title', existing)).toBe('exists');
    expect(newKeyProblem('news.readTime', existing)).toBe('exists');
    expect(newKeyProblem('news.title.short', existing)).toBe('clash');
    expect(newKeyProblem('news', existing)).toBe('clash');
    expect(newKeyProblem('news..x', existing)).toBe('invalid');
    expect(newKeyProblem('news.subtitle', existing)).toBeNull();
  });

  it('computes the overall match over every namespace', () => {
    const reports = [
      compareNamespace({ a: '1', b: '2' }, { a: '1' }),
      compareNamespace({ c: '1' }, { c: '1' }),
    ];
    expect(overallPercentage(reports)).toBe(66.67);
  });

  it('finds the Western digits an Arabic text writes itself, not those of placeholders, tags or Latin words', () => {
    expect(westernDigits('8 أو 11 خانة')).toEqual(['8', '11']);
    expect(westernDigits('حتى 40% و15,000 ضرر')).toEqual(['40%', '15,000']);
    expect(westernDigits('١. من نحن')).toEqual([]);
    expect(westernDigits('{{count, number}} مباراة · <example>{{example}}</example>')).toEqual([]);
    expect(westernDigits('مواجهات 1vs1 و5vs5، PNG أو MP4، SA03، npm run i18n:check')).toEqual([]);
  });

  it('lists the plural forms a language is missing', () => {
    const ar = {
      'news.readTime_zero': 'أقل من دقيقة',
      'news.readTime_one': 'دقيقة واحدة',
      'news.readTime_few': '{{count, number}} دقائق',
      'news.readTime_other': '{{count, number}} دقيقة',
      'news.title': 'الأخبار',
    };
    expect(missingPluralForms(ar, 'ar')).toEqual(['news.readTime_two', 'news.readTime_many']);
    expect(missingPluralForms({ a_one: 'x', a_other: 'y', b: 'z' }, 'en')).toEqual([]);
    expect(missingPluralForms({ a_other: 'y' }, 'en')).toEqual(['a_one']);
  });

  it('counts ordinal forms as their key and asks each language for its ordinal forms', () => {
    const en = {
      place_ordinal_one: '{{count}}st',
      place_ordinal_two: '{{count}}nd',
      place_ordinal_few: '{{count}}rd',
      place_ordinal_other: '{{count}}th',
    };
    const ar = { place_ordinal_other: 'الـ{{count, number}}' };
    expect(compareNamespace(en, ar)).toMatchObject({ enCount: 1, arCount: 1, bothCount: 1 });
    expect(missingPluralForms(en, 'en')).toEqual([]);
    expect(missingPluralForms(ar, 'ar')).toEqual([]);
    expect(missingPluralForms({ place_ordinal_one: 'x', place_ordinal_other: 'y' }, 'en')).toEqual([
      'place_ordinal_two',
      'place_ordinal_few',
    ]);
    expect(newKeyProblem('place', Object.keys(en))).toBe('exists');
  });
});
