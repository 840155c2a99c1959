import type { NewsStatus } from '@arena/contract/rules';
import type { BadgeTone } from '@arena/shared-kit';

/** Drafts are staff's only, scheduled ones wait for their time, published ones readers see. */
export const STATUS_TONES: Record<NewsStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};
