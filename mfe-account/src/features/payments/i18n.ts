import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The payment settings screen's strings; they load with its lazy route. */
export const PAYMENTS_NAMESPACE = 'account-payments';

registerNamespace(PAYMENTS_NAMESPACE, { en, ar });
