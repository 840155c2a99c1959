import { sessionStore, Unavailable, useSession, type RemoteDescriptor } from '@arena/shared-kit';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import '../i18n';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { LeagueAccountAlert } from './layout/league-account-alert';
import { NavigationProgress } from './layout/navigation-progress';
import { SkipLink } from './layout/skip-link';
import { guardNavigation } from './routing/navigation-guard';
import { matchRoute } from './routing/routes';
import { useLocation } from './routing/use-location';
import { ShellPageView } from './shell-pages';

/** The elements of index.html the shell draws into. */
export interface ShellSlots {
  header: HTMLElement;
  main: HTMLElement;
  page: HTMLElement;
  footer: HTMLElement;
}

export function shellSlotsOf(doc: Document = document): ShellSlots {
  const find = (id: string) => {
    const element = doc.getElementById(id);
    if (!element) throw new Error(`index.html has no #${id}`);
    return element;
  };
  return {
    header: find('arena-header'),
    main: find('arena-main'),
    page: find('arena-shell-page'),
    footer: find('arena-footer'),
  };
}

/** Whether single-spa may mount a remote at this address: not while the shell redirects (sign-in, ban). */
export function canActivateRemote(location: Pick<Location, 'pathname' | 'search'>): boolean {
  const { token, isBanned } = sessionStore.getState();
  return (
    guardNavigation({
      pathname: location.pathname,
      search: location.search,
      hasToken: Boolean(token),
      isBanned,
    }).action === 'allow'
  );
}

export interface ShellAppProps {
  remotes: RemoteDescriptor[];
  slots: ShellSlots;
  /** platform.json could not be read: paths that are not the shell's show "temporarily unavailable". */
  manifestMissing?: boolean;
}

/**
 * The shell's one React root: header, League Account alert and footer around every page except bare routes,
 * the shell's own pages in #arena-shell-page (hidden while a remote owns the path). The root itself
 * (#arena-root) holds only what floats above the page: the progress bar and the toaster.
 */
export function ShellApp({ remotes, slots, manifestMissing = false }: ShellAppProps) {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname, remotes);
  const hasToken = useSession((state) => Boolean(state.token));
  const isBanned = useSession((state) => state.isBanned);
  const decision = guardNavigation({ pathname, search, hasToken, isBanned });
  const drawsShellPage = route.owner === 'shell';

  useLayoutEffect(() => {
    slots.page.hidden = !drawsShellPage;
  }, [slots.page, drawsShellPage]);

  // index.html reserves the header's and main area's space except on bare routes (marked before the first paint).
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-arena-bare', route.bare);
  }, [route.bare]);

  let page = null;
  if (drawsShellPage && decision.action === 'allow') {
    page =
      manifestMissing && route.page === 'notFound' ? <Unavailable /> : <ShellPageView page={route.page} />;
  }

  return (
    <>
      <NavigationProgress />
      {!route.bare &&
        createPortal(
          <>
            <SkipLink mainId={slots.main.id} />
            <Header pathname={pathname} search={search} />
            <LeagueAccountAlert />
          </>,
          slots.header,
        )}
      {page && createPortal(page, slots.page)}
      {!route.bare && createPortal(<Footer />, slots.footer)}
    </>
  );
}
