// React 18 ships useSyncExternalStore; the `use-sync-external-store/shim` that react-i18next imports is a CommonJS
// file that only forwards to it on React 18. This module takes its place (resolve.alias in federation.cjs), so the
// dependency comes in one module format and the hook straight from the shared React.
export { useSyncExternalStore } from 'react';
