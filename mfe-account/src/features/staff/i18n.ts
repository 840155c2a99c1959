import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The staff desk's strings (frame, tickets list and ticket); they load with the lazy staff routes. */
export const STAFF_NAMESPACE = 'account-staff';

registerNamespace(STAFF_NAMESPACE, { en, ar });
