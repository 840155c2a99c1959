import type { PushKind, User } from '@arena/contract';
import { Button, Card, isApiError, Muted, SectionTitle, toast, useLocale } from '@arena/shared-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { deleteDeviceAlerts, getDeviceAlerts, getPushKey, saveDeviceAlerts } from '../api/push-subscriptions';
import { SETTINGS_NAMESPACE } from '../i18n';
import { notificationChoicesOf } from '../utils/notification-preferences';
import {
  currentPushSubscription,
  notificationPermission,
  PushSetupError,
  type PushSetupProblem,
  pushSupported,
  subscribeThisBrowser,
} from '../utils/push-device';
import { Choice, Fieldset } from './form-parts';

/** The kinds of alerts, in the order the section lists them (the contract's `PUSH_KINDS`). */
const KINDS: readonly PushKind[] = [
  'matches',
  'lobby',
  'disputes',
  'tournaments',
  'challenges',
  'rewards',
  'support',
];

/** The kinds about a match the player plays or a question they asked: on for a new device whatever the preferences. */
const ALWAYS_ON: readonly PushKind[] = ['matches', 'lobby', 'disputes', 'support'];

/** What this device does with alerts. */
type DeviceState =
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'blocked' }
  | { status: 'off' }
  | { status: 'on'; subscription: PushSubscription };

/** What went wrong last, said under the status. */
type Problem = PushSetupProblem | 'saveFailed' | 'tooManyDevices';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  h2,
  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The kinds a new device starts with: match alerts, lobby codes, disputes and support answers, and the account's
 * notification preferences (P1 §5).
 */
export function defaultPushKinds(preferences: number): PushKind[] {
  const choices: Partial<Record<PushKind, boolean>> = notificationChoicesOf(preferences);
  return KINDS.filter((kind) => ALWAYS_ON.includes(kind) || choices[kind] === true);
}

/** What the API takes from a browser's subscription: its endpoint and keys. */
function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Push alerts on this device (issue 32): the player turns them on with a click — only then does the browser ask for
 * the permission —, chooses the kinds (match alerts and the three notification preferences) and turns them off
 * again. The alerts come in the page's language and open the screen they concern.
 */
export function PushAlertsSection({ user }: { user: User }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const fieldId = useId();
  const [device, setDevice] = useState<DeviceState>({ status: 'checking' });
  const [kinds, setKinds] = useState<PushKind[]>(() => defaultPushKinds(user.notificationPreferences));
  const [problem, setProblem] = useState<Problem | null>(null);
  /** How many devices a player may have (the API's refusal says: `details.limit`). */
  const [deviceLimit, setDeviceLimit] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return setDevice({ status: 'unsupported' });
    if (notificationPermission() === 'denied') return setDevice({ status: 'blocked' });
    let live = true;
    void (async () => {
      const subscription = await currentPushSubscription();
      const known = subscription ? await getDeviceAlerts(subscription.endpoint) : null;
      if (!live) return;
      if (subscription && known) {
        setKinds(known.kinds);
        setDevice({ status: 'on', subscription });
      } else setDevice({ status: 'off' });
    })().catch(() => live && setDevice({ status: 'off' }));
    return () => {
      live = false;
    };
  }, []);

  function saveFailure(error: unknown): Problem {
    if (!isApiError(error) || error.status !== 409) return 'saveFailed';
    setDeviceLimit(Number(error.details?.limit) || 0);
    return 'tooManyDevices';
  }

  async function enable() {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await subscribeThisBrowser(getPushKey);
      await saveDeviceAlerts({ ...subscriptionBody(subscription), kinds, lang: locale });
      setDevice({ status: 'on', subscription });
      toast.success(t('push.enabled'));
    } catch (error) {
      if (error instanceof PushSetupError) {
        if (error.problem === 'blocked') setDevice({ status: 'blocked' });
        setProblem(error.problem);
      } else setProblem(saveFailure(error));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(subscription: PushSubscription) {
    setBusy(true);
    setProblem(null);
    try {
      await deleteDeviceAlerts(subscription.endpoint).catch((error: unknown) => {
        // Already gone on the server (the push service reported it, or another account took the device): fine.
        if (!(isApiError(error) && error.status === 404)) throw error;
      });
      await subscription.unsubscribe().catch(() => false);
      setDevice({ status: 'off' });
      toast.success(t('push.disabled'));
    } catch {
      setProblem('saveFailed');
    } finally {
      setBusy(false);
    }
  }

  async function choose(kind: PushKind, checked: boolean) {
    const next = KINDS.filter((each) => (each === kind ? checked : kinds.includes(each)));
    setKinds(next);
    if (device.status !== 'on') return;
    setBusy(true);
    setProblem(null);
    try {
      await saveDeviceAlerts({ ...subscriptionBody(device.subscription), kinds: next, lang: locale });
      toast.success(t('push.kindsSaved'));
    } catch (error) {
      setKinds(kinds);
      setProblem(saveFailure(error));
    } finally {
      setBusy(false);
    }
  }

  // While this device is being checked the choices and the button are already in place (disabled), so the page
  // does not move when the answer comes.
  const checking = device.status === 'checking';
  const canChoose = checking || device.status === 'on' || device.status === 'off';
  return (
    <Section as="section" aria-labelledby={titleId} aria-busy={busy || device.status === 'checking'}>
      <SectionTitle id={titleId}>{t('push.sectionTitle')}</SectionTitle>
      <Muted>{t('push.intro')}</Muted>
      <p aria-live="polite">{t(`push.status.${device.status}`)}</p>
      {problem && <Problem role="alert">{t(`push.problems.${problem}`, { count: deviceLimit })}</Problem>}
      {canChoose && (
        <Fieldset disabled={busy || checking}>
          <legend>{t('push.kindsLegend')}</legend>
          {KINDS.map((kind) => (
            <Choice key={kind}>
              <input
                id={`${fieldId}-${kind}`}
                type="checkbox"
                aria-describedby={`${fieldId}-${kind}-hint`}
                checked={kinds.includes(kind)}
                onChange={(event) => void choose(kind, event.target.checked)}
              />
              <span>
                <label htmlFor={`${fieldId}-${kind}`}>{t(`push.kinds.${kind}`)}</label>
                <small id={`${fieldId}-${kind}-hint`}>{t(`push.kindHints.${kind}`)}</small>
              </span>
            </Choice>
          ))}
        </Fieldset>
      )}
      {(checking || device.status === 'off') && (
        <Button onClick={() => void enable()} disabled={busy || checking}>
          {busy ? t('push.enabling') : t('push.enable')}
        </Button>
      )}
      {device.status === 'on' && (
        <Button $variant="secondary" onClick={() => void turnOff(device.subscription)} disabled={busy}>
          {busy ? t('push.turningOff') : t('push.turnOff')}
        </Button>
      )}
    </Section>
  );
}
