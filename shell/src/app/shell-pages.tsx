import { ErrorBoundary, NotFoundPage, Spinner } from '@arena/shared-kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { HomePage } from '../features/home/components/home-page';
import { TakeTourButton, TourInvitationSlot } from '../features/onboarding/components/tour-entry';
import type { ShellPage } from './routing/routes';

/** The home page with the onboarding tour's entry points (its invitation and "Take the tour"). */
function HomeWithTour() {
  return <HomePage tourInvitation={<TourInvitationSlot />} tourButton={<TakeTourButton />} />;
}

// Home is the page most visits start on, so it ships with the shell; the others load when first opened.
const PAGES: Record<ShellPage, ComponentType> = {
  home: HomeWithTour,
  banned: lazy(() =>
    import('../features/banned/components/banned-page').then((m) => ({ default: m.BannedPage })),
  ),
  logout: lazy(() =>
    import('../features/logout/components/logout-page').then((m) => ({ default: m.LogoutPage })),
  ),
  comingSoon: lazy(() =>
    import('../features/coming-soon/components/coming-soon-page').then((m) => ({
      default: m.ComingSoonPage,
    })),
  ),
  // The portal's one Page Not Found, which every remote draws too (shared-kit).
  notFound: NotFoundPage,
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
