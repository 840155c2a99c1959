import { intlFormatter, intlLocale, sayRefusal, type Locale, type RefusalSayings } from '@arena/shared-kit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A time of day ("18:00") in the viewer's time zone and the portal's language. */
export function timeOfDay(at: number, locale: Locale): string {
  return intlFormatter(Intl.DateTimeFormat, intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** "This tournament is only available from 18:00 to 00:00 AST", in the viewer's time zone (P1 §5). */
export function outsideWindowText(
  start: number,
  end: number,
  zone: string,
  locale: Locale,
  t: Translate,
): string {
  return t('window.outside', { start: timeOfDay(start, locale), end: timeOfDay(end, locale), zone });
}

interface Viewer {
  t: Translate;
  locale: Locale;
  zone: string;
  /** The players a winner id stands for, by name ("A and B" for a duo side); null or absent: the API's name. */
  winnerSideName?: (winnerId: string) => string | null;
}

/**
 * The matchmaking refusals (P1 §8), by the reason the API names in `details.reason`, and what each says in the
 * portal's language, with its parameters (the window in the viewer's time zone, the cooldown's seconds). The
 * server's English `message` is never read. Null: the parameters are missing, so the fallback is said.
 */
const REFUSALS: RefusalSayings<Viewer> = {
  closedByAdmin: ({ t }) => t('window.closedByAdmin'),
  queueClosed: ({ t }) => t('window.queueClosed'),
  tournamentEnded: ({ t }) => t('window.ended'),
  registrationNotOpen: ({ t }) => t('refusals.registrationNotOpen'),
  registrationClosed: ({ t }) => t('refusals.registrationEnded'),
  alreadyRegistered: ({ t }) => t('refusals.alreadyRegistered'),
  notRegistered: ({ t }) => t('refusals.notRegistered'),
  alreadySearching: ({ t }) => t('refusals.alreadySearching'),
  alreadyInMatch: ({ t }) => t('refusals.alreadyInMatch'),
  outsideWindow: ({ t, locale, zone }, { windowStartUtc, windowEndUtc }) =>
    typeof windowStartUtc === 'string' && typeof windowEndUtc === 'string'
      ? outsideWindowText(Date.parse(windowStartUtc), Date.parse(windowEndUtc), zone, locale, t)
      : null,
  searchCooldown: ({ t }, { retryAfterMs }) =>
    typeof retryAfterMs === 'number'
      ? t('refusals.cooldown', { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) })
      : null,
  duoSelf: ({ t }) => t('refusals.duoSelf'),
  duoPlayerNotFound: ({ t }) => t('refusals.duoPlayerNotFound'),
  duoNotRegistered: ({ t }) => t('refusals.duoNotRegistered'),
  duoOtherRegion: ({ t }, { region }) =>
    typeof region === 'string' ? t('refusals.duoOtherRegion', { region }) : null,
  duoAlreadyInDuo: ({ t }) => t('refusals.duoAlreadyInDuo'),
  duoPartnerInDuo: ({ t }) => t('refusals.duoPartnerInDuo'),
  duoAlreadyQueued: ({ t }) => t('refusals.duoAlreadyQueued'),
  duoPartnerBusy: ({ t }) => t('refusals.duoPartnerBusy'),
  duoInvitePending: ({ t }) => t('refusals.duoInvitePending'),
  contradictsGameResult: ({ t, winnerSideName }, { winnerId, winnerRiotId }) =>
    typeof winnerRiotId === 'string'
      ? t('refusals.contradictsGameResult', {
          winner: (typeof winnerId === 'string' && winnerSideName?.(winnerId)) || winnerRiotId,
        })
      : null,
};

/**
 * What a refused matchmaking call tells the player (P1 §8): the refusal's reason in their language, the
 * outside-window refusal in their own time zone and the cooldown's seconds; `fallback` for a reason this screen
 * does not know, a refusal without one, network failures and server faults.
 */
export function refusalText(
  error: unknown,
  fallback: string,
  t: Translate,
  locale: Locale,
  zone: string,
  { winnerSideName }: Pick<Viewer, 'winnerSideName'> = {},
): string {
  return sayRefusal(error, REFUSALS, { t, locale, zone, winnerSideName }, fallback);
}
