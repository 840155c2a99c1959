import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import { makeStaffHomeSlide } from '../../../testing/fixtures';
import {
  emptySlideForm,
  formFieldOfServerPath,
  isSlideLink,
  slideBodyOf,
  slideFormProblems,
  slideFormValuesOf,
  type SlideFormValues,
} from './slide-form';

const filled = (overrides: Partial<SlideFormValues> = {}): SlideFormValues => ({
  ...emptySlideForm(),
  title: { en: ' Season finals ', ar: 'نهائيات الموسم' },
  description: { en: 'Eight teams.', ar: 'ثمانية فرق.' },
  badge: { en: 'Finals', ar: 'النهائيات' },
  cta: { en: 'Watch', ar: 'شاهد' },
  link: ' /tournaments ',
  ...overrides,
});

describe('the slide form', () => {
  it('needs every text in both languages and a link', () => {
    const problems = slideFormProblems(emptySlideForm());
    expect([...problems.keys()]).toEqual([
      'title.en',
      'description.en',
      'badge.en',
      'cta.en',
      'title.ar',
      'description.ar',
      'badge.ar',
      'cta.ar',
      'link',
    ]);
    expect(new Set(problems.values())).toEqual(new Set(['required']));
    expect(slideFormProblems(filled()).size).toBe(0);
  });

  it('keeps texts within their limits', () => {
    const long = 'x'.repeat(HOME_SLIDE_LIMITS.badge + 1);
    expect(slideFormProblems(filled({ badge: { en: long, ar: 'ب' } })).get('badge.en')).toBe('tooLong');
  });

  it('takes a path on the portal or an https address as the link', () => {
    expect(isSlideLink('/tournaments')).toBe(true);
    expect(isSlideLink('https://example.com/a?b=1')).toBe(true);
    expect(isSlideLink('tournaments')).toBe(false);
    expect(isSlideLink('//evil.example')).toBe(false);
    expect(isSlideLink('http://example.com')).toBe(false);
    expect(isSlideLink('javascript:alert(1)')).toBe(false);
    expect(slideFormProblems(filled({ link: 'www.example.com' })).get('link')).toBe('badLink');
  });

  it('needs the English image once an image is chosen, and an end after the start', () => {
    expect(slideFormProblems(filled({ imageChoice: 'shared' })).get('image.en')).toBe('imageRequired');
    expect(
      slideFormProblems(filled({ imageChoice: 'perLanguage', image: { en: null, ar: '/a.png' } })).get(
        'image.en',
      ),
    ).toBe('imageRequired');
    expect(
      slideFormProblems(filled({ startsAt: '2030-01-02T10:00', endsAt: '2030-01-02T10:00' })).get('endsAt'),
    ).toBe('endBeforeStart');
    expect(slideFormProblems(filled({ startsAt: '', endsAt: '2030-01-02T10:00' })).size).toBe(0);
  });

  it('sends the whole slide: trimmed, the image by the choice, dates in UTC', () => {
    expect(slideBodyOf(filled())).toEqual({
      title: { en: 'Season finals', ar: 'نهائيات الموسم' },
      description: { en: 'Eight teams.', ar: 'ثمانية فرق.' },
      badge: { en: 'Finals', ar: 'النهائيات' },
      cta: { en: 'Watch', ar: 'شاهد' },
      link: '/tournaments',
      image: null,
      artwork: 'tournaments',
      startsAt: null,
      endsAt: null,
    });
    const images = { en: '/uploads/en.png', ar: '/uploads/ar.png' };
    expect(slideBodyOf(filled({ imageChoice: 'shared', image: images })).image).toEqual({
      en: '/uploads/en.png',
      ar: null,
    });
    expect(slideBodyOf(filled({ imageChoice: 'perLanguage', image: images })).image).toEqual(images);
    expect(slideBodyOf(filled({ imageChoice: 'none', image: images })).image).toBeNull();
    expect(slideBodyOf(filled({ startsAt: '2030-01-05T18:30' })).startsAt).toBe(
      new Date(2030, 0, 5, 18, 30).toISOString(),
    );
  });

  it("reads a stored slide's image as one for both languages or one per language", () => {
    expect(slideFormValuesOf(makeStaffHomeSlide('s1', { image: '/a.png' }))).toMatchObject({
      imageChoice: 'shared',
      image: { en: '/a.png', ar: null },
    });
    expect(
      slideFormValuesOf(makeStaffHomeSlide('s1', { image: { en: '/a.png', ar: '/b.png' } })),
    ).toMatchObject({ imageChoice: 'perLanguage', image: { en: '/a.png', ar: '/b.png' } });
    const stored = slideFormValuesOf(
      makeStaffHomeSlide('s1', { title: { en: 'Only English' }, startsAt: '2030-01-05T15:30:00.000Z' }),
    );
    expect(stored).toMatchObject({ imageChoice: 'none', title: { en: 'Only English', ar: '' } });
    expect(slideBodyOf(stored).startsAt).toBe('2030-01-05T15:30:00.000Z');
  });

  it("puts a 400's fields on the form's fields", () => {
    expect(formFieldOfServerPath('title.ar')).toBe('title.ar');
    expect(formFieldOfServerPath('description')).toBe('description.en');
    expect(formFieldOfServerPath('image')).toBe('image.en');
    expect(formFieldOfServerPath('image.ar')).toBe('image.ar');
    expect(formFieldOfServerPath('link')).toBe('link');
    expect(formFieldOfServerPath('endsAt')).toBe('endsAt');
    expect(formFieldOfServerPath('slides')).toBeNull();
  });
});
