import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The changelog's strings; they load with the lazy /changelog route, not with the remote's first chunk. */
export const CHANGELOG_NAMESPACE = 'community-changelog';

registerNamespace(CHANGELOG_NAMESPACE, { en, ar });
