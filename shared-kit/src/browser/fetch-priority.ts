/** The values of the HTML `fetchpriority` attribute. */
export type FetchPriority = 'high' | 'low' | 'auto';

/**
 * Props that give an `<img>` or `<link>` the HTML `fetchpriority` attribute, spread into the element:
 * `<img {...fetchPriority('high')} />`. React 18 does not know the camel-case `fetchPriority` prop (it warns, and
 * React 19 would cost `/` 23 KB gzip more: README, "React 19"), but passes a lower-case attribute through as is.
 */
export function fetchPriority(priority: FetchPriority): { fetchpriority: FetchPriority } {
  return { fetchpriority: priority };
}
