import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/match-chat.ar.json';
import en from './locales/match-chat.en.json';

/** The match chat panel's strings, in a namespace of their own. */
export const MATCH_CHAT_I18N_NAMESPACE = 'match-chat';

registerNamespace(MATCH_CHAT_I18N_NAMESPACE, { en, ar });
