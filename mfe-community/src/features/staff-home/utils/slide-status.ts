import type { StaffHomeSlide } from '@arena/contract';

/** Where a slide stands: on the home page now, waiting for its start, or past its end. */
export type SlideStatus = 'live' | 'scheduled' | 'ended';

/**
 * A slide's status from what the API says (`live`: inside its window of dates now) and its dates: not live yet
 * before its start, ended otherwise.
 *
 * @example slideStatus({ live: false, startsAt: '2099-01-01T00:00:00.000Z', endsAt: null }) // 'scheduled'
 */
export function slideStatus(
  slide: Pick<StaffHomeSlide, 'live' | 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): SlideStatus {
  if (slide.live) return 'live';
  return slide.startsAt && Date.parse(slide.startsAt) > now.getTime() ? 'scheduled' : 'ended';
}
