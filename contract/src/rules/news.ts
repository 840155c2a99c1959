/**
 * The news desk's rules (issue 31, `/staff/news`): the bounds of a post's texts and the one allow-list of the HTML a
 * post's body may hold. The API sanitizes a body with this list when it is saved and the article page sanitizes it
 * again with the same list when it draws it, so the editor's preview, the stored post and the article agree.
 */
export const NEWS_LIMITS = {
  title: 150,
  summary: 400,
  /** The body's Markdown (inline HTML allowed, then sanitized). */
  body: 50_000,
  tag: 30,
  tags: 10,
} as const;

/** The tags a post's body may hold once sanitized; everything else is removed (its text kept, scripts dropped). */
export const POST_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'del',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'br',
  'hr',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes each tag may keep (links: http(s) only, opened in a new tab without an opener). */
export const POST_HTML_ATTRIBUTES = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
} as const satisfies Partial<Record<(typeof POST_HTML_TAGS)[number], readonly string[]>>;

/**
 * How a post's Markdown becomes HTML, on the server (stored) and in the editor's preview: GitHub-flavoured
 * (tables, strikethrough, autolinks), a single line break stays in its paragraph.
 */
export const POST_MARKDOWN_OPTIONS = { gfm: true, breaks: false } as const;

/** Where a post stands: a draft (no publish time), scheduled (a time to come) or published (on `/news`). */
export type NewsStatus = 'draft' | 'scheduled' | 'published';

/**
 * A post's status from its publish time and whether the publishing job has run: a time to come is scheduled even
 * after the job ran early; a time that passed is published only once the job made it so (`publishedAt`).
 */
export function newsStatus(publishAt: string | null, publishedAt: string | null): NewsStatus {
  if (publishAt === null) return 'draft';
  return publishedAt === null ? 'scheduled' : 'published';
}
