import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The onboarding tour's strings; they load with the tour's lazy chunk, so `/` pays nothing for them. */
export const TOUR_NAMESPACE = 'shell-tour';

registerNamespace(TOUR_NAMESPACE, { en, ar });
