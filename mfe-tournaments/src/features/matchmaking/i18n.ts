import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The matchmaking panel's and leaderboard's strings; they load with those lazy chunks only. */
export const MATCHMAKING_NAMESPACE = 'tournaments-matchmaking';

registerNamespace(MATCHMAKING_NAMESPACE, { en, ar });
