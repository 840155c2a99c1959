import { toast } from '@arena/shared-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { CommunityRoutes } from '../../../app/routes';
import { makePost } from '../../../testing/fixtures';
import {
  expectPageNotFound,
  mockApi,
  type MockRoute,
  renderWithKit,
  resetKit,
  switchLocale,
} from '@arena/shared-kit/testing';
import '../../../i18n';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(pathname: string) {
  return renderWithKit(
    <>
      <CommunityRoutes />
      <Location />
    </>,
    { path: pathname },
  );
}

const longBody = `<h2>Finals</h2><p>${'word '.repeat(450)}</p><script>window.__hacked = true</script><img src="x.png" onerror="window.__hacked = true">`;
const article = makePost('42', {
  tags: ['esports', 'finals'],
  translations: [
    { language: 'en', title: 'Grand finals recap', summary: 'Who won the cup', content: longBody },
    {
      language: 'ar',
      title: 'ملخص النهائي الكبير',
      summary: 'من فاز بالكأس',
      content: '<p>فاز الفريق الأحمر بالبطولة.</p>',
    },
  ],
});
const list = [makePost('44'), makePost('43'), article, makePost('41'), makePost('40')];

const postRoutes = (extra: Record<string, MockRoute> = {}): Record<string, MockRoute> => ({
  'GET /v1/posts/42': { body: { data: article } },
  'GET /v1/posts': { body: { data: list } },
  ...extra,
});

beforeEach(async () => {
  resetKit();
  jest.restoreAllMocks();
  jest.spyOn(toast, 'error');
  window.scrollTo = jest.fn();
  await switchLocale('en');
});

describe('NewsArticlePage', () => {
  it('renders the article: title, date, read time, cover, sanitized body, tags', async () => {
    mockApi(postRoutes());
    renderAt('/news/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grand finals recap' })).toBeInTheDocument();
    expect(screen.getByText('Mar 10, 2025')).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grand finals recap' })).toHaveAttribute(
      'src',
      'https://cdn.example/posts/42.jpg',
    );

    const body = screen.getByTestId('article-body');
    expect(within(body).getByRole('heading', { name: 'Finals' })).toBeInTheDocument();
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as Record<string, unknown>).__hacked).toBeUndefined();
    expect(body).toHaveAttribute('dir', 'ltr');

    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#esports', '#finals']);

    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/news');
  });

  it('lists up to 3 related posts without the current one, each opening its article', async () => {
    mockApi(postRoutes({ 'GET /v1/posts/43': { body: { data: makePost('43') } } }));
    renderAt('/news/42');

    const related = await screen.findByRole('region', { name: 'Related Posts' });
    await waitFor(() => expect(within(related).getAllByRole('link')).toHaveLength(3));
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/44', '/news/43', '/news/41']);

    fireEvent.click(links[1]);
    expect(screen.getByTestId('location')).toHaveTextContent('/news/43');
    expect(await screen.findByRole('heading', { level: 1, name: 'English title 43' })).toBeInTheDocument();
  });

  it('sets the page title, description and social tags from the article', async () => {
    mockApi(postRoutes());
    const { unmount } = renderAt('/news/42');
    await screen.findByRole('heading', { level: 1, name: 'Grand finals recap' });

    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    expect(document.title).toBe('Grand finals recap | MENA Arena');
    const description = meta('meta[name="description"]');
    expect(description).toHaveLength(160);
    expect(description).toBe(`Finals ${'word '.repeat(450)}`.slice(0, 160).trim());
    expect(meta('meta[property="og:title"]')).toBe('Grand finals recap');
    expect(meta('meta[property="og:description"]')).toBe(description);
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example/posts/42.jpg');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://cdn.example/posts/42.jpg');

    unmount();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('shows the Arabic translation right to left in Arabic', async () => {
    mockApi(postRoutes());
    await switchLocale('ar');
    renderAt('/news/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'ملخص النهائي الكبير' })).toBeInTheDocument();
    const body = screen.getByTestId('article-body');
    expect(body).toHaveAttribute('dir', 'rtl');
    expect(body).toHaveAttribute('lang', 'ar');
    expect(body).toHaveTextContent('فاز الفريق الأحمر بالبطولة.');
    expect(screen.getByText('دقيقة واحدة للقراءة')).toBeInTheDocument();
  });

  it('shares to X, Facebook and WhatsApp in a new tab and copies the link', async () => {
    mockApi(postRoutes());
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/news/42');

    const panel = await screen.findByRole('region', { name: 'Share this article' });
    const pageUrl = `${window.location.origin}/news/42`;
    const expectedText = `Grand finals recap\n\nWho won the cup\n\n${pageUrl}\n\n#Gaming #News`;

    const x = within(panel).getByRole('link', { name: /Share on X/ });
    expect(new URL(x.getAttribute('href')!).searchParams.get('text')).toBe(expectedText);
    const whatsapp = within(panel).getByRole('link', { name: /Share on WhatsApp/ });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(expectedText);
    const facebook = within(panel).getByRole('link', { name: /Share on Facebook/ });
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe(pageUrl);
    for (const link of [x, whatsapp, facebook]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    fireEvent.click(within(panel).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(pageUrl);
  });

  it('is Page Not Found, with no toast and no move, when no post has the address (deleted, unpublished, made up)', async () => {
    mockApi({
      'GET /v1/posts/missing': { status: 404, body: { code: 4004, message: 'Post not found' } },
      'GET /v1/posts': { body: { data: list } },
    });
    renderAt('/news/missing');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await expectPageNotFound('en');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/news\/missing$/);
  });

  it('toasts "Failed to load content" and goes back to /news on a server failure', async () => {
    mockApi({
      'GET /v1/posts/42': { status: 500, body: { code: 500, message: 'boom' } },
      'GET /v1/posts': { body: { data: list } },
    });
    renderAt('/news/42');
    // A server failure gets the one retry of the query client before giving up.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/news$/), {
      timeout: 4000,
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to load content');
  });

  it('shows the not-available text for an invalid date', async () => {
    mockApi(postRoutes({ 'GET /v1/posts/42': { body: { data: { ...article, created_at: 'garbage' } } } }));
    renderAt('/news/42');
    await screen.findByRole('heading', { level: 1, name: 'Grand finals recap' });
    expect(screen.getByText('Date not available')).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the one Page Not Found on an unknown path, without asking for a post', async () => {
    const api = mockApi({});
    renderAt('/news/42/unknown');
    await expectPageNotFound('en');
    expect(api.calls()).not.toContain('GET /v1/posts/42');
  });
});
