import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The privacy policy and terms of use; they load with those lazy routes, not with the remote's first chunk. */
export const LEGAL_NAMESPACE = 'community-legal';

registerNamespace(LEGAL_NAMESPACE, { en, ar });
