import { SHARE_TEXT_LENGTH, shareLinks, shareText } from './share';

describe('shareText', () => {
  it('is the first 110 characters of the description', () => {
    const description = 'x'.repeat(100) + 'abcdefghijKLMNOP';
    expect(SHARE_TEXT_LENGTH).toBe(110);
    expect(shareText(description)).toBe('x'.repeat(100) + 'abcdefghij');
    expect(shareText('Short one')).toBe('Short one');
  });

  it('counts whole characters (Arabic, emoji) and ignores surrounding blanks', () => {
    const arabic = 'بطولة '.repeat(30);
    expect(Array.from(shareText(arabic))).toHaveLength(110);
    const emoji = '🏆'.repeat(120);
    expect(shareText(emoji)).toBe('🏆'.repeat(110));
    expect(shareText('   hello  ')).toBe('hello');
  });
});

describe('shareLinks', () => {
  const url = 'https://arena.example/tournaments/t1';
  const text = 'Join the Desert Clash & win';

  it('X carries the text and the URL', () => {
    const x = new URL(shareLinks(url, text).x);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(text);
    expect(x.searchParams.get('url')).toBe(url);
  });

  it('Facebook shares the URL, WhatsApp the text followed by the URL', () => {
    const links = shareLinks(url, text);
    const facebook = new URL(links.facebook);
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(url);
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`${text} ${url}`);
    expect(new URL(shareLinks(url, '').whatsapp).searchParams.get('text')).toBe(url);
  });
});
