import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createGlobalStyle, StyleSheetManager, ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/i18n';
import { QueryScope } from '../query/query-client';
import { theme } from './theme';
import { Toaster } from './toasts';

export { queryClient } from '../query/query-client';

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
  /**
   * Provide the query cache (default). The shell's own root passes false: `/` paints without TanStack Query, and
   * the remote widgets it draws bring their own `QueryScope` (DESIGN §8).
   */
  withQueryClient?: boolean;
}

/**
 * Wraps every React root (context does not cross single-spa roots): i18n, styles, theme, query cache (loaded
 * on first use: the root suspends until it is there), and on the page's main root the toaster and global styles.
 */
export function KitProvider({ children, withPageChrome = false, withQueryClient = true }: KitProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <StyleSheetManager>
        <ThemeProvider theme={theme}>
          {withPageChrome && <GlobalStyle />}
          {withQueryClient ? (
            <Suspense fallback={null}>
              <QueryScope>{children}</QueryScope>
            </Suspense>
          ) : (
            children
          )}
          {withPageChrome && <Toaster />}
        </ThemeProvider>
      </StyleSheetManager>
    </I18nextProvider>
  );
}
