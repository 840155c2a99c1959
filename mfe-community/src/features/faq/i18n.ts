import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The general FAQ's strings; they load with the lazy /faq route, not with the remote's first chunk. */
export const FAQ_NAMESPACE = 'community-faq';

registerNamespace(FAQ_NAMESPACE, { en, ar });
