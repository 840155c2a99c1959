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

/** `{ data: T }`, the envelope of most answers. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ message }`, the answer of most actions. */
export const messageAnswer = z.object({ message: z.string() });
