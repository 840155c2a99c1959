/**
 * Every error code the API answers with, in one place (DESIGN §5). Each error body is
 * `{ code, message, details }`; the HTTP status comes from this table.
 *
 * Codes 1002, 3001, 10001, 10027 and 20025 are the spec's (P1 §8, P2 §8); the 4xxx and 5000 codes are ours.
 * The spec's original server answered 10001 with HTTP 500; we answer 404 and keep the code.
 */
export const ErrorCode = {
  banned: 1002,
  tokenMissing: 3001,
  tokenInvalid: 3002,
  validation: 4000,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  payloadTooLarge: 4013,
  unsupportedMediaType: 4015,
  rateLimited: 4029,
  internal: 5000,
  tournamentNotFound: 10001,
  passRegionRestricted: 10027,
  cannotRemoveTeamOwner: 20025,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

interface ErrorDefinition {
  status: number;
  message: string;
}

const definitions: Record<ErrorCodeName, ErrorDefinition> = {
  banned: { status: 403, message: 'Your account has been banned' },
  tokenMissing: { status: 401, message: 'Authentication token is missing' },
  tokenInvalid: { status: 401, message: 'Authentication token is invalid or expired' },
  validation: { status: 400, message: 'Validation failed' },
  forbidden: { status: 403, message: 'You are not allowed to do this' },
  notFound: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'Conflict' },
  payloadTooLarge: { status: 413, message: 'Request body is too large' },
  unsupportedMediaType: { status: 415, message: 'Unsupported content type' },
  rateLimited: { status: 429, message: 'Too many requests, please slow down' },
  internal: { status: 500, message: 'Internal server error' },
  tournamentNotFound: { status: 404, message: 'Tournament not found' },
  passRegionRestricted: { status: 403, message: 'The pass is only available to Middle East players' },
  cannotRemoveTeamOwner: { status: 403, message: 'The team owner cannot be removed' },
};

export type ErrorDetails = Record<string, unknown>;

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: ErrorCodeValue;
  message: string;
  details: ErrorDetails | null;
}

/** An error the API answers with as-is: HTTP status and body come from the code's definition. */
export class ApiError extends Error {
  readonly code: ErrorCodeValue;
  readonly statusCode: number;
  readonly details: ErrorDetails | null;

  constructor(
    name: ErrorCodeName,
    options: { message?: string; details?: ErrorDetails; statusCode?: number } = {},
  ) {
    const definition = definitions[name];
    super(options.message ?? definition.message);
    this.name = 'ApiError';
    this.code = ErrorCode[name];
    this.statusCode = options.statusCode ?? definition.status;
    this.details = options.details ?? null;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details };
  }
}

/**
 * Builds a typed error to throw from a handler or service.
 *
 * @example throw apiError('tournamentNotFound');
 * @example throw apiError('banned', { details: { reason } });
 */
export function apiError(
  name: ErrorCodeName,
  options?: { message?: string; details?: ErrorDetails; statusCode?: number },
): ApiError {
  return new ApiError(name, options);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
