import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes script elements', () => {
    const clean = sanitizeHtml('<p>Hello</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Hello</p>');
    expect(clean).not.toMatch(/script/i);
  });

  it('removes event handler attributes such as onerror', () => {
    const clean = sanitizeHtml('<img src="cover.jpg" onerror="alert(1)"><p onclick="steal()">Hi</p>');
    expect(clean).not.toMatch(/onerror|onclick|alert|steal/);
    expect(clean).toContain('<img src="cover.jpg">');
    expect(clean).toContain('<p>Hi</p>');
  });

  it('removes javascript: URLs, frames and forms', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><form action="/x"><input></form>',
    );
    expect(clean).not.toMatch(/javascript:|iframe|form|input/i);
  });

  it('keeps the rich text of a post', () => {
    const html =
      '<h2>Finals</h2><p><strong>Bold</strong> and <em>italic</em> <a href="https://example.com/x">link</a></p><ul><li>one</li></ul><blockquote>quote</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('guards links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps what a post written in Markdown holds: tables, code, figures, images with their size', () => {
    const html =
      '<table><thead><tr><th>Team</th></tr></thead><tbody><tr><td>Falcons</td></tr></tbody></table>' +
      '<pre><code>npm start</code></pre><p><del>old</del></p><hr>' +
      '<figure><img src="https://cdn.example/a.png" alt="Cup" width="640" height="360" loading="lazy"><figcaption>Cup</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops the tags and attributes outside the allow-list, keeping their text', () => {
    const clean = sanitizeHtml(
      '<div class="x" style="color:red"><span id="s">Hello</span> <u>there</u></div><style>p{}</style><p class="c" dir="rtl">x</p>',
    );
    expect(clean).toBe('Hello there<p>x</p>');
  });

  it('is empty for no body', () => {
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
