import { fireEvent, screen } from '@testing-library/react';
import '../../../i18n';
import { renderWithKit } from '@arena/shared-kit/testing';
import { ArticleBody } from './article-body';

describe('ArticleBody', () => {
  it('renders sanitized HTML in the direction of its language', () => {
    renderWithKit(<ArticleBody html={'<p>مرحبا</p><script>alert(1)</script>'} language="ar" />);
    const body = screen.getByTestId('article-body');
    expect(body).toHaveAttribute('dir', 'rtl');
    expect(body.innerHTML).toBe('<p>مرحبا</p>');
  });

  it('follows links to portal pages without a page load', () => {
    const html = `<p><a href="${window.location.origin}/faq?topic=xp">FAQ</a></p>`;
    renderWithKit(<ArticleBody html={html} language="en" />);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(notPrevented).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/faq?topic=xp');
  });
});
