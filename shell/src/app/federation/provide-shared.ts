/**
 * The shell provides every shared singleton (DESIGN §2). A library the shell itself never imports would be
 * provided by whichever remote loads first; these never-called imports make webpack emit the shell's copy as a
 * lazy chunk, fetched only when a remote asks for it.
 */
export const provideSharedLibraries = [
  () => import('react-router-dom'),
  () => import('react-router'),
  () => import('zustand'),
  () => import('@tanstack/react-query'),
];
