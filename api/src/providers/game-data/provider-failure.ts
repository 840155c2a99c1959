/**
 * What a log line may say about a failed game-data provider call: the error's kind and, for the publisher's API,
 * the HTTP status (0 for a network failure). Never its message: the publisher's paths carry puuids and lobby
 * codes, and nothing here can carry the API key.
 */
export function providerFailure(error: unknown): { name: string; status?: number } {
  if (!(error instanceof Error)) return { name: 'unknown' };
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? { name: error.name, status } : { name: error.name };
}
