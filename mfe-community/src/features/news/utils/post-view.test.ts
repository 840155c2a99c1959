import { makePost } from '../../../testing/fixtures';
import { toPostView } from './post-view';

describe('toPostView', () => {
  it('picks the locale, extracts the plain text and the read time', () => {
    const post = makePost('7', {
      translations: [{ language: 'en', title: 'T', summary: 'S', content: `<p>${'word '.repeat(450)}</p>` }],
    });
    const view = toPostView(post, 'ar');
    expect(view).toMatchObject({ id: '7', language: 'en', title: 'T', summary: 'S', readTimeMinutes: 3 });
    expect(view.plainText.startsWith('word word')).toBe(true);
    expect(view.coverImageUrl).toBe('https://cdn.example/posts/7.jpg');
  });

  it('makes relative cover paths absolute on the API host', () => {
    const view = toPostView(makePost('8', { coverImage: '/uploads/cover.png' }), 'en');
    expect(view.coverImageUrl).toMatch(/^https?:\/\/[^/]+\/uploads\/cover\.png$/);
  });

  it("uses the cover of the language shown when the post has one, else the post's cover", () => {
    const post = makePost('9');
    const withCovers = {
      ...post,
      translations: post.translations.map((translation) =>
        translation.language === 'ar' ? { ...translation, coverImage: '/uploads/ar.png' } : translation,
      ),
    };
    expect(toPostView(withCovers, 'ar').coverImageUrl).toMatch(/\/uploads\/ar\.png$/);
    expect(toPostView(withCovers, 'en').coverImageUrl).toBe('https://cdn.example/posts/9.jpg');
    // Without an Arabic text the English one is shown, with its cover.
    const englishOnly = makePost('10', { arabic: false });
    expect(toPostView(englishOnly, 'ar').coverImageUrl).toBe('https://cdn.example/posts/10.jpg');
  });
});
