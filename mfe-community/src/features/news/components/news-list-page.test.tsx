import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { makePost } from '../../../testing/fixtures';
import { mockApi, renderWithKit, resetKit, switchLocale } from '@arena/shared-kit/testing';
import '../../../i18n';
import { NewsListPage } from './news-list-page';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderList() {
  return renderWithKit(
    <>
      <Routes>
        <Route path="/news" element={<NewsListPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { path: '/news' },
  );
}

const posts = [
  makePost('10'),
  makePost('9', { created_at: 'not a date' }),
  makePost('8'),
  makePost('7', { arabic: false }),
];

beforeEach(async () => {
  resetKit();
  await switchLocale('en');
});

describe('NewsListPage', () => {
  it('shows exactly 6 skeleton cards while the posts load', async () => {
    mockApi({ 'GET /v1/posts': { pending: true } });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'News Updates' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card-skeleton')).toHaveLength(6);
    expect(document.title).toBe('News | MENA Arena');
  });

  it('features the first post and lists the rest as cards linking to their article', async () => {
    const fetchMock = mockApi({ 'GET /v1/posts': { body: { data: posts } } });
    renderList();

    const featured = await screen.findByTestId('featured-post');
    expect(within(featured).getByRole('link', { name: 'English title 10' })).toHaveAttribute(
      'href',
      '/news/10',
    );
    expect(within(featured).getByText('English summary 10')).toBeInTheDocument();
    expect(within(featured).getByText('Mar 10, 2025')).toBeInTheDocument();
    expect(featured.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/posts/10.jpg');

    const cards = screen.getAllByTestId('post-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/news/9');
    expect(within(cards[0]).getByText('Date not available')).toBeInTheDocument();
    expect(within(cards[1]).getByText('1 min read')).toBeInTheDocument();
    expect(screen.queryByTestId('post-card-skeleton')).not.toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0][0]));
    expect(url.searchParams.get('sort')).toBe('-created_at');

    fireEvent.click(within(cards[1]).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/news/8');
  });

  it('shows each post in Arabic with the Arabic-Saudi date, falling back to English', async () => {
    mockApi({ 'GET /v1/posts': { body: { data: posts } } });
    await switchLocale('ar');
    renderList();
    expect(await screen.findByRole('link', { name: 'عنوان عربي 10' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'آخر الأخبار' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English title 7' })).toBeInTheDocument();
    const arabicDate = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date(posts[0].created_at));
    expect(within(screen.getByTestId('featured-post')).getByText(arabicDate)).toBeInTheDocument();
    expect(document.title).toBe('الأخبار | MENA Arena');
  });

  it('toasts "Failed to load posts" when the list fails', async () => {
    mockApi({ 'GET /v1/posts': { status: 500, body: { code: 500, message: 'boom' } } });
    renderList();
    expect(await screen.findByText('Failed to load posts')).toBeInTheDocument();
    expect(screen.getByText('News could not be loaded')).toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    mockApi({ 'GET /v1/posts': { body: { data: [] } } });
    renderList();
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
  });
});
