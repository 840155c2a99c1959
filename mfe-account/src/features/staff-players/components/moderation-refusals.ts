import type { Locale } from '@arena/contract';
import { formatDateTime, type RefusalSayings } from '@arena/shared-kit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the refusals of a ban or unban are said with: the page's words and language. */
export interface ModerationContext {
  t: Translate;
  locale: Locale;
}

/** The refusals a ban or unban meets, by the reason the API names (never its English words). */
export const MODERATION_REFUSALS: RefusalSayings<ModerationContext> = {
  banOwnAccount: ({ t }) => t('refusals.banOwnAccount'),
  staffBanNeedsAdmin: ({ t }) => t('refusals.staffBanNeedsAdmin'),
  playerBanned: ({ t, locale }, details) =>
    typeof details.endsAt === 'string'
      ? t('refusals.playerBannedUntil', { date: formatDateTime(details.endsAt, locale) })
      : t('refusals.playerBanned'),
  playerNotBanned: ({ t }) => t('refusals.playerNotBanned'),
  playerNotFound: ({ t }) => t('refusals.playerGone'),
};
