import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * The tournament page's strings (layout, overview, teams, schedule, FAQ). Its own namespace, loaded with the
 * page's lazy chunks, so the list and the home widget do not carry them.
 */
export const TOURNAMENT_PAGE_NAMESPACE = 'tournaments-page';

registerNamespace(TOURNAMENT_PAGE_NAMESPACE, { en, ar });
