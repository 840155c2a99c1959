import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makePost } from '../testing/fixtures';
import { mockApi, renderWithKit, resetKit, switchLocale } from '@arena/shared-kit/testing';
import '../i18n';
import LatestNews from './latest-news';

// No router around it: the widget lives in the shell's tree and must not need react-router.
const renderWidget = () => renderWithKit(<LatestNews />);

beforeEach(async () => {
  resetKit();
  await switchLocale('en');
});

describe('LatestNews widget', () => {
  it('shows a small skeleton while loading', () => {
    mockApi({ 'GET /v1/posts': { pending: true } });
    renderWidget();
    expect(screen.getAllByTestId('compact-post-skeleton')).toHaveLength(3);
  });

  it('lists the 3 latest posts linking to their articles, with View all', async () => {
    const fetchMock = mockApi({
      'GET /v1/posts': { body: { data: [makePost('3'), makePost('2'), makePost('1')] } },
    });
    renderWidget();
    const section = screen.getByTestId('latest-news');
    await waitFor(() => expect(within(section).getAllByTestId('compact-post')).toHaveLength(3));
    expect(within(section).getByRole('link', { name: 'English title 3' })).toHaveAttribute('href', '/news/3');
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/news');
    const url = new URL(String(fetchMock.mock.calls[0][0]));
    expect(url.searchParams.get('limit')).toBe('3');
    expect(url.searchParams.get('sort')).toBe('-created_at');
  });

  it('speaks Arabic when the portal does', async () => {
    mockApi({ 'GET /v1/posts': { body: { data: [makePost('3')] } } });
    await switchLocale('ar');
    renderWidget();
    expect(await screen.findByRole('link', { name: 'عنوان عربي 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أحدث الأخبار' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الكل' })).toBeInTheDocument();
  });

  it('leaves the title and View all to a host that draws its own', async () => {
    mockApi({ 'GET /v1/posts': { body: { data: [makePost('3')] } } });
    renderWithKit(<LatestNews showHeader={false} />);
    expect(await screen.findByRole('link', { name: 'English title 3' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest News' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest News' })).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    const fetchMock = mockApi({
      'GET /v1/posts': { status: 503, body: { code: 503, message: 'down' } },
    });
    renderWidget();
    expect(await screen.findByText("We couldn't load the latest news.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
