import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The match chat panel's strings, in a namespace of their own. */
export const MATCH_CHAT_NAMESPACE = 'tournaments-match-chat';

registerNamespace(MATCH_CHAT_NAMESPACE, { en, ar });
