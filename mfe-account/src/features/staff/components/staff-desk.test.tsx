import type { TicketUpdatedEvent } from '@arena/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { AccountRoutes } from '../../../app/routes';
import { openTicketUpdatesSocket } from '../../../hooks/ticket-updates-socket';
import { testUser } from '../../../testing/fixtures';
import { setSession } from '../../../testing/render';
import { adminTicket, reportPage } from '../../../testing/ticket-fixtures';

const admin = {
  ...testUser,
  id: 'a1',
  gameName: 'ArenaAdmin',
  tagLine: 'STAFF',
  role: 'admin',
  staffRoles: ['admin' as const],
};
const ID = adminTicket()._id;
const { messages: _messages, ...summary } = adminTicket();

jest.mock('../../../hooks/ticket-updates-socket', () => ({ openTicketUpdatesSocket: jest.fn() }));
const openSocket = jest.mocked(openTicketUpdatesSocket);

/** A stand-in for the ticket updates socket: `push` delivers `ticket_updated` as the API would. */
function fakeSocket() {
  const listeners = new Set<(event: TicketUpdatedEvent) => void>();
  const socket = {
    connected: true,
    on: jest.fn((event: string, listener: (event: TicketUpdatedEvent) => void) => {
      if (event === 'ticket_updated') listeners.add(listener);
    }),
    off: jest.fn((_event: string, listener: (event: TicketUpdatedEvent) => void) =>
      listeners.delete(listener),
    ),
    disconnect: jest.fn(),
  };
  openSocket.mockReset().mockResolvedValue(socket as never);
  return {
    socket,
    push: (event: TicketUpdatedEvent) => act(() => listeners.forEach((listener) => listener(event))),
  };
}

beforeEach(async () => {
  fakeSocket();
  await resetKit('en');
});

describe('the staff desk', () => {
  it('is not for players: a not-allowed message once the user is loaded again, and no other call', async () => {
    setSession(testUser);
    const api = mockApi({ 'GET /v1/user/me': { body: { user: testUser } } });
    renderWithKit(<AccountRoutes />, { path: '/staff/tickets' });
    expect(await screen.findByText('The staff desk is for platform staff only.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /v1/user/me']);
  });

  it('lists every report with filters by status and type, anonymous ones as visitors', async () => {
    setSession(admin);
    const api = mockApi({
      'GET /v1/admin/bug-reports': ({ url }) => {
        const status = url.searchParams.get('status');
        const type = url.searchParams.get('type');
        const reports = [
          summary,
          {
            ...summary,
            _id: 'b2c3d4e5-0000-4000-8000-000000000000',
            title: 'Footer bug',
            bugType: 'website-bug' as const,
            player: null,
            userName: 'Visitor42',
          },
        ].filter((report) => (!status || report.status === status) && (!type || report.bugType === type));
        return { body: reportPage(reports) };
      },
    });
    renderWithKit(<AccountRoutes />, { path: '/staff/tickets' });
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByTestId('staff-ticket-row')).toHaveLength(2);
    expect(screen.getByText('Falcon#MENA')).toBeInTheDocument();
    expect(screen.getByText('Visitor Visitor42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bracket does not load' })).toHaveAttribute(
      'href',
      `/staff/tickets/${ID}`,
    );

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'website-bug' } });
    await waitFor(() => expect(screen.getAllByTestId('staff-ticket-row')).toHaveLength(1));
    expect(screen.getByText('Footer bug')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } });
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
    const last = api.mock.calls.at(-1)?.[0];
    expect(new URL(String(last)).search).toBe('?page=1&limit=20&status=closed&type=website-bug');
  });

  it('answers as Support Staff with an optional status, and sets the status', async () => {
    setSession(admin);
    let current = adminTicket();
    const api = mockApi({
      [`GET /v1/admin/bug-reports/${ID}`]: () => ({ body: { status: 'success', data: current } }),
      [`POST /v1/admin/bug-reports/${ID}/messages`]: ({ body }) => {
        const { content, status } = body as { content: string; status?: 'pending' };
        const message = { _id: 'm9', sender: 'admin', content, timestamp: '2026-03-07T10:00:00.000Z' };
        current = {
          ...current,
          status: status ?? 'in-progress',
          messages: [...current.messages, message as never],
        };
        return { status: 201, body: { status: 'success', data: { message, reportStatus: current.status } } };
      },
      [`PATCH /v1/admin/bug-reports/${ID}`]: ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: { status: 'success', data: current } };
      },
    });
    renderWithKit(<AccountRoutes />, { path: `/staff/tickets/${ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bracket does not load' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Ticket Details' });
    // The user the report names and the account it belongs to.
    expect(within(panel).getAllByText('Falcon#MENA')).toHaveLength(2);
    expect(within(panel).getByText('Player')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status after reply'), { target: { value: 'pending' } });
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Please send a screenshot.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const reply = await screen.findByText('Please send a screenshot.', { selector: 'p' });
    const bubble = reply.closest('[data-testid="ticket-message"]') as HTMLElement;
    expect(within(bubble).getByText('Support Staff')).toBeInTheDocument();
    expect(within(bubble).getByText('Staff')).toBeInTheDocument();
    const sent = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      content: 'Please send a screenshot.',
      status: 'pending',
    });
    await waitFor(() => expect(within(panel).getByText('Pending')).toBeInTheDocument());

    const statusSelect = screen.getAllByLabelText('Status').find((element) => element.tagName === 'SELECT')!;
    fireEvent.change(statusSelect, { target: { value: 'fixed' } });
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(within(panel).getByText('Fixed')).toBeInTheDocument();
    expect(api.calls()).toContain(`PATCH /v1/admin/bug-reports/${ID}`);
  });

  it("shows the player's reply as the API announces it, without a reload", async () => {
    setSession(admin);
    const live = fakeSocket();
    let current = adminTicket();
    mockApi({ [`GET /v1/admin/bug-reports/${ID}`]: () => ({ body: { status: 'success', data: current } }) });
    renderWithKit(<AccountRoutes />, { path: `/staff/tickets/${ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bracket does not load' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(live.socket.on).toHaveBeenCalledWith('ticket_updated', expect.any(Function)));
    const answer = {
      _id: 'm7',
      sender: 'user' as const,
      content: 'Here is the screenshot.',
      timestamp: '2026-03-07T11:00:00.000Z',
    };
    current = { ...current, status: 'open', messages: [...current.messages, answer] };
    await live.push({ ticketId: ID, status: 'open', updatedAt: answer.timestamp });
    expect(await screen.findByText('Here is the screenshot.', { selector: 'p' })).toBeInTheDocument();
  });

  it('translates the frame into Arabic', async () => {
    await resetKit('ar');
    setSession(admin);
    mockApi({ 'GET /v1/admin/bug-reports': { body: reportPage([summary]) } });
    renderWithKit(<AccountRoutes />, { path: '/staff/tickets' });
    expect(await screen.findByRole('navigation', { name: 'فريق العمل' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'تذاكر الدعم' })).toBeInTheDocument();
  });
});
