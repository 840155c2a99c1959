import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/registration.ar.json';
import en from './locales/registration.en.json';

/** The registration panel's strings; they load with the tournament page, not with the list. */
export const REGISTRATION_NAMESPACE = 'tournament-registration';

registerNamespace(REGISTRATION_NAMESPACE, { en, ar });
