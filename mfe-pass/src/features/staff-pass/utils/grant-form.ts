import type { PassGrantBody } from '@arena/contract';
import { PASS_GRANT_LIMITS } from '@arena/contract/rules';

/** The grant form as typed: amounts are text until checked. */
export interface GrantFormValues {
  riotId: string;
  xp: string;
  points: string;
  reason: string;
}

export const EMPTY_GRANT_FORM: GrantFormValues = { riotId: '', xp: '', points: '', reason: '' };

/** What is wrong with a field, as a key of the page's `form.errors` strings. */
export type GrantFieldProblem =
  | 'riotIdRequired'
  | 'riotIdFormat'
  | 'amountWhole'
  | 'amountTooLarge'
  | 'nothingToGrant'
  | 'reasonRequired'
  | 'reasonTooLong';

export type GrantFormProblems = Partial<Record<keyof GrantFormValues, GrantFieldProblem>>;

const WHOLE_NUMBER = /^[+-]?\d+$/;
/** A Riot ID as the API takes it: `Name#TAG`, one `#`, 3 to 40 characters. */
const RIOT_ID = /^[^#]+#[^#]+$/;

/** An amount typed in the form: blank is 0; null when it is not a whole number. */
export function amountOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

function amountProblem(text: string): GrantFieldProblem | undefined {
  const amount = amountOf(text);
  if (amount === null) return 'amountWhole';
  return Math.abs(amount) > PASS_GRANT_LIMITS.amount ? 'amountTooLarge' : undefined;
}

/**
 * The problems of the form as the API would refuse it (`passGrantBody`): a Riot ID as `Name#TAG`, whole amounts
 * within the limit and not both 0, a reason of at most `PASS_GRANT_LIMITS.reason` characters. Empty when it may go.
 *
 * @example grantFormProblems({ riotId: 'Falcon', xp: '1.5', points: '', reason: '' })
 *   // { riotId: 'riotIdFormat', xp: 'amountWhole', reason: 'reasonRequired' }
 */
export function grantFormProblems(values: GrantFormValues): GrantFormProblems {
  const problems: GrantFormProblems = {};
  const riotId = values.riotId.trim();
  if (riotId === '') problems.riotId = 'riotIdRequired';
  else if (riotId.length < 3 || riotId.length > 40 || !RIOT_ID.test(riotId)) problems.riotId = 'riotIdFormat';
  const xp = amountProblem(values.xp);
  const points = amountProblem(values.points);
  if (xp) problems.xp = xp;
  if (points) problems.points = points;
  if (!xp && !points && amountOf(values.xp) === 0 && amountOf(values.points) === 0)
    problems.xp = 'nothingToGrant';
  const reason = values.reason.trim();
  if (reason === '') problems.reason = 'reasonRequired';
  else if (reason.length > PASS_GRANT_LIMITS.reason) problems.reason = 'reasonTooLong';
  return problems;
}

/** The body of the grant a valid form makes; `requestId` keeps a retried request from granting twice. */
export function grantBodyOf(values: GrantFormValues, requestId: string): PassGrantBody {
  return {
    riotId: values.riotId.trim(),
    xp: amountOf(values.xp) ?? 0,
    points: amountOf(values.points) ?? 0,
    reason: values.reason.trim(),
    requestId,
  };
}

/** A fresh request id (a v4 UUID) for one confirmed grant; made from `getRandomValues`, which every context has. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Which way a grant goes, for its summary: it gives, it takes, or it gives one and takes the other. */
export function grantDirection(grant: { xp: number; points: number }): 'give' | 'take' | 'mixed' {
  if (grant.xp >= 0 && grant.points >= 0) return 'give';
  if (grant.xp <= 0 && grant.points <= 0) return 'take';
  return 'mixed';
}
