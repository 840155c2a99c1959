import {
  BusyPlaceholder,
  ErrorBoundary,
  loadQueryClient,
  QueryScope,
  Skeleton,
  Unavailable,
  type LoadFailureKind,
} from '@arena/shared-kit';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { isUnavailableRemoteModule } from './fallback-plugin';
import { loadRemoteModule } from './remotes';

type WidgetProps = Record<string, unknown>;
/**
 * A widget's module: its component, and `usesQueryClient: false` when it draws without TanStack Query (a widget
 * on the first paint of `/`, DESIGN §8); every other widget is drawn inside a `QueryScope`.
 */
type WidgetModule =
  { default?: ComponentType<WidgetProps>; usesQueryClient?: boolean } | ComponentType<WidgetProps>;

function RemoteUnavailable({ kind }: { kind: LoadFailureKind }) {
  return <Unavailable compact kind={kind} onRetry={() => window.location.reload()} />;
}

type LazyWidget = LazyExoticComponent<ComponentType<WidgetProps>>;

/** One lazy component per widget for the page's lifetime, so returning to a page does not flash a skeleton. */
const lazyWidgets = new Map<string, LazyWidget>();

/** Loads `<remote>/<widget>` as a lazy component; a remote that cannot load draws the compact fallback. */
function lazyWidget(remote: string, widget: string, fresh = false): LazyWidget {
  const key = `${remote}/${widget}`;
  const cached = lazyWidgets.get(key);
  if (cached && !fresh) return cached;
  const created = lazy(async (): Promise<{ default: ComponentType<WidgetProps> }> => {
    const loaded = await loadRemoteModule<WidgetModule>(remote, widget);
    if (isUnavailableRemoteModule(loaded)) {
      return { default: () => <RemoteUnavailable kind={loaded.failure.kind} /> };
    }
    const component = typeof loaded === 'function' ? loaded : loaded.default;
    if (!component) throw new Error(`remote module ${remote}/${widget} has no default export`);
    if (typeof loaded !== 'function' && loaded.usesQueryClient === false) return { default: component };
    // Loaded here rather than by QueryScope's suspense, so the widget draws in one step.
    await loadQueryClient();
    const Component = component;
    return {
      default: (props: WidgetProps) => (
        <QueryScope>
          <Component {...props} />
        </QueryScope>
      ),
    };
  });
  lazyWidgets.set(key, created);
  return created;
}

export interface RemoteWidgetProps {
  /** Container name from the manifest: `tournaments`, `pass`, `account`, `community`. */
  remote: string;
  /** Expose name without `./`, e.g. `LatestNews`. */
  widget: string;
  /** Props handed to the widget. */
  props?: WidgetProps;
  /** Height of the loading placeholder. */
  placeholderHeight?: string;
  /** Width of the loading placeholder (header widgets are small). */
  placeholderWidth?: string;
  /**
   * Load the remote only when the widget comes near the viewport. Below-the-fold widgets of the home page use
   * it, so `/` downloads their remotes (entry, widget code, query cache) only when a visitor scrolls there.
   */
  loadWhenVisible?: boolean;
}

/** Distance before the viewport at which a deferred widget starts loading. */
const PRELOAD_MARGIN = '300px';

/** True once the element is within `PRELOAD_MARGIN` of the viewport (always true without IntersectionObserver). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A widget exposed by a remote, drawn inside the shell's page. It fails alone: while loading it shows a
 * skeleton; when its remote is down or it throws, it shows the compact "temporarily unavailable" message.
 *
 * @example <RemoteWidget remote="community" widget="LatestNews" placeholderHeight="320px" />
 */
export function RemoteWidget({
  remote,
  widget,
  props,
  placeholderHeight = '240px',
  placeholderWidth,
  loadWhenVisible = false,
}: RemoteWidgetProps) {
  const { ref, near } = useNearViewport(loadWhenVisible);
  if (!near) {
    return (
      <div ref={ref} data-deferred-widget={`${remote}/${widget}`}>
        {/* Still: nothing loads until a visitor scrolls near, and a shimmer off screen costs CPU every frame. */}
        <Skeleton $still $height={placeholderHeight} $width={placeholderWidth} />
      </div>
    );
  }
  return (
    <LoadedRemoteWidget
      remote={remote}
      widget={widget}
      props={props}
      placeholderHeight={placeholderHeight}
      placeholderWidth={placeholderWidth}
    />
  );
}

function LoadedRemoteWidget({
  remote,
  widget,
  props,
  placeholderHeight,
  placeholderWidth,
}: RemoteWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const [Widget, setWidget] = useState(() => lazyWidget(remote, widget));
  const retry = () => {
    setWidget(() => lazyWidget(remote, widget, true));
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      key={attempt}
      name={`${remote}/${widget}`}
      fallback={() => <Unavailable compact kind="render" onRetry={retry} />}
    >
      <Suspense
        fallback={
          // Busy while its code loads, as the widgets' own loading states are: a reader (or a test waiting for the
          // page to settle) knows the section is still coming.
          <BusyPlaceholder height={placeholderHeight} width={placeholderWidth} />
        }
      >
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
