import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The tickets screens' strings (list, New Ticket modal, detail); they load with those lazy routes. */
export const TICKETS_NAMESPACE = 'account-tickets';

registerNamespace(TICKETS_NAMESPACE, { en, ar });
