import { apiCall, type LocalizedText } from '@arena/shared-kit';
import { useQueries } from '@tanstack/react-query';

/** GET /v1/tournaments/{id}: a prize code's tournament, for its name. */
export async function getTournament(id: string) {
  const { data } = await apiCall('GET /v1/tournaments/:id', { params: { id } });
  return data;
}

/** The names of the tournaments of prize codes, by id (missing while loading or when gone). */
export function useTournamentNames(ids: readonly string[]): ReadonlyMap<string, LocalizedText> {
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['account', 'reward-codes', 'tournament', id],
      queryFn: () => getTournament(id),
      staleTime: 5 * 60_000,
    })),
  });
  const names = new Map<string, LocalizedText>();
  results.forEach((result, index) => {
    if (result.data) names.set(unique[index], result.data.name);
  });
  return names;
}
