import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The team screens' strings (My Team and the invite page); they load with those lazy routes. */
export const TEAMS_NAMESPACE = 'account-teams';

registerNamespace(TEAMS_NAMESPACE, { en, ar });
