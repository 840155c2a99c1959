/**
 * Every error code the API answers with, in one place (DESIGN §5). Zod-free, so the front end may import it at
 * run time for a few bytes; `errors.ts` adds each code's HTTP status and default message.
 *
 * Codes 1002, 3001, 10001, 10027 and 20025 are the spec's (P1 §8, P2 §8); the 4xxx and 5xxx codes are ours.
 */
export const ErrorCode = {
  banned: 1002,
  tokenMissing: 3001,
  tokenInvalid: 3002,
  validation: 4000,
  uploadNotAllowed: 4001,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  payloadTooLarge: 4013,
  unsupportedMediaType: 4015,
  rateLimited: 4029,
  uploadQuotaExceeded: 4031,
  matchImageQuotaExceeded: 4032,
  internal: 5000,
  serviceUnavailable: 5003,
  providerNotConfigured: 5004,
  tournamentNotFound: 10001,
  passRegionRestricted: 10027,
  cannotRemoveTeamOwner: 20025,
} as const;

/** The name of an error code (`tokenMissing`). */
export type ErrorCodeName = keyof typeof ErrorCode;
/** The number of an error code (`3001`). */
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
