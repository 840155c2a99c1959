import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The audit log page's strings (`/staff/audit`); they load with its lazy route. */
export const STAFF_AUDIT_NAMESPACE = 'account-staff-audit';

registerNamespace(STAFF_AUDIT_NAMESPACE, { en, ar });
