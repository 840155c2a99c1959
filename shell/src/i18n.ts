import { registerNamespace } from '@arena/shared-kit';
import ar from './locales/ar.json';

// Arabic, the first visit's language, comes with the shell's first chunk; English loads when it is chosen (or at
// start, alongside the platform manifest, for a visitor who chose it before).
registerNamespace('shell', { ar, en: () => import('./locales/en.json') });
