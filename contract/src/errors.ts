import { z } from 'zod';
import { ErrorCode, type ErrorCodeName, type ErrorCodeValue } from './error-codes.js';
import { REFUSAL_REASONS } from './refusals.js';

/** The HTTP status and default message of each error code. */
export const errorDefinitions: Record<ErrorCodeName, { status: number; message: string }> = {
  banned: { status: 403, message: 'Your account has been banned' },
  tokenMissing: { status: 401, message: 'Authentication token is missing' },
  tokenInvalid: { status: 401, message: 'Authentication token is invalid or expired' },
  validation: { status: 400, message: 'Validation failed' },
  uploadNotAllowed: { status: 400, message: 'This file was not uploaded by you for this use' },
  forbidden: { status: 403, message: 'You are not allowed to do this' },
  notFound: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'Conflict' },
  payloadTooLarge: { status: 413, message: 'Request body is too large' },
  unsupportedMediaType: { status: 415, message: 'Unsupported content type' },
  rateLimited: { status: 429, message: 'Too many requests, please slow down' },
  uploadQuotaExceeded: {
    status: 403,
    message: 'You have reached your upload storage limit; replace or remove an image first',
  },
  matchImageQuotaExceeded: { status: 403, message: 'You have reached the image limit of this match chat' },
  internal: { status: 500, message: 'Internal server error' },
  serviceUnavailable: {
    status: 503,
    message: 'A service the API depends on is unavailable; try again shortly',
  },
  providerNotConfigured: { status: 503, message: 'This provider is not configured on this portal' },
  tournamentNotFound: { status: 404, message: 'Tournament not found' },
  passRegionRestricted: {
    status: 403,
    message: 'The pass is open to Middle East, EUW and EUNE players only',
  },
  cannotRemoveTeamOwner: { status: 403, message: 'The team owner cannot be removed' },
};

const errorCodeValues = Object.values(ErrorCode) as [ErrorCodeValue, ...ErrorCodeValue[]];

/** Why a request was refused (`details.reason`), for screens to translate: `RefusalReason` of `./refusals.ts`. */
export const refusalReason = z.enum(REFUSAL_REASONS).meta({
  id: 'RefusalReason',
  description:
    'Why a request was refused, for a screen to say in its own language (the English `message` may change). ' +
    'Parameters sit beside it in `details`: `notEnoughMembers` has `required` and `members`; ' +
    '`membersAlreadyRegistered` has `players`; `teamTournament` has `format`; `outsideWindow` has ' +
    '`windowStartUtc` and `windowEndUtc`; `registrationNotOpen` and `registrationClosed` of a ladder have ' +
    '`registrationStartUtc` and `registrationEndUtc`; `alreadyInMatch` has `matchId`; `searchCooldown` has ' +
    '`retryAfterMs`; `payoutSettled` has `status`; `missionNotCompletable` has `progress`, `target`, ' +
    '`missionLevel` and `currentLevel`; `tournamentIncomplete` has `missing`; `tournamentFieldLocked` has ' +
    '`field`; `capacityBelowRegistrations` has `registrations`; `tournamentFull` has `capacity`; ' +
    '`rankBelowMinimum`, `rankAboveMaximum` and `accountLevelTooLow` have `required`, `actual` and `player`.',
});

/** The JSON body of every error answer: `{ code, message, details }`. */
export const errorBody = z
  .object({
    code: z.union(errorCodeValues.map((code) => z.literal(code))),
    message: z.string(),
    details: z
      .object({
        reason: z
          .union([refusalReason, z.string()])
          .nullable()
          .optional()
          .describe(
            'A refusal a screen reacts to names its `RefusalReason`; other errors may name their cause here ' +
              "(a ban's reason, a parser's error code).",
          ),
      })
      .catchall(z.unknown())
      .nullable(),
  })
  .meta({ id: 'ErrorBody' });
export type ApiErrorBody = z.infer<typeof errorBody>;
