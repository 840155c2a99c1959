import {
  applyDocumentLanguage,
  currentLocale,
  KitProvider,
  loadLocale,
  loadPlatformConfig,
  registerSingletons,
  setPlatformConfig,
  type PlatformConfig,
} from '@arena/shared-kit';
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import { start } from 'single-spa';
import styled from 'styled-components';
import { prefetchLinkedManifests } from './app/federation/prefetch-manifests';
import { provideSharedLibraries } from './app/federation/provide-shared';
import { registerPlatformRemotes } from './app/federation/remotes';
import { registerRemoteApplications } from './app/register-applications';
import { HEADER_LINKS } from './app/layout/nav-links';
import { matchRoute } from './app/routing/routes';
import { startSession } from './app/session/session-controller';
import { yieldToBrowser } from './app/yield-to-browser';
import { canActivateRemote, ShellApp, shellSlotsOf } from './app/shell-app';
import { loadHomeSlides } from './features/home/api/get-home-slides';
import { registerServiceWorker } from './sw/register';

async function readManifest(): Promise<{ config: PlatformConfig; missing: boolean }> {
  try {
    return { config: await loadPlatformConfig('/platform.json'), missing: false };
  } catch (error) {
    console.error('[arena] platform.json could not be read; remotes are unavailable', error);
    return { config: setPlatformConfig({}), missing: true };
  }
}

async function bootstrap() {
  registerSingletons('shell', {
    react: React,
    'react-dom/client': ReactDOMClient,
    'styled-components': styled,
  });
  void provideSharedLibraries;
  applyDocumentLanguage();
  // A visitor who chose English gets its strings in parallel with the manifest (Arabic is in the first chunk), so
  // nothing renders with keys and the first paint waits for no extra round trip.
  const [{ config, missing }] = await Promise.all([
    readManifest(),
    loadLocale(currentLocale()).catch((error: unknown) =>
      console.error('[arena] the strings of the chosen language could not be loaded', error),
    ),
  ]);
  // The home carousel's slides are asked as soon as the API's address is known, while the page is still being drawn.
  const route = matchRoute(location.pathname, config.remotes);
  if (route.owner === 'shell' && route.page === 'home') loadHomeSlides().catch(() => undefined);
  // The session and the remotes' registration, then the first render, each in a task of its own (bootstrap.tsx).
  await yieldToBrowser();
  // The session goes first: the user loads (the entry, index.ts, has stored a token from the address already) and
  // guards are decided before any remote mounts.
  startSession();
  registerPlatformRemotes(config.remotes);
  registerRemoteApplications(config.remotes, document.getElementById('arena-remotes')!, canActivateRemote);
  await yieldToBrowser();
  const slots = shellSlotsOf();
  const root = ReactDOMClient.createRoot(document.getElementById('arena-root')!);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first render of the
  // header, page and footer is no single long task (total blocking time, DESIGN §8).
  startTransition(() => {
    root.render(
      <KitProvider withPageChrome withQueryClient={false}>
        <ShellApp remotes={config.remotes} slots={slots} manifestMissing={missing} />
      </KitProvider>,
    );
  });
  start({ urlRerouteOnly: true });
  // Warm, after the first page: the manifests of the remotes the header links to (a click on one then waits for
  // no revalidation round trip).
  prefetchLinkedManifests(
    config.remotes,
    HEADER_LINKS.map((link) => link.href),
  );
  // The offline shell and push notifications, once the page has settled.
  registerServiceWorker();
}

void bootstrap();
