import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The "Add to Calendar" link's strings; loaded with the tournament page. */
export const CALENDAR_NAMESPACE = 'tournaments-calendar';

registerNamespace(CALENDAR_NAMESPACE, { en, ar });
