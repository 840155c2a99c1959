import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The public player page's strings; they load with that lazy route. */
export const PLAYER_PAGE_NAMESPACE = 'account-player-page';

registerNamespace(PLAYER_PAGE_NAMESPACE, { en, ar });
