import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The staff payouts screen's strings; they load with its lazy route. */
export const STAFF_PAYOUTS_NAMESPACE = 'account-staff-payouts';

registerNamespace(STAFF_PAYOUTS_NAMESPACE, { en, ar });
