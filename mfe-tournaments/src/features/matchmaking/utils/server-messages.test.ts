import type { Refusal } from '@arena/contract';
import { ApiError, i18n, loadLocale } from '@arena/shared-kit';
import '../i18n';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import { refusalText } from './server-messages';

const refused = (message: string, details: Refusal | Record<string, unknown> | null) =>
  new ApiError(403, 4003, message, details);

describe('refusalText', () => {
  it.each([
    ['en', 'Registration is closed by admin', 'Tournament registration is closed'],
    ['ar', 'أغلق المشرف باب التسجيل', 'التسجيل في البطولة مغلق'],
  ] as const)(
    'says each closed-by-admin refusal with its own text (%s)',
    async (locale, registrationClosed, queueClosed) => {
      await loadLocale(locale);
      const t = i18n.getFixedT(locale, MATCHMAKING_NAMESPACE);
      const closedByAdmin = refused('Registration is closed by admin', { reason: 'closedByAdmin' });
      expect(refusalText(closedByAdmin, 'failed', t, locale, 'UTC')).toBe(registrationClosed);
      const queue = refused('Tournament registration is closed', { reason: 'queueClosed' });
      expect(refusalText(queue, 'failed', t, locale, 'UTC')).toBe(queueClosed);
    },
  );

  it('reads the reason, never the English message: a reworded message says the same', async () => {
    await loadLocale('ar');
    const t = i18n.getFixedT('ar', MATCHMAKING_NAMESPACE);
    const worded = refused('You are already searching for a match', { reason: 'alreadySearching' });
    const reworded = refused('Hold on, a search of yours is running', { reason: 'alreadySearching' });
    expect(refusalText(worded, 'failed', t, 'ar', 'UTC')).toBe('أنت تبحث عن مباراة بالفعل');
    expect(refusalText(reworded, 'failed', t, 'ar', 'UTC')).toBe('أنت تبحث عن مباراة بالفعل');
  });

  it.each([
    ['en', 'The game already settled this match: Saqr#ME1 won'],
    ['ar', 'حُسمت هذه المباراة من نتيجة اللعبة نفسها: فاز Saqr#ME1'],
  ] as const)('says the game’s result when a report contradicts it (%s)', async (locale, said) => {
    await loadLocale(locale);
    const t = i18n.getFixedT(locale, MATCHMAKING_NAMESPACE);
    const contradicted = refused('The game already settled this match: Saqr#ME1 won', {
      reason: 'contradictsGameResult',
      winnerId: 'u-1',
      winnerRiotId: 'Saqr#ME1',
      gameId: 'ME1_7231450012',
    });
    expect(refusalText(contradicted, 'failed', t, locale, 'UTC')).toBe(said);
  });

  it('says the fallback for an unknown reason or none, never the English message', async () => {
    await loadLocale('en');
    const t = i18n.getFixedT('en', MATCHMAKING_NAMESPACE);
    expect(refusalText(refused('Something new', { reason: 'somethingNew' }), 'failed', t, 'en', 'UTC')).toBe(
      'failed',
    );
    expect(
      refusalText(refused('You are already searching for a match', null), 'failed', t, 'en', 'UTC'),
    ).toBe('failed');
    // A reason whose parameters are missing cannot be said in full: the fallback is.
    expect(refusalText(refused('Please wait', { reason: 'searchCooldown' }), 'failed', t, 'en', 'UTC')).toBe(
      'failed',
    );
  });
});
