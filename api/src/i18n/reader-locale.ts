import type { Locale } from '@arena/contract';

/**
 * The reader's language: `lang` when the client sends it, else the first of `ar`/`en` in Accept-Language (by
 * quality), else English.
 */
export function readerLocale(lang: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { base: tag.split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => (entry.base === 'ar' || entry.base === 'en') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked[0]?.base as Locale | undefined) ?? 'en';
}
