import {
  applyDocumentLanguage,
  KitProvider,
  loadPlatformConfig,
  registerSingletons,
  setPlatformConfig,
  type PlatformConfig,
} from '@arena/shared-kit';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { start } from 'single-spa';
import styled from 'styled-components';
import { provideSharedLibraries } from './app/federation/provide-shared';
import { registerPlatformRemotes } from './app/federation/remotes';
import { registerRemoteApplications } from './app/register-applications';
import { startSession } from './app/session/session-controller';
import { canActivateRemote, ShellApp, shellSlotsOf } from './app/shell-app';

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
  const { config, missing } = await readManifest();
  // The session goes first: a token in the address is consumed and guards decided before any remote mounts.
  startSession();
  registerPlatformRemotes(config.remotes);
  registerRemoteApplications(config.remotes, document.getElementById('arena-remotes')!, canActivateRemote);
  const slots = shellSlotsOf();
  ReactDOMClient.createRoot(document.getElementById('arena-root')!).render(
    <KitProvider withPageChrome>
      <ShellApp remotes={config.remotes} slots={slots} manifestMissing={missing} />
    </KitProvider>,
  );
  start({ urlRerouteOnly: true });
}

void bootstrap();
