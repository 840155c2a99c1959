import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createGlobalStyle, StyleSheetManager, ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/i18n';
import { theme } from './theme';
import { Toaster } from './toasts';

/**
 * The portal's one query cache (shared-kit is a singleton, so remotes share it). Query keys start with the
 * owning package's name, e.g. `['community', 'posts']`.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Base document styles; rendered once by the shell or a standalone frame. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme: t }) => t.colors.background};
    color: ${({ theme: t }) => t.colors.text};
    font-family: ${({ theme: t }) => t.font.body};
    line-height: 1.55;
  }
  a { color: ${({ theme: t }) => t.colors.primary}; }
  img { max-width: 100%; }
  :focus-visible { outline: 2px solid ${({ theme: t }) => t.colors.info}; outline-offset: 2px; }
`;

export interface KitProviderProps {
  children: ReactNode;
  /** The page's one toaster and global styles; true for the shell and standalone frames only. */
  withPageChrome?: boolean;
}

/**
 * Wraps every React root (context does not cross single-spa roots): i18n, styles, theme, query cache, and on the
 * page's main root the toaster and global styles.
 */
export function KitProvider({ children, withPageChrome = false }: KitProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <StyleSheetManager>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            {withPageChrome && <GlobalStyle />}
            {children}
            {withPageChrome && <Toaster />}
          </QueryClientProvider>
        </ThemeProvider>
      </StyleSheetManager>
    </I18nextProvider>
  );
}
