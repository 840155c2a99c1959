import { type Country } from '@arena/shared-kit';

/** Tests only: a few countries as GET /v1/general/countries gives them. */
export const testCountries: Country[] = [
  { name: 'Bahrain', iso2: 'BH', flag: '🇧🇭' },
  { name: 'Egypt', iso2: 'EG', flag: '🇪🇬' },
  { name: 'Saudi Arabia', iso2: 'SA', flag: '🇸🇦' },
  { name: 'United Arab Emirates', iso2: 'AE', flag: '🇦🇪' },
];

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

// Toast helpers live with the remote's other test helpers.
export { clearToasts, renderWithToaster, toastTexts } from '../../../testing/render';
