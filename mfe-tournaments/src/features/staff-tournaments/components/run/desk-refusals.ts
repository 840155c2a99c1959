import { isApiError, sayRefusal, type RefusalSayings } from '@arena/shared-kit';
import type { RefusalReason } from '@arena/contract';
import type { TFunction } from 'i18next';

interface RefusalContext {
  t: TFunction;
}

const simply =
  (reason: RefusalReason) =>
  ({ t }: RefusalContext) =>
    t(`run.desk.refusals.${reason}`);

/** Where a paid-out prize went, as its refusal's wording says it (`details.method`). */
const PAID_TO: Record<string, string> = { bank_transfer: 'bankTransfer', paypal: 'paypal' };

/** What the match desk and the ladder panel say of the API's refusals (`details.reason`). */
const DESK_REFUSALS: RefusalSayings<RefusalContext> = {
  matchDecided: simply('matchDecided'),
  matchNotDecided: simply('matchNotDecided'),
  matchNotPlayable: simply('matchNotPlayable'),
  laterMatchPlayed: simply('laterMatchPlayed'),
  laterMatchStarted: simply('laterMatchStarted'),
  noAutoForfeit: simply('noAutoForfeit'),
  // A final's prize already paid out: named by its place and amount, and where it went.
  prizePaidOut: ({ t }, details) =>
    typeof details.position === 'number' &&
    typeof details.amount === 'number' &&
    typeof details.currency === 'string'
      ? t(`run.desk.refusals.prizePaidOut.${PAID_TO[String(details.method)] ?? 'other'}`, {
          position: details.position,
          amount: details.amount,
          currency: details.currency,
        })
      : null,
  tournamentCompleted: simply('tournamentCompleted'),
  tournamentCancelled: simply('tournamentCancelled'),
  tournamentDraft: simply('tournamentDraft'),
  notABracket: simply('notABracket'),
  notALadder: simply('notALadder'),
  bracketNotStarted: simply('bracketNotStarted'),
  bracketNotFinished: ({ t }, details) =>
    typeof details.matches === 'number'
      ? t('run.desk.refusals.bracketNotFinished', { count: details.matches })
      : null,
  registrationNotFound: simply('registrationNotFound'),
  entrantDisqualified: simply('entrantDisqualified'),
  tournamentNotStarted: simply('tournamentNotStarted'),
  tournamentEnded: simply('tournamentEnded'),
  disputesOpen: ({ t }, details) =>
    typeof details.disputes === 'number'
      ? t('run.desk.refusals.disputesOpen', { count: details.disputes })
      : null,
};

/** The reason a refused call names (`details.reason`), or null. */
export function refusalReason(error: unknown): string | null {
  const reason = isApiError(error) ? error.details?.reason : undefined;
  return typeof reason === 'string' ? reason : null;
}

/**
 * The sentence of a refused call of the run page in the page's language: its reason's; for a refusal without one, a
 * missing match or tournament (404) or a refused field (400); else `fallbackKey`'s. The server's English is never
 * shown.
 */
export function sayDeskRefusal(t: TFunction, error: unknown, fallbackKey: string): string {
  if (isApiError(error) && refusalReason(error) === null) {
    if (error.status === 404) return t('run.desk.refusals.notFound');
    if (error.status === 400) return t('run.desk.refusals.invalid');
  }
  return sayRefusal(error, DESK_REFUSALS, { t }, t(fallbackKey));
}
