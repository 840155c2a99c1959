import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * The pass page's strings. They load with the page, not with the home page's preview widget, which needs only the
 * remote's `pass` namespace (rewards and preview).
 */
export const PASS_PAGE_NAMESPACE = 'pass-page';

registerNamespace(PASS_PAGE_NAMESPACE, { en, ar });
