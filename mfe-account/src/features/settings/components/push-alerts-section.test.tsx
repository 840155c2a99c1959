import type { PushSubscription as DeviceAlerts } from '@arena/contract';
import { clearToasts, mockApi, type MockRoute, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { setSession, toastTexts } from '../../../testing/render';
import { NOT_LINKED_ROUTES } from '../../../testing/settings-fixtures';
import { base64UrlBytes } from '../utils/push-device';
import { defaultPushKinds, PushAlertsSection } from './push-alerts-section';

/** The API's public key (65 bytes, base64url) and a device the fake push service hands out. */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example/device-1';
const KEYS = { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) };

interface FakeBrowser {
  requestPermission: jest.Mock<Promise<NotificationPermission>, []>;
  subscribe: jest.Mock;
  getSubscription: jest.Mock;
  unsubscribe: jest.Mock;
  subscription: PushSubscription;
}

/**
 * A browser with the Push API (jsdom has none): the notification permission, the shell's service worker
 * registration and its push manager. `existing`: the browser already holds a subscription for the portal.
 */
function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  existing = false,
  subscribeFails = false,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  existing?: boolean;
  subscribeFails?: boolean;
} = {}): FakeBrowser {
  const unsubscribe = jest.fn(async () => true);
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: base64UrlBytes(PUBLIC_KEY).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  let held = existing ? subscription : null;
  const getSubscription = jest.fn(async () => held);
  const subscribe = jest.fn(async () => {
    if (subscribeFails)
      throw new DOMException('Registration failed - push service not available', 'AbortError');
    held = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription, subscribe } };
  const requestPermission = jest.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  Object.assign(window, { PushManager: class {}, Notification: notification });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { requestPermission, subscribe, getSubscription, unsubscribe, subscription };
}

function noPushApi() {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

function device(overrides: Partial<DeviceAlerts> = {}): DeviceAlerts {
  return {
    endpoint: ENDPOINT,
    kinds: ['matches', 'rewards'],
    lang: 'en',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastPushedAt: null,
    ...overrides,
  };
}

let stub: ReturnType<typeof mockApi>;
/** The bodies of every PUT, and the endpoints of every DELETE. */
let saved: unknown[];
let deleted: (string | null)[];

function api({ registered = null, put }: { registered?: DeviceAlerts | null; put?: MockRoute } = {}) {
  saved = [];
  deleted = [];
  stub = mockApi({
    'GET /v1/push/key': { body: { data: { publicKey: PUBLIC_KEY } } },
    'GET /v1/user/me/push-subscriptions': ({ url }) => ({
      body: {
        data: registered && url.searchParams.get('endpoint') === registered.endpoint ? [registered] : [],
      },
    }),
    'PUT /v1/user/me/push-subscriptions':
      put ??
      (({ body }) => {
        saved.push(body);
        const { kinds, lang } = body as { kinds: DeviceAlerts['kinds']; lang: DeviceAlerts['lang'] };
        return { body: { data: device({ kinds, lang }) } };
      }),
    'DELETE /v1/user/me/push-subscriptions': ({ url }) => {
      deleted.push(url.searchParams.get('endpoint'));
      return { body: { data: { deleted: true } } };
    },
  });
}

/** A button once it can be pressed (the section checks this device first). */
async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

async function renderSection(locale: 'en' | 'ar' = 'en', user = testUser) {
  setSession(user);
  await renderWithKit(<PushAlertsSection user={user} />, locale);
}

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
});
afterEach(noPushApi);

