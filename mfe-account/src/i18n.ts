import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';
import en from './locales/en.json';

// The account remote's strings; imported by every entry (the app and the NotificationBell widget).
registerNamespace('account', { en, ar });
