import { type SupportMessage } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWithFakeSocket, toaster, type FakeChatSocket } from '../../../testing/fake-chat-socket';
import { makeTournament } from '../../../testing/fixtures';
import { openSupportSocket } from '../api/support-socket';
import { SupportChatWidget } from './support-chat-widget';

jest.mock('../api/support-socket', () => ({ openSupportSocket: jest.fn() }));

let socket: FakeChatSocket;
const openSocket = jest.mocked(openSupportSocket);

const TICKET = {
  ticketId: 'ticket-1',
  channelId: 'channel-1',
  subject: 'Lobby did not open',
  description: 'We waited 10 minutes',
  tournament_id: 't1',
};
const LIVE = makeTournament({ id: 't1', support_live_chat: true });

const staffReply: SupportMessage = {
  id: 'm1',
  type: 'message',
  content: 'We are on it.',
  author: { username: 'ArenaAdmin', avatar: null },
  timestamp: '2026-03-01T18:05:00.000Z',
  isStaff: true,
  embed: {
    title: 'Lobby help',
    description: 'Try these steps',
    color: '#19c2a0',
    fields: [{ name: 'Step 1', value: 'Leave the lobby' }],
    footer: 'Arena Support',
  },
};

beforeEach(() => {
  resetKit();
  socket = answerWithFakeSocket(openSocket);
});

async function openWidget(locale: 'en' | 'ar' = 'en') {
  await renderWithKit(<SupportChatWidget tournament={LIVE} />, locale);
  fireEvent.click(
    screen.getByRole('button', {
      name: locale === 'en' ? 'Open live support chat' : 'افتح محادثة الدعم المباشر',
    }),
  );
  // The chat loads lazily; its full-screen toggle is not in the loading frame.
  await screen.findByRole('button', {
    name: locale === 'en' ? 'Expand to full screen' : 'توسيع إلى ملء الشاشة',
  });
  return screen.getByRole('dialog', { name: locale === 'en' ? 'Live Support' : 'الدعم المباشر' });
}

async function openChat() {
  signInAs({ id: 'u1', gameName: 'Falcon', profileImage: null });
  mockApi({ 'GET /v1/discord/tickets/t1': { body: { data: TICKET } } });
  const dialog = await openWidget();
  await within(dialog).findByText('Ticket: Lobby did not open');
  await waitFor(() =>
    expect(openSocket).toHaveBeenCalledWith({ ticketId: 'ticket-1', channelId: 'channel-1' }),
  );
  socket.serve('connect');
  socket.serve('history', [staffReply]);
  return dialog;
}

