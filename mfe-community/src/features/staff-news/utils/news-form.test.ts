import type { StaffNewsPost } from '@arena/contract';
import { NEWS_LIMITS } from '@arena/contract/rules';
import {
  emptyNewsForm,
  formFieldOfServerPath,
  formValuesOf,
  newsBodyOf,
  newsFormProblems,
  parseTags,
  previewPostOf,
  type NewsFormValues,
} from './news-form';

const NOW = new Date('2026-11-25T10:00:00.000Z');

const filled = (overrides: Partial<NewsFormValues> = {}): NewsFormValues => ({
  ...emptyNewsForm(),
  en: { title: 'Finals', summary: 'The finals are set.', body: '## Finals' },
  cover: { en: '/uploads/news/en.png', ar: null },
  ...overrides,
});

const POST: StaffNewsPost = {
  id: 'p1',
  status: 'published',
  en: { title: 'Finals', summary: 'Set.', body: '## Finals' },
  ar: { title: 'النهائيات', summary: 'جاهزة.', body: '## النهائيات' },
  cover: { en: '/uploads/news/en.png', ar: null },
  tags: ['esports', 'finals'],
  publishAt: '2026-11-20T08:00:00.000Z',
  publishedAt: '2026-11-20T08:00:01.000Z',
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: null,
};

describe('the news desk form', () => {
  it('needs the English texts; Arabic is all or nothing', () => {
    expect([...newsFormProblems(emptyNewsForm(), NOW)]).toEqual([
      ['en.title', 'required'],
      ['en.summary', 'required'],
      ['en.body', 'required'],
    ]);
    expect(newsFormProblems(filled(), NOW).size).toBe(0);
    const someArabic = filled({ ar: { title: 'النهائيات', summary: ' ', body: '' } });
    expect([...newsFormProblems(someArabic, NOW)]).toEqual([
      ['ar.summary', 'requiredWithArabic'],
      ['ar.body', 'requiredWithArabic'],
    ]);
  });

  it('holds the limits of NEWS_LIMITS', () => {
    const values = filled({
      en: { title: 'x'.repeat(NEWS_LIMITS.title + 1), summary: 'ok', body: 'ok' },
      tags: Array.from({ length: NEWS_LIMITS.tags + 1 }, (_, index) => `tag${index}`).join(', '),
    });
    expect(newsFormProblems(values, NOW)).toEqual(
      new Map([
        ['en.title', 'tooLong'],
        ['tags', 'tooManyTags'],
      ]),
    );
    expect(newsFormProblems(filled({ tags: 'x'.repeat(NEWS_LIMITS.tag + 1) }), NOW).get('tags')).toBe(
      'tagTooLong',
    );
  });

  it('needs the English cover to publish or schedule and with an Arabic cover; the Arabic cover, the Arabic texts', () => {
    const noCover = filled({ cover: { en: null, ar: null } });
    expect(newsFormProblems(noCover, NOW).size).toBe(0);
    expect(newsFormProblems({ ...noCover, publish: 'now' }, NOW).get('cover.en')).toBe('coverToPublish');
    expect(newsFormProblems({ ...noCover, cover: { en: null, ar: '/a.png' } }, NOW)).toEqual(
      new Map([
        ['cover.en', 'coverWithArabic'],
        ['cover.ar', 'coverNeedsArabic'],
      ]),
    );
    const arabic = { title: 'النهائيات', summary: 'جاهزة', body: 'نص' };
    expect(newsFormProblems(filled({ ar: arabic, cover: { en: '/en.png', ar: '/ar.png' } }), NOW).size).toBe(
      0,
    );
  });

  it('schedules at a valid time to come only', () => {
    const at = (publishAt: string) => newsFormProblems(filled({ publish: 'schedule', publishAt }), NOW);
    expect(at('').get('publishAt')).toBe('scheduleRequired');
    expect(at('2020-01-01T10:00').get('publishAt')).toBe('scheduleInPast');
    expect(at('2030-01-01T10:00').size).toBe(0);
  });

  it('makes the body the API takes: trimmed, Arabic null when empty, tags parsed, the publish time in UTC', () => {
    const context = { now: NOW, keptPublishAt: null };
    expect(newsBodyOf(filled({ tags: ' esports, finals ،esports,, ' }), context)).toEqual({
      en: { title: 'Finals', summary: 'The finals are set.', body: '## Finals' },
      ar: null,
      cover: { en: '/uploads/news/en.png', ar: null },
      tags: ['esports', 'finals'],
      publishAt: null,
    });
    expect(newsBodyOf(filled({ publish: 'now' }), context).publishAt).toBe(NOW.toISOString());
    expect(
      newsBodyOf(filled({ publish: 'schedule', publishAt: '2030-01-01T10:00' }), context).publishAt,
    ).toBe(new Date(2030, 0, 1, 10, 0).toISOString());
    expect(
      newsBodyOf(filled({ publish: 'keep' }), { ...context, keptPublishAt: POST.publishAt }).publishAt,
    ).toBe(POST.publishAt);
  });

  it('starts from a stored post: a published one kept as it is, a scheduled one at its time', () => {
    expect(formValuesOf(POST)).toMatchObject({ publish: 'keep', publishAt: '', tags: 'esports, finals' });
    const scheduled = formValuesOf({ ...POST, status: 'scheduled', publishAt: '2030-01-01T07:00:00.000Z' });
    expect(scheduled.publish).toBe('schedule');
    expect(new Date(scheduled.publishAt).toISOString()).toBe('2030-01-01T07:00:00.000Z');
    expect(formValuesOf({ ...POST, ar: null }).ar).toEqual({ title: '', summary: '', body: '' });
  });

  it("names the form's field for each field a 400 names", () => {
    expect(formFieldOfServerPath('en.title')).toBe('en.title');
    expect(formFieldOfServerPath('ar')).toBe('ar.title');
    expect(formFieldOfServerPath('cover.en')).toBe('cover.en');
    expect(formFieldOfServerPath('cover')).toBe('cover.en');
    expect(formFieldOfServerPath('tags.3')).toBe('tags');
    expect(formFieldOfServerPath('publishAt')).toBe('publishAt');
    expect(formFieldOfServerPath('somethingElse')).toBeNull();
  });

  it('parses tags, the Arabic comma too', () => {
    expect(parseTags('esports، finals , ,esports')).toEqual(['esports', 'finals']);
  });

  it('previews the post as the API will answer it: the English cover the post’s, each language its own', () => {
    const body = newsBodyOf(
      filled({
        ar: { title: 'النهائيات', summary: 'جاهزة', body: '## النهائيات' },
        cover: { en: '/en.png', ar: '/ar.png' },
      }),
      { now: NOW, keptPublishAt: null },
    );
    const post = previewPostOf(body, { en: '<h2>Finals</h2>', ar: '<h2>النهائيات</h2>' }, NOW.toISOString());
    expect(post).toMatchObject({ coverImage: '/en.png', created_at: NOW.toISOString() });
    expect(post.translations).toEqual([
      expect.objectContaining({ language: 'en', content: '<h2>Finals</h2>', coverImage: '/en.png' }),
      expect.objectContaining({ language: 'ar', content: '<h2>النهائيات</h2>', coverImage: '/ar.png' }),
    ]);
  });
});
