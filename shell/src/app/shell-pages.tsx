import { ErrorBoundary, Spinner } from '@arena/shared-kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import type { ShellPage } from './routing/routes';

// Home is the page most visits start on, so it ships with the shell; the others load when first opened.
const PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  banned: lazy(() => import('../features/banned/banned-page').then((m) => ({ default: m.BannedPage }))),
  logout: lazy(() => import('../features/logout/logout-page').then((m) => ({ default: m.LogoutPage }))),
  comingSoon: lazy(() =>
    import('../features/coming-soon/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
  ),
  notFound: lazy(() =>
    import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
  ),
};

/** The shell's own page for a route, behind its own error boundary. */
export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = PAGES[page];
  return (
    <ErrorBoundary name={`shell ${page} page`} key={page}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
