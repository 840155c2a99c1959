import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The staff desk's disputes page (`/staff/disputes`); loaded with its lazy route. */
export const STAFF_DISPUTES_NAMESPACE = 'tournaments-staff-disputes';

registerNamespace(STAFF_DISPUTES_NAMESPACE, { en, ar });
