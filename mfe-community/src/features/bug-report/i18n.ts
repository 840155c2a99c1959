import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The bug report form's strings; they load with its lazy route. */
export const BUG_REPORT_NAMESPACE = 'community-bug-report';

registerNamespace(BUG_REPORT_NAMESPACE, { en, ar });
