import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import styled from 'styled-components';
import { registerSingletons } from '../singletons';
import { ErrorBoundary } from '../ui/feedback';
import { KitProvider } from '../ui/kit-provider';

/** Props the shell hands every remote application. */
export interface RemoteAppProps {
  name: string;
  domElement?: HTMLElement;
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
          <Root {...props} />
        </ErrorBoundary>
      </KitProvider>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: WrappedRoot,
    errorBoundary: (error: Error) => {
      console.error(`[arena] ${name} crashed`, error);
      return <p role="alert">{String(error.message)}</p>;
    },
  });
}
