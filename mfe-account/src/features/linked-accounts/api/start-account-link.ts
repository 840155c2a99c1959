import { apiCall, browserNavigation } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';
import { linkReturnUrl, type LinkProvider } from '../utils/link-providers';

/** GET /v1/{provider}/auth?redirect_url=…: the provider's consent address (P1 §7). */
export async function startAccountLink(provider: LinkProvider): Promise<string> {
  const { url } = await apiCall(`GET /v1/${provider}/auth`, {
    query: { redirect_url: linkReturnUrl(window.location.origin, provider) },
  });
  return url;
}

/** Starts linking: the browser leaves for the provider's consent page and comes back to /link-discord. */
export function useStartAccountLink(provider: LinkProvider) {
  return useMutation({
    mutationFn: () => startAccountLink(provider),
    onSuccess: (url) => browserNavigation.assign(url),
  });
}