describe('who sees the widget', () => {
  test('visitors do not, even on a tournament with live chat', async () => {
    const fetchSpy = mockApi({});
    await renderWithKit(<SupportChatWidget tournament={LIVE} />, 'en');
    expect(screen.queryByRole('button', { name: 'Open live support chat' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('signed-in players do not on a tournament without live chat', async () => {
    signInAs();
    await renderWithKit(
      <SupportChatWidget tournament={makeTournament({ support_live_chat: false })} />,
      'en',
    );
    expect(screen.queryByRole('button', { name: 'Open live support chat' })).not.toBeInTheDocument();
  });

  test('signed-in players see the closed launcher, and nothing is loaded until they open it', async () => {
    signInAs();
    const fetchSpy = mockApi({});
    await renderWithKit(<SupportChatWidget tournament={LIVE} />, 'en');
    const launcher = screen.getByRole('button', { name: 'Open live support chat' });
    expect(launcher).toHaveTextContent('Live Support');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('opening and the create-ticket form', () => {
  test('opening checks for a ticket; a 404 means none, so the form shows', async () => {
    signInAs();
    let answer: (value: unknown) => void = () => undefined;
    const lookup = new Promise((resolve) => {
      answer = resolve;
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await lookup;
      return new Response(JSON.stringify({ code: 4004, message: 'No open support ticket' }), { status: 404 });
    });
    const dialog = await openWidget();
    expect(await within(dialog).findByText('Checking for an existing ticket…')).toBeInTheDocument();
    answer(null);
    const subject = await within(dialog).findByLabelText('Subject');
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute('rows', '4');
    await waitFor(() => expect(subject).toHaveFocus());
    expect(toaster().queryByText('Failed to load existing ticket')).not.toBeInTheDocument();
    expect(openSocket).not.toHaveBeenCalled();
  });

  test('a failed lookup says so and can be retried', async () => {
    signInAs();
    let failing = true;
    mockApi({
      'GET /v1/discord/tickets/t1': () =>
        failing
          ? { status: 500, body: { code: 5000, message: 'Internal server error' } }
          : { status: 404, body: {} },
    });
    const dialog = await openWidget();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load existing ticket');
    expect(toaster().getByText('Failed to load existing ticket')).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Subject')).toBeInTheDocument();
  });

  test('both fields are required (whitespace does not count); a valid form creates the ticket and opens the chat', async () => {
    signInAs();
    const bodies: unknown[] = [];
    const fetchSpy = mockApi({
      'GET /v1/discord/tickets/t1': { status: 404, body: { code: 4004, message: 'none' } },
      'POST /v1/discord/create-ticket': {
        status: 201,
        body: { data: { ticketId: 'ticket-1', channelId: 'channel-1' } },
      },
    });
    const dialog = await openWidget();
    const subject = await within(dialog).findByLabelText('Subject');
    const description = within(dialog).getByLabelText('Description');

    fireEvent.change(description, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Subject is required');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Description is required');
    await waitFor(() => expect(subject).toHaveFocus());
    fireEvent.change(subject, { target: { value: 'Lobby did not open' } });
    fireEvent.submit(subject.closest('form')!);
    await waitFor(() => expect(within(dialog).queryByText('Subject is required')).not.toBeInTheDocument());
    expect(subject).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(description).toHaveFocus());
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fetchSpy.mockImplementation(async (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      expect(new URL(String(input)).pathname).toBe('/v1/discord/create-ticket');
      return new Response(JSON.stringify({ data: { ticketId: 'ticket-1', channelId: 'channel-1' } }), {
        status: 201,
      });
    });
    fireEvent.change(description, { target: { value: ' We waited 10 minutes ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await within(dialog).findByText('Ticket: Lobby did not open')).toBeInTheDocument();
    expect(bodies).toEqual([
      { subject: 'Lobby did not open', description: 'We waited 10 minutes', tournament_id: 't1' },
    ]);
    await waitFor(() =>
      expect(openSocket).toHaveBeenCalledWith({ ticketId: 'ticket-1', channelId: 'channel-1' }),
    );
  });

  test('a refused creation shows "Failed to create support ticket" and keeps the form', async () => {
    signInAs();
    mockApi({
      'GET /v1/discord/tickets/t1': { status: 404, body: {} },
      'POST /v1/discord/create-ticket': {
        status: 500,
        body: { code: 5000, message: 'Internal server error' },
      },
    });
    const dialog = await openWidget();
    fireEvent.change(await within(dialog).findByLabelText('Subject'), { target: { value: 'Help' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Please' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await toaster().findByText('Failed to create support ticket')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Help');
  });
});

describe('the chat', () => {
  test('shows online, the history with author, local time and embed, and the staff badge', async () => {
    const dialog = await openChat();
    expect(within(dialog).getByText('Online')).toHaveAttribute('role', 'status');
    const log = within(dialog).getByRole('log', { name: 'Messages' });
    const [message] = within(log).getAllByTestId('support-message');
    expect(message).toHaveTextContent('ArenaAdmin');
    expect(within(message).getByText('Support')).toBeInTheDocument();
    expect(within(message).getByText('We are on it.')).toBeInTheDocument();
    const time = message.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', staffReply.timestamp);
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(
        new Date(staffReply.timestamp),
      ),
    );
    const embed = within(message).getByTestId('support-embed');
    expect(embed).toHaveAttribute('data-color', '#19c2a0');
    expect(embed).toHaveTextContent('Lobby help');
    expect(embed).toHaveTextContent('Try these steps');
    expect(within(embed).getByText('Step 1').tagName).toBe('DT');
    expect(within(embed).getByText('Leave the lobby').tagName).toBe('DD');
    expect(embed).toHaveTextContent('Arena Support');
  });

  test('Enter sends; the own message is pending until the server echoes it', async () => {
    const dialog = await openChat();
    const input = within(dialog).getByLabelText('Message');
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.change(input, { target: { value: '  Thanks!  ' } });
    fireEvent.submit(input.closest('form')!);

    expect(socket.sent).toHaveLength(1);
    expect(socket.sent[0]).toMatchObject({
      event: 'message',
      payload: { type: 'message', content: 'Thanks!' },
    });
    expect(typeof (socket.sent[0].payload as { timestamp: unknown }).timestamp).toBe('string');
    expect(input).toHaveValue('');
    const own = within(dialog).getAllByTestId('support-message')[1];
    expect(own).toHaveTextContent('Falcon');
    expect(own).toHaveTextContent('Thanks!');
    expect(own).toHaveTextContent('Sending…');
    expect(own).toHaveAttribute('aria-busy', 'true');

    socket.serve('message', {
      id: 'm2',
      type: 'message',
      content: 'Thanks!',
      author: { username: 'Falcon', avatar: null },
      timestamp: new Date().toISOString(),
      isStaff: false,
    });
    const messages = within(dialog).getAllByTestId('support-message');
    expect(messages).toHaveLength(2);
    expect(messages[1]).toHaveTextContent('Thanks!');
    expect(messages[1]).not.toHaveTextContent('Sending…');
    // The acknowledgement after the echo changes nothing.
    act(() => socket.sent[0].ack?.({ ok: true, id: 'm2' }));
    expect(within(dialog).getAllByTestId('support-message')).toHaveLength(2);
  });

  test('blank text is not sent', async () => {
    const dialog = await openChat();
    const input = within(dialog).getByLabelText('Message');
    fireEvent.change(input, { target: { value: '    ' } });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    expect(socket.sent).toHaveLength(0);
  });

  test('a refused message says "Failed to send message" and is taken off', async () => {
    const dialog = await openChat();
    const input = within(dialog).getByLabelText('Message');
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Sending…')).toBeInTheDocument();
    act(() => socket.sent[0].ack?.({ ok: false, code: 4029, message: 'Too many requests' }));
    expect(toaster().getByText('Failed to send message')).toBeInTheDocument();
    expect(within(dialog).queryByText('Hello')).not.toBeInTheDocument();
  });

  test('offline while disconnected: the input is disabled, and a closed connection is retried within 1 s (the kit’s first reconnection wait)', async () => {
    const dialog = await openChat();
    // The kit's first wait, 0.2–1 s: the longest when the draw is 0.
    jest.useFakeTimers();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    try {
      socket.serve('disconnect', 'io server disconnect');
      expect(within(dialog).getByText('Offline')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Message')).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Insert emoji' })).toBeDisabled();
      expect(within(dialog).getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(999));
      expect(socket.connect).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(socket.connect).toHaveBeenCalledTimes(1);
      socket.serve('connect');
      expect(within(dialog).getByText('Online')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Message')).toBeEnabled();
    } finally {
      random.mockRestore();
      jest.useRealTimers();
    }
  });

  test('a message whose answer a reconnection lost is sent again with its id, and shows once', async () => {
    const dialog = await openChat();
    const input = within(dialog).getByLabelText('Message');
    fireEvent.change(input, { target: { value: 'Still there?' } });
    fireEvent.submit(input.closest('form')!);
    const { clientMessageId } = socket.sent[0].payload as { clientMessageId: string };
    expect(clientMessageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The connection drops before the answer; the server had stored it.
    socket.serve('disconnect', 'transport close');
    expect(socket.sent).toHaveLength(1);
    socket.serve('connect');
    expect(socket.sent).toHaveLength(2);
    expect(socket.sent[1]).toMatchObject({
      event: 'message',
      payload: { type: 'message', content: 'Still there?', clientMessageId },
    });
    const stored: SupportMessage = {
      id: 'm7',
      type: 'message',
      content: 'Still there?',
      author: { username: 'Falcon', avatar: null },
      timestamp: new Date().toISOString(),
      isStaff: false,
      clientMessageId,
    };
    socket.serve('history', [staffReply, stored]);
    expect(within(dialog).getAllByText('Still there?')).toHaveLength(1);
    // The first send's answer is gone with its connection; the second's is the stored message.
    act(() => socket.sent[0].ack?.({ ok: true, id: 'm7' }));
    act(() => socket.sent[1].ack?.({ ok: true, id: 'm7' }));
    const messages = within(dialog).getAllByTestId('support-message');
    expect(messages).toHaveLength(2);
    expect(messages[1]).toHaveTextContent('Still there?');
    expect(messages[1]).not.toHaveTextContent('Sending…');
    expect(toaster().queryByText('Failed to send message')).not.toBeInTheDocument();

    // A second message is a second id.
    fireEvent.change(input, { target: { value: 'Still there?' } });
    fireEvent.submit(input.closest('form')!);
    expect((socket.sent[2].payload as { clientMessageId: string }).clientMessageId).not.toBe(clientMessageId);
  });

  test('a connection failure shows "Support chat connection error" once', async () => {
    signInAs({ gameName: 'Falcon' });
    mockApi({ 'GET /v1/discord/tickets/t1': { body: { data: TICKET } } });
    const dialog = await openWidget();
    await waitFor(() => expect(openSocket).toHaveBeenCalled());
    socket.serve('connect_error', new Error('xhr poll error'));
    socket.serve('connect_error', new Error('xhr poll error'));
    expect(toaster().getAllByText('Support chat connection error')).toHaveLength(1);
    expect(within(dialog).getByText('Offline')).toBeInTheDocument();
  });

  test('the emoji picker offers 32 emojis and inserts the chosen one at the caret; Escape closes it', async () => {
    const dialog = await openChat();
    const input = within(dialog).getByLabelText('Message') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'gg wp' } });
    input.setSelectionRange(2, 2);
    const toggle = within(dialog).getByRole('button', { name: 'Insert emoji' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const picker = within(dialog).getByRole('group', { name: 'Emojis' });
    const emojis = within(picker).getAllByRole('button');
    expect(emojis).toHaveLength(32);
    expect(emojis[0]).toHaveFocus();
    fireEvent.keyDown(emojis[0], { key: 'ArrowRight' });
    expect(emojis[1]).toHaveFocus();
    fireEvent.click(within(picker).getByRole('button', { name: '🎉' }));
    expect(input).toHaveValue('gg🎉 wp');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(4);
    expect(within(dialog).queryByRole('group', { name: 'Emojis' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    fireEvent.keyDown(within(dialog).getAllByRole('button', { name: '😀' })[0], { key: 'Escape' });
    expect(within(dialog).queryByRole('group', { name: 'Emojis' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    // Escape in the picker closed only the picker.
    expect(screen.getByRole('dialog', { name: 'Live Support' })).toBeInTheDocument();
  });

  test('expands to full screen and back; Escape closes the chat and focus returns to the launcher', async () => {
    const dialog = await openChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expand to full screen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exit full screen' }));
    expect(within(dialog).getByRole('button', { name: 'Expand to full screen' })).toBeInTheDocument();

    fireEvent.keyDown(within(dialog).getByLabelText('Message'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(socket.disconnect).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open live support chat' })).toHaveFocus());
  });

  test('reads in Arabic', async () => {
    signInAs({ gameName: 'Falcon' });
    mockApi({ 'GET /v1/discord/tickets/t1': { status: 404, body: {} } });
    const dialog = await openWidget('ar');
    expect(await within(dialog).findByLabelText('الموضوع')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('الوصف')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء تذكرة' }));
    expect(await within(dialog).findByText('الموضوع مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('الموضوع')).toHaveAccessibleDescription('الموضوع مطلوب');
    expect(within(dialog).getByLabelText('الوصف')).toHaveAccessibleDescription('الوصف مطلوب');
    expect(within(dialog).getByRole('button', { name: 'إغلاق محادثة الدعم' })).toBeInTheDocument();
  });
});
