import {
  ErrorCode,
  errorDefinitions,
  type ApiErrorBody,
  type ErrorCodeName,
  type ErrorCodeValue,
  type Refusal,
} from '@arena/contract';

/**
 * The API's errors. The codes, their HTTP statuses and default messages are the contract's (`@arena/contract`,
 * one list); every error body is `{ code, message, details }`. The spec's original server answered 10001 with
 * HTTP 500; we answer 404 and keep the code.
 */
export { ErrorCode, type ErrorCodeName, type ErrorCodeValue };

export type ErrorDetails = Record<string, unknown>;

/** The JSON body of every error answer. */
export type ErrorBody = ApiErrorBody;

/** An error the API answers with as-is: HTTP status and body come from the code's definition. */
export class ApiError extends Error {
  readonly code: ErrorCodeValue;
  readonly statusCode: number;
  readonly details: ErrorDetails | null;

  constructor(
    name: ErrorCodeName,
    options: { message?: string; details?: ErrorDetails; statusCode?: number } = {},
  ) {
    const definition = errorDefinitions[name];
    super(options.message ?? definition.message);
    this.name = 'ApiError';
    this.code = ErrorCode[name];
    this.statusCode = options.statusCode ?? definition.status;
    this.details = options.details ?? null;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details as ErrorBody['details'] };
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

/**
 * A refusal a screen reacts to: `details` carries its `RefusalReason` and that reason's parameters (the contract
 * types them), so the front end translates the reason and never reads the English `message`.
 *
 * @example throw refusal('conflict', 'Check-in has closed', { reason: RefusalReason.checkInClosed });
 */
export function refusal(name: ErrorCodeName, message: string, details: Refusal): ApiError {
  return new ApiError(name, { message, details });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
