import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The home page desk's strings (`/staff/home`); they load with its lazy routes. */
export const STAFF_HOME_NAMESPACE = 'community-home-staff';

registerNamespace(STAFF_HOME_NAMESPACE, { en, ar });
