import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/support-chat.ar.json';
import en from './locales/support-chat.en.json';

/** The live support chat widget's strings, in a namespace of their own. */
export const SUPPORT_CHAT_NAMESPACE = 'support-chat';

registerNamespace(SUPPORT_CHAT_NAMESPACE, { en, ar });
