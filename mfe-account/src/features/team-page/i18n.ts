import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The public team page's strings; they load with that lazy route. */
export const TEAM_PAGE_NAMESPACE = 'account-team-page';

registerNamespace(TEAM_PAGE_NAMESPACE, { en, ar });
