import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The live support chat widget's strings, in a namespace of their own. */
export const SUPPORT_CHAT_NAMESPACE = 'tournaments-support-chat';

registerNamespace(SUPPORT_CHAT_NAMESPACE, { en, ar });
