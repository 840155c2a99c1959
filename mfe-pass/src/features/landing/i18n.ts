import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The landing page's strings; they load with its lazy route. */
export const LANDING_NAMESPACE = 'pass-landing';

registerNamespace(LANDING_NAMESPACE, { en, ar });
