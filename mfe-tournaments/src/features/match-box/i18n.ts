import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The match box's strings; they load with the tournament page. */
export const MATCH_BOX_NAMESPACE = 'tournaments-match-box';

registerNamespace(MATCH_BOX_NAMESPACE, { en, ar });
