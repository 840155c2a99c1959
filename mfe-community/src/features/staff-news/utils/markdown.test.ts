import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders GitHub-flavoured Markdown: headings, emphasis, links, lists, tables, strikethrough', () => {
    const html = markdownToHtml(
      '## Finals\n\n**Bold** and ~~old~~ [rules](https://arena.example/rules)\n\n- one\n\n| Team | Points |\n| --- | --- |\n| Falcons | 3 |',
    );
    expect(html).toContain('<h2>Finals</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="https://arena.example/rules">rules</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>Falcons</td>');
  });

  it('keeps a single line break inside its paragraph', () => {
    expect(markdownToHtml('first\nsecond')).toBe('<p>first\nsecond</p>\n');
  });

  it('passes inline HTML through: whoever draws it sanitizes it', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toContain('<script>');
  });
});
