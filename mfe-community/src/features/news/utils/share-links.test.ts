import { shareLinks, shareText } from './share-links';

const content = { title: 'Finals recap', summary: 'Who won & how', url: 'https://arena.example/news/42' };

describe('shareText', () => {
  it('has the title, summary, page URL and the Gaming and News hashtags', () => {
    expect(shareText(content)).toBe(
      'Finals recap\n\nWho won & how\n\nhttps://arena.example/news/42\n\n#Gaming #News',
    );
  });

  it('skips an empty summary', () => {
    expect(shareText({ ...content, summary: '' })).toBe(
      'Finals recap\n\nhttps://arena.example/news/42\n\n#Gaming #News',
    );
  });
});

describe('shareLinks', () => {
  const links = shareLinks(content);

  it('shares the text on X and WhatsApp', () => {
    for (const link of [links.x, links.whatsapp]) {
      const text = new URL(link).searchParams.get('text');
      expect(text).toBe(shareText(content));
    }
    expect(links.x.startsWith('https://x.com/intent/tweet?')).toBe(true);
    expect(links.whatsapp.startsWith('https://wa.me/?')).toBe(true);
  });

  it('shares the page URL on Facebook', () => {
    const url = new URL(links.facebook);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(content.url);
  });
});
