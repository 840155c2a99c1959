import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The staff desk's tournaments page (`/staff/tournaments`); loaded with its lazy route. */
export const STAFF_TOURNAMENTS_NAMESPACE = 'tournaments-staff-tournaments';

registerNamespace(STAFF_TOURNAMENTS_NAMESPACE, { en, ar });
