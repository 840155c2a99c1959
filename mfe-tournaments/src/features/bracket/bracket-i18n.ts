import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/bracket.ar.json';
import en from './locales/bracket.en.json';

/** The bracket page's strings; they load with /tournaments/{id}/bracket only. */
export const BRACKET_NAMESPACE = 'tournament-bracket';

registerNamespace(BRACKET_NAMESPACE, { en, ar });
