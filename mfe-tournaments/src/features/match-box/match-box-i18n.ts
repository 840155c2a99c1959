import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/match-box.ar.json';
import en from './locales/match-box.en.json';

/** The match box's strings; they load with the tournament page. */
export const MATCH_BOX_NAMESPACE = 'tournament-match-box';

registerNamespace(MATCH_BOX_NAMESPACE, { en, ar });
