import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The invite page's strings; they load with that lazy route. */
export const INVITE_NAMESPACE = 'account-invite';

registerNamespace(INVITE_NAMESPACE, { en, ar });
