import type { ComponentType, ReactNode } from 'react';
import React, { startTransition, useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import type { ReactAppOrParcel } from 'single-spa-react';
import styled from 'styled-components';
import { loadQueryClient } from '../query/query-client';
import { registerSingletons } from '../singletons';
import { ErrorBoundary } from '../ui/feedback';
import { KitProvider } from '../ui/kit-provider';

/** Props the shell hands every remote application. */
export interface RemoteAppProps {
  name: string;
  domElement?: HTMLElement;
}

/** single-spa-react's module, then the query cache and the router (loaded for the page, not used here). */
type RemoteRuntime = [typeof import('single-spa-react'), unknown, unknown];

let runtime: Promise<RemoteRuntime> | null = null;

/**
 * What every remote application needs before it draws and `/` does not: single-spa-react, the query cache and the
 * router (the shell's copies, shared). The shell starts it together with the remote's own files when a remote
 * route opens, so they arrive in one round trip instead of one after another as the remote asks for each.
 */
export function loadRemoteRuntime(): Promise<RemoteRuntime> {
  // One chunk name for the three: the shell's build puts their libraries in one file (federation.cjs).
  runtime ??= Promise.all([
    import(/* webpackChunkName: "remote-runtime" */ 'single-spa-react'),
    loadQueryClient(),
    import(/* webpackChunkName: "remote-runtime" */ 'react-router-dom'),
  ]).catch((error: unknown) => {
    // The next mount tries again.
    runtime = null;
    throw error;
  });
  return runtime;
}

/**
 * Draws its children in a transition after an empty first commit: React then renders the remote's page in slices
 * that yield to the browser every few milliseconds instead of one long task when the remote mounts (total
 * blocking time, DESIGN §8). The container is empty until then, as it is while the remote's code loads.
 */
function InTransition({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}

/**
 * The single-spa lifecycles of a remote's `./app` expose: its own React root, wrapped in `KitProvider` and an
 * error boundary, mounted into the container the shell hands over.
 *
 * @example export const { bootstrap, mount, unmount } = createRemoteLifecycles('community', CommunityApp);
 */
export function createRemoteLifecycles(name: string, Root: ComponentType<RemoteAppProps>) {
  registerSingletons(name, { react: React, 'react-dom/client': ReactDOMClient, 'styled-components': styled });
  function WrappedRoot(props: RemoteAppProps) {
    return (
      <KitProvider>
        <ErrorBoundary name={name}>
          <InTransition>
            <Root {...props} />
          </InTransition>
        </ErrorBoundary>
      </KitProvider>
    );
  }
  let lifecycles: ReactAppOrParcel<RemoteAppProps> | null = null;
  // single-spa-react and TanStack Query load when the remote first mounts, not with shared-kit on `/` (DESIGN §8).
  const bootstrap: LifeCycleFn<RemoteAppProps> = async (props) => {
    const [{ default: singleSpaReact }] = await loadRemoteRuntime();
    lifecycles ??= singleSpaReact<RemoteAppProps>({
      React,
      ReactDOMClient,
      rootComponent: WrappedRoot,
      errorBoundary: (error: Error) => {
        console.error(`[arena] ${name} crashed`, error);
        return <p role="alert">{String(error.message)}</p>;
      },
    });
    await lifecycles!.bootstrap(props);
  };
  const loaded = () => {
    if (!lifecycles) throw new Error(`[arena] ${name} was mounted before its bootstrap`);
    return lifecycles;
  };
  const mount: LifeCycleFn<RemoteAppProps> = (props) => loaded().mount(props);
  const unmount: LifeCycleFn<RemoteAppProps> = (props) => loaded().unmount(props);
  return { bootstrap, mount, unmount };
}
