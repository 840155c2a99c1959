import { type Country } from '@arena/shared-kit';
import type { MockAnswer, MockRoute } from '@arena/shared-kit/testing';

/** Tests only: a few countries as GET /v1/general/countries gives them. */
export const testCountries: Country[] = [
  { name: 'Bahrain', iso2: 'BH', flag: '🇧🇭' },
  { name: 'Egypt', iso2: 'EG', flag: '🇪🇬' },
  { name: 'Saudi Arabia', iso2: 'SA', flag: '🇸🇦' },
  { name: 'United Arab Emirates', iso2: 'AE', flag: '🇦🇪' },
];

/**
 * Routes of the fake API answering uploads (multipart calls) with `answers`, and the forms they received, by
 * path.
 *
 * @example const { routes, sent } = uploadRoutes({ 'POST /v1/user/me/profile/image': { body: { user } } });
 */
export function uploadRoutes(answers: Record<string, MockAnswer>): {
  routes: Record<string, MockRoute>;
  sent: Map<string, FormData>;
} {
  const sent = new Map<string, FormData>();
  const routes = Object.fromEntries(
    Object.entries(answers).map(([key, answer]): [string, MockRoute] => [
      key,
      ({ url, body }) => {
        sent.set(url.pathname, body as FormData);
        return answer;
      },
    ]),
  );
  return { routes, sent };
}

// Toast helpers live with the remote's other test helpers.
export { toastTexts } from './render';
