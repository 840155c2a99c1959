import { KitProvider, Toaster, type Country } from '@arena/shared-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithKit } from '../../../testing/render';

/** Tests only: a few countries as GET /v1/general/countries gives them. */
export const testCountries: Country[] = [
  { name: 'Bahrain', iso2: 'BH', flag: '🇧🇭' },
  { name: 'Egypt', iso2: 'EG', flag: '🇪🇬' },
  { name: 'Saudi Arabia', iso2: 'SA', flag: '🇸🇦' },
  { name: 'United Arab Emirates', iso2: 'AE', flag: '🇦🇪' },
];

/** Renders with the page's toaster beside it, as the shell does. */
export function renderWithToaster(ui: ReactNode, path: string) {
  return renderWithKit(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );
}

/** Toasts live in one store for the page; dismiss what earlier tests left. */
export function clearToasts(): void {
  const { unmount } = render(
    <KitProvider>
      <Toaster />
    </KitProvider>,
  );
  for (const button of within(screen.getByTestId('toaster')).queryAllByRole('button'))
    fireEvent.click(button);
  unmount();
}

/** The text of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(screen.getByTestId('toaster').querySelectorAll('p')).map((p) => p.textContent ?? '');
}

export interface UploadAnswer {
  status?: number;
  body?: unknown;
}

/**
 * The fetch stub reads JSON bodies only: answer multipart (FormData) calls here instead, keeping every other
 * call on the stub. Returns the forms sent, by path.
 */
export function answerUploads(answers: Record<string, UploadAnswer>): Map<string, FormData> {
  const sent = new Map<string, FormData>();
  const stub = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return stub(input, init);
    const path = new URL(String(input)).pathname;
    sent.set(path, init.body);
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? { status: 404, body: { code: 4004 } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => JSON.stringify(answer.body ?? {}),
    };
  }) as typeof fetch;
  return sent;
}
