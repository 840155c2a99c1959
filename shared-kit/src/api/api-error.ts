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

/** True when `error` is the API client's `ApiError` (so `status`, `code` and `details` can be read). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Error codes of the spec and ours: the contract's one list (DESIGN §5). */
export { ErrorCode as ErrorCodes } from '@arena/contract/error-codes';
