import type { Notification } from '@arena/shared-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openNotificationsSocket } from '../api/notifications-socket';
import { AccountRoutes } from '../../../app/routes';
import NotificationBell from '../../../widgets/notification-bell';
import { notification, testUser } from '../../../testing/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';

jest.mock('../api/notifications-socket', () => ({ openNotificationsSocket: jest.fn() }));
const openSocket = jest.mocked(openNotificationsSocket);

/** A stand-in for the notifications socket: `push` delivers a notification as the API would. */
function fakeSocket() {
  const listeners = new Set<(notification: Notification) => void>();
  const socket = {
    on: jest.fn((_event: string, listener: (notification: Notification) => void) => listeners.add(listener)),
    off: jest.fn((_event: string, listener: (notification: Notification) => void) =>
      listeners.delete(listener),
    ),
    disconnect: jest.fn(),
  };
  openSocket.mockClear().mockResolvedValue(socket as never);
  return {
    socket,
    push: (notification: Notification) => act(() => listeners.forEach((listener) => listener(notification))),
  };
}

const list = [
  notification({ _id: 'n1', type: 'team_invite', title: 'Team invite', createdAt: '2026-03-05T12:00:00Z' }),
  notification({ _id: 'n2', type: 'tournament_update', title: 'Bracket published', read: true }),
  notification({ _id: 'n3', type: 'message', title: 'Message from admin' }),
  notification({ _id: 'n4', type: 'other', title: 'Welcome' }),
];

beforeEach(async () => {
  await resetKit('en');
  fakeSocket();
});

function renderPage() {
  return renderWithKit(<AccountRoutes />, { path: '/account/notifications' });
}

describe('notifications page', () => {
  it('shows the loading text, then the cards with type, date and unread state', async () => {
    mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    setSession(testUser);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading notifications…')).toBeInTheDocument();

    const cards = await screen.findAllByTestId('notification');
    expect(cards.map((card) => card.getAttribute('data-type'))).toEqual([
      'team_invite',
      'tournament_update',
      'message',
      'other',
    ]);
    expect(within(cards[0]).getByText('Team invite', { selector: 'span' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('data-read', 'false');
    expect(within(cards[0]).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(cards[1]).toHaveAttribute('data-read', 'true');
    expect(within(cards[1]).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Notifications | MENA Arena'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks all as read', async () => {
    const api = mockApi({
      'GET /v1/notifications': { body: { data: list } },
      'PATCH /v1/notifications/read-all': { body: { success: true } },
    });
    setSession(testUser);
    renderPage();
    await screen.findAllByTestId('notification');
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0));
    expect(api.calls()).toContain('PATCH /v1/notifications/read-all');
    expect(
      screen.getAllByTestId('notification').every((card) => card.getAttribute('data-read') === 'true'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shares its list with the header bell', async () => {
    mockApi({
      'GET /v1/notifications': { body: { data: list } },
      'PATCH /v1/notifications/n3/read': { body: { success: true } },
    });
    setSession(testUser);
    renderWithKit(
      <>
        <NotificationBell />
        <AccountRoutes />
      </>,
      { path: '/account/notifications' },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const cards = await screen.findAllByTestId('notification');
    fireEvent.click(within(cards[2]).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it('shows the empty state when there are no notifications', async () => {
    mockApi({ 'GET /v1/notifications': { body: { data: [] } } });
    setSession(testUser);
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('only logs a failed load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /v1/notifications': () => ({ status: 503, body: { code: 503, message: 'down' } }) });
    setSession(testUser);
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[account] Failed to load notifications', expect.anything());
    log.mockRestore();
  });

  it('shows dates as short month, day, year in en-US in Arabic too (P2 §2), and asks for Arabic texts', async () => {
    await resetKit('ar');
    const api = mockApi({ 'GET /v1/notifications': { body: { data: [list[0]] } } });
    setSession(testUser);
    renderPage();
    const [card] = await screen.findAllByTestId('notification');
    expect(within(card).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'تعليم كمقروء' })).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('lang'))).toContain('ar');
    expect(openSocket).toHaveBeenCalledWith('ar');
  });

  it('links each card to the screen it concerns', async () => {
    mockApi({
      'GET /v1/notifications': {
        body: { data: [{ ...list[0], title: 'Registration approved', link: '/tournaments/t1' }, list[1]] },
      },
    });
    setSession(testUser);
    renderPage();
    const cards = await screen.findAllByTestId('notification');
    expect(within(cards[0]).getByRole('link', { name: 'Registration approved' })).toHaveAttribute(
      'href',
      '/tournaments/t1',
    );
    expect(within(cards[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds a pushed notification at once, in the page and the bell, without a refetch', async () => {
    const { push } = fakeSocket();
    const api = mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    setSession(testUser);
    renderWithKit(
      <>
        <NotificationBell />
        <AccountRoutes />
      </>,
      { path: '/account/notifications' },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await screen.findAllByTestId('notification');
    await waitFor(() => expect(openSocket).toHaveBeenCalledTimes(1));
    const pushed = { ...list[0], _id: 'pushed', title: 'Match found', link: '/tournaments/t9' };
    push(pushed);
    push(pushed);
    expect(await screen.findByRole('link', { name: 'Match found' })).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(5);
    expect(bell).toHaveAccessibleName('Notifications, 4 unread');
    expect(api.calls().filter((call) => call === 'GET /v1/notifications')).toHaveLength(1);
  });
});
