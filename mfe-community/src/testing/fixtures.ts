import type { Post } from '@arena/shared-kit';

/** A post with an English and, unless told otherwise, an Arabic translation. */
export function makePost(id: string, overrides: Partial<Post> & { arabic?: boolean } = {}): Post {
  const { arabic = true, ...rest } = overrides;
  return {
    id,
    created_at: '2025-03-10T12:00:00.000Z',
    coverImage: `https://cdn.example/posts/${id}.jpg`,
    tags: ['esports', 'update'],
    translations: [
      {
        language: 'en',
        title: `English title ${id}`,
        summary: `English summary ${id}`,
        content: `<p>English body of post ${id}.</p>`,
      },
      ...(arabic
        ? [
            {
              language: 'ar' as const,
              title: `عنوان عربي ${id}`,
              summary: `ملخص عربي ${id}`,
              content: `<p>نص المقال ${id}.</p>`,
            },
          ]
        : []),
    ],
    ...rest,
  };
}
