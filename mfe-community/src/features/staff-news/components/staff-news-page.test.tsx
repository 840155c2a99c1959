import type { StaffNewsPage as StaffNewsAnswer, StaffNewsRow, User } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CommunityRoutes } from '../../../app/routes';
import { makeStaffNewsRow } from '../../../testing/fixtures';

beforeEach(() => resetKit());

type Locale = 'en' | 'ar';

const WORDS = {
  en: {
    title: 'News',
    newPost: 'New post',
    table: 'Posts, last updated first',
    headers: ['Title', 'Status', 'Languages', 'Publish time', 'Last updated', 'Actions'],
    published: 'Published',
    scheduled: 'Scheduled',
    draft: 'Draft',
    both: 'EN · AR',
    bothLabel: 'English and Arabic',
    enOnly: 'EN only',
    notSet: 'Not set',
    publishedAt: 'Nov 20, 2026',
    finalsTitle: 'Season finals',
    draftTitle: 'English title p3',
    edit: 'Edit “Season finals”',
    status: 'Status',
    search: 'Search titles',
    show: 'Show',
    empty: 'No posts yet. Write the first one.',
    noMatches: 'No posts match these filters.',
    loadFailed: 'The posts could not be loaded',
    retry: 'Try again',
    notForRoles: 'This page is not open to your staff roles.',
  },
  ar: {
    title: 'الأخبار',
    newPost: 'منشور جديد',
    table: 'المنشورات، الأحدث تعديلًا أولًا',
    headers: ['العنوان', 'الحالة', 'اللغات', 'وقت النشر', 'آخر تعديل', 'الإجراءات'],
    published: 'منشور',
    scheduled: 'مجدول',
    draft: 'مسودة',
    both: 'الإنجليزية · العربية',
    bothLabel: 'الإنجليزية والعربية',
    enOnly: 'الإنجليزية فقط',
    notSet: 'غير محدد',
    publishedAt: '٢٠ نوفمبر ٢٠٢٦',
    finalsTitle: 'نهائيات الموسم',
    draftTitle: 'English title p3',
    edit: 'تعديل «نهائيات الموسم»',
    status: 'الحالة',
    search: 'البحث في العناوين',
    show: 'عرض',
    empty: 'لا توجد منشورات بعد. اكتب أول منشور.',
    noMatches: 'لا توجد منشورات تطابق هذه التصفية.',
    loadFailed: 'تعذّر تحميل المنشورات',
    retry: 'إعادة المحاولة',
    notForRoles: 'هذه الصفحة ليست ضمن صلاحيات أدوارك في فريق العمل.',
  },
} as const;

const ROWS: StaffNewsRow[] = [
  makeStaffNewsRow('p1', {
    status: 'published',
    title: { en: 'Season finals', ar: 'نهائيات الموسم' },
    languages: ['en', 'ar'],
    publishAt: '2026-11-20T08:00:00.000Z',
    publishedAt: '2026-11-20T08:00:01.000Z',
  }),
  makeStaffNewsRow('p2', { status: 'scheduled', publishAt: '2026-12-01T15:00:00.000Z' }),
  makeStaffNewsRow('p3'),
];

const page = (rows: StaffNewsRow[], pages = rows.length > 0 ? 1 : 0): StaffNewsAnswer => ({
  data: rows,
  pagination: { total: rows.length, page: 1, limit: 25, pages },
});

const EDITOR = { id: 'e1', displayName: 'Editor', staffRoles: ['editor'] } as Partial<User>;

function renderAt(locale: Locale, routes: Record<string, MockRoute> = {}, path = '/staff/news') {
  signInAs(EDITOR);
  const api = mockApi({
    'GET /v1/user/me': { body: { user: EDITOR } },
    'GET /v1/admin/news': { body: page(ROWS) },
    ...routes,
  });
  renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <CommunityRoutes />
    </MemoryRouter>,
    locale,
  );
  return api;
}

describe.each(['en', 'ar'] as const)('the news desk list (%s)', (locale) => {
  const words = WORDS[locale];

  it('lists the posts: title in the page language, status, languages covered, publish time, Edit', async () => {
    renderAt(locale);
    const table = await screen.findByRole('table', { name: words.table });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.headers);
    const rows = within(table).getAllByTestId('staff-news-row');
    expect(rows).toHaveLength(3);

    const finals = within(rows[0]!);
    expect(finals.getByRole('rowheader')).toHaveTextContent(words.finalsTitle);
    expect(finals.getByText(words.published)).toBeInTheDocument();
    expect(finals.getByText(words.both)).toHaveAttribute('aria-hidden', 'true');
    expect(finals.getByText(words.bothLabel)).toBeInTheDocument();
    expect(finals.getByText(new RegExp(words.publishedAt))).toBeInTheDocument();
    expect(finals.getByRole('link', { name: words.edit })).toHaveAttribute('href', '/staff/news/p1');

    // An English-only post shows its English title in either language.
    const draft = within(rows[2]!);
    expect(draft.getByRole('rowheader')).toHaveTextContent(words.draftTitle);
    expect(draft.getByText(words.draft)).toBeInTheDocument();
    expect(draft.getByText(words.enOnly)).toBeInTheDocument();
    expect(draft.getByText(words.notSet)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(words.scheduled)).toBeInTheDocument();

    expect(screen.getAllByRole('link', { name: words.newPost })[0]).toHaveAttribute(
      'href',
      '/staff/news/new',
    );
  });

  it('filters by status and title words, kept in the address, page 1 again', async () => {
    const queries: string[] = [];
    renderAt(locale, {
      'GET /v1/admin/news': ({ url }) => {
        queries.push(url.search);
        return { body: page(url.searchParams.has('q') ? [] : ROWS) };
      },
    });
    await screen.findByRole('table', { name: words.table });
    fireEvent.change(screen.getByLabelText(words.status), { target: { value: 'scheduled' } });
    fireEvent.change(screen.getByLabelText(words.search), { target: { value: ' cup ' } });
    fireEvent.click(screen.getByRole('button', { name: words.show }));
    expect(await screen.findByText(words.noMatches)).toBeInTheDocument();
    expect(queries).toEqual(['?page=1&limit=25', '?status=scheduled&q=cup&page=1&limit=25']);
  });

  it('says when there is no post yet', async () => {
    renderAt(locale, { 'GET /v1/admin/news': { body: page([]) } });
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
  });

  it('offers a retry when the list could not load', async () => {
    let calls = 0;
    renderAt(locale, {
      'GET /v1/admin/news': () =>
        ++calls === 1 ? { status: 500, body: { code: 5000, message: 'x' } } : { body: page(ROWS) },
    });
    expect(await screen.findByText(words.loadFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: words.retry }));
    expect(await screen.findByRole('table', { name: words.table })).toBeInTheDocument();
  });

  it('is for editors: an organizer is told so and the page makes no call', async () => {
    const organizer = { id: 'o1', displayName: 'Organizer', staffRoles: ['organizer'] } as Partial<User>;
    signInAs(organizer);
    const api = mockApi({ 'GET /v1/user/me': { body: { user: organizer } } });
    renderWithKit(
      <MemoryRouter initialEntries={['/staff/news']}>
        <CommunityRoutes />
      </MemoryRouter>,
      locale,
    );
    expect(await screen.findByText(words.notForRoles)).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toEqual(['GET /v1/user/me']));
  });
});
