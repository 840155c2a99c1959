import type { StaffHomeSlide, StaffNewsPost, StaffNewsRow } from '@arena/contract';
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

/** A row of the news desk's list: an English-only draft unless told otherwise. */
export function makeStaffNewsRow(id: string, overrides: Partial<StaffNewsRow> = {}): StaffNewsRow {
  return {
    id,
    status: 'draft',
    title: { en: `English title ${id}`, ar: null },
    languages: ['en'],
    tags: [],
    publishAt: null,
    publishedAt: null,
    updatedAt: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}

/** A post as the news desk edits it: a published post in English and Arabic unless told otherwise. */
export function makeStaffNewsPost(id: string, overrides: Partial<StaffNewsPost> = {}): StaffNewsPost {
  return {
    id,
    status: 'published',
    en: { title: 'Season finals', summary: 'The finals are set.', body: '## Finals\n\nEight teams.' },
    ar: { title: 'نهائيات الموسم', summary: 'النهائيات جاهزة.', body: '## النهائيات\n\nثمانية فرق.' },
    cover: { en: '/uploads/news/en.png', ar: null },
    tags: ['esports', 'finals'],
    publishAt: '2026-11-20T08:00:00.000Z',
    publishedAt: '2026-11-20T08:00:01.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    updatedBy: {
      id: 'e1',
      displayName: 'Editor',
      gameName: 'Editor',
      tagLine: 'NEWS',
      profileImage: null,
    },
    ...overrides,
  };
}

/** A slide as the home page desk lists it: live, always shown, drawn with its artwork, unless told otherwise. */
export function makeStaffHomeSlide(id: string, overrides: Partial<StaffHomeSlide> = {}): StaffHomeSlide {
  return {
    id,
    position: 1,
    title: { en: `Slide ${id}`, ar: `شريحة ${id}` },
    description: { en: `About ${id}`, ar: `عن ${id}` },
    badge: { en: 'New', ar: 'جديد' },
    cta: { en: 'Open', ar: 'افتح' },
    link: '/tournaments',
    image: null,
    imageSize: null,
    artwork: 'tournaments',
    startsAt: null,
    endsAt: null,
    live: true,
    updatedAt: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}
