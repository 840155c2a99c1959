import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The bracket page's strings; they load with /tournaments/{id}/bracket only. */
export const BRACKET_NAMESPACE = 'tournaments-bracket';

registerNamespace(BRACKET_NAMESPACE, { en, ar });
