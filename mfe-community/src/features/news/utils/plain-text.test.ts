import { htmlToPlainText, metaDescription } from './plain-text';

describe('htmlToPlainText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToPlainText('<p>Hello&nbsp;<b>world</b> &amp; friends</p>\n\n<p>  Again </p>')).toBe(
      'Hello world & friends Again',
    );
  });

  it('keeps inline words whole and separates blocks', () => {
    expect(
      htmlToPlainText(
        '<h2>Title</h2><p>Re<em>mark</em>able</p><ul><li>one</li><li>two</li></ul>line<br>break',
      ),
    ).toBe('Title Remarkable one two line break');
  });

  it('ignores scripts and styles without running them', () => {
    const ran = jest.fn();
    (globalThis as Record<string, unknown>).__ran = ran;
    expect(
      htmlToPlainText(
        '<style>p{color:red}</style><p>Text</p><script>__ran()</script><img src=x onerror="__ran()">',
      ),
    ).toBe('Text');
    expect(ran).not.toHaveBeenCalled();
  });

  it('is empty for no body', () => {
    expect(htmlToPlainText('')).toBe('');
    expect(htmlToPlainText(undefined)).toBe('');
  });
});

describe('metaDescription', () => {
  it('takes the first 160 characters of the plain text', () => {
    const text = 'a'.repeat(100) + ' ' + 'b'.repeat(100);
    const description = metaDescription(text);
    expect(description).toHaveLength(160);
    expect(description).toBe(text.slice(0, 160));
  });

  it('keeps shorter texts whole and never cuts a character in half', () => {
    expect(metaDescription('Short text')).toBe('Short text');
    const emoji = '🎮'.repeat(200);
    expect(Array.from(metaDescription(emoji))).toHaveLength(160);
  });

  it('works from HTML through the plain text', () => {
    const html = `<p>${'word '.repeat(60)}</p>`;
    expect(metaDescription(htmlToPlainText(html))).toBe('word '.repeat(32).trim());
  });
});
