import type { NewsPostBody, NewsText, Post, PostTranslation, StaffNewsPost } from '@arena/contract';
import { NEWS_LIMITS } from '@arena/contract/rules';
import { instantOfLocalInput, localInputOf } from '@arena/shared-kit/staff-desk';

/** The languages a post is written in: English (required) and Arabic (optional as a whole). */
export const NEWS_LANGUAGES = ['en', 'ar'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

export const NEWS_TEXT_FIELDS = ['title', 'summary', 'body'] as const;
export type NewsTextField = (typeof NEWS_TEXT_FIELDS)[number];

/**
 * When the post is to be public: kept a draft, at once, at a time to come, or — a published post — kept published
 * as it is (its publish time unchanged).
 */
export type PublishChoice = 'draft' | 'now' | 'schedule' | 'keep';

/** The desk's form as typed: a language's texts, the covers' addresses, tags as one text, the publish choice. */
export interface NewsFormValues {
  en: Record<NewsTextField, string>;
  ar: Record<NewsTextField, string>;
  cover: Record<NewsLanguage, string | null>;
  /** Comma separated (`esports, finals`). */
  tags: string;
  publish: PublishChoice;
  /** The scheduled time as a `datetime-local` input holds it, in the editor's time zone. */
  publishAt: string;
}

/** A field of the form that a problem can be shown on. */
export type NewsFormPath =
  `${NewsLanguage}.${NewsTextField}` | `cover.${NewsLanguage}` | 'tags' | 'publish' | 'publishAt';

/** What is wrong with a field, as a key of the desk's `editor.errors` strings. */
export type NewsFormProblem =
  | 'required'
  | 'requiredWithArabic'
  | 'tooLong'
  | 'tooManyTags'
  | 'tagTooLong'
  | 'coverToPublish'
  | 'coverWithArabic'
  | 'coverNeedsArabic'
  | 'scheduleRequired'
  | 'scheduleInPast'
  | 'refused';

/** The body the form sends: the contract's, every field given. */
export interface NewsBody extends NewsPostBody {
  ar: NewsText | null;
  cover: { en: string | null; ar: string | null };
  tags: string[];
  publishAt: string | null;
}

const TEXT_LIMITS: Record<NewsTextField, number> = {
  title: NEWS_LIMITS.title,
  summary: NEWS_LIMITS.summary,
  body: NEWS_LIMITS.body,
};

const EMPTY_TEXT: Record<NewsTextField, string> = { title: '', summary: '', body: '' };

/** A new post's form: nothing written, kept as a draft. */
export function emptyNewsForm(): NewsFormValues {
  return {
    en: { ...EMPTY_TEXT },
    ar: { ...EMPTY_TEXT },
    cover: { en: null, ar: null },
    tags: '',
    publish: 'draft',
    publishAt: '',
  };
}

/** A stored post's form: a published post is kept published, a scheduled one keeps its time. */
export function formValuesOf(post: StaffNewsPost): NewsFormValues {
  return {
    en: { title: post.en.title, summary: post.en.summary, body: post.en.body },
    ar: post.ar ? { title: post.ar.title, summary: post.ar.summary, body: post.ar.body } : { ...EMPTY_TEXT },
    cover: { en: post.cover.en, ar: post.cover.ar },
    tags: post.tags.join(', '),
    publish: post.status === 'published' ? 'keep' : post.status === 'scheduled' ? 'schedule' : 'draft',
    publishAt: post.status === 'scheduled' ? localInputOf(post.publishAt) : '',
  };
}

/** The tags typed (comma separated, the Arabic comma too): trimmed, blanks and repeats left out. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** Whether anything is written in Arabic: then the Arabic title, summary and body are all needed. */
export function hasArabic(values: Pick<NewsFormValues, 'ar'>): boolean {
  return NEWS_TEXT_FIELDS.some((field) => values.ar[field].trim() !== '');
}

/** The limit a problem speaks of (`At most {{max}} characters`), for its sentence. */
export function problemLimit(path: string, problem: NewsFormProblem): number | undefined {
  if (problem === 'tooManyTags') return NEWS_LIMITS.tags;
  if (problem === 'tagTooLong') return NEWS_LIMITS.tag;
  if (problem !== 'tooLong') return undefined;
  const field = path.split('.')[1] as NewsTextField | undefined;
  return field ? TEXT_LIMITS[field] : undefined;
}

/**
 * The problems of the form as the API would refuse it (`newsPostBody`), by field in the page's order: the English
 * texts required; the Arabic ones all or none; the limits of `NEWS_LIMITS`; the English cover to publish (and with an
 * Arabic cover); a scheduled time that is valid and to come. Empty when it may go.
 *
 * @example newsFormProblems({ ...emptyNewsForm(), publish: 'now' })
 *   // Map { 'en.title' => 'required', 'en.summary' => 'required', 'en.body' => 'required', 'cover.en' => 'coverToPublish' }
 */
export function newsFormProblems(
  values: NewsFormValues,
  now = new Date(),
): Map<NewsFormPath, NewsFormProblem> {
  const problems = new Map<NewsFormPath, NewsFormProblem>();
  const arabic = hasArabic(values);
  for (const language of NEWS_LANGUAGES) {
    for (const field of NEWS_TEXT_FIELDS) {
      const text = values[language][field].trim();
      const path = `${language}.${field}` as const;
      if (text === '') {
        if (language === 'en') problems.set(path, 'required');
        else if (arabic) problems.set(path, 'requiredWithArabic');
      } else if (text.length > TEXT_LIMITS[field]) problems.set(path, 'tooLong');
    }
    if (language === 'en' && !values.cover.en) {
      if (values.publish !== 'draft') problems.set('cover.en', 'coverToPublish');
      else if (values.cover.ar) problems.set('cover.en', 'coverWithArabic');
    }
    if (language === 'ar' && values.cover.ar && !arabic) problems.set('cover.ar', 'coverNeedsArabic');
  }
  const tags = parseTags(values.tags);
  if (tags.some((tag) => tag.length > NEWS_LIMITS.tag)) problems.set('tags', 'tagTooLong');
  else if (tags.length > NEWS_LIMITS.tags) problems.set('tags', 'tooManyTags');
  if (values.publish === 'schedule') {
    const at = instantOfLocalInput(values.publishAt);
    if (!at) problems.set('publishAt', 'scheduleRequired');
    else if (new Date(at).getTime() <= now.getTime()) problems.set('publishAt', 'scheduleInPast');
  }
  return problems;
}

const trimmed = (text: Record<NewsTextField, string>): NewsText => ({
  title: text.title.trim(),
  summary: text.summary.trim(),
  body: text.body.trim(),
});

export interface NewsBodyContext {
  /** The time "Publish now" means. */
  now: Date;
  /** A published post's publish time, which "keep" sends again so it stays published as it was. */
  keptPublishAt: string | null;
}

/**
 * The body of POST /v1/admin/news and PUT /v1/admin/news/{id} a form makes (the whole post each time): texts
 * trimmed, Arabic null when nothing is written in it, tags parsed, and the publish time — null for a draft, now,
 * the scheduled time in UTC, or the published post's own.
 */
export function newsBodyOf(values: NewsFormValues, { now, keptPublishAt }: NewsBodyContext): NewsBody {
  const publishAt = {
    draft: null,
    now: now.toISOString(),
    schedule: instantOfLocalInput(values.publishAt),
    keep: keptPublishAt,
  }[values.publish];
  return {
    en: trimmed(values.en),
    ar: hasArabic(values) ? trimmed(values.ar) : null,
    cover: { en: values.cover.en, ar: values.cover.ar },
    tags: parseTags(values.tags),
    publishAt,
  };
}

/**
 * The form field a 400 names (`details.fields`: `en.title`, `cover.en`, `tags.3`, `ar`), or null for a field the
 * form does not show.
 */
export function formFieldOfServerPath(path: string): NewsFormPath | null {
  const text = /^(en|ar)(?:\.(title|summary|body))?$/.exec(path);
  if (text) return `${text[1] as NewsLanguage}.${(text[2] as NewsTextField | undefined) ?? 'title'}`;
  const cover = /^cover(?:\.(en|ar))?$/.exec(path);
  if (cover) return `cover.${(cover[1] as NewsLanguage | undefined) ?? 'en'}`;
  if (/^tags(\.\d+)?$/.test(path)) return 'tags';
  if (path === 'publishAt') return 'publishAt';
  return null;
}

/**
 * The post as the article page will get it from the API once published — each body as HTML (`html`, its Markdown
 * rendered), the English cover as the post's, each language's own cover with its texts — dated when it is to be
 * published (else `at`), for the live preview.
 */
export function previewPostOf(body: NewsBody, html: Record<NewsLanguage, string>, at: string): Post {
  const translationOf = (language: NewsLanguage, text: NewsText): PostTranslation => ({
    language,
    title: text.title,
    summary: text.summary,
    content: html[language],
    ...(body.cover[language] ? { coverImage: body.cover[language] } : {}),
  });
  const translations: PostTranslation[] = [translationOf('en', body.en)];
  if (body.ar) translations.push(translationOf('ar', body.ar));
  return {
    id: 'preview',
    created_at: body.publishAt ?? at,
    coverImage: body.cover.en ?? '',
    tags: body.tags,
    translations,
  };
}
