import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The staff roles page's strings (`/staff/players`); they load with its lazy route. */
export const STAFF_PLAYERS_NAMESPACE = 'account-staff-players';

registerNamespace(STAFF_PLAYERS_NAMESPACE, { en, ar });
