import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The redeemed reward codes screen's strings; they load with that lazy route. */
export const REWARDS_NAMESPACE = 'account-rewards';

registerNamespace(REWARDS_NAMESPACE, { en, ar });
