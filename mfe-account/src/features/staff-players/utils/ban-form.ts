import type { BanPlayerBody } from '@arena/contract';
import { MODERATION_LIMITS } from '@arena/contract/rules';
import { instantOfLocalInput } from '@arena/shared-kit/staff-desk';

/** What is wrong with a reason staff write: nothing written, or longer than the API takes. */
export type ReasonProblem = 'required' | 'tooLong';

/** A reason's problem, or null: the API's rule (trimmed, 1 to `max` characters). */
export function reasonProblem(
  value: string,
  max: number = MODERATION_LIMITS.banReason,
): ReasonProblem | null {
  const reason = value.trim();
  if (!reason) return 'required';
  return reason.length > max ? 'tooLong' : null;
}

/** What is wrong with a ban's end: not a date and time, or not in the future. Empty is fine (no end). */
export type EndsAtProblem = 'endsAtInvalid' | 'endsAtPast';

export function endsAtProblem(value: string, now: Date): EndsAtProblem | null {
  if (!value) return null;
  const instant = instantOfLocalInput(value);
  if (!instant) return 'endsAtInvalid';
  return new Date(instant).getTime() > now.getTime() ? null : 'endsAtPast';
}

/** The ban dialog's fields, as typed. */
export interface BanFormValues {
  reasonEn: string;
  reasonAr: string;
  /** A `datetime-local` value in the staff member's time zone; empty for a ban without an end. */
  endsAt: string;
}

/** The body of a ban from the dialog's (checked) values. */
export function banBodyOf(values: BanFormValues): BanPlayerBody {
  const endsAt = values.endsAt ? instantOfLocalInput(values.endsAt) : null;
  return {
    reason: { en: values.reasonEn.trim(), ar: values.reasonAr.trim() },
    ...(endsAt ? { endsAt } : {}),
  };
}
