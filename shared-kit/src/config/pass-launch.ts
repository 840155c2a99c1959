/**
 * The day the MENA Pass launched (P2 §1, §9), as an ISO calendar date. The pass's history (the landing page, the
 * changelog's pass entry) tells it, formatted per locale with `formatDate`.
 *
 * @example formatDate(PASS_LAUNCH_DATE, 'ar', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
 */
export const PASS_LAUNCH_DATE = '2025-01-27';
