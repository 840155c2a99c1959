import type { SupportMessage } from '@arena/shared-kit';
import { chatReducer, type ChatMessage } from './chat-messages';

const author = { username: 'Falcon', avatar: null };
const staff = { username: 'ArenaAdmin', avatar: null };
const server = (id: string, content: string, isStaff = false): SupportMessage => ({
  id,
  type: 'message',
  content,
  author: isStaff ? staff : author,
  timestamp: '2026-01-01T10:00:00.000Z',
  isStaff,
});
const local = (clientId: string, content: string): ChatMessage & { clientId: string } => ({
  ...server(clientId, content),
  clientId,
});

describe('chatReducer', () => {
  test('history replaces what was shown, drops duplicates and keeps own messages still pending', () => {
    let state = chatReducer([], { type: 'history', messages: [server('a', 'hi')] });
    state = chatReducer(state, { type: 'sent', message: local('c1', 'waiting') });
    state = chatReducer(state, {
      type: 'history',
      messages: [server('a', 'hi'), server('b', 'hello', true), server('b', 'hello', true)],
    });
    expect(state.map((message) => [message.id, message.pending ?? false])).toEqual([
      ['a', false],
      ['b', false],
      ['c1', true],
    ]);
  });

  test('an own message stays pending until the server echoes it, in its place', () => {
    let state = chatReducer([], { type: 'sent', message: local('c1', 'first') });
    state = chatReducer(state, { type: 'received', message: server('s1', 'from staff', true) });
    expect(state[0]).toMatchObject({ pending: true, content: 'first' });
    state = chatReducer(state, { type: 'received', message: server('m1', 'first') });
    expect(state.map((message) => [message.id, Boolean(message.pending)])).toEqual([
      ['m1', false],
      ['s1', false],
    ]);
    // The acknowledgement that follows the echo changes nothing; a repeated echo neither.
    const after = chatReducer(state, { type: 'stored', clientId: 'c1', id: 'm1' });
    expect(chatReducer(after, { type: 'received', message: server('m1', 'first') })).toBe(after);
    expect(after).toBe(state);
  });

  test('an acknowledgement before the echo clears the pending flag, and the echo is not shown twice', () => {
    let state = chatReducer([], { type: 'sent', message: local('c1', 'hello') });
    state = chatReducer(state, { type: 'stored', clientId: 'c1', id: 'm1' });
    expect(state).toEqual([expect.objectContaining({ id: 'm1', pending: false, clientId: undefined })]);
    state = chatReducer(state, { type: 'received', message: server('m1', 'hello') });
    expect(state).toHaveLength(1);
  });

  test('a failed message is taken off the list', () => {
    let state = chatReducer([], { type: 'sent', message: local('c1', 'lost') });
    state = chatReducer(state, { type: 'failed', clientId: 'c1' });
    expect(state).toEqual([]);
  });

  test('a staff message never takes the place of a pending one with the same text', () => {
    let state = chatReducer([], { type: 'sent', message: local('c1', 'ok') });
    state = chatReducer(state, { type: 'received', message: server('s1', 'ok', true) });
    expect(state.map((message) => message.id)).toEqual(['c1', 's1']);
  });
});
