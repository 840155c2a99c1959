import { apiCall, isApiError, useSession } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  linkedAccountOfDiscord,
  linkedAccountOfTwitter,
  type LinkedAccount,
  type LinkProvider,
} from '../utils/link-providers';

export const LINKED_ACCOUNTS_QUERY_KEY = ['account', 'linked-accounts'] as const;

/** GET /v1/discord/account or /v1/twitter/account: the linked account, or null when none (P1 §7). */
export async function getLinkedAccount(provider: LinkProvider): Promise<LinkedAccount | null> {
  try {
    if (provider === 'discord') {
      const { data } = await apiCall('GET /v1/discord/account');
      return linkedAccountOfDiscord(data);
    }
    const { data } = await apiCall('GET /v1/twitter/account');
    return linkedAccountOfTwitter(data);
  } catch (error) {
    // P1 §7: a non-ok account answer means not connected; 404 is the expected one.
    if (!isApiError(error) || error.status !== 404) {
      console.error(`[account] Failed to load the ${provider} account`, error);
    }
    return null;
  }
}

export const linkedAccountQuery = (provider: LinkProvider) =>
  queryOptions({
    queryKey: [...LINKED_ACCOUNTS_QUERY_KEY, provider],
    queryFn: () => getLinkedAccount(provider),
  });

/** The signed-in player's linked account of one provider (null when not linked). */
export function useLinkedAccount(provider: LinkProvider) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...linkedAccountQuery(provider), enabled: isAuthenticated });
}
