import type { TicketUpdatedEvent } from '@arena/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { AccountRoutes } from '../../../app/routes';
import { openTicketUpdatesSocket } from '../../../hooks/ticket-updates-socket';
import { testUser } from '../../../testing/fixtures';
import { setSession } from '../../../testing/render';
import { ticket } from '../../../testing/ticket-fixtures';

const ID = ticket()._id;
const staffMessage = {
  _id: 'm1',
  sender: 'admin' as const,
  content: 'We are on it.',
  timestamp: '2026-03-06T09:30:00.000Z',
};

jest.mock('../../../hooks/ticket-updates-socket', () => ({ openTicketUpdatesSocket: jest.fn() }));
const openSocket = jest.mocked(openTicketUpdatesSocket);

/** A stand-in for the ticket updates socket: `push` delivers `ticket_updated` as the API would. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const socket = {
    connected: true,
    on: jest.fn((event: string, listener: (payload: never) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    }),
    off: jest.fn((event: string, listener: (payload: never) => void) =>
      listeners.get(event)?.delete(listener),
    ),
    disconnect: jest.fn(),
  };
  openSocket.mockReset().mockResolvedValue(socket as never);
  return {
    socket,
    push: (event: TicketUpdatedEvent) =>
      act(() => listeners.get('ticket_updated')?.forEach((listener) => listener(event as never))),
  };
}

beforeEach(async () => {
  fakeSocket();
  await resetKit('en');
  setSession(testUser);
});

function renderTicket(path = `/ticket/${ID}`) {
  return renderWithKit(<AccountRoutes />, { path });
}

describe('/ticket/{id}', () => {
  it('shows a staff reply and a new status as the API announces them, without a reload', async () => {
    const live = fakeSocket();
    let current = ticket({ status: 'open' });
    const api = mockApi({
      'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': () => ({
        body: { status: 'success', data: current },
      }),
    });
    renderTicket();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bracket does not load' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(live.socket.on).toHaveBeenCalledWith('ticket_updated', expect.any(Function)));
    const panel = screen.getByRole('complementary', { name: 'Ticket Details' });
    expect(within(panel).getByText('Open')).toBeInTheDocument();

    // Another ticket's update is not this page's business.
    const reads = () => api.calls().filter((call) => call.startsWith('GET ')).length;
    const before = reads();
    await live.push({ ticketId: 'another', status: 'fixed', updatedAt: '2026-03-06T09:31:00.000Z' });
    expect(reads()).toBe(before);

    current = ticket({ status: 'fixed', messages: [staffMessage] });
    await live.push({ ticketId: ID, status: 'fixed', updatedAt: '2026-03-06T09:30:00.000Z' });
    expect(await screen.findByText('We are on it.')).toBeInTheDocument();
    expect(within(panel).getByText('Fixed')).toBeInTheDocument();
    // Fixed: no reply box and no Close Ticket any more.
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
  });

  it('shows the conversation from the description and screenshot, Support Staff with the Staff tag, and the side panel', async () => {
    mockApi({
      'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': {
        body: { status: 'success', data: ticket({ messages: [staffMessage], status: 'in-progress' }) },
      },
    });
    renderTicket();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bracket does not load' }),
    ).toBeInTheDocument();
    expect(screen.getByText('#3f2a9c1e')).toBeInTheDocument();

    const conversation = screen.getByRole('list', { name: 'Conversation' });
    // jsdom computes no logical properties: read the rule styled-components wrote.
    expect(document.head.innerHTML).toMatch(/max-block-size:\s*600px;\s*overflow-y:\s*auto/);
    const [original, reply] = within(conversation).getAllByTestId('ticket-message');
    expect(within(original).getByText('The bracket page stays blank.')).toBeInTheDocument();
    const shot = within(original).getByRole('img', { name: 'Screenshot (opens in a new tab)' });
    expect(shot.closest('a')).toHaveAttribute('target', '_blank');
    expect(within(reply).getByText('Support Staff')).toBeInTheDocument();
    expect(within(reply).getByText('Staff')).toBeInTheDocument();
    expect(within(reply).getByText('We are on it.')).toBeInTheDocument();

    const panel = screen.getByRole('complementary', { name: 'Ticket Details' });
    for (const text of [
      'Technical Issue',
      'In Progress',
      'Falcon#MENA',
      'falcon@example.com',
      'Chrome · Windows',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).queryByText('Closed')).not.toBeInTheDocument();
  });

  it('replies: blank text cannot be sent; the answer and the new status are adopted', async () => {
    const api = mockApi({
      'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': {
        body: { status: 'success', data: ticket({ status: 'pending' }) },
      },
      'POST /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666/messages': ({ body }) => ({
        status: 201,
        body: {
          status: 'success',
          data: {
            message: {
              _id: 'm2',
              sender: 'user',
              content: (body as { content: string }).content,
              timestamp: '2026-03-07T10:00:00.000Z',
            },
            reportStatus: 'open',
          },
        },
      }),
    });
    renderTicket();
    const box = await screen.findByLabelText('Your reply');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: ' Thanks! ' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const panel = screen.getByRole('complementary', { name: 'Ticket Details' });
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    expect(api.calls()).toContain('POST /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666/messages');
  });

  it('disables Send while the reply is on its way', async () => {
    mockApi({
      'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': {
        body: { status: 'success', data: ticket() },
      },
      'POST /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666/messages': { pending: true },
    });
    renderTicket();
    fireEvent.change(await screen.findByLabelText('Your reply'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('closes after a confirmation, then hides Close Ticket and the reply box', async () => {
    let current = ticket();
    const api = mockApi({
      'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': () => ({
        body: { status: 'success', data: current },
      }),
      'POST /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666/close': ({ body }) => {
        expect(body).toEqual({ closingMessage: 'Ticket closed by user' });
        current = { ...current, status: 'closed', closedAt: '2026-03-07T11:00:00.000Z' };
        return { body: { status: 'success', data: { closedAt: '2026-03-07T11:00:00.000Z' } } };
      },
    });
    renderTicket();
    fireEvent.click(await screen.findByRole('button', { name: 'Close Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close Ticket' });
    expect(api.calls()).not.toContain('POST /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666/close');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Ticket' }));
    await waitFor(() => expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Ticket Details' });
    expect(within(panel).getAllByText('Closed').length).toBeGreaterThan(0);
  });

  it.each(['closed', 'fixed'] as const)(
    'hides the reply box when %s; no Close Ticket either',
    async (status) => {
      mockApi({
        'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': {
          body: { status: 'success', data: ticket({ status }) },
        },
      });
      renderTicket();
      await screen.findByRole('heading', { level: 1, name: 'Bracket does not load' });
      expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
    },
  );

  it.each(['rejected', 'duplicate', 'pending'] as const)(
    '%s: replies allowed, closing not',
    async (status) => {
      mockApi({
        'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': {
          body: { status: 'success', data: ticket({ status }) },
        },
      });
      renderTicket();
      expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
    },
  );

  it("logs another player's ticket (404) with its status, and shows no error text", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /v1/bug-report/3f2a9c1e-1111-4222-8333-444455556666': {
        status: 404,
        body: { message: 'Ticket not found' },
      },
    });
    renderTicket();
    await waitFor(() => expect(log).toHaveBeenCalledWith('[account] Error Getting Ticket', 404));
    expect(screen.queryByText('Ticket not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tickets' })).toHaveAttribute('href', '/account/tickets');
  });

  it('without an id goes to /account/tickets', async () => {
    mockApi({
      'GET /v1/bug-report/my-reports': {
        body: {
          status: 'success',
          data: { reports: [], pagination: { currentPage: 1, totalPages: 1, totalReports: 0 } },
        },
      },
    });
    renderTicket('/ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
  });
});
