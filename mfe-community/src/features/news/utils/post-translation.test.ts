import type { Post } from '@arena/shared-kit';
import { postTranslation } from './post-translation';

const en = { language: 'en' as const, title: 'Season starts', summary: 'Summary', content: '<p>Body</p>' };
const ar = { language: 'ar' as const, title: 'بداية الموسم', summary: 'ملخص', content: '<p>نص</p>' };

describe('postTranslation', () => {
  it('shows the translation of the current locale', () => {
    expect(postTranslation({ translations: [en, ar] }, 'ar')).toBe(ar);
    expect(postTranslation({ translations: [ar, en] }, 'en')).toBe(en);
  });

  it('falls back to English when the locale has no translation', () => {
    expect(postTranslation({ translations: [en] }, 'ar')).toBe(en);
  });

  it('treats an empty translation as missing', () => {
    const emptyArabic = { ...ar, title: ' ', content: '' };
    expect(postTranslation({ translations: [emptyArabic, en] }, 'ar')).toBe(en);
  });

  it('uses whatever translation exists when there is no English one either', () => {
    expect(postTranslation({ translations: [ar] }, 'en')).toBe(ar);
  });

  it('is undefined for a post without translations', () => {
    expect(postTranslation({ translations: [] }, 'ar')).toBeUndefined();
    expect(postTranslation({ translations: undefined } as unknown as Post, 'en')).toBeUndefined();
  });
});
