import { queryClient } from '@arena/shared-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  NOTIFICATIONS_QUERY_KEY,
  NOTIFICATIONS_REFETCH_MS,
} from '../features/notifications/api/get-notifications';
import { notification, testUser } from '../testing/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../testing/render';
import NotificationBell from './notification-bell';

const list = [
  notification({ _id: 'n1', type: 'team_invite', title: 'Team invite from Desert Hawks' }),
  notification({ _id: 'n2', type: 'tournament_update', title: 'Check-in is open', read: true }),
  notification({ _id: 'n3', type: 'message', title: 'New message' }),
  notification({ _id: 'n4', title: 'Fourth', read: false }),
];

// The push socket is covered by the notifications page's tests.
jest.mock('../features/notifications/api/notifications-socket', () => ({
  openNotificationsSocket: () => new Promise(() => undefined),
}));

beforeEach(async () => {
  await resetKit('en');
});

describe('NotificationBell', () => {
  it('renders nothing and calls nothing while signed out', () => {
    const api = mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    const { container } = renderWithKit(<NotificationBell />, { chrome: false });
    expect(container).toBeEmptyDOMElement();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the unread count in the badge and the button label', async () => {
    mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    setSession(testUser);
    renderWithKit(<NotificationBell />, { chrome: false });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the shared query, refetched every 60 s', async () => {
    mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    setSession(testUser);
    renderWithKit(<NotificationBell />, { chrome: false });
    await screen.findByRole('button', { name: /3 unread/ });
    const query = queryClient.getQueryCache().find({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'en'] });
    expect(query).toBeDefined();
    expect(NOTIFICATIONS_REFETCH_MS).toBe(60_000);
    expect((query!.observers[0].options as { refetchInterval?: number }).refetchInterval).toBe(60_000);
  });

  it('opens a dropdown with the first 3 notifications, marks one read, and links to all', async () => {
    const api = mockApi({
      'GET /v1/notifications': { body: { data: list } },
      'PATCH /v1/notifications/n1/read': { body: { success: true } },
    });
    setSession(testUser);
    renderWithKit(<NotificationBell />, { chrome: false });
    const bell = await screen.findByRole('button', { name: /3 unread/ });

    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveFocus();
    const items = within(panel).getAllByTestId('notification');
    expect(items).toHaveLength(3);
    expect(within(panel).queryByText('Fourth')).not.toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );

    fireEvent.click(within(items[0]).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
    expect(api.calls()).toContain('PATCH /v1/notifications/n1/read');
    expect(within(items[0]).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(items[0]).toHaveAttribute('data-read', 'true');
    expect(items[0]).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape, returning focus to the bell, and on a click outside', async () => {
    mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    setSession(testUser);
    renderWithKit(
      <>
        <NotificationBell />
        <p>elsewhere</p>
      </>,
    );
    const bell = await screen.findByRole('button', { name: /unread/ });

    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(bell).toHaveFocus();

    fireEvent.click(bell);
    expect(panel).toBeVisible();
    fireEvent.pointerDown(within(panel).getAllByTestId('notification')[0]);
    expect(panel).toBeVisible();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('only logs a failed load and a failed mark-as-read', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /v1/notifications': { body: { data: list } },
      'PATCH /v1/notifications/n1/read': () => ({ status: 500, body: { code: 500, message: 'boom' } }),
    });
    setSession(testUser);
    renderWithKit(<NotificationBell />, { chrome: false });
    const bell = await screen.findByRole('button', { name: /3 unread/ });
    fireEvent.click(bell);
    fireEvent.click(
      within(screen.getAllByTestId('notification')[0]).getByRole('button', { name: 'Mark as read' }),
    );
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('[account] Failed to mark notification as read', expect.anything()),
    );
    expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    log.mockRestore();
  });

  it('reads its label in Arabic', async () => {
    await act(() => resetKit('ar'));
    mockApi({ 'GET /v1/notifications': { body: { data: list } } });
    setSession(testUser);
    renderWithKit(<NotificationBell />, { chrome: false });
    const bell = await screen.findByRole('button', { name: 'الإشعارات، ٣ إشعارات غير مقروءة' });
    expect(bell).toHaveTextContent('٣');
  });
});
