import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * The tournament list page's strings (tabs, filters, live strip, registrations). A namespace of its own so the
 * home page's LatestTournaments widget, which shares the remote's main namespace, does not carry them.
 */
export const LIST_NAMESPACE = 'tournaments-list';

registerNamespace(LIST_NAMESPACE, { en, ar });
