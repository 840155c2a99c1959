import { KitProvider, loadPlatformConfig, registerSingletons, applyDocumentLanguage } from '@arena/shared-kit';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { start } from 'single-spa';
import styled from 'styled-components';
import { registerPlatformRemotes } from './app/federation/remotes';
import { registerRemoteApplications } from './app/register-applications';
import { ShellApp } from './app/shell-app';
import { provideSharedLibraries } from './app/federation/provide-shared';

async function bootstrap() {
  registerSingletons('shell', { react: React, 'react-dom/client': ReactDOMClient, 'styled-components': styled });
  void provideSharedLibraries;
  applyDocumentLanguage();
  const config = await loadPlatformConfig('/platform.json');
  registerPlatformRemotes(config.remotes);
  registerRemoteApplications(config.remotes, document.getElementById('arena-remotes')!);
  ReactDOMClient.createRoot(document.getElementById('arena-root')!).render(
    <KitProvider withPageChrome>
      <ShellApp remotes={config.remotes} />
    </KitProvider>,
  );
  start({ urlRerouteOnly: true });
}

void bootstrap();