describe('push alerts on /account/settings', () => {
  it('says so when the browser cannot take push alerts, and offers nothing', async () => {
    noPushApi();
    api();
    await renderSection();
    expect(screen.getByRole('heading', { name: 'Push alerts' })).toBeInTheDocument();
    expect(screen.getByText('This browser cannot receive push alerts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable alerts on this device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(stub.calls()).toEqual([]);
  });

  it('asks for the permission only after the click, then subscribes with the API key and registers the device', async () => {
    const browser = fakeBrowser();
    api();
    await renderSection('en', { ...testUser, notificationPreferences: 1 });
    const enable = await enabledButton('Enable alerts on this device');
    expect(screen.getByText('Alerts are off on this device.')).toBeInTheDocument();
    // The account's preferences (1: tournament updates) plus match, lobby code, dispute and support alerts are
    // ticked to start with.
    expect(screen.getByRole('checkbox', { name: 'Match alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lobby code alerts' })).toHaveAccessibleDescription(
      'Your bracket match’s tournament code, 5 minutes before it starts',
    );
    expect(screen.getByRole('checkbox', { name: 'Dispute alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Support alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tournament update alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Challenge alerts' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reward alerts' })).toHaveAccessibleDescription(
      'Reward codes and prize payouts',
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Reward alerts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Support alerts' }));
    fireEvent.click(enable);
    await screen.findByText('Alerts are on for this device.');

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(PUBLIC_KEY),
    });
    expect(stub.calls()).toEqual(['GET /v1/push/key', 'PUT /v1/user/me/push-subscriptions']);
    expect(saved).toEqual([
      {
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: KEYS,
        kinds: ['matches', 'lobby', 'disputes', 'tournaments', 'rewards'],
        lang: 'en',
      },
    ]);
    expect(toastTexts()).toContain('Alerts enabled on this device');
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('shows a clear error when the browser cannot reach its push service, and registers nothing', async () => {
    fakeBrowser({ subscribeFails: true });
    api();
    await renderSection();
    fireEvent.click(await enabledButton('Enable alerts on this device'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser could not register with its push service, so alerts cannot be turned on here.',
    );
    expect(screen.getByText('Alerts are off on this device.')).toBeInTheDocument();
    expect(stub.calls()).not.toContain('PUT /v1/user/me/push-subscriptions');
  });

  it('a refused permission shows the blocked state; a dismissed one keeps alerts off', async () => {
    fakeBrowser({ answer: 'denied' });
    api();
    await renderSection();
    fireEvent.click(await enabledButton('Enable alerts on this device'));
    expect(await screen.findByRole('alert')).toHaveTextContent('the browser blocked notifications');
    expect(screen.getByText(/Your browser blocks alerts from this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable alerts on this device' })).not.toBeInTheDocument();

    clearToasts();
    document.body.innerHTML = '';
    const browser = fakeBrowser({ answer: 'default' });
    api();
    await renderSection();
    fireEvent.click(await enabledButton('Enable alerts on this device'));
    expect(await screen.findByRole('alert')).toHaveTextContent("the browser's permission was not given");
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('a browser that already blocks notifications is shown blocked without asking', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    api();
    await renderSection();
    expect(screen.getByText(/Your browser blocks alerts from this site/)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('a registered device shows its kinds, saves a change, and turns off (unsubscribe and DELETE)', async () => {
    const browser = fakeBrowser({ permission: 'granted', existing: true });
    api({ registered: device({ kinds: ['matches', 'rewards'] }) });
    await renderSection();
    await screen.findByText('Alerts are on for this device.');
    expect(screen.getByRole('checkbox', { name: 'Match alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tournament update alerts' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reward alerts' })).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Reward alerts' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ endpoint: ENDPOINT, kinds: ['matches'], lang: 'en' });
    await waitFor(() => expect(toastTexts()).toContain('Alert settings saved'));

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await screen.findByText('Alerts are off on this device.');
    expect(deleted).toEqual([ENDPOINT]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('a player with 10 devices is told to turn one off first', async () => {
    fakeBrowser();
    api({ put: { status: 409, body: { code: 4009, message: 'Conflict', details: { limit: 10 } } } });
    await renderSection();
    fireEvent.click(await enabledButton('Enable alerts on this device'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already receive alerts on 10 devices.');
  });

  it('says the limit in Arabic digits in Arabic', async () => {
    fakeBrowser();
    api({ put: { status: 409, body: { code: 4009, message: 'Conflict', details: { limit: 10 } } } });
    await renderSection('ar');
    fireEvent.click(await enabledButton('تفعيل التنبيهات على هذا الجهاز'));
    expect(await screen.findByRole('alert')).toHaveTextContent('أنت تتلقى التنبيهات على ١٠ أجهزة بالفعل.');
  });

  it('speaks Arabic, and registers the device for Arabic alerts', async () => {
    fakeBrowser();
    api();
    await renderSection('ar');
    expect(screen.getByRole('heading', { name: 'التنبيهات الفورية' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'تنبيهات المباريات' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'تنبيهات رمز الردهة' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'تنبيهات النزاعات' })).toHaveAccessibleDescription(
      'النزاع على نتيجة مباراتك، وقرار فريق الإدارة',
    );
    expect(screen.getByRole('checkbox', { name: 'تنبيهات الدعم' })).toBeChecked();
    fireEvent.click(await enabledButton('تفعيل التنبيهات على هذا الجهاز'));
    await screen.findByText('التنبيهات مفعّلة على هذا الجهاز.');
    expect(saved[0]).toMatchObject({ lang: 'ar' });
  });

  it('is a section of the settings page', async () => {
    noPushApi();
    mockApi({ 'GET /v1/general/countries': { body: { data: { countries: [] } } }, ...NOT_LINKED_ROUTES });
    setSession(testUser);
    renderWithKit(<AccountRoutes />, { path: '/account/settings' });
    expect(await screen.findByRole('region', { name: 'Push alerts' })).toHaveTextContent(
      'This browser cannot receive push alerts.',
    );
  });
});

describe('defaultPushKinds', () => {
  it('reads the account preference integer (P1 §5) and always adds match, lobby code, dispute and support alerts', () => {
    const always = ['matches', 'lobby', 'disputes', 'support'];
    expect(defaultPushKinds(0)).toEqual(always);
    expect(defaultPushKinds(2)).toEqual([
      'matches',
      'lobby',
      'disputes',
      'tournaments',
      'challenges',
      'support',
    ]);
    expect(defaultPushKinds(3)).toEqual([
      'matches',
      'lobby',
      'disputes',
      'tournaments',
      'challenges',
      'rewards',
      'support',
    ]);
  });
});
