import { HEADER_LINKS, isActiveLink } from './nav-links';

const link = (href: string) => HEADER_LINKS.find((entry) => entry.href === href)!;

describe('header links', () => {
  it('lights Home only on /', () => {
    expect(isActiveLink(link('/'), '/')).toBe(true);
    expect(isActiveLink(link('/'), '/news')).toBe(false);
  });

  it('lights a section on its path and below, and the pass on /mena-pass too', () => {
    expect(isActiveLink(link('/tournaments'), '/tournaments/7/bracket')).toBe(true);
    expect(isActiveLink(link('/news'), '/news/')).toBe(true);
    expect(isActiveLink(link('/news'), '/newsletter')).toBe(false);
    expect(isActiveLink(link('/me-pass'), '/mena-pass')).toBe(true);
  });
});
