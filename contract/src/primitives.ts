import { z } from 'zod';

/**
 * The building blocks of every schema. Each string type refuses the NUL character (`\u0000`): Postgres cannot
 * store it, so it must be a 400 naming the field, never a 500 (issue 10).
 */
// eslint-disable-next-line no-control-regex -- the point is to find the NUL character
const NO_NUL = /^[^\u0000]*$/;
export const NUL_MESSAGE = 'must not contain the NUL character';

/** A string without NUL characters; chain `.min()`, `.max()`, `.trim()` as usual. */
export const text = () => z.string().regex(NO_NUL, NUL_MESSAGE);

/**
 * What no name may hold (issue 27): controls (C0 with ESC, DEL, C1), format characters (the bidi embeddings,
 * overrides and isolates U+202A–202E and U+2066–2069, the marks U+200E/U+200F and U+061C, the zero-width
 * characters U+200B–200D, the word joiner U+2060, the byte-order mark U+FEFF, the soft hyphen, tags), lone
 * surrogates, and the other default-ignorable code points (Hangul fillers, the combining grapheme joiner,
 * variation selectors). They are invisible: a name holding one passes for another, or reorders the text shown
 * around it. NUL is left to `text()`, which names it.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
/**
 * The two invisible characters a name may hold where they do their job: the zero-width non-joiner between
 * letters of the Arabic script (Persian, Kurdish and Urdu spelling needs it: `می‌خواهم`), and the emoji
 * variation selectors after an emoji (`❤️`; after a digit, # or * only as part of a keycap `1️⃣`).
 */
const MEANINGFUL_INVISIBLE =
  /(?<=\p{scx=Arabic})\u200C(?=(?=\p{L})\p{scx=Arabic})|(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]|(?<=[0-9#*])\uFE0F(?=\u20E3)/gu;
export const INVISIBLE_MESSAGE = 'must not contain invisible or control characters';

/** The first character of `value` that no name may hold, as `U+202E`; null when there is none. */
export function invisibleCharacterIn(value: string): string | null {
  const found = INVISIBLE.exec(value.replace(MEANINGFUL_INVISIBLE, '').replaceAll('\u0000', ''));
  if (!found) return null;
  return `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The one rule of every name-like field (a display name, a team name and tag, a ticket's subject...): `text()`
 * that refuses invisible and control characters, with `must not contain invisible or control characters
 * (U+202E)` naming the first one found. Arabic and every other script are welcome.
 */
export const displayText = () =>
  text().check((payload) => {
    const found = invisibleCharacterIn(payload.value);
    if (found) {
      payload.issues.push({
        code: 'custom',
        message: `${INVISIBLE_MESSAGE} (${found})`,
        input: payload.value,
      });
    }
  });

/** "is required" for a missing field (zod's own message names the type): pass as a schema's params. */
export const isRequired = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

/** A text staff write (a reason, a description, an article): trimmed, not empty, at most `max` characters, no NUL. */
export const written = (max: number) =>
  z
    .string(isRequired)
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(NO_NUL, NUL_MESSAGE);

/** A name-like text staff write (a title, a name): `written` that also refuses invisible and control characters. */
export const writtenName = (max: number) =>
  written(max).check((payload) => {
    const found = invisibleCharacterIn(payload.value);
    if (found) {
      payload.issues.push({
        code: 'custom',
        message: `${INVISIBLE_MESSAGE} (${found})`,
        input: payload.value,
      });
    }
  });

/** A text in both languages: each is required, so a missing one is refused naming it (`description.ar`). */
export const bilingual = <T extends z.ZodType>(text: T) => z.object({ en: text, ar: text }, isRequired);

/** An id in a path or body: 1–100 characters, no NUL. */
export const id = () => text().min(1, 'is required').max(100, 'must be at most 100 characters');

/** A UTC instant, ISO 8601 (`2026-11-25T10:00:00.000Z`). */
export const isoDate = () => z.iso.datetime();

/** A positive page number in a query string (`?page=2`). */
export const pageNumber = () => z.coerce.number().int().min(1);

export const locale = z.enum(['ar', 'en']);
export type Locale = z.infer<typeof locale>;

/** A text in English, with its Arabic when there is one. */
export const localizedText = z.object({ en: z.string(), ar: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedText>;

/** An image URL, or one per language. */
export const localizedImage = z.union([z.string(), z.object({ en: z.string(), ar: z.string().optional() })]);
export type LocalizedImage = z.infer<typeof localizedImage>;

/** The page numbers of a paged list: how many in all, this page, its size, how many pages. */
export const pagination = z.object({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});
export type Pagination = z.infer<typeof pagination>;

/** One page of a list: `{ data: [...], pagination }`. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), pagination });

/** `{ data: T }`, the envelope of most answers. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ message }`, the answer of most actions. */
export const messageAnswer = z.object({ message: z.string() });
