import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The settings and linked-account screens' strings; they load with those lazy routes. */
export const SETTINGS_NAMESPACE = 'account-settings';

registerNamespace(SETTINGS_NAMESPACE, { en, ar });
