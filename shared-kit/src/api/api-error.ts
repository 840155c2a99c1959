/** The one error shape every API failure is turned into. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly details: Record<string, unknown> | null;

  constructor(
    status: number,
    code: number | string,
    message: string,
    details: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Status 0 marks a network failure (no answer at all). */
export const NETWORK_ERROR_STATUS = 0;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Error codes of the spec and ours, in one place (DESIGN §5). */
export const ErrorCodes = {
  banned: 1002,
  tokenMissing: 3001,
  tokenInvalid: 3002,
  validation: 4000,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  rateLimited: 4029,
  internal: 5000,
  tournamentNotFound: 10001,
  passRegion: 10027,
  memberRemoval: 20025,
} as const;
