import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** My Tournaments' strings; they load with that lazy route. */
export const MY_TOURNAMENTS_NAMESPACE = 'account-my-tournaments';

registerNamespace(MY_TOURNAMENTS_NAMESPACE, { en, ar });
