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
 * GET /v1/discord/account and /v1/twitter/account as the API answers a player with neither linked: 404 (P1 §7).
 * Spread before a test's own routes, which may link one.
 */
export const NOT_LINKED_ROUTES: Record<string, MockRoute> = {
  'GET /v1/discord/account': { status: 404, body: { code: 4004, message: 'No Discord account is linked' } },
  'GET /v1/twitter/account': { status: 404, body: { code: 4004, message: 'No Twitter account is linked' } },
};

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
