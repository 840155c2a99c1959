import { normalizePath } from '../routing/routes';

export interface NavLink {
  href: string;
  /** Key in the `shell` namespace. */
  labelKey: string;
  /** Other paths that light this entry up (the pass lives at /mena-pass; /me-pass redirects there). */
  alsoActiveOn?: string[];
}

/** Header navigation (P1 §2). */
export const HEADER_LINKS: NavLink[] = [
  { href: '/', labelKey: 'header.nav.home' },
  { href: '/me-pass', labelKey: 'header.nav.pass', alsoActiveOn: ['/mena-pass'] },
  { href: '/tournaments', labelKey: 'header.nav.tournaments' },
  { href: '/loyalty-leaderboard', labelKey: 'header.nav.leaderboard' },
  { href: '/news', labelKey: 'header.nav.news' },
];

/** Footer links (P1 §2); the bug report goes to the signed-in tickets page. */
export const FOOTER_LINKS: NavLink[] = [
  { href: '/privacy-policy', labelKey: 'footer.privacy' },
  { href: '/terms-of-use', labelKey: 'footer.terms' },
  { href: '/faq', labelKey: 'footer.faq' },
  { href: '/changelog', labelKey: 'footer.changelog' },
  { href: '/account/tickets', labelKey: 'footer.bugReport' },
];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True when a header entry is the current section: home only on `/`, the others on their path and below. */
export function isActiveLink(link: NavLink, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (link.href === '/') return path === '/';
  return [link.href, ...(link.alsoActiveOn ?? [])].some((prefix) => isUnder(path, prefix));
}
