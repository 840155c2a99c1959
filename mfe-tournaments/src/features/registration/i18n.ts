import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The registration panel's strings; they load with the tournament page, not with the list. */
export const REGISTRATION_NAMESPACE = 'tournaments-registration';

registerNamespace(REGISTRATION_NAMESPACE, { en, ar });
