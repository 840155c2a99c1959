import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The linked-account strings (the settings section and /link-discord); they load with those lazy routes. */
export const LINKED_ACCOUNTS_NAMESPACE = 'account-linked-accounts';

registerNamespace(LINKED_ACCOUNTS_NAMESPACE, { en, ar });
