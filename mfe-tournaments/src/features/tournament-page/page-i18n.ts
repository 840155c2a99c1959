import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/page.ar.json';
import en from './locales/page.en.json';

/**
 * The tournament page's strings (layout, overview, teams, schedule, FAQ). Its own namespace, loaded with the
 * page's lazy chunks, so the list and the home widget do not carry them.
 */
export const PAGE_NAMESPACE = 'tournament-page';

registerNamespace(PAGE_NAMESPACE, { en, ar });
