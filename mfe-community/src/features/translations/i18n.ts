import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The translation tool's strings; they load with its lazy route. */
export const TRANSLATIONS_NAMESPACE = 'community-translations';

registerNamespace(TRANSLATIONS_NAMESPACE, { en, ar });
