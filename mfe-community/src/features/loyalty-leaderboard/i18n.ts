import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The loyalty leaderboard's strings; they load with its lazy route. */
export const LOYALTY_NAMESPACE = 'community-loyalty';

registerNamespace(LOYALTY_NAMESPACE, { en, ar });
