import ar from './locales/ar.json';
import en from './locales/en.json';
import { OFFLINE_PAGE_HEADERS, offlinePageHtml } from './offline-page';

describe('offlinePageHtml', () => {
  it('is in the page language, with its direction and the shell strings', () => {
    const arabic = offlinePageHtml('ar', ar.offline, '/tournaments');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(ar.offline.title);
    expect(arabic).toContain(ar.offline.body);
    const english = offlinePageHtml('en', en.offline, '/tournaments?lang=en');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(`<h1>${en.offline.title}</h1>`);
    expect(english).toContain(`<a href="/tournaments?lang=en">${en.offline.retry}</a>`);
  });

  it('has both languages in the worker strings', () => {
    for (const texts of [ar.offline, en.offline]) {
      expect(Object.keys(texts).sort()).toEqual(['body', 'retry', 'title']);
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
    expect(ar.offline.title).not.toBe(en.offline.title);
  });

  it('runs no script, escapes what it writes and retries only a path of the portal', () => {
    const page = offlinePageHtml('en', { title: '<b>', body: '"x"', retry: 'again' }, '//evil.example.com/');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('&lt;b&gt;');
    expect(page).toContain('&quot;x&quot;');
    expect(page).toContain('<a href="/">again</a>');
    expect(OFFLINE_PAGE_HEADERS['Content-Security-Policy']).toContain("default-src 'none'");
  });
});
