import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { setSession } from '../../../testing/render';
import { reportPage, ticket } from '../../../testing/ticket-fixtures';

const { messages: _messages, ...summary } = ticket();
const rows = Array.from({ length: 10 }, (_, index) => ({
  ...summary,
  _id: `${index}abcdef0-0000-4000-8000-00000000000${index}`,
  title: `Ticket ${index + 1}`,
  status: (['open', 'in-progress', 'closed', 'fixed', 'rejected', 'duplicate', 'pending'] as const)[
    index % 7
  ],
}));

beforeEach(async () => {
  await resetKit('en');
  setSession(testUser);
});

function renderList() {
  return renderWithKit(<AccountRoutes />, { path: '/account/tickets' });
}

describe('/account/tickets', () => {
  it('lists tickets with type icon, status badge, preview, date, short id and a numbered pager', async () => {
    const api = mockApi({
      'GET /v1/bug-report/my-reports': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        expect(url.searchParams.get('limit')).toBe('10');
        return { body: reportPage(page === 1 ? rows : [{ ...rows[0], title: 'Older ticket' }], page, 2) };
      },
    });
    renderList();
    const items = await screen.findAllByTestId('ticket-row');
    expect(items).toHaveLength(10);
    const first = within(items[0]);
    expect(first.getByRole('img', { name: 'Technical Issue' })).toBeInTheDocument();
    expect(first.getByRole('heading', { name: /Ticket 1/ })).toBeInTheDocument();
    expect(first.getByText('Open')).toHaveAttribute('data-status', 'open');
    expect(first.getByText('The bracket page stays blank.')).toBeInTheDocument();
    expect(first.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(first.getByText('#0abcdef0')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View details of Ticket 1' })).toHaveAttribute(
      'href',
      `/ticket/${rows[0]._id}`,
    );
    expect(within(items[1]).getByText('In Progress')).toHaveAttribute('data-status', 'in-progress');
    await waitFor(() => expect(document.title).toBe('Tickets | MENA Arena'));

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Older ticket')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(api.calls().filter((call) => call === 'GET /v1/bug-report/my-reports')).toHaveLength(2);
  });

  it('shows the empty state with a create button, and logs a failure without showing it', async () => {
    mockApi({ 'GET /v1/bug-report/my-reports': { body: reportPage([]) } });
    renderList();
    expect(await screen.findByText('You have no tickets yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Ticket' })).toBeInTheDocument();
  });

  it('logs list failures with the HTTP status only', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /v1/bug-report/my-reports': { status: 500, body: { message: 'boom' } } });
    renderList();
    await waitFor(() => expect(log).toHaveBeenCalledWith('[account] Failed to load tickets', 500));
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('New Ticket: subject and description required, images only, then created with the screenshot as a data URL', async () => {
    const api = mockApi({
      'GET /v1/bug-report/my-reports': { body: reportPage(rows.slice(0, 1)) },
      'POST /v1/bug-report': ({ body }) => ({
        status: 201,
        body: { status: 'success', data: { ...ticket(), ...(body as object) } },
      }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'New Ticket' });
    const form = within(dialog);
    expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(form.getByLabelText('Email')).toHaveValue('falcon@example.com');

    fireEvent.click(form.getByRole('button', { name: 'Submit' }));
    expect(await form.findAllByText('This Field Is Required')).toHaveLength(2);
    expect(form.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).not.toContain('POST /v1/bug-report');

    const screenshotInput = form.getByLabelText('Screenshot');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(screenshotInput, { target: { files: [svg] } });
    expect(form.getByText('Please upload an image file')).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(screenshotInput, { target: { files: [big] } });
    expect(form.getByText('Image size should be less than 10MB')).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    fireEvent.change(screenshotInput, { target: { files: [png] } });
    expect(form.queryByText('Image size should be less than 10MB')).not.toBeInTheDocument();

    fireEvent.change(form.getByLabelText('Type'), { target: { value: 'billing-question' } });
    fireEvent.change(form.getByLabelText('Subject'), { target: { value: '  Prize missing ' } });
    fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Where is my prize?' } });
    fireEvent.click(form.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Ticket Created Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New Ticket' })).not.toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = JSON.parse(String(post?.[1]?.body));
    expect(sent).toMatchObject({
      bugType: 'billing-question',
      title: 'Prize missing',
      description: 'Where is my prize?',
      email: 'falcon@example.com',
      userName: 'Falcon#MENA',
    });
    expect(sent.screenshot).toMatch(/^data:image\/png;base64,/);
    expect(sent.deviceInfo).toEqual({ os: expect.any(String), browser: expect.any(String) });
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('translates the list into Arabic', async () => {
    await resetKit('ar');
    setSession(testUser);
    mockApi({ 'GET /v1/bug-report/my-reports': { body: reportPage(rows.slice(0, 2)) } });
    renderList();
    const items = await screen.findAllByTestId('ticket-row');
    expect(within(items[0]).getByText('مفتوحة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'التذاكر' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تذكرة جديدة' })).toBeInTheDocument();
  });

  it('numbers the pages in Arabic digits', async () => {
    await resetKit('ar');
    setSession(testUser);
    mockApi({ 'GET /v1/bug-report/my-reports': { body: reportPage(rows, 1, 2) } });
    renderList();
    await screen.findAllByTestId('ticket-row');
    const second = within(screen.getByRole('navigation', { name: 'الصفحات' })).getByRole('button', {
      name: 'الصفحة ٢',
    });
    expect(second).toHaveTextContent(/^٢$/);
  });
});
