import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The news desk's strings (`/staff/news`); they load with its lazy routes. */
export const STAFF_NEWS_NAMESPACE = 'community-news-staff';

registerNamespace(STAFF_NEWS_NAMESPACE, { en, ar });
