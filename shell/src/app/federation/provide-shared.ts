/**
 * The shell provides every shared singleton (DESIGN §2). A library the shell itself never imports would be
 * provided by whichever remote loads first; these never-called imports make webpack emit the shell's copy as a
 * lazy chunk, fetched only when a remote asks for it. Their chunk name tells the shell's build that these imports
 * never run (shared-kit/webpack/federation.cjs groups the libraries by when a page loads them).
 */
export const provideSharedLibraries = [
  () => import(/* webpackChunkName: "provide-only" */ 'react-router-dom'),
  () => import(/* webpackChunkName: "provide-only" */ 'react-router'),
  () => import(/* webpackChunkName: "provide-only" */ 'zustand'),
  () => import(/* webpackChunkName: "provide-only" */ '@tanstack/react-query'),
];
