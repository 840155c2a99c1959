import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../http/escape.js';
import { seedId } from './ids.js';

interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: { ordered?: boolean; items: string[] };
}

/** Everything an article body is made of; rendered to HTML by `articleHtml`. */
interface ArticleBody {
  intro: string[];
  sections: ArticleSection[];
  quote: { text: string; author: string };
  link: { href: string; text: string; before: string; after: string };
  figure: { src: string; alt: string; caption: string };
  /** Closing paragraphs, after the last section. */
  outro: string[];
  /** Raw markup appended as-is to the source, before sanitizing (used to prove the write path cleans it). */
  unsafeExtra?: string;
}

export interface SeedPostTranslation {
  language: 'en' | 'ar';
  title: string;
  summary: string;
  /** Unsanitized source; the post write path sanitizes it. */
  content: string;
}

export interface SeedPost {
  key: string;
  id: string;
  tags: string[];
  createdDaysAgo: number;
  translations: SeedPostTranslation[];
}

function paragraphs(texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('\n');
}

/** The article markup: headings, paragraphs, a list, a figure, a quote and a link. Text is trusted seed copy. */
function articleHtml(body: ArticleBody): string {
  const [first, ...rest] = body.sections;
  const section = (item: ArticleSection) => {
    const list = item.list
      ? `<${item.list.ordered ? 'ol' : 'ul'}>${item.list.items.map((entry) => `<li>${entry}</li>`).join('')}</${item.list.ordered ? 'ol' : 'ul'}>`
      : '';
    return `<h2>${item.heading}</h2>\n${paragraphs(item.paragraphs)}\n${list}`;
  };
  return [
    paragraphs(body.intro),
    `<figure><img src="${escapeHtml(body.figure.src)}" alt="${escapeHtml(body.figure.alt)}" width="1200" height="630"><figcaption>${body.figure.caption}</figcaption></figure>`,
    section(first),
    `<blockquote><p>${body.quote.text}</p><p><strong>${body.quote.author}</strong></p></blockquote>`,
    ...rest.map(section),
    paragraphs(body.outro),
    `<p>${body.link.before} <a href="${escapeHtml(body.link.href)}">${body.link.text}</a>${body.link.after}</p>`,
    body.unsafeExtra ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

type PostDefinition = {
  key: string;
  tags: string[];
  createdDaysAgo: number;
  en: { title: string; summary: string; body: ArticleBody };
  ar: { title: string; summary: string; body: ArticleBody };
};

/**
 * The seeded articles are data, one file per article and language (`src/seed/news/<key>.<en|ar>.json`), listed in
 * order with their tags and age in `posts.json`. Read from the source folder in both the source and the built API
 * (`dist/seed/` and `src/seed/` both lead to it), so editors change copy without touching code.
 */
const NEWS_FOLDER = fileURLToPath(new URL('../../src/seed/news/', import.meta.url));

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(NEWS_FOLDER, file), 'utf8')) as T;
}

const definitions: PostDefinition[] = readJson<Pick<PostDefinition, 'key' | 'tags' | 'createdDaysAgo'>[]>(
  'posts.json',
).map((post) => ({
  ...post,
  en: readJson(`${post.key}.en.json`),
  ar: readJson(`${post.key}.ar.json`),
}));

export const SEED_POSTS: SeedPost[] = definitions.map((definition) => ({
  key: definition.key,
  id: seedId('post', definition.key),
  tags: definition.tags,
  createdDaysAgo: definition.createdDaysAgo,
  translations: (['en', 'ar'] as const).map((language) => ({
    language,
    title: definition[language].title,
    summary: definition[language].summary,
    content: articleHtml(definition[language].body),
  })),
}));

/** The post whose stored source carries a script, an event handler, a javascript: link and an iframe. */
export const UNSAFE_SEED_POST_KEY = 'fair-play-update';

export const coverPath = (post: { key: string }) => `/static/news/${post.key}.svg`;

/** Titles of the generated news images (covers and figures), by image key. */
export function newsImageTitles(): Map<string, { en: string; ar: string }> {
  const titles = new Map<string, { en: string; ar: string }>();
  for (const definition of definitions) {
    const title = { en: definition.en.title, ar: definition.ar.title };
    titles.set(definition.key, title);
    titles.set(`${definition.key}-figure`, title);
  }
  return titles;
}
