import { classifyLoadFailure, ErrorBoundary, Skeleton, Unavailable } from '@arena/shared-kit';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { isUnavailableRemoteModule } from './fallback-plugin';
import { loadRemoteModule } from './remotes';

type WidgetProps = Record<string, unknown>;
type WidgetModule = { default?: ComponentType<WidgetProps> } | ComponentType<WidgetProps>;

function RemoteUnavailable({ error }: { error: unknown }) {
  return <Unavailable compact kind={classifyLoadFailure(error)} onRetry={() => window.location.reload()} />;
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
      return { default: () => <RemoteUnavailable error={loaded.error} /> };
    }
    const component = typeof loaded === 'function' ? loaded : loaded.default;
    if (!component) throw new Error(`remote module ${remote}/${widget} has no default export`);
    return { default: component };
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
      <Suspense fallback={<Skeleton $height={placeholderHeight} $width={placeholderWidth} />}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
