import '../i18n';
import { i18n, KitProvider, queryClient, type Locale } from '@arena/shared-kit';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside KitProvider (with the toaster) and, unless `router` is false, a MemoryRouter at `path`. */
export function renderWithKit(
  ui: ReactElement,
  { path = '/', router = true }: { path?: string; router?: boolean } = {},
): RenderResult {
  return render(
    <KitProvider withPageChrome>
      {router ? <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter> : ui}
    </KitProvider>,
  );
}

export async function switchLocale(locale: Locale): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(locale);
  });
}

/** Fresh cache and no automatic retries between tests. */
export function resetQueries(): void {
  queryClient.clear();
  queryClient.setDefaultOptions({
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
  });
}
