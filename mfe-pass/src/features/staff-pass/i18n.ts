import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The staff desk's pass page's strings (`/staff/pass`); they load with its lazy route. */
export const STAFF_PASS_NAMESPACE = 'pass-staff';

registerNamespace(STAFF_PASS_NAMESPACE, { en, ar });
