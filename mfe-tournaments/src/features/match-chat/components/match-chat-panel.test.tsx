import { type ChatMessage } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWithFakeSocket, toaster, type FakeChatSocket } from '../../../testing/fake-chat-socket';
import { openMatchChatSocket } from '../api/match-chat-socket';
import { MatchChatPanel } from './match-chat-panel';

jest.mock('../api/match-chat-socket', () => ({ openMatchChatSocket: jest.fn() }));

let socket: FakeChatSocket;
const openSocket = jest.mocked(openMatchChatSocket);

const fromOpponent: ChatMessage = {
  _id: 'm1',
  userId: 'u2',
  username: 'Hamza',
  isAdmin: false,
  messageType: 'text',
  content: 'gl hf',
  imageUrl: null,
  timestamp: '2026-03-01T18:05:00.000Z',
};
const fromAdmin: ChatMessage = {
  ...fromOpponent,
  _id: 'm2',
  userId: 'admin-1',
  username: 'ArenaAdmin',
  isAdmin: true,
  content: 'Admins are watching',
};
const imageMessage: ChatMessage = {
  ...fromOpponent,
  _id: 'm3',
  messageType: 'image',
  content: '',
  imageUrl: 'http://api.test/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png',
};

beforeEach(() => {
  resetKit();
  socket = answerWithFakeSocket(openSocket);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function openPanel(locale: 'en' | 'ar' = 'en', history: ChatMessage[] | null = [fromOpponent]) {
  signInAs({ id: 'u1', gameName: 'Nour', role: 'user' });
  await renderWithKit(<MatchChatPanel tournamentId="t1" matchId={67} matchType="BracketMatch" />, locale);
  await waitFor(() =>
    expect(openSocket).toHaveBeenCalledWith({ matchId: '67', matchType: 'BracketMatch', userId: 'u1' }),
  );
  socket.serve('connect');
  if (history) socket.serve('CHAT_HISTORY', history);
  return screen.getByRole('region', { name: locale === 'en' ? 'Match Chat' : 'دردشة المباراة' });
}

function pick(panel: HTMLElement, file: File) {
  fireEvent.change(within(panel).getByLabelText('Image file'), { target: { files: [file] } });
}

test('shows the history: own messages at the inline end, admins with the Admin badge', async () => {
  const own = { ...fromOpponent, _id: 'm4', userId: 'u1', username: 'Nour', content: 'you too' };
  const panel = await openPanel('en', [fromOpponent, fromAdmin, own]);
  expect(within(panel).getByRole('status')).toHaveTextContent('Connected');
  const items = within(within(panel).getByRole('log', { name: 'Match chat messages' })).getAllByTestId(
    'match-chat-message',
  );
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Hamza');
  expect(items[0]).toHaveTextContent('gl hf');
  expect(items[0]).not.toHaveAttribute('data-own');
  expect(within(items[1]).getByText('Admin')).toBeInTheDocument();
  expect(within(items[0]).queryByText('Admin')).not.toBeInTheDocument();
  expect(items[2]).toHaveAttribute('data-own', 'true');
  expect(items[2]).toHaveTextContent('You');
  expect(getComputedStyle(items[2]).alignSelf).toBe('end');
  expect(getComputedStyle(items[0]).alignSelf).toBe('start');
});

test('Enter sends the trimmed text; the field clears once the server stored it; new messages appear', async () => {
  const panel = await openPanel();
  const input = within(panel).getByLabelText('Message');
  fireEvent.change(input, { target: { value: '  see you in the lobby  ' } });
  fireEvent.submit(input.closest('form')!);
  expect(socket.sent).toHaveLength(1);
  expect(socket.sent[0]).toMatchObject({
    event: 'CHAT_MESSAGE',
    payload: {
      messageType: 'text',
      content: 'see you in the lobby',
      userId: 'u1',
      username: 'Nour',
      imageUrl: null,
    },
  });
  await act(async () => socket.sent[0].ack?.({ ok: true, id: 'm9' }));
  expect(input).toHaveValue('');
  socket.serve('CHAT_MESSAGE', {
    ...fromOpponent,
    _id: 'm9',
    userId: 'u1',
    username: 'Nour',
    content: 'see you in the lobby',
  });
  socket.serve('CHAT_MESSAGE', {
    ...fromOpponent,
    _id: 'm9',
    userId: 'u1',
    username: 'Nour',
    content: 'see you in the lobby',
  });
  expect(within(panel).getAllByTestId('match-chat-message')).toHaveLength(2);
});

test('blank text is not sent and the send button stays disabled', async () => {
  const panel = await openPanel();
  const input = within(panel).getByLabelText('Message');
  fireEvent.change(input, { target: { value: '    ' } });
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
  fireEvent.submit(input.closest('form')!);
  expect(socket.sent).toHaveLength(0);
});

test('waits up to 3 s for the history, then shows the empty state', async () => {
  jest.useFakeTimers();
  try {
    signInAs({ id: 'u1', gameName: 'Nour' });
    await renderWithKit(<MatchChatPanel tournamentId="t1" matchId="67" matchType="BracketMatch" />, 'en');
    await act(async () => undefined);
    socket.serve('connect');
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('No messages yet. Say hello to your opponent!')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('No messages yet. Say hello to your opponent!')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('disconnected: everything is disabled, and a closed connection is retried within 1 s (the kit’s first wait)', async () => {
  const panel = await openPanel();
  jest.useFakeTimers();
  // The kit's first wait, 0.2–1 s: the longest when the draw is 0.
  const random = jest.spyOn(Math, 'random').mockReturnValue(0);
  try {
    socket.serve('disconnect', 'io server disconnect');
    expect(within(panel).getByText('Disconnected')).toBeInTheDocument();
    expect(within(panel).getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Message')).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Send an image' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(socket.connect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.serve('connect');
    expect(within(panel).getByLabelText('Message')).toBeEnabled();
  } finally {
    random.mockRestore();
    jest.useRealTimers();
  }
});

test('images: other files and images over 5 MB are stopped in the browser with the two alerts', async () => {
  const fetchSpy = mockApi({});
  const panel = await openPanel();
  pick(panel, new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
  expect(await toaster().findByText('only image files are allowed')).toBeInTheDocument();
  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  pick(panel, big);
  expect(await toaster().findByText('image size should be less than 5MB')).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(socket.sent).toHaveLength(0);
});

test('an image is uploaded, then sent as an image message', async () => {
  const fetchSpy = mockApi({
    'POST /v1/chat/67/BracketMatch/upload-image': {
      status: 201,
      body: { data: { imageUrl: imageMessage.imageUrl } },
    },
  });
  const panel = await openPanel();
  pick(panel, new File(['png'], 'shot.png', { type: 'image/png' }));
  await waitFor(() => expect(socket.sent).toHaveLength(1));
  const [, init] = fetchSpy.mock.calls[0];
  expect((init?.body as FormData).get('image')).toBeInstanceOf(File);
  expect(socket.sent[0].payload).toMatchObject({ messageType: 'image', imageUrl: imageMessage.imageUrl });
});

test('a failed upload says "failed to upload image" and sends nothing', async () => {
  mockApi({
    'POST /v1/chat/67/BracketMatch/upload-image': { status: 500, body: { code: 5000, message: 'Internal' } },
  });
  const panel = await openPanel();
  pick(panel, new File(['png'], 'shot.png', { type: 'image/png' }));
  expect(await toaster().findByText('failed to upload image')).toBeInTheDocument();
  expect(socket.sent).toHaveLength(0);
});

test('a click on an image opens the full-screen viewer; Escape closes it', async () => {
  const panel = await openPanel('en', [imageMessage]);
  const open = within(panel).getByRole('button', { name: 'Open image from Hamza in full screen' });
  open.focus();
  fireEvent.click(open);
  const viewer = screen.getByRole('dialog', { name: 'Image from Hamza' });
  expect(within(viewer).getByRole('img', { name: 'Image from Hamza' })).toHaveAttribute(
    'src',
    imageMessage.imageUrl,
  );
  fireEvent.keyDown(viewer, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
});

test('a refused join says so and stays disabled', async () => {
  const panel = await openPanel('en', null);
  socket.serve('chat_error', { code: 4003, message: 'Only the players of this match can use its chat' });
  socket.serve('disconnect', 'io server disconnect');
  expect(within(panel).getByText("You can't join the chat of this match.")).toBeInTheDocument();
  expect(within(panel).getByLabelText('Message')).toBeDisabled();
});

test('visitors see nothing', async () => {
  await renderWithKit(<MatchChatPanel tournamentId="t1" matchId="67" matchType="BracketMatch" />, 'en');
  expect(screen.queryByTestId('match-chat-panel')).not.toBeInTheDocument();
  expect(openSocket).not.toHaveBeenCalled();
});

test('reads in Arabic', async () => {
  const panel = await openPanel('ar', []);
  expect(within(panel).getByText('لا توجد رسائل بعد. ألقِ التحية على خصمك!')).toBeInTheDocument();
  expect(within(panel).getByLabelText('الرسالة')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  fireEvent.change(within(panel).getByLabelText('ملف الصورة'), {
    target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
  });
  expect(await toaster().findByText('يُسمح بملفات الصور فقط')).toBeInTheDocument();
});
